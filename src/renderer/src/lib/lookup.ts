import type { InferAttributes, NumberType, TrackingRequestStatus } from '@shared/service'

export const NUMBER_TYPE_LABEL: Readonly<Record<NumberType, string>> = {
  container: 'Container number',
  bill_of_lading: 'Bill of lading number',
  booking: 'Booking number'
}

/** The carrier decision in the words a clerk would use. */
export function decisionText(result: InferAttributes): string {
  const line = result.shipping_line
  switch (line.decision) {
    case 'auto_select':
      return line.selected ? `Carrier identified: ${line.selected.name}` : 'Carrier identified'
    case 'needs_confirmation': {
      const best = line.selected ?? line.candidates[0]
      return best ? `Probably ${best.name}, please confirm` : 'Please confirm the carrier'
    }
    default:
      return 'Carrier unknown'
  }
}

/** "Valid", "Not valid" or "Cannot be checked" (bookings usually have no check). */
export function validityText(valid: boolean | null): string {
  if (valid === true) return 'Valid'
  if (valid === false) return 'Not valid'
  return 'Cannot be checked'
}

/** Check digit outcome; bills of lading and bookings have none. */
export function checkDigitText(passed: boolean | null | undefined): string {
  if (passed === true) return 'Passed'
  if (passed === false) return 'Failed'
  return 'Not applicable'
}

export const TRACKING_STATUS_TEXT: Readonly<Record<TrackingRequestStatus, string>> = {
  pending: 'Asking the carrier…',
  awaiting_manifest: 'Waiting for the carrier to publish the manifest',
  created: 'Tracking: shipment created',
  failed: 'Tracking failed',
  tracking_stopped: 'Tracking stopped'
}

/** Statuses after which polling stops. */
export const TRACKING_DONE: readonly TrackingRequestStatus[] = [
  'created',
  'failed',
  'tracking_stopped'
]

const FAILED_REASON_TEXT: Readonly<Record<string, string>> = {
  booking_cancelled: 'the carrier says the booking was cancelled',
  duplicate: 'this number is already being tracked in your account',
  expired: 'the number is too old to track',
  internal_processing_error: 'the service had an internal problem; try again later',
  invalid_number: 'the carrier does not accept this number',
  not_found: 'the carrier does not know this number',
  retries_exhausted: 'the carrier did not answer after many tries',
  shipping_line_unreachable: 'the carrier could not be reached; try again later',
  unrecognized_response: 'the carrier answered something the service could not read',
  data_unavailable: 'the carrier has no data for this number yet',
  scac_auto_detect_failed: 'the carrier could not be worked out; choose it yourself'
}

/** Why tracking failed, in plain words (the raw reason when it is a new one). */
export function failedReasonText(reason: string): string {
  return FAILED_REASON_TEXT[reason] ?? reason.replace(/_/g, ' ')
}
