import type { FileState, IntakeCounts } from '../../src/shared/intake'
import { countByState } from '../../src/shared/intakeCounts'

/** Main's totals for a list of states, one per item: what a fake main says of the items it holds. */
export function countStates(states: Iterable<FileState>, paused: boolean): IntakeCounts {
  const tally = new Map<FileState, number>()
  for (const state of states) tally.set(state, (tally.get(state) ?? 0) + 1)
  return countByState(tally, paused)
}
