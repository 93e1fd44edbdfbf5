import {
  ATTENTION_STATES,
  FAILED_STATES,
  FINAL_STATES,
  GOOD_FINAL_STATES,
  isAcknowledged,
  type FileState,
  type IntakeCounts,
  type IntakeItem
} from './intake'

type Judged = Pick<IntakeItem, 'state' | 'acknowledgedAt' | 'history'>

/**
 * An item that "needs attention": it ended in ATTENTION_STATES and the clerk has not
 * acknowledged it since. What the header, the menu badge, the tray and the inbox's "Needs
 * attention (N)" filter count and show.
 */
export function needsAttention(item: Judged): boolean {
  return ATTENTION_STATES.includes(item.state) && !isAcknowledged(item)
}

/**
 * What "Retry failed (N)" counts and tries again: those needing attention that trying again may
 * help (FAILED_STATES; an empty file stays empty). Never more than the "needs attention" count.
 */
export function retriedByRetryFailed(item: Judged): boolean {
  return FAILED_STATES.includes(item.state) && !isAcknowledged(item)
}

/**
 * The totals every count Dropdock shows comes from (the tray, its menu, the window's header,
 * badge and filters, the CLI): main counts its ledger's entries per state with this once per
 * change and sends the result in the app's status; nothing else counts items. Problems the
 * clerk acknowledged are in their state's count but not in `attention` or `failed` (as
 * needsAttention and retriedByRetryFailed judge one item).
 */
export function countByState(
  byState: Iterable<readonly [FileState, number]>,
  paused: boolean,
  acknowledged: ReadonlyMap<FileState, number> = new Map()
): IntakeCounts {
  const perState: Partial<Record<FileState, number>> = {}
  const c: IntakeCounts = { total: 0, active: 0, done: 0, attention: 0, failed: 0, paused }
  for (const [state, n] of byState) {
    if (n === 0) continue
    perState[state] = (perState[state] ?? 0) + n
    c.total += n
    if (!FINAL_STATES.includes(state)) c.active += n
    else if (GOOD_FINAL_STATES.includes(state)) c.done += n
    const open = n - (acknowledged.get(state) ?? 0)
    if (ATTENTION_STATES.includes(state)) c.attention += open
    if (FAILED_STATES.includes(state)) c.failed += open
  }
  return { ...c, byState: perState }
}
