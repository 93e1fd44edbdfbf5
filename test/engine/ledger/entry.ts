import { newEntry } from '../../../src/engine/context/entries'
import type { LedgerEntry } from '../../../src/engine/ledger/types'

/** A fresh ledger entry for tests: the engine's own first entry for a dropped file, then `over`. */
export function entry(id: string, over: Partial<LedgerEntry> = {}): LedgerEntry {
  const base = newEntry({
    id,
    origin: { kind: 'drop' },
    path: `/in/${id}.pdf`,
    size: 100,
    mtimeMs: 1,
    state: 'queued',
    at: '2026-01-01T00:00:00.000Z'
  })
  return { ...base, ...over }
}
