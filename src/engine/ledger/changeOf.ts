import type { StateChange } from '../../shared/intake'
import type { EntryPatch, JournalStateChange, LedgerEntry } from './types'

/** The record body of a change: the patch stamped, and the state change when there is one. */
export function changeOf(
  cur: LedgerEntry,
  patch: EntryPatch,
  at: string,
  note?: string
): { s: EntryPatch; h?: JournalStateChange } {
  const s: EntryPatch = { ...patch, updatedAt: at }
  if (patch.state === undefined || patch.state === cur.state) return { s }
  const h: StateChange = { state: patch.state, at }
  if (note) h.note = note
  return { s, h }
}
