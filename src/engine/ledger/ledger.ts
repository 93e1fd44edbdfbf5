import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { FileState } from '../../shared/intake'
import type { Tally } from '../../shared/intakeCounts'
import { PRIVATE_DIR_MODE } from '../../shared/fileModes'
import { isoAt, systemClock, type Clock } from '../time/clock'
import { LedgerEntries, type ContentOwner } from './entries'
import type { JournalWriter } from './journal'
import { JOURNAL, loadLedger, SNAPSHOT, type LoadReport } from './load'
import { pruneRecords, type DropRecord } from './bound'
import { changeOf } from './changeOf'
import { writeProbe } from './probe'
import { writeSnapshot } from './snapshot'
import { acquireStateLock, type StateLock } from './stateLock'
import { StorageError } from '../../storage/storageError'
import { asStorageError, storageWrite } from './storageError'
import type { EntryPatch, JournalRecord, JournalStateChange, LedgerEntry } from './types'
import type { LedgerOptions } from './options'

const PROBE = 'ledger.probe'

/**
 * The durable record of every file's lifecycle. Lasting changes go to an append-only journal
 * BEFORE the caller acts on them (each method returns only after the write); passing steps
 * (`advance`) ride along with the next one. The journal is folded into a snapshot when it grows.
 * Entries live in memory, indexed by id, by path and by content (MD5) (LedgerEntries).
 */
export class Ledger {
  private readonly entries: LedgerEntries
  /** The last item's creation number (`seq`): the next item created gets the one after it. */
  private itemSeq = 0
  private readonly clock: Clock
  private readonly compactAt: number
  private readonly maxEntries: number
  private readonly isDisposable: (e: LedgerEntry) => boolean
  private readonly journal: JournalWriter | null
  private readonly snapshotPath: string
  private readonly journalPath: string
  private readonly lock: StateLock | null
  private readonly onStorageError: (err: StorageError) => void
  private seq = 0
  /** Passing steps not written yet, per item: written with the item's next lasting change. */
  private readonly passing = new Map<string, { s: EntryPatch; h: JournalStateChange[] }>()
  private syncTimer: unknown = null
  private closed = false
  readonly loadReport: LoadReport

  constructor(
    readonly dir: string,
    opts: LedgerOptions = {}
  ) {
    this.clock = opts.clock ?? systemClock
    this.compactAt = opts.compactAt ?? 20_000
    this.maxEntries = opts.maxEntries ?? 100_000
    this.entries = new LedgerEntries(
      Math.max(2, opts.historyCap ?? 12),
      opts.fingerprintCap ?? this.maxEntries * 3
    )
    this.isDisposable = opts.isDisposable ?? (() => false)
    this.onStorageError = opts.onStorageError ?? (() => undefined)
    const readOnly = opts.readOnly ?? false
    if (!readOnly)
      storageWrite(dir, () => mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE }))
    this.snapshotPath = join(dir, SNAPSHOT)
    this.journalPath = join(dir, JOURNAL)
    this.lock = !readOnly && (opts.lock ?? true) ? acquireStateLock(dir) : null
    try {
      const loaded = loadLedger(dir, this.entries, readOnly)
      this.seq = loaded.seq
      this.itemSeq = this.entries.numberAll()
      this.journal = loaded.journal
      this.loadReport = loaded.report
    } catch (err) {
      this.lock?.release()
      throw err
    }
    if (!this.journal) {
      this.closed = true
      return
    }
    const syncMs = opts.syncIntervalMs ?? 1000
    const tick = (): void => {
      if (this.closed) return
      this.flushAsync().then(
        () => undefined,
        (err: unknown) => {
          if (err instanceof StorageError) this.onStorageError(err)
          else throw err
        }
      )
      this.syncTimer = this.clock.setTimeout(tick, syncMs)
    }
    this.syncTimer = this.clock.setTimeout(tick, syncMs)
  }

  /** Reads a state folder without writing anything to it (no lock, no repair). */
  static openReadOnly(dir: string): Ledger {
    return new Ledger(dir, { readOnly: true })
  }

  get size(): number {
    return this.entries.size
  }

  get(id: string): LedgerEntry | undefined {
    return this.entries.get(id)
  }

  /** All entries in creation order. */
  values(): IterableIterator<LedgerEntry> {
    return this.entries.values()
  }

  /**
   * The entries that may still have something to do, in creation order, without writing out
   * those kept compact (finished: FINAL_STATES); a finished one may be among them.
   */
  unfinished(): IterableIterator<LedgerEntry> {
    return this.entries.unfinished()
  }

  /**
   * The ids of the entries in these states still in the inbox, without going over the others;
   * with `unacknowledged`, leaving out problems the clerk acknowledged.
   */
  idsIn(states: readonly FileState[], opts: { unacknowledged?: boolean } = {}): string[] {
    return this.entries.states.ids(states, opts)
  }

  /**
   * How many entries still in the inbox are in each state and outcome (those with none left
   * out), and of those how many the clerk acknowledged (they leave "needs attention").
   */
  tally(): Tally {
    return this.entries.states.tally()
  }

  /**
   * The newest entry for a path on disk: the item of the file's latest version. Changes to an
   * older item (a first version still being followed) never take the path back from it.
   */
  byPath(path: string): LedgerEntry | undefined {
    return this.entries.byPath(path)
  }

  /** The document that holds this content, if a file with it was sent (pruned ones too). */
  byMd5(md5: string): ContentOwner | undefined {
    return this.entries.byMd5(md5)
  }

  /** True when an entry the bound pruned had this file as it is now (path, size, mtime). */
  prunedFile(path: string, size: number, mtimeMs: number): boolean {
    return this.entries.prints.hasFile(path, size, mtimeMs)
  }

  /** Fingerprints of pruned entries held (files and contents). */
  get fingerprints(): number {
    return this.entries.prints.size
  }

  /** The entry whose file created this document (not those recorded as its duplicates). */
  holderOf(documentId: string): LedgerEntry | undefined {
    return this.entries.holderOf(documentId)
  }

  /** Records new entries (one write for the whole batch), each numbered after the last (`seq`). */
  create(entries: LedgerEntry[]): void {
    this.assertOpen()
    let next = this.itemSeq
    for (const e of entries) e.seq = ++next
    const recs: JournalRecord[] = entries.map((e) => ({ q: this.seq + 1, id: e.id, n: e }))
    this.write(recs)
    this.itemSeq = next
    for (const r of recs) this.entries.apply(r)
    for (const e of entries) this.entries.indexId(e.id)
    if (this.entries.size > this.maxEntries) this.prune()
    this.maybeCompact()
  }

  /** At the bound: the oldest disposable entries go, each leaving its fingerprint (see bound.ts). */
  private prune(): void {
    const recs = pruneRecords(
      this.entries.values(),
      this.entries.size,
      this.maxEntries,
      this.isDisposable
    )
    if (recs.length > 0) this.drop(recs)
  }

  /**
   * Records a transition and returns the updated entry. A change of `state` appends to the
   * item's history (with `note`), and `updatedAt` is always stamped.
   */
  update(id: string, patch: EntryPatch, note?: string): LedgerEntry {
    return this.updateMany([{ id, patch, note }])[0]
  }

  /** Several transitions in one write (bursts: 10,000 files found at once). */
  updateMany(changes: { id: string; patch: EntryPatch; note?: string }[]): LedgerEntry[] {
    this.assertOpen()
    const at = isoAt(this.clock)
    const recs: JournalRecord[] = []
    const applied: JournalRecord[] = []
    for (const c of changes) {
      const cur = this.entries.get(c.id)
      if (!cur) throw new Error(`Ledger has no item ${c.id}`)
      const change = changeOf(cur, c.patch, at, c.note)
      applied.push({ q: 0, id: c.id, ...change })
      // What passing steps left unwritten goes with this change, in the same record.
      const before = this.passing.get(c.id)
      const s = before ? { ...before.s, ...change.s } : change.s
      const h = [...(before?.h ?? []), ...(change.h ? [change.h] : [])]
      recs.push(h.length === 0 ? { q: 0, id: c.id, s } : { q: 0, id: c.id, s, h })
    }
    this.write(recs)
    for (const c of changes) this.passing.delete(c.id)
    const out = applied.map((r) => this.entries.applyIndexed(r))
    this.maybeCompact()
    return out
  }

  /**
   * A passing step (found stable, hashing, uploading): one the engine takes again from the last
   * lasting change after a crash, so it is kept in memory and shown at once, and written only with
   * the item's next lasting change (its history included). A trip from found to submitted is then
   * four journal writes, not seven; a crash loses only steps that resume redoes anyway.
   */
  advance(id: string, patch: EntryPatch, note?: string): LedgerEntry {
    this.assertOpen()
    const cur = this.entries.get(id)
    if (!cur) throw new Error(`Ledger has no item ${id}`)
    const change = changeOf(cur, patch, isoAt(this.clock), note)
    const held = this.passing.get(id) ?? { s: {}, h: [] }
    held.s = { ...held.s, ...change.s }
    if (change.h) held.h.push(change.h)
    this.passing.set(id, held)
    return this.entries.applyIndexed({ q: 0, id, ...change })
  }

  /** Writes the passing steps still held (on close: the history stays whole across runs). */
  private writePassing(): void {
    if (this.passing.size === 0) return
    const recs: JournalRecord[] = []
    for (const [id, p] of this.passing) recs.push({ q: 0, id, s: p.s, h: p.h })
    this.write(recs)
    this.passing.clear()
  }

  /** Drops entries for good, leaving nothing of them. */
  forget(ids: string[]): void {
    this.assertOpen()
    this.drop(ids.filter((id) => this.entries.has(id)).map((id) => ({ q: 0, id, d: 1 as const })))
  }

  private drop(recs: DropRecord[]): void {
    this.write(recs)
    for (const r of recs) {
      this.passing.delete(r.id)
      this.entries.unindexId(r.id)
      this.entries.apply(r)
    }
    this.maybeCompact()
  }

  /**
   * Numbers the records and writes them in one call; only then (the write returned) does the
   * caller apply them. A refused write changes nothing in memory and throws a StorageError.
   */
  private write(recs: JournalRecord[]): void {
    let q = this.seq
    for (const r of recs) r.q = ++q
    storageWrite(this.journalPath, () => this.journal!.append(recs))
    this.seq = q
  }

  /**
   * Folds the journal into a fresh snapshot and empties the journal. Crash-safe at every
   * instant: the snapshot is written whole to a temporary file, fsynced and renamed over the old
   * one; the journal is emptied only after. A crash in between leaves a journal whose records
   * the new snapshot already holds, which replay skips by sequence number.
   */
  compact(): void {
    this.assertOpen()
    const journal = this.journal!
    storageWrite(this.snapshotPath, () => {
      journal.sync()
      writeSnapshot(
        this.snapshotPath,
        this.seq,
        this.entries.values(),
        this.entries.size,
        this.entries.prints
      )
      journal.truncate()
      journal.appendBase({ q: this.seq, count: this.entries.size })
      // The snapshot holds every entry as it is in memory, passing steps included.
      this.passing.clear()
    })
  }

  /** Forces everything written so far to disk. */
  flush(): void {
    if (!this.journal) return
    storageWrite(this.journalPath, () => this.journal!.sync())
  }

  /** True when records were written since the last sync (flush would write to the disk). */
  get unsynced(): boolean {
    return !this.closed && (this.journal?.dirty ?? false)
  }

  /**
   * Like flush(), without blocking the event loop (the fdatasync runs in the thread pool):
   * resolves once everything written before the call is on disk; rejects with a StorageError.
   */
  async flushAsync(): Promise<void> {
    if (!this.journal || this.closed) return
    try {
      await this.journal.syncAsync()
    } catch (err) {
      throw asStorageError(err, this.journalPath)
    }
  }

  /**
   * Checks that the disk takes writes again after a StorageError: cuts off what a failed write
   * left in the journal, writes and syncs a probe file of 64 KiB beside it, syncs the journal.
   * Throws a StorageError while the disk still refuses.
   */
  probe(): void {
    this.assertOpen()
    const path = join(this.dir, PROBE)
    storageWrite(path, () => {
      this.journal!.repair()
      writeProbe(path)
    })
    this.flush()
  }

  /** Journal records not yet folded into the snapshot. */
  get journalRecords(): number {
    return this.journal?.records ?? 0
  }

  /**
   * Syncs and closes. A journal much longer than the ledger is folded first, so the files on
   * disk follow the number of files known, not the number of runs.
   */
  close(): void {
    if (this.closed) {
      this.lock?.release()
      return
    }
    try {
      try {
        this.writePassing()
      } catch (err) {
        // Passing steps are redone from the last lasting change: losing them loses no file.
        if (!(err instanceof StorageError)) throw err
        this.onStorageError(err)
      }
      if (this.journal!.records > Math.max(64, this.entries.size)) {
        try {
          this.compact()
        } catch (err) {
          if (!(err instanceof StorageError)) throw err
          this.onStorageError(err)
        }
      }
    } finally {
      this.closed = true
      if (this.syncTimer !== null) this.clock.clearTimeout(this.syncTimer)
      try {
        storageWrite(this.journalPath, () => this.journal!.close())
      } finally {
        this.lock?.release()
      }
    }
  }

  private maybeCompact(): void {
    const records = this.journal!.records
    if (records < Math.max(this.compactAt, this.entries.size * 2)) return
    try {
      this.compact()
    } catch (err) {
      // The records themselves are written; only the folding waits for a disk that takes it.
      if (err instanceof StorageError) this.onStorageError(err)
      else throw err
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The ledger is closed')
  }
}
