/**
 * "Track this number" on a document linked to no shipment: which of its numbers can be tracked,
 * and what the one action (infer → track → wait for the request → relink) ended with.
 */
import { effectiveValues } from './corrections'
import type { IntakeError, IntakeItem } from './intake'
import { KEY_MAX_CHARS, type KeyField } from './outcome'
import type { InferAttributes, TrackingRequestStatus } from './service'

/** The extracted fields whose value the service can track: B/L, house B/L, booking, container. */
export const TRACKABLE_FIELDS = [
  'bill_of_lading_number',
  'house_bill_of_lading_number',
  'booking_number',
  'container_numbers'
] as const satisfies readonly KeyField[]

export type TrackableField = (typeof TRACKABLE_FIELDS)[number]

/** A number as the service compares it: upper case, without spaces or dashes. */
export const sameNumberKey = (n: string): string => n.toUpperCase().replace(/[\s-]/g, '')

/**
 * The document's trackable numbers as corrected (the clerk's value over the service's), each
 * once, in field order: what the detail offers to track and the only numbers main tracks for it.
 */
export function trackableNumbersOf(
  item: Pick<IntakeItem, 'extracted' | 'manual'>
): { field: TrackableField; number: string }[] {
  const values = effectiveValues(item)
  const out: { field: TrackableField; number: string }[] = []
  const seen = new Set<string>()
  for (const field of TRACKABLE_FIELDS) {
    const raw = values[field]
    for (const v of Array.isArray(raw) ? raw : [raw]) {
      const number = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : ''
      const key = sameNumberKey(number)
      if (!key || number.length > KEY_MAX_CHARS || seen.has(key)) continue
      seen.add(key)
      out.push({ field, number })
    }
  }
  return out
}

/** The tracking request as the service last answered it. */
export interface TrackedRequest {
  id: string
  status: TrackingRequestStatus
  failedReason: string | null
}

/** What the relink after tracking was seen to do to the document's links. */
export interface RelinkObserved {
  shipmentNumbers: string[]
  containerNumbers: string[]
  /** The service took the relink, but the document showed no change afterwards. */
  unseen: boolean
}

/**
 * How "Track this number" ended:
 * - `choose_carrier`: the service is not sure of the carrier; nothing was tracked, the clerk
 *   chooses one and asks again with it;
 * - `invalid`: the service says the number is not valid; nothing was tracked;
 * - `not_tracked`: the request ended without a shipment (failed) or was still pending (or
 *   awaiting the manifest) when the wait ran out; nothing was relinked yet, the latter `kept`;
 * - `tracked`: the request created a shipment, or the number was already tracked (`duplicate`),
 *   and the relink was asked: `link` is what the document showed after it, or `relinkError`
 *   why the service did not take it; both null while the relink's follow was still running
 *   when the command stopped waiting for it.
 */
export type TrackNumberResult =
  | { step: 'choose_carrier'; number: string; inferred: InferAttributes }
  | { step: 'invalid'; number: string; reason: string | null }
  | {
      step: 'not_tracked'
      number: string
      request: TrackedRequest
      /** Still pending (or awaiting the manifest): kept, relinked once tracked (trackingPending). */
      kept: boolean
    }
  | {
      step: 'tracked'
      number: string
      request: TrackedRequest
      alreadyTracked: boolean
      link: RelinkObserved | null
      relinkError: IntakeError | null
    }
