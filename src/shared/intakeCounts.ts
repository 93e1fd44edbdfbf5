import {
  ATTENTION_STATES,
  FAILED_STATES,
  FINAL_STATES,
  GOOD_FINAL_STATES,
  type FileState,
  type IntakeCounts
} from './intake'

/**
 * The totals every count Dropdock shows comes from (the tray, its menu, the window's header,
 * badge and filters, the CLI): main counts its ledger with this once per change and sends the
 * result in the app's status; nothing else counts items.
 */
export function countStates(states: Iterable<FileState>, paused: boolean): IntakeCounts {
  const byState: Partial<Record<FileState, number>> = {}
  const c: IntakeCounts = { total: 0, active: 0, done: 0, attention: 0, failed: 0, paused, byState }
  for (const state of states) {
    c.total++
    byState[state] = (byState[state] ?? 0) + 1
    if (!FINAL_STATES.includes(state)) c.active++
    else if (GOOD_FINAL_STATES.includes(state)) c.done++
    if (ATTENTION_STATES.includes(state)) c.attention++
    if (FAILED_STATES.includes(state)) c.failed++
  }
  return c
}
