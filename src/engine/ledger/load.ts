import { join } from 'node:path'
import type { StateDamage } from '../../shared/stateDamage'
import { findDamage } from './damage'
import type { LedgerEntries } from './entries'
import { JournalWriter, replayJournal } from './journal'
import { readSnapshot } from './snapshot'
import { storageRead, storageWrite } from './storageError'

export const SNAPSHOT = 'ledger.snapshot.jsonl'
export const JOURNAL = 'ledger.journal.jsonl'

export interface LoadReport {
  entries: number
  journalRecords: number
  tornTail: boolean
  corrupt: number
  /** What was found damaged or missing, said to the user; null when the ledger loaded whole. */
  damage: StateDamage | null
}

/**
 * Reads a state folder into `entries`: the snapshot, then the journal's records after it (a torn
 * last line and damaged records are counted, not applied). Opens the journal for writing unless
 * read-only. Says what was found damaged or missing.
 */
export function loadLedger(
  dir: string,
  entries: LedgerEntries,
  readOnly: boolean
): { seq: number; journal: JournalWriter | null; report: LoadReport } {
  const snapshotPath = join(dir, SNAPSHOT)
  const journalPath = join(dir, JOURNAL)
  const snap = storageRead(snapshotPath, () =>
    readSnapshot(
      snapshotPath,
      (e) => entries.load(e),
      (f) => entries.prints.add(f)
    )
  )
  const snapSeq = snap.seq
  const replay = storageRead(journalPath, () =>
    replayJournal(journalPath, snapSeq, (r) => entries.apply(r), readOnly)
  )
  entries.indexAll()
  const journal = readOnly ? null : storageWrite(journalPath, () => new JournalWriter(journalPath))
  if (journal) journal.records = replay.records
  const report: LoadReport = {
    entries: entries.size,
    journalRecords: replay.records,
    tornTail: replay.tornTail,
    corrupt: replay.corrupt,
    damage: findDamage(dir, snap, replay)
  }
  return { seq: Math.max(snapSeq, replay.lastSeq), journal, report }
}
