import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { Collection, type Identified } from './collection'

interface ScopeFile {
  seeded: boolean
  collections: Record<string, Identified[]>
}

/**
 * The collections of one scope (an account, or 'shared' for cross-account indexes such as
 * upload tokens). Persisted as one JSON file.
 */
export class AccountStore {
  private readonly maps = new Map<string, Map<string, Identified>>()
  seeded = false

  constructor(
    readonly scope: string,
    private readonly onChange: () => void,
    initial?: ScopeFile
  ) {
    if (initial) {
      this.seeded = initial.seeded
      for (const [name, items] of Object.entries(initial.collections)) {
        this.maps.set(name, new Map(items.map((i) => [i.id, i])))
      }
    }
  }

  collection<T extends Identified>(name: string): Collection<T> {
    let map = this.maps.get(name)
    if (!map) {
      map = new Map()
      this.maps.set(name, map)
    }
    return new Collection<T>(map as Map<string, T>, this.onChange)
  }

  /** Marks the scope changed (after editing records in place). */
  touch(): void {
    this.onChange()
  }

  toJSON(): ScopeFile {
    const collections: Record<string, Identified[]> = {}
    for (const [name, map] of this.maps) collections[name] = [...map.values()]
    return { seeded: this.seeded, collections }
  }
}

/**
 * All sandbox data, in memory, written to `<dataDir>/state/<scope>.json` shortly after each
 * change (temp file + rename, so a crash never leaves half a file) and reloaded on start.
 */
export class Store {
  private readonly scopes = new Map<string, AccountStore>()
  private readonly dirty = new Set<string>()
  private timer: NodeJS.Timeout | null = null
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
      const file = join(this.dir, `${name}.json`)
      const initial = existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as ScopeFile)
        : undefined
      s = new AccountStore(name, () => this.markDirty(name), initial)
      this.scopes.set(name, s)
    }
    return s
  }

  private markDirty(name: string): void {
    this.dirty.add(name)
    if (!this.timer) this.timer = setTimeout(() => this.flush(), 20)
  }

  /** Writes every changed scope now. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    for (const name of this.dirty) {
      const s = this.scopes.get(name)
      if (!s) continue
      const file = join(this.dir, `${name}.json`)
      const tmp = `${file}.${process.pid}.tmp`
      writeFileSync(tmp, JSON.stringify(s.toJSON()))
      renameSync(tmp, file)
    }
    this.dirty.clear()
  }
}
