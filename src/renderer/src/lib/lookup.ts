import type { Key } from '@shared/i18n/messages'
import type { InferAttributes, TrackingRequestStatus } from '@shared/service'
import type { Words } from './words'

/** A catalog key with its placeholders, worded by the component in the window's language. */
export interface Message {
  key: Key
  params?: Record<string, string>
}

/** The carrier decision in the words a clerk would use. */
export function decisionMessage(result: InferAttributes): Message {
  const line = result.shipping_line
  switch (line.decision) {
    case 'auto_select':
      return line.selected
        ? { key: 'lookup.decision.identified', params: { name: line.selected.name } }
        : { key: 'lookup.decision.identifiedUnnamed' }
    case 'needs_confirmation': {
      const best = line.selected ?? line.candidates[0]
      return best
        ? { key: 'lookup.decision.probably', params: { name: best.name } }
        : { key: 'lookup.decision.confirm' }
    }
    default:
      return { key: 'lookup.decision.unknown' }
  }
}

/** "Valid", "Not valid" or "Cannot be checked" (bookings usually have no check). */
export function validityKey(valid: boolean | null): Key {
  if (valid === true) return 'lookup.result.valid'
  if (valid === false) return 'lookup.result.notValid'
  return 'lookup.result.uncheckable'
}

/** Check digit outcome; bills of lading and bookings have none. */
export function checkDigitKey(passed: boolean | null | undefined): Key {
  if (passed === true) return 'lookup.result.checkPassed'
  if (passed === false) return 'lookup.result.checkFailed'
  return 'lookup.result.checkNone'
}

/** Statuses after which polling stops. */
export const TRACKING_DONE: readonly TrackingRequestStatus[] = [
  'created',
  'failed',
  'tracking_stopped'
]

/** The failure reasons the service documents; each has a sentence in the catalogs. */
const FAILED_REASONS = [
  'booking_cancelled',
  'duplicate',
  'expired',
  'internal_processing_error',
  'invalid_number',
  'not_found',
  'retries_exhausted',
  'shipping_line_unreachable',
  'unrecognized_response',
  'data_unavailable',
  'scac_auto_detect_failed'
] as const

/** Why tracking failed, as a catalog key; null for a reason the service added since. */
export function failedReasonKey(reason: string): Key | null {
  return (FAILED_REASONS as readonly string[]).includes(reason)
    ? (`lookup.tracking.failedReason.${reason as (typeof FAILED_REASONS)[number]}` as const)
    : null
}

/** Why tracking failed in the window's words; a reason added since still reads as words. */
export function failedReasonText(reason: string, { t }: Words): string {
  const key = failedReasonKey(reason)
  return key ? t(key) : reason.replace(/_/g, ' ')
}
