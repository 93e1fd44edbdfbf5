import { duplicateKeyOf, laterWithOtherBytes, takenInBefore } from '../../shared/possibleDuplicate'
import type { Ledger } from '../ledger/ledger'
import type { EntryPatch, LedgerEntry } from '../ledger/types'

/**
 * Judges which read documents are possible duplicates of one taken in before
 * (src/shared/possibleDuplicate.ts), as entries change. The index by type and key numbers is
 * built from the ledger at start and kept as entries are written, so a change looks only at the
 * few entries sharing its key, never over the whole ledger. Only the judgement is written (the
 * entry's `possibleDuplicateOf`), since the outcome and the counts are read off each entry.
 */
export class PossibleDuplicates {
  /** The ids of the inbox's read documents by their duplicate key. */
  private readonly byKey = new Map<string, Set<string>>()
  /** Each indexed entry's key, as last placed. */
  private readonly keyOf = new Map<string, string>()

  constructor(
    private readonly opts: {
      ledger: Pick<Ledger, 'get' | 'values'>
      /** Writes the judgement (through the engine's writes, so it is announced). */
      write: (id: string, patch: EntryPatch) => void
    }
  ) {
    for (const e of opts.ledger.values()) this.place(e)
  }

  /**
   * An entry was written: when its key changed (it was read, a correction changed a key
   * number, it was removed), those sharing its old key and its new one are judged again.
   */
  changed(e: LedgerEntry): void {
    const before = this.keyOf.get(e.id) ?? null
    const after = this.place(e)
    if (before === after) return
    if (before !== null) this.judgeAll(before)
    if (after !== null) this.judgeAll(after)
    else if (e.possibleDuplicateOf && e.meta?.removedAt === undefined)
      this.opts.write(e.id, { possibleDuplicateOf: null })
  }

  /** Puts the entry under its key (or out of the index); returns that key. */
  private place(e: LedgerEntry): string | null {
    const key = e.meta?.removedAt === undefined ? duplicateKeyOf(e) : null
    const before = this.keyOf.get(e.id)
    if (before === key) return key
    if (before !== undefined) this.forget(e.id, before)
    if (key === null) return null
    this.keyOf.set(e.id, key)
    let ids = this.byKey.get(key)
    if (!ids) this.byKey.set(key, (ids = new Set()))
    ids.add(e.id)
    return key
  }

  /** Judges every entry under this key (they share it): each one's earliest before it. */
  private judgeAll(key: string): void {
    const members: LedgerEntry[] = []
    for (const id of this.byKey.get(key) ?? []) {
      const e = this.opts.ledger.get(id)
      // Pruned by the ledger's bound since it was placed: it is no longer anyone's original.
      if (e) members.push(e)
      else this.forget(id, key)
    }
    // Earliest first: each one's original is the first before it with other bytes.
    members.sort((a, b) => (takenInBefore(a, b) ? -1 : takenInBefore(b, a) ? 1 : 0))
    for (const e of members) {
      const of = members.find((m) => laterWithOtherBytes(e, m)) ?? null
      if ((e.possibleDuplicateOf?.id ?? null) === (of?.id ?? null)) continue
      this.opts.write(e.id, { possibleDuplicateOf: of ? { id: of.id, name: of.name } : null })
    }
  }

  private forget(id: string, key: string): void {
    this.keyOf.delete(id)
    const ids = this.byKey.get(key)
    ids?.delete(id)
    if (ids?.size === 0) this.byKey.delete(key)
  }
}
