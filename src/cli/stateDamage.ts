import { losesRecords, type StateDamage } from '../shared/stateDamage'
import type { Output } from './output'

/**
 * Says what was found damaged or missing in the state folder, before anything else the command
 * prints: a `DAMAGED` line (a `state` event with each part in --json) when records were lost, a
 * note when only a change cut off by a crash was dropped (it is redone).
 */
export function tellStateDamage(out: Output, damage: StateDamage | null): void {
  if (!damage) return
  if (!losesRecords(damage)) {
    out.note(damage.message, { kind: 'torn_tail' })
    return
  }
  out.result(
    'state',
    { state: 'damaged', path: damage.path, parts: damage.parts, message: damage.message },
    `DAMAGED ${damage.message}`
  )
}
