/**
 * Acting on many items at once (the inbox's selection): the actions, why an item is left out of
 * one, and what main answers. Main decides for each item whether it can take the action (the
 * window is untrusted) and counts those it left out by reason, so the window says it in one notice.
 */
import { FINAL_STATES, RETRYABLE_STATES, type IntakeItem } from './intake'

export const BULK_ACTIONS = [
  'setType',
  'reclassify',
  'reextract',
  'relink',
  'retry',
  'remove'
] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

/**
 * Why an item was left out: not sent yet (no document), still being sent or read, a duplicate
 * (its document is another item's), nothing to retry, already that type, no longer in the inbox,
 * or the service refused or could not be reached for it.
 */
export const SKIP_REASONS = [
  'notSent',
  'inFlight',
  'duplicate',
  'notRetryable',
  'sameType',
  'gone',
  'refused'
] as const
export type SkipReason = (typeof SKIP_REASONS)[number]

export interface BulkResult {
  /** Items the action was taken for. */
  done: number
  /** Items left out, by reason (reasons with none are absent). */
  skipped: Partial<Record<SkipReason, number>>
  /** The clerk said no to the confirmation (remove): nothing was done. */
  cancelled?: boolean
}

/** Why `item` cannot take `action` now, or null when it can (`type`: what setType sets). */
export function skipReasonFor(
  item: IntakeItem,
  action: BulkAction,
  type?: string | null
): SkipReason | null {
  if (item.removed) return 'gone'
  if (action === 'remove') return null
  if (action === 'retry') return RETRYABLE_STATES.includes(item.state) ? null : 'notRetryable'
  if (!item.documentId) return item.state === 'duplicate' ? 'duplicate' : 'notSent'
  if (item.state === 'duplicate') return 'duplicate'
  if (!FINAL_STATES.includes(item.state)) return 'inFlight'
  if (action === 'setType' && type !== undefined && type !== null && item.documentType === type)
    return 'sameType'
  return null
}

/** A count of items by reason, adding one. */
export function countSkip(skipped: BulkResult['skipped'], reason: SkipReason): void {
  skipped[reason] = (skipped[reason] ?? 0) + 1
}
