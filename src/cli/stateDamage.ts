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

/**
 * After a run over a damaged state folder: how many files whose record was lost were taken back
 * from the service's documents (a `state` event with `recovered` in --json), before the summary.
 */
export function tellRebuilt(out: Output, path: string, n: number): void {
  if (n === 0) return
  const files = n === 1 ? '1 file' : `${n} files`
  const message = `${files} whose record was lost ${n === 1 ? 'was' : 'were'} taken back from the service's documents, not sent again.`
  out.result('state', { state: 'rebuilt', path, recovered: n, message }, `REBUILT ${message}`)
}
