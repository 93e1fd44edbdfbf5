import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import { Collection, type FieldIndexes, type Identified } from './collection'

const META_FILE = '_meta.json'
const FLUSH_DELAY_MS = 100
/** Writing may take at most ~1/WRITE_SHARE of the time: a 40 ms write waits 800 ms. */
const WRITE_SHARE = 20
const MAX_FLUSH_DELAY_MS = 2000

/**
 * How long to wait before the next write, given how long the last one took. A whole collection is
 * rewritten each time, so a big store that changes constantly (documents while processing) would
 * otherwise spend most of its time serialising JSON; small stores keep the short delay.
 */
export function flushDelay(lastWriteMs: number): number {
  return Math.min(MAX_FLUSH_DELAY_MS, Math.max(FLUSH_DELAY_MS, lastWriteMs * WRITE_SHARE))
}

/**
 * The collections of one scope (an account, or 'shared' for cross-account indexes such as
 * upload tokens). Each collection is persisted as its own JSON file, so a change rewrites only
 * the collection that changed.
 */
export class AccountStore {
  private readonly maps = new Map<string, Map<string, Identified>>()
  private readonly indexes = new Map<string, FieldIndexes>()
  private seededFlag = false

  constructor(
    readonly scope: string,
    private readonly onChange: (collection: string) => void,
    private readonly dir: string
  ) {
    if (!existsSync(dir)) return
    for (const file of readdirSync(dir)) {
      if (file === META_FILE) {
        this.seededFlag = (
          JSON.parse(readFileSync(join(dir, file), 'utf8')) as { seeded: boolean }
        ).seeded
      } else if (file.endsWith('.json')) {
        const items = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Identified[]
        this.maps.set(file.slice(0, -5), new Map(items.map((i) => [i.id, i])))
      }
    }
  }

  /** True once the seeders ran for this scope (kept across restarts). */
  get seeded(): boolean {
    return this.seededFlag
  }

  set seeded(value: boolean) {
    this.seededFlag = value
    this.onChange(META_FILE)
  }

  collection<T extends Identified>(name: string): Collection<T> {
    if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Bad collection name ${name}`)
    let map = this.maps.get(name)
    if (!map) {
      map = new Map()
      this.maps.set(name, map)
    }
    let indexes = this.indexes.get(name)
    if (!indexes) {
      indexes = new Map()
      this.indexes.set(name, indexes)
    }
    return new Collection<T>(map as Map<string, T>, () => this.onChange(name), indexes)
  }

  /** Marks every collection changed (after editing records in place without `put`). */
  touch(): void {
    for (const name of this.maps.keys()) this.onChange(name)
  }

  /** Writes one collection (or the meta file) atomically: temp file, then rename. */
  write(name: string): void {
    mkdirSync(this.dir, { recursive: true })
    const file = join(this.dir, name === META_FILE ? META_FILE : `${name}.json`)
    const body =
      name === META_FILE ? { seeded: this.seededFlag } : [...(this.maps.get(name)?.values() ?? [])]
    const tmp = `${file}.${process.pid}.tmp`
    writeFileSync(tmp, JSON.stringify(body))
    renameSync(tmp, file)
  }
}

/**
 * All sandbox data, in memory, written to `<dataDir>/state/<scope>/<collection>.json` shortly
 * after each change (temp file + rename, so a crash never leaves half a file) and reloaded on
 * start.
 */
export class Store {
  private readonly scopes = new Map<string, AccountStore>()
  private readonly dirty = new Map<string, Set<string>>()
  private timer: NodeJS.Timeout | null = null
  private lastWriteMs = 0
  private readonly dir: string

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'state')
    mkdirSync(this.dir, { recursive: true })
  }

  forAccount(accountId: string): AccountStore {
    return this.scope(accountId)
  }

  get shared(): AccountStore {
    return this.scope('shared')
  }

  private scope(name: string): AccountStore {
    let s = this.scopes.get(name)
    if (!s) {
      s = new AccountStore(
        name,
        (collection) => this.markDirty(name, collection),
        join(this.dir, name)
      )
      this.scopes.set(name, s)
    }
    return s
  }

  private markDirty(scope: string, collection: string): void {
    let set = this.dirty.get(scope)
    if (!set) {
      set = new Set()
      this.dirty.set(scope, set)
    }
    set.add(collection)
    if (!this.timer) this.timer = setTimeout(() => this.flush(), flushDelay(this.lastWriteMs))
  }

  /** Writes every changed collection now (also used by close, so nothing waits on the delay). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const started = performance.now()
    for (const [scope, names] of this.dirty) {
      const s = this.scopes.get(scope)
      if (s) for (const name of names) s.write(name)
    }
    this.dirty.clear()
    this.lastWriteMs = performance.now() - started
  }
}
