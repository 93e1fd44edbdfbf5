import {
  REFERENCE_FIELDS,
  nextManual,
  sameValue,
  type CorrectionConflict,
  type ExtractedValue,
  type ExtractedValues
} from '../../shared/corrections'
import { valueIn, type ServiceCopy } from './serviceCopy'

/** Field → value to set, or null to revert the field to the service's value. */
export type FieldChanges = Record<string, ExtractedValue | null>

/** What one send holds: the clerk's changes merged into the service's copy. */
export interface MergePlan {
  /** The clerk's changes that are sent: all of them but the conflicts. */
  send: FieldChanges
  /** The corrections the service is to hold: its own, with `send` applied; null when none. */
  next: ExtractedValues | null
  conflicts: CorrectionConflict[]
}

/** Nothing and no value are one thing to a clerk: a field the service has no value for. */
const shown = (v: ExtractedValue | undefined): ExtractedValue => (v === undefined ? null : v)

/**
 * Merges the clerk's changes into the service's copy of the corrections: only the fields the
 * clerk changed are touched, so what someone else saved in other fields stays. A changed field
 * whose value the service shows now is not the one the clerk saw (`seen`) was changed by someone
 * else since: a conflict, left as the service has it, unless the clerk chose theirs (`useMine`)
 * or both want the same value.
 */
export function planMerge(
  copy: ServiceCopy,
  changes: FieldChanges,
  seen: (field: string) => ExtractedValue | undefined,
  useMine: boolean
): MergePlan {
  const send: FieldChanges = {}
  const conflicts: CorrectionConflict[] = []
  for (const [field, mine] of Object.entries(changes)) {
    const now = shown(valueIn(copy.shown, field))
    const changedSince = !sameValue(now, shown(seen(field)))
    const agreed = mine !== null && sameValue(now, mine)
    if (changedSince && !agreed && !useMine) conflicts.push({ field, theirs: now, mine })
    else send[field] = mine
  }
  return { send, next: nextManual(copy.manual, send), conflicts }
}

/**
 * True when the service's copy holds the changes sent: each value set shows, each field
 * reverted is no longer corrected (the service's own value shows where it does not name its
 * corrections).
 */
export function holds(
  copy: ServiceCopy,
  send: FieldChanges,
  ownValues: ExtractedValues | null | undefined
): boolean {
  return Object.entries(send).every(([field, mine]) => {
    if (mine !== null) return sameValue(valueIn(copy.shown, field), mine)
    if (copy.exact) return valueIn(copy.manual, field) === undefined
    return sameValue(valueIn(copy.shown, field), valueIn(ownValues, field))
  })
}

/** A reference number the clerk changed now differs: the links may no longer follow it. */
export function referenceChanged(
  send: FieldChanges,
  before: ExtractedValues | null,
  after: ExtractedValues | null
): boolean {
  return REFERENCE_FIELDS.some(
    (k) => Object.hasOwn(send, k) && !sameValue(valueIn(before, k), valueIn(after, k))
  )
}

/** Every correction the service or this desktop holds, reverted ("Revert all"). */
export function revertAllOf(...sets: (ExtractedValues | null | undefined)[]): FieldChanges {
  const out: FieldChanges = {}
  for (const set of sets) for (const k of Object.keys(set ?? {})) out[k] = null
  return out
}
