import {
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync
} from 'node:fs'
import { join } from 'node:path'
import { Collection, type ChangeSink, type FieldIndexes, type Identified } from './collection'
import { nodeFs, type StoreFs } from './fsLayer'
import { Journal } from './journal'
import { deleteLine, metaLine, putLine, readEntries, type Entry } from './records'
import type { StorageError } from '../../storage/storageError'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../shared/fileModes'
import { endOnWholeLineSync } from '../../storage/lines'

const SNAPSHOT = 'snapshot.jsonl'
const JOURNAL = /^journal-(\d+)\.jsonl$/
/** The journal is folded into a new snapshot once it outgrows both this and the last snapshot. */
export const COMPACT_MIN_BYTES = 16 * 1024 * 1024
const LEGACY_META = '_meta.json'

type Records = Map<string, Identified>

/** What one scope holds in memory. */
interface ScopeData {
  collections: Map<string, Records>
  indexes: Map<string, FieldIndexes>
  seeded: boolean
}

const newScope = (): ScopeData => ({ collections: new Map(), indexes: new Map(), seeded: false })

const journalName = (gen: number): string => `journal-${gen}.jsonl`

/**
 * The collections of one scope (an account, or 'shared' for cross-account indexes such as
 * upload tokens). A handle: the data and the journal belong to the Store.
 */
export class AccountStore {
  constructor(
    readonly scope: string,
    private readonly data: ScopeData,
    private readonly log: (line: string) => void
  ) {}

  /** True once the seeders ran for this scope (kept across restarts). */
  get seeded(): boolean {
    return this.data.seeded
  }

  set seeded(value: boolean) {
    this.data.seeded = value
    this.log(metaLine(this.scope, value))
  }

  collection<T extends Identified>(name: string): Collection<T> {
    if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Bad collection name ${name}`)
    let map = this.data.collections.get(name)
    if (!map) {
      map = new Map()
      this.data.collections.set(name, map)
    }
    let indexes = this.data.indexes.get(name)
    if (!indexes) {
      indexes = new Map()
      this.data.indexes.set(name, indexes)
    }
    const sink: ChangeSink<T> = {
      put: (item) => this.log(putLine(this.scope, name, item)),
      delete: (id) => this.log(deleteLine(this.scope, name, id))
    }
    return new Collection<T>(map as Map<string, T>, sink, indexes)
  }

  /** Journals every record again (after editing records in place without `put`). */
  touch(): void {
    for (const name of this.data.collections.keys()) this.collection(name).touch()
  }
}

export interface StoreOptions {
  /** File operations (a test swaps in failing ones). */
  fs?: StoreFs
  /** Where recovery and compaction report what they did. */
  log?: (line: string) => void
}

/**
 * All sandbox data, in memory, kept durable in `<dataDir>/state/`: every change is appended to
 * a journal (`journal-<gen>.jsonl`, one JSON line per record put or deleted) and fsynced in
 * groups; `durable()` says when the changes made so far are on disk, so an answer is sent only
 * then. Once the journal outgrows the last snapshot, the whole state is written to
 * `snapshot.jsonl` (temp file, fsync, rename, folder fsync) and older journals are deleted.
 *
 * On start: the snapshot, then every journal of its generation or later, in order; a last line
 * cut short by a crash is ignored (it was never acknowledged). Data dirs of the earlier layout
 * (`<scope>/<collection>.json`) are read once and folded into the first snapshot.
 */
export class Store {
  private readonly data = new Map<string, ScopeData>()
  private readonly handles = new Map<string, AccountStore>()
  private readonly dir: string
  private readonly fs: StoreFs
  private readonly log: (line: string) => void
  private journal: Journal
  private gen: number
  private snapshotBytes = 0
  private compacting: Promise<void> | null = null
  private closed = false
  private changeCount = 0

  constructor(dataDir: string, opts: StoreOptions = {}) {
    this.fs = opts.fs ?? nodeFs
    this.log = opts.log ?? (() => undefined)
    this.dir = join(dataDir, 'state')
    mkdirSync(this.dir, { recursive: true, mode: PRIVATE_DIR_MODE })
    const { gen, legacy } = this.recover()
    this.gen = gen
    this.journal = this.openJournal(gen)
    if (legacy) this.compacting = this.compactNow()
  }

  forAccount(accountId: string): AccountStore {
    return this.scope(accountId)
  }

  get shared(): AccountStore {
    return this.scope('shared')
  }

  /** Grows by one with every change: a caller compares it to learn whether it changed data. */
  get changes(): number {
    return this.changeCount
  }

  /** Why the journal cannot be written (full disk, I/O error); null while writing works. */
  get failure(): StorageError | null {
    return this.journal.failure
  }

  /**
   * Settles once every change made so far is on disk; rejects with a StorageError when the
   * write carrying them failed.
   */
  durable(): Promise<void> {
    return this.journal.durable()
  }

  /** Writes pending changes now, synchronously (start-up, tests); throws a StorageError. */
  flush(): void {
    this.journal.flushSync()
  }

  /**
   * Folds the journal into a new snapshot now (normally done by itself once the journal is
   * big). Resolves when the snapshot is on disk, or was not written (logged; nothing is lost).
   */
  async compact(): Promise<void> {
    while (this.compacting) await this.compacting
    await this.journal.durable().catch(() => undefined)
    if (!this.journal.idle || this.closed) return
    this.compacting = this.compactNow()
    await this.compacting
  }

  /** Writes what is pending (unless the disk refuses), then closes the journal. */
  async close(): Promise<void> {
    this.closed = true
    if (this.compacting) await this.compacting
    await this.journal.close()
  }

  private scope(name: string): AccountStore {
    let handle = this.handles.get(name)
    if (!handle) {
      let data = this.data.get(name)
      if (!data) {
        data = newScope()
        this.data.set(name, data)
      }
      handle = new AccountStore(name, data, (line) => this.append(line))
      this.handles.set(name, handle)
    }
    return handle
  }

  private append(line: string): void {
    this.changeCount++
    this.journal.append(line)
  }

  private openJournal(gen: number): Journal {
    const path = join(this.dir, journalName(gen))
    const fresh = !existsSync(path)
    const fd = openSync(path, fresh ? 'wx' : 'r+', PRIVATE_FILE_MODE)
    const size = fresh ? 0 : statSync(path).size
    return new Journal(this.fs, path, fd, size, () => this.maybeCompact(), fresh)
  }

  private maybeCompact(): void {
    if (this.compacting || this.closed) return
    if (this.journal.size < Math.max(COMPACT_MIN_BYTES, this.snapshotBytes)) return
    this.compacting = this.compactNow()
  }

  /** Starts the next journal, then writes the state as it is now as the snapshot of that gen. */
  private async compactNow(): Promise<void> {
    const gen = this.gen + 1
    try {
      const old = this.journal
      this.journal = this.openJournal(gen)
      this.gen = gen
      await old.close()
      const lines = this.capture(gen)
      let bytes = 0
      for (const line of lines) bytes += line.length
      await this.fs.replaceFile(join(this.dir, SNAPSHOT), lines)
      this.snapshotBytes = bytes
      this.removeBefore(gen)
    } catch (err) {
      this.log(`sandbox: compaction skipped, the journal is kept: ${(err as Error).message}`)
    } finally {
      this.compacting = null
    }
  }

  /** Every record as a snapshot line, after a header naming the first journal not included. */
  private capture(gen: number): string[] {
    const lines = [JSON.stringify({ v: 1, gen }) + '\n']
    for (const [scope, data] of this.data) {
      lines.push(metaLine(scope, data.seeded) + '\n')
      for (const [name, records] of data.collections) {
        for (const item of records.values()) lines.push(putLine(scope, name, item) + '\n')
      }
    }
    return lines
  }

  /** Deletes journals older than `gen` and folders of the earlier layout. */
  private removeBefore(gen: number): void {
    for (const entry of readdirSync(this.dir, { withFileTypes: true })) {
      const m = JOURNAL.exec(entry.name)
      if (m && Number(m[1]) < gen) rmSync(join(this.dir, entry.name), { force: true })
      else if (entry.isDirectory()) rmSync(join(this.dir, entry.name), { recursive: true })
    }
  }

  /** Loads snapshot and journals; returns the journal generation to append to. */
  private recover(): { gen: number; legacy: boolean } {
    const names = readdirSync(this.dir)
    for (const name of names) {
      if (name.endsWith('.tmp')) rmSync(join(this.dir, name), { force: true })
    }
    let snapshotGen = 1
    let legacy = false
    if (names.includes(SNAPSHOT)) {
      const path = join(this.dir, SNAPSHOT)
      const { entries } = readEntries(path)
      const header = entries.shift() as unknown as { v?: number; gen?: number } | undefined
      if (header?.v !== 1 || typeof header.gen !== 'number') {
        throw new Error(`${path} is not a sandbox snapshot (bad first line).`)
      }
      snapshotGen = header.gen
      this.snapshotBytes = statSync(path).size
      for (const entry of entries) this.apply(entry)
      this.removeBefore(snapshotGen)
    } else {
      legacy = this.loadLegacy()
    }
    const gens = readdirSync(this.dir)
      .map((name) => JOURNAL.exec(name))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => Number(m[1]))
      .filter((g) => g >= snapshotGen)
      .sort((a, b) => a - b)
    for (const gen of gens) {
      const path = join(this.dir, journalName(gen))
      const read = readEntries(path)
      for (const entry of read.entries) this.apply(entry)
      if (read.bad) this.log(`sandbox: ${path}: ${read.bad} unreadable line(s) skipped`)
      if (read.scan.tailBytes > 0) {
        // The write of that line was cut short, so it was never acknowledged.
        this.log(`sandbox: ${path}: a last line cut short by a crash was ignored`)
        endOnWholeLineSync(path, read.scan, false)
      }
    }
    return { gen: gens.length ? gens[gens.length - 1] : snapshotGen, legacy }
  }

  private apply(entry: Entry): void {
    let data = this.data.get(entry.s)
    if (!data) {
      data = newScope()
      this.data.set(entry.s, data)
    }
    if ('m' in entry) {
      data.seeded = entry.m.seeded
      return
    }
    let records = data.collections.get(entry.c)
    if (!records) {
      records = new Map()
      data.collections.set(entry.c, records)
    }
    if ('p' in entry) records.set(entry.p.id, entry.p)
    else records.delete(entry.d)
  }

  /** Reads `<scope>/<collection>.json` files of the earlier layout; true when there were any. */
  private loadLegacy(): boolean {
    let found = false
    for (const entry of readdirSync(this.dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue
      const data = newScope()
      const dir = join(this.dir, entry.name)
      for (const file of readdirSync(dir)) {
        if (file === LEGACY_META) {
          const meta = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { seeded: boolean }
          data.seeded = meta.seeded
        } else if (file.endsWith('.json')) {
          const items = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Identified[]
          data.collections.set(file.slice(0, -5), new Map(items.map((i) => [i.id, i])))
        } else continue
        found = true
      }
      this.data.set(entry.name, data)
    }
    return found
  }
}
