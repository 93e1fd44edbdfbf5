import { checkContainerNumber } from '../inference/iso6346'
import type { TrackingCreateInput } from './validate'

export type TrackingOutcome =
  | { status: 'created' }
  | { status: 'awaiting_manifest' }
  | { status: 'failed'; failed_reason: string }

/** Number endings that force an outcome, for tests and demos. */
export const OUTCOME_SUFFIXES: Readonly<Record<string, TrackingOutcome>> = {
  '404': { status: 'failed', failed_reason: 'not_found' },
  '410': { status: 'failed', failed_reason: 'booking_cancelled' },
  '503': { status: 'failed', failed_reason: 'shipping_line_unreachable' },
  '502': { status: 'failed', failed_reason: 'unrecognized_response' },
  '204': { status: 'failed', failed_reason: 'data_unavailable' },
  '202': { status: 'awaiting_manifest' }
}

/** A `container` request whose number fails ISO 6346 (length, category or check digit). */
export function isInvalidNumber(
  input: Pick<TrackingCreateInput, 'request_type' | 'request_number'>
): boolean {
  return input.request_type === 'container' && !checkContainerNumber(input.request_number).valid
}

/**
 * What a tracking request becomes once the simulated shipping line has answered. Deterministic,
 * in this order:
 * 1. a `container` request whose number fails ISO 6346 (length, category or check digit)
 *    -> failed `invalid_number`;
 * 2. the same number is already tracked in the account (`isTracked`: a shipment with that bill of
 *    lading, a container with that number, or another live request for it) -> failed `duplicate`;
 * 3. the number's last three characters: `404` not_found, `410` booking_cancelled,
 *    `503` shipping_line_unreachable, `502` unrecognized_response, `204` data_unavailable,
 *    `202` awaiting_manifest (stays there, no shipment);
 * 4. otherwise -> created (a shipment with containers appears).
 */
export function decideOutcome(
  input: Pick<TrackingCreateInput, 'request_type' | 'request_number'>,
  isTracked: boolean
): TrackingOutcome {
  if (isInvalidNumber(input)) return { status: 'failed', failed_reason: 'invalid_number' }
  if (isTracked) return { status: 'failed', failed_reason: 'duplicate' }
  const normalized = input.request_number.toUpperCase().replace(/[\s-]/g, '')
  return OUTCOME_SUFFIXES[normalized.slice(-3)] ?? { status: 'created' }
}
