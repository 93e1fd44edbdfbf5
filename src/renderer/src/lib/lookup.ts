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
export const TRACKING_DONE: readonly TrackingRequestStatus[] = ['created', 'failed', 'tracking_stopped']
