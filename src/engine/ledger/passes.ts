import { join } from 'node:path'
import type { StateDamage } from '../../shared/stateDamage'
import { findDamage } from './damage'
import { LedgerEntries } from './entries'
import { replayJournal, type JournalReplay } from './journal'
import { JOURNAL, SNAPSHOT } from './load'
import { LineFields } from './lineFields'
import { sealedJsonAt } from './lineSeal'
import { readSnapshot, readSnapshotSeq, type RawEntry, type SnapshotRead } from './snapshot'
import { storageRead } from './storageError'
import type { JournalRecord, LedgerEntry } from './types'

/** History entries kept per item: the ledger's own default (Ledger's historyCap). */
const HISTORY_CAP = 12

/** What status's first pass needs of an entry (EntrySurvey), and what its shape is checked by. */
const SURVEY_FIELDS = [
  'id',
  'createdAt',
  'documentId',
  'meta',
  'state',
  'name',
  'path',
  'origin',
  'history',
  'updatedAt'
] as const
const F = Object.fromEntries(SURVEY_FIELDS.map((k, i) => [k, i])) as Record<
  (typeof SURVEY_FIELDS)[number],
  number
>
const REMOVED_AT = Buffer.from('"removedAt":')
const [QUOTE, OPEN_OBJECT, OPEN_ARRAY, NULL] = [0x22, 0x7b, 0x5b, 0x6e]
const STRINGS = [F.id, F.createdAt, F.updatedAt, F.state, F.name]

/** The few facts of an entry a first pass over the ledger needs (status's). */
export interface EntrySurvey {
  id: string
  createdAt: string
  documentId: string | null
  /** Removed by the clerk (housekeeping's tombstone): not listed. */
  removed: boolean
}

const surveyOf = (e: LedgerEntry): EntrySurvey => ({
  id: e.id,
  createdAt: e.createdAt,
  documentId: e.documentId,
  removed: e.meta?.removedAt !== undefined
})

/**
 * A state folder read without holding it (status over 100,000 entries): the journal's records
 * after the snapshot are kept, grouped by item, and each pass streams the snapshot, giving every
 * entry as Ledger.openReadOnly would hold it (its records applied by the ledger's own
 * LedgerEntries), one at a time, in the same order; then the items only the journal holds.
 * Nothing is written. A folder whose order a stream cannot keep (an item given twice by the
 * snapshot, or dropped and created again by the journal) is said by `streamable` after the
 * first pass: the caller then reads it whole (Ledger.openReadOnly).
 */
export class LedgerPasses {
  private readonly byId = new Map<string, JournalRecord[]>()
  private readonly replay: JournalReplay
  private snap: SnapshotRead | null = null
  private orphans = 0
  /** False once a pass found an order only the whole ledger gives. */
  streamable = true

  constructor(readonly dir: string) {
    const snapSeq = storageRead(join(dir, SNAPSHOT), () => readSnapshotSeq(join(dir, SNAPSHOT)))
    const journalPath = join(dir, JOURNAL)
    this.replay = storageRead(journalPath, () =>
      replayJournal(
        journalPath,
        snapSeq,
        (r) => {
          const recs = this.byId.get(r.id)
          if (recs) recs.push(r)
          else this.byId.set(r.id, [r])
          return true
        },
        true
      )
    )
  }

  /** What the load found damaged or missing (as LoadReport.damage), once a pass has run. */
  get damage(): StateDamage | null {
    if (!this.snap) throw new Error('No pass over the ledger yet')
    return findDamage(this.dir, this.snap, { ...this.replay, orphans: this.orphans })
  }

  /** One pass: every entry, in the order Ledger.values() gives them. */
  forEach(onEntry: (e: LedgerEntry) => void): void {
    this.pass(onEntry)
  }

  /**
   * A pass for a few facts of each entry, in forEach's order, finding what forEach finds
   * (damage, streamable): a snapshot line whose checksum matches and that no journal record
   * changes is not parsed (its JSON is whole, as the ledger wrote it from an entry it held),
   * its fields found by their bytes (lineFields.ts); any other line is read as forEach reads it.
   */
  survey(onEntry: (e: EntrySurvey) => void): void {
    const fields = new LineFields(SURVEY_FIELDS)
    const raw: RawEntry = (buf, start, end) => {
      const from = sealedJsonAt(buf, start, end)
      if (from === -1 || !fields.find(buf, from, end)) return false
      const first = (k: number): number => fields.first(buf, k)
      if (!STRINGS.every((k) => first(k) === QUOTE)) return false
      if (first(F.path) !== QUOTE && first(F.path) !== NULL) return false
      if (first(F.documentId) !== QUOTE && first(F.documentId) !== NULL) return false
      if (first(F.origin) !== OPEN_OBJECT || first(F.history) !== OPEN_ARRAY) return false
      if (first(F.meta) !== -1 && first(F.meta) !== OPEN_OBJECT) return false
      const id = fields.text(buf, F.id)!
      if (this.byId.has(id)) return false
      this.see(id)
      const meta = fields.holds(buf, F.meta, REMOVED_AT)
        ? (fields.value(buf, F.meta) as { removedAt?: unknown })
        : null
      onEntry({
        id,
        createdAt: fields.text(buf, F.createdAt)!,
        documentId: fields.text(buf, F.documentId),
        removed: meta !== null && meta.removedAt !== undefined
      })
      return true
    }
    this.pass((e) => onEntry(surveyOf(e)), raw)
  }

  /** The ids the snapshot gave in the pass under way. */
  private seen = new Set<string>()

  private see(id: string): void {
    if (this.seen.has(id)) this.streamable = false
    this.seen.add(id)
  }

  private pass(onEntry: (e: LedgerEntry) => void, raw?: RawEntry): void {
    const snapshotPath = join(this.dir, SNAPSHOT)
    // A Dropdock beside us may have folded the journal into a new snapshot since: the records
    // that one holds are not applied again.
    const after = storageRead(snapshotPath, () => readSnapshotSeq(snapshotPath))
    const work = new LedgerEntries(HISTORY_CAP, 0, false)
    this.seen = new Set<string>()
    const seen = this.seen
    let orphans = 0
    /** The entry once its records are applied, and the record that last created it. */
    const settle = (id: string, from: LedgerEntry | null): [LedgerEntry | null, number] => {
      if (from) work.load(from)
      let created = 0
      for (const r of this.byId.get(id) ?? []) {
        if (r.q <= after) continue
        if ('n' in r && !work.has(id)) created = r.q
        // The entry a creation holds is changed in place by what follows: each pass its own.
        if (!work.apply('n' in r ? { ...r, n: structuredClone(r.n) } : r)) orphans++
      }
      const e = work.get(id) ?? null
      if (e) work.apply({ q: 0, id, d: 1 })
      // Dropped and created again, it moved to the end of the ledger's order.
      if (from && created > 0 && e) this.streamable = false
      return [e, created]
    }
    const snap = storageRead(snapshotPath, () =>
      readSnapshot(
        snapshotPath,
        (entry) => {
          this.see(entry.id)
          const [e] = settle(entry.id, entry)
          if (e) onEntry(e)
        },
        undefined,
        raw
      )
    )
    // The items the journal created, in the order their creation was written.
    const created: [LedgerEntry, number][] = []
    for (const id of this.byId.keys()) {
      if (seen.has(id)) continue
      const [e, at] = settle(id, null)
      if (e) created.push([e, at])
    }
    for (const [e] of created.sort((a, b) => a[1] - b[1])) onEntry(e)
    this.snap = snap
    this.orphans = orphans
    this.seen = new Set<string>()
  }
}
