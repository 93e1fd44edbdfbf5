import type { IntakeItem } from '@shared/intake'
import { outcomeOf } from '@shared/outcome'
import { formatWhen } from './format'
import { failedReasonText } from './lookup'
import type { Words } from './words'

/** Where a "Track this number" request the engine kept stands, for the row and the detail. */
export interface TrackingNote {
  kind: 'pending' | 'failed'
  number: string
  text: string
}

/** Why a kept request ended, in the clerk's words: the service's reason, or its status. */
function reasonText(reason: string, words: Words): string {
  if (reason === 'tracking_stopped') return words.t('trackNumber.later.stopped')
  return failedReasonText(reason, words)
}

/**
 * The request "Track this number" left waiting (`trackingPending`), or why it ended without a
 * shipment (`trackingFailed`) while the document is still on none; null when neither holds.
 */
export function trackingNote(item: IntakeItem, words: Words): TrackingNote | null {
  const { t, locale } = words
  const pending = item.trackingPending
  if (pending) {
    const when = formatWhen(pending.since, locale.value)
    const text = t('trackNumber.later.pending', { number: pending.number, when })
    return { kind: 'pending', number: pending.number, text }
  }
  const failed = item.trackingFailed
  if (!failed || outcomeOf(item) !== 'needs_shipment') return null
  const reason = reasonText(failed.reason, words)
  const text = t('trackNumber.later.failed', { number: failed.number, reason })
  return { kind: 'failed', number: failed.number, text }
}
