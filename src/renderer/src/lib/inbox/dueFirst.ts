import type { ContainerAttributes } from '@shared/service'
import type { ContainerView } from '@shared/views'

/**
 * "What's due first": for a document on shipments, the earliest last free day of the containers
 * they hold (the line's and the terminal's, the earlier of the two), with the holds and fees the
 * terminal reports; read from the containers the window fetched (the document's detail).
 */

/** What the containers of one document owe, as far as the service said. */
export interface DocumentDue {
  /** The earliest last free day of a container not yet picked up (ISO), or null. */
  lfd: string | null
  /** The time zone of that container's port of discharge: the day is the terminal's. */
  timeZone: string | null
  /** The container it is, for the row's words. */
  container: string | null
  /** Holds still on at the terminal, over the document's containers not picked up. */
  holds: number
  /** The terminal's fees over those containers, added up per currency. */
  fees: { currency: string; amount: number }[]
}

/** What the window knows of one document's deadlines, and for which version of its item. */
export interface KnownDue {
  updatedAt: string
  due: DocumentDue | null
  /** Main could not give the containers (the service did not answer): shown as unknown. */
  failed: boolean
}

const ms = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : NaN)

/** The earlier of the terminal's and the line's last free day of a container; null when neither. */
export function earliestFreeDay(a: ContainerAttributes): string | null {
  const days = [
    a.pickup_lfd,
    a.import_deadlines?.pickup_lfd_terminal,
    a.import_deadlines?.pickup_lfd_line
  ]
    .filter((d): d is string => typeof d === 'string' && !Number.isNaN(ms(d)))
    .sort((x, y) => ms(x) - ms(y))
  return days[0] ?? null
}

/** What the containers owe: a container already out of the terminal owes nothing more. */
export function documentDue(containers: readonly ContainerView[]): DocumentDue {
  const due: DocumentDue = { lfd: null, timeZone: null, container: null, holds: 0, fees: [] }
  const fees = new Map<string, number>()
  for (const { attributes: a } of containers) {
    if (a.pod_full_out_at) continue
    due.holds += a.holds_at_pod_terminal?.length ?? 0
    for (const f of a.fees_at_pod_terminal ?? [])
      fees.set(f.currency_code, (fees.get(f.currency_code) ?? 0) + f.amount)
    const lfd = earliestFreeDay(a)
    if (lfd && (due.lfd === null || ms(lfd) < ms(due.lfd))) {
      Object.assign(due, { lfd, timeZone: a.pod_timezone, container: a.number })
    }
  }
  due.fees = [...fees].map(([currency, amount]) => ({ currency, amount }))
  return due
}

/** The calendar day of an instant in a time zone, as a count of days (UTC days since 1970). */
function dayNumber(at: number, timeZone: string | null): number {
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: timeZone ?? undefined,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric'
    }).formatToParts(at)
  } catch {
    parts = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).formatToParts(at)
  }
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return Date.UTC(n('year'), n('month') - 1, n('day')) / 86_400_000
}

/**
 * Whole days from today to the last free day, both as the terminal's calendar has them: 0 on the
 * day itself, negative once it is past.
 */
export function daysLeft(due: Pick<DocumentDue, 'lfd' | 'timeZone'>, now: number): number | null {
  const at = ms(due.lfd)
  if (Number.isNaN(at)) return null
  return dayNumber(at, due.timeZone) - dayNumber(now, due.timeZone)
}

/** The order "What's due first" sorts by: the earliest last free day first, none last. */
export function dueKey(due: DocumentDue | undefined): number {
  const at = ms(due?.lfd)
  return Number.isNaN(at) ? Infinity : at
}
