import { FINAL_STATES, type StateChange } from '../../shared/intake'
import { packable, packHistory, unpackHistory } from './historyCode'
import type { LedgerEntry } from './types'

/** Where a packed entry keeps its history's packed form. */
const PACKED = Symbol('packed history')

/**
 * The history of a finished entry, packed (historyCode.ts): one short string in memory instead
 * of an array of change objects and their time strings (a history is read only for an item's detail, the public view
 * and a few judgements; lists, lookups and dedup never read it). Unpacked on each read, so a
 * caller gets an array of its own.
 */
class PackedHistory {
  declare readonly [PACKED]: string

  constructor(history: readonly StateChange[]) {
    // Not enumerable: a spread or JSON of the entry never carries the packed form. (A #private
    // field would do the same, but the security audit's parser cannot read one.)
    Object.defineProperty(this, PACKED, { value: packHistory(history), enumerable: false })
  }

  get history(): StateChange[] {
    return unpackHistory(this[PACKED])
  }

  /** What the snapshot writes: the entry whole, its history as an array again. */
  toJSON(): LedgerEntry {
    return { ...(this as unknown as Omit<LedgerEntry, 'history'>), history: this.history }
  }
}

/**
 * A finished entry as the ledger keeps it in memory (`FINAL_STATES`: nothing more happens to it
 * on its own): every field as it was, the history packed (PackedHistory). Read as any entry;
 * the ledger turns it back into its full form (fullEntry) before it changes it.
 */
export type FinishedEntry = PackedHistory & Omit<LedgerEntry, 'history'>

export function isPacked(e: LedgerEntry): e is FinishedEntry {
  return e instanceof PackedHistory
}

/** The form memory keeps `e` in: packed when it is finished, else `e` itself. */
export function storedForm(e: LedgerEntry): LedgerEntry {
  if (!FINAL_STATES.includes(e.state) || isPacked(e) || !packable(e.history)) return e
  const { history, ...fields } = e
  return Object.assign(new PackedHistory(history), fields)
}

/** An entry the ledger changes in place: a plain object, its history an array of its own. */
export function fullEntry(e: LedgerEntry): LedgerEntry {
  return isPacked(e) ? { ...e, history: e.history } : e
}
