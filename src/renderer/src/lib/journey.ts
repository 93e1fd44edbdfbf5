/**
 * Words and times of a container's journey: what each transport milestone is called, when it
 * happened in the place's own time zone, and how close the last free day is.
 */
import type { ContainerAttributes } from '@shared/service'
import { humanize } from './format'

const LABELS: Readonly<Record<string, string>> = {
  empty_out: 'Empty picked up',
  full_in: 'Gated in full',
  vessel_loaded: 'Loaded on vessel',
  vessel_departed: 'Departed',
  vessel_berthed: 'Vessel berthed',
  vessel_arrived: 'Arrived',
  vessel_discharged: 'Discharged',
  transshipment_arrived: 'Arrived for transshipment',
  transshipment_discharged: 'Discharged for transshipment',
  transshipment_loaded: 'Loaded for transshipment',
  transshipment_departed: 'Departed after transshipment',
  feeder_arrived: 'Feeder arrived',
  feeder_discharged: 'Discharged from feeder',
  feeder_loaded: 'Loaded on feeder',
  feeder_departed: 'Feeder departed',
  rail_loaded: 'Loaded on rail',
  rail_departed: 'Rail departed',
  rail_arrived: 'Rail arrived',
  rail_unloaded: 'Unloaded from rail',
  available: 'Available for pickup',
  not_available: 'Not available',
  full_out: 'Full out',
  delivered: 'Delivered',
  empty_in: 'Empty returned',
  arrived_at_inland_destination: 'Arrived at inland destination'
}

const EXPECTED: Readonly<Record<string, string>> = {
  vessel_arrived: 'Expected arrival',
  vessel_departed: 'Expected departure',
  arrived_at_inland_destination: 'Expected at inland destination'
}

/** "vessel_loaded" → "Loaded on vessel"; an estimate reads "Expected …". */
export function milestoneLabel(milestone: string): string {
  const estimated = milestone.startsWith('estimated.')
  const name = estimated ? milestone.slice('estimated.'.length) : milestone
  const label = LABELS[name] ?? humanize(name)
  if (!estimated) return label
  return EXPECTED[name] ?? `Expected: ${label.charAt(0).toLowerCase()}${label.slice(1)}`
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
