import type { IntakeCounts, IntakeItem } from '../../src/shared/intake'
import { countByState, tallyOf } from '../../src/shared/intakeCounts'

/** Main's totals for a list of items: what a fake main says of the items it holds. */
export function countItems(items: Iterable<IntakeItem>, paused: boolean): IntakeCounts {
  return countByState(tallyOf(items), paused)
}
