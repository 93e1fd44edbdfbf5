import { fingerprintOf } from './fingerprints'
import type { JournalRecord, LedgerEntry } from './types'

/** A journal record that drops an entry. */
export type DropRecord = Extract<JournalRecord, { d: 1 }>

/**
 * The records that bring a ledger of `size` entries beyond its bound back to 90 % of it: the
 * oldest disposable (finished) entries are dropped, each with its fingerprint in the same
 * record, so its file seen again unchanged is not taken for a new one and its content is still
 * known as its document. The bound is reached by compaction, never by forgetting what was sent.
 */
export function pruneRecords(
  entries: Iterable<LedgerEntry>,
  size: number,
  maxEntries: number,
  isDisposable: (e: LedgerEntry) => boolean
): DropRecord[] {
  const out: DropRecord[] = []
  let excess = size - Math.floor(maxEntries * 0.9)
  for (const e of entries) {
    if (excess <= 0) break
    if (!isDisposable(e)) continue
    const f = fingerprintOf(e)
    out.push(f ? { q: 0, id: e.id, d: 1, f } : { q: 0, id: e.id, d: 1 })
    excess--
  }
  return out
}
