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
 * badge and filters, the CLI): main counts its ledger's entries per state with this once per
 * change and sends the result in the app's status; nothing else counts items. Problems the
 * clerk acknowledged are in their state's count but not in `attention`.
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
    if (ATTENTION_STATES.includes(state)) c.attention += n - (acknowledged.get(state) ?? 0)
    if (FAILED_STATES.includes(state)) c.failed += n
  }
  return { ...c, byState: perState }
}
