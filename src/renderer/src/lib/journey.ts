/**
 * Words and times of a container's journey: what each transport milestone is called, when it
 * happened in the place's own time zone, and how close the last free day is.
 */
import source from '@shared/i18n/messages/en/journey'
import type { ContainerAttributes } from '@shared/service'
import type { AppI18n } from '../i18n'
import { humanize } from './format'

type Translate = AppI18n['global']['t']
type Named = keyof typeof source.milestone
type NamedExpected = keyof typeof source.expectedMilestone

const named = (name: string): name is Named => Object.hasOwn(source.milestone, name)
const namedExpected = (name: string): name is NamedExpected =>
  Object.hasOwn(source.expectedMilestone, name)

/**
 * "vessel_loaded" → "Loaded on vessel" in the window's language; an estimate reads "Expected …".
 * A milestone the catalogs do not know yet reads as its words.
 */
export function milestoneLabel(milestone: string, t: Translate): string {
  const estimated = milestone.startsWith('estimated.')
  const name = estimated ? milestone.slice('estimated.'.length) : milestone
  const label = named(name) ? t(`journey.milestone.${name}`) : humanize(name)
  if (!estimated) return label
  if (namedExpected(name)) return t(`journey.expectedMilestone.${name}`)
  return t('journey.expected', { milestone: label })
}

/** Which way the milestone moved the box, for the timeline's marker. */
export function milestoneKind(milestone: string): 'vessel' | 'rail' | 'terminal' | 'empty' {
  const name = milestone.replace(/^estimated\./, '')
  if (/^(vessel|transshipment|feeder)_/.test(name)) return 'vessel'
  if (/^rail_|inland/.test(name)) return 'rail'
  if (/^empty_/.test(name)) return 'empty'
  return 'terminal'
}

function formatter(timeZone: string | null, locale?: string, withTime = true): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } : {})
  }
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone ?? 'UTC' })
  } catch {
    // an unknown zone from the service: UTC, which the zone name then says
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
  }
}

/** An instant as the clock on the wall showed it there: "12 Mar 2026, 14:05 GMT+8". */
export function localTime(iso: string, timeZone: string | null, locale?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return '—'
  return formatter(timeZone, locale).format(date)
}

/** The calendar day of an instant in a time zone (a last free day is a day at the terminal). */
export function localDay(iso: string, timeZone: string | null, locale?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return '—'
  return formatter(timeZone, locale, false).format(date)
}

/**
 * An amount in its currency as the locale writes it ("375,00 $" in German); a currency code Intl
 * does not know is written after the number.
 */
export function money(amount: number, currency: string, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)
  } catch {
    const number = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2
    })
    return `${number.format(amount)} ${currency}`
  }
}

/** Days within which a coming last free day is flagged. */
export const LFD_NEAR_DAYS = 2

export type LastFreeDayState = 'past' | 'near' | 'later' | 'picked_up'

/** The last free day the terminal or line gives, the first one set. */
export function lastFreeDay(a: ContainerAttributes): string | null {
  return (
    a.pickup_lfd ??
    a.import_deadlines?.pickup_lfd_terminal ??
    a.import_deadlines?.pickup_lfd_rail ??
    a.import_deadlines?.pickup_lfd_line ??
    null
  )
}

/**
 * Whether the last free day is past, near (within LFD_NEAR_DAYS) or later; a box already out
 * of the terminal owes nothing more for it.
 */
export function lastFreeDayState(a: ContainerAttributes, now: number): LastFreeDayState | null {
  const lfd = lastFreeDay(a)
  if (!lfd) return null
  if (a.pod_full_out_at) return 'picked_up'
  const left = (Date.parse(lfd) - now) / 86_400_000
  if (Number.isNaN(left)) return null
  if (left < 0) return 'past'
  return left <= LFD_NEAR_DAYS ? 'near' : 'later'
}
