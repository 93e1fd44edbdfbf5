import { opendir, stat } from 'node:fs/promises'
import type { FolderHealth, FolderHealthState } from '../../shared/folderHealth'
import type { WatchedFolder } from '../../shared/settingsSchema'
import type { Clock } from '../time/clock'
import type { NetChange } from './coalesce'
import { FolderWatcher } from './folderWatcher'

export interface WatchedFoldersOptions {
  clock: Clock
  /** How often an unreachable folder is looked at again, and a watched one checked. */
  retryMs: number
  onChanges: (changes: NetChange[], folder: WatchedFolder) => void
  /** A folder's health changed (its first health included). */
  onHealth: (health: FolderHealth) => void
  log: (line: string) => void
  /** Folders of Dropdock's own data, never watched where they sit in a folder (see FilterRules). */
  own?: string[]
}

interface Slot {
  folder: WatchedFolder
  watcher: FolderWatcher | null
  health: FolderHealth
  timer: unknown
  /** Grows when the folder's watcher is dropped: a start under way for an older one is void. */
  generation: number
  removed: boolean
  /** False until its first health was told. */
  told: boolean
}

/** Why a folder cannot be watched, as the engine tells it. */
interface FolderProblem {
  code: string
  reason: string
}

/**
 * The watched folders and their health. Each folder is watched on its own: one that cannot be
 * reached (missing, unmounted, no permission) is `unreachable` with the reason while the others
 * are watched, is looked at again on the engine's clock, and joins (`retrying`, then `watching`)
 * once it can be read. A watched folder that stops being readable becomes `unreachable` in the
 * same way; its files are never taken for deleted.
 */
export class WatchedFolders {
  private readonly slots = new Map<string, Slot>()
  private closed = false

  constructor(private readonly opts: WatchedFoldersOptions) {}

  /**
   * Sets the folders (replacing the previous set: a folder whose settings changed is watched
   * anew); resolves once every reachable one's initial scan has been handed over.
   */
  async set(folders: WatchedFolder[]): Promise<void> {
    const wanted = new Map(folders.map((f) => [f.id, f]))
    const stops: Promise<void>[] = []
    for (const [id, slot] of [...this.slots]) {
      const next = wanted.get(id)
      if (next && JSON.stringify(next) === JSON.stringify(slot.folder)) continue
      this.slots.delete(id)
      stops.push(this.drop(slot))
    }
    await Promise.all(stops)
    const starts: Promise<void>[] = []
    for (const f of folders) {
      if (this.slots.has(f.id)) continue
      const slot: Slot = {
        folder: f,
        watcher: null,
        health: { path: f.path, state: 'retrying', reason: null, code: null },
        timer: null,
        generation: 0,
        removed: false,
        told: false
      }
      this.slots.set(f.id, slot)
      starts.push(this.attempt(slot))
    }
    await Promise.all(starts)
  }

  /** Every folder's health, in the order they were set. */
  health(): FolderHealth[] {
    return [...this.slots.values()].map((s) => ({ ...s.health }))
  }

  async close(): Promise<void> {
    this.closed = true
    const slots = [...this.slots.values()]
    this.slots.clear()
    await Promise.all(slots.map((s) => this.drop(s)))
  }

  /** Looks at an unwatched folder: watches it when it can be read, else says why and waits. */
  private async attempt(slot: Slot): Promise<void> {
    const problem = await folderProblem(slot.folder.path)
    if (!this.live(slot)) return
    if (problem) {
      this.tell(slot, 'unreachable', problem)
      this.arm(slot)
      return
    }
    if (slot.health.state === 'unreachable') this.tell(slot, 'retrying', null)
    const generation = ++slot.generation
    const w = new FolderWatcher(slot.folder, {
      clock: this.opts.clock,
      ...(this.opts.own ? { own: this.opts.own } : {}),
      onChanges: this.opts.onChanges,
      onError: (err, folder) => {
        this.opts.log(`watching ${folder.path}: ${err.message}`)
        // A watch error often means the folder went away: look now rather than at the next check.
        if (slot.watcher === w) void this.check(slot)
      },
      onUnreadable: (err) => {
        if (slot.watcher === w) this.lost(slot, describe(slot.folder.path, err))
      }
    })
    slot.watcher = w
    await w.start()
    if (!this.live(slot) || slot.generation !== generation) return
    this.tell(slot, 'watching', null)
    this.arm(slot)
  }

  /** A watched folder is checked now and then: an unmounted share fires no event. */
  private async check(slot: Slot): Promise<void> {
    const w = slot.watcher
    const problem = await folderProblem(slot.folder.path)
    if (!this.live(slot) || slot.watcher !== w) return
    if (problem) this.lost(slot, problem)
    else if (slot.timer === null) this.arm(slot)
  }

  /** The watched folder cannot be read any more: its watcher stops, and it waits to come back. */
  private lost(slot: Slot, problem: FolderProblem): void {
    if (!this.live(slot) || slot.watcher === null) return
    this.opts.log(`watching ${slot.folder.path}: ${problem.reason}`)
    const w = slot.watcher
    slot.watcher = null
    slot.generation++
    void w.close()
    this.tell(slot, 'unreachable', problem)
    this.arm(slot)
  }

  private arm(slot: Slot): void {
    if (slot.timer !== null) this.opts.clock.clearTimeout(slot.timer)
    slot.timer = this.opts.clock.setTimeout(() => {
      slot.timer = null
      if (!this.live(slot)) return
      void (slot.watcher ? this.check(slot) : this.attempt(slot)).catch((err: unknown) =>
        this.opts.log(`watching ${slot.folder.path}: ${String(err)}`)
      )
    }, this.opts.retryMs)
  }

  private tell(slot: Slot, state: FolderHealthState, problem: FolderProblem | null): void {
    const next: FolderHealth = {
      path: slot.folder.path,
      state,
      reason: problem?.reason ?? null,
      code: problem?.code ?? null
    }
    const prev = slot.told ? slot.health : null
    if (prev && prev.state === next.state && prev.reason === next.reason) return
    slot.told = true
    slot.health = next
    this.opts.onHealth({ ...next })
  }

  private live(slot: Slot): boolean {
    return !this.closed && !slot.removed
  }

  private async drop(slot: Slot): Promise<void> {
    slot.removed = true
    if (slot.timer !== null) this.opts.clock.clearTimeout(slot.timer)
    slot.timer = null
    const w = slot.watcher
    slot.watcher = null
    await w?.close()
  }
}

/** Why a folder cannot be watched now, or null when it is a folder that can be listed. */
async function folderProblem(path: string): Promise<FolderProblem | null> {
  try {
    const st = await stat(path)
    if (!st.isDirectory()) {
      return describe(path, Object.assign(new Error('not a folder'), { code: 'ENOTDIR' }))
    }
    // Opening it proves it may be listed, without reading 10,000 names every few seconds.
    const dir = await opendir(path)
    await dir.close()
    return null
  } catch (err) {
    return describe(path, err as NodeJS.ErrnoException)
  }
}

/** The engine's sentence for a folder that cannot be read. */
function describe(path: string, err: NodeJS.ErrnoException): FolderProblem {
  const code = typeof err.code === 'string' ? err.code : 'EIO'
  switch (code) {
    case 'ENOENT':
      return { code, reason: `The folder "${path}" does not exist (or cannot be reached).` }
    case 'ENOTDIR':
      return { code, reason: `"${path}" is a file, not a folder.` }
    case 'EACCES':
    case 'EPERM':
      return { code, reason: `Dropdock may not read the folder "${path}" (${code}).` }
    default:
      return { code, reason: `The folder "${path}" cannot be read (${code}).` }
  }
}
