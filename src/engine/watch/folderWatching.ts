import { basename } from 'node:path'
import type { EngineNotice } from '../../shared/intake'
import type { FolderHealth } from '../../shared/folderHealth'
import type { WatchedFolder } from '../../shared/settingsSchema'
import { displayName } from '../../shared/fileNames'
import type { Failure } from '../failures/failure'
import type { Ledger } from '../ledger/ledger'
import type { EntryPatch, LedgerEntry } from '../ledger/types'
import type { Clock } from '../time/clock'
import type { NetChange } from './coalesce'
import { fileError } from '../files/fileErrors'
import type { FileStamp } from '../files/stamp'
import { resolveFolder, type FolderConfig } from './folderConfig'
import { GateRunner } from './gateRunner'
import { WatchedFolders } from './watchedFolders'
import { entriesForChanges, newVersionEntry, type RemovedPaths, type Rename } from './folderIntake'
import { placeOf, quietFor } from '../context/entries'
import { lookAtItemFile, type FileLook } from '../files/itemFile'
import { lookAtFile } from './gateRunner'

export interface FolderWatchingOptions {
  clock: Clock
  ledger: Ledger
  /** The engine's state folder: its lock, ledger and sandbox data are never taken. */
  stateDir: string
  /** Quiet period for files that are not in a watched folder (dropped, then changed). */
  defaultQuietMs: number
  /** How often a folder that cannot be reached is looked at again, and a watched one checked. */
  retryMs: number
  isClosing(): boolean
  log(line: string): void
  notice(n: EngineNotice): void
  /** Tells a folder's health ('folder' event). */
  tellHealth(health: FolderHealth): void
  /** Runs work no caller waits for; false when the disk refused its write (already handled). */
  guard(fn: () => void): boolean
  set(id: string, patch: EntryPatch, note?: string): LedgerEntry
  advance(id: string, patch: EntryPatch, note?: string): LedgerEntry
  create(entries: LedgerEntry[]): void
  queuedState(): 'queued' | 'paused'
  /** A quiet file goes to be read (its first step: see laneFor). */
  enqueue(e: LedgerEntry): void
  /** Ends an item `failed` with the error. */
  fail(id: string, err: Failure): void
  /** The file of an item being read or sent was found changed (see IntakeContext.changedOnItsWay). */
  changedOnItsWay(id: string): void
}

/**
 * Folder watching and the quiet-period gate: the watched folders and their health, files found
 * in them entering the gate (new, renamed or saved again), and what the gate decides (stable:
 * queued; still open for writing: said once; gone: failed).
 */
export class FolderWatching {
  /** The watched folders by id, as last set by watch(). */
  readonly folders = new Map<string, WatchedFolder>()
  readonly gate: GateRunner
  private readonly watched: WatchedFolders
  /** Waiting items found still open for writing (said once each). */
  private readonly heldOpen = new Set<string>()
  /** Watched files on their way that were removed: they may come back under a new name. */
  private readonly removedPaths: RemovedPaths = new Map()

  constructor(private readonly opts: FolderWatchingOptions) {
    this.gate = new GateRunner({
      clock: opts.clock,
      defaultQuietMs: opts.defaultQuietMs,
      stat: (path) => this.look(path),
      onStable: (path, stamp) => opts.guard(() => this.stable(path, stamp)),
      onHeld: (path) => this.held(path),
      onGone: (path) => opts.guard(() => this.gone(path)),
      onRefused: (path, refusal) => opts.guard(() => this.refused(path, refusal))
    })
    this.watched = new WatchedFolders({
      clock: opts.clock,
      retryMs: opts.retryMs,
      // Its own lock, ledger and sandbox data are never taken for documents to send.
      own: [opts.stateDir],
      onChanges: (changes, folder) => this.changed(changes, folder),
      onHealth: (health) => {
        if (!opts.isClosing()) opts.tellHealth(health)
      },
      log: opts.log
    })
  }

  /** Sets the watched folders (replacing the previous set); see IntakeService.watch. */
  async watch(folders: FolderConfig[]): Promise<void> {
    const wanted = folders.map(resolveFolder).filter((f) => f.enabled)
    this.folders.clear()
    for (const f of wanted) this.folders.set(f.id, f)
    await this.watched.set(wanted)
  }

  /** Each watched folder's health: watching, unreachable (with the reason) or retrying. */
  health(): FolderHealth[] {
    return this.watched.health()
  }

  /** A file saved again after its item sent it: an item for the new content enters the gate. */
  newVersion(id: string): void {
    const { ledger, clock } = this.opts
    const old = ledger.get(id)
    if (this.opts.isClosing() || !old?.path) return
    const e = newVersionEntry({ clock }, old)
    if (!this.opts.guard(() => this.opts.create([e]))) return
    this.opts.log(
      `"${old.name}" was saved again after it was sent; the new version will be sent too`
    )
    this.gate.observe(old.path, null, quietFor(this.quietParts(), old))
  }

  /** Stops watching and the gate. */
  async close(): Promise<void> {
    await this.watched.close()
    this.gate.close()
  }

  private quietParts(): { folders: ReadonlyMap<string, WatchedFolder>; defaultQuietMs: number } {
    return { folders: this.folders, defaultQuietMs: this.opts.defaultQuietMs }
  }

  /**
   * A file waiting out its quiet period, looked at as it will be read: under its watched folder
   * with no link on the way, the file itself and not a link's target (see lookAtItemFile).
   */
  private look(path: string): Promise<FileLook> {
    const e = this.opts.ledger.byPath(path)
    const place = e ? placeOf(e) : null
    return place?.path === path ? lookAtItemFile(place) : lookAtFile(path)
  }

  private stable(path: string, stamp: FileStamp): void {
    const e = this.opts.ledger.byPath(path)
    if (!e || e.state !== 'waiting') return
    this.heldOpen.delete(e.id)
    // Passing: after a crash the file is back in the gate, which finds it stable again. What it
    // passed as is what the file must still be when it is opened (device and inode with it).
    const { dev, ino } = stamp
    const { dev: _dev, ino: _ino, ...meta } = e.meta ?? {}
    const next = this.opts.advance(
      e.id,
      {
        state: this.opts.queuedState(),
        size: stamp.size,
        mtimeMs: stamp.mtimeMs,
        meta: { ...meta, ...(dev !== undefined && ino !== undefined ? { dev, ino } : {}) }
      },
      'stable'
    )
    this.opts.enqueue(next)
  }

  /** A link took the waiting file's place (or a folder's on the way to it): it ends refused. */
  private refused(path: string, refusal: Failure): void {
    const e = this.opts.ledger.byPath(path)
    if (!e || e.state !== 'waiting') return
    this.heldOpen.delete(e.id)
    this.opts.fail(e.id, refusal)
  }

  private held(path: string): void {
    const e = this.opts.ledger.byPath(path)
    if (!e || e.state !== 'waiting' || this.heldOpen.has(e.id)) return
    this.heldOpen.add(e.id)
    this.opts.notice({
      kind: 'held_open',
      name: e.name,
      message: `"${e.name}" is still open for writing; it is sent once the writer closes it`
    })
  }

  private gone(path: string): void {
    const e = this.opts.ledger.byPath(path)
    if (!e || e.state !== 'waiting') return
    this.opts.fail(e.id, fileError(e.name, { code: 'ENOENT' }))
  }

  /** Watched-folder events: new files enter the gate, known unchanged files are left alone. */
  private changed(changes: NetChange[], folder: WatchedFolder): void {
    const { isClosing, guard, create, clock, ledger } = this.opts
    if (isClosing()) return
    const parts = { clock, ledger, gate: this.gate }
    const { created, renamed, touched } = entriesForChanges(
      parts,
      changes,
      folder,
      this.removedPaths
    )
    for (const id of touched) this.opts.changedOnItsWay(id)
    for (const r of renamed) guard(() => this.followRename(r, folder))
    if (!guard(() => create(created))) return
    for (const e of created) {
      const stamp = e.mtimeMs === null ? null : { size: e.size, mtimeMs: e.mtimeMs }
      this.gate.observe(e.path!, stamp, folder.quietMs)
    }
  }

  /**
   * A file on its way renamed in its folder: the item goes on under the new name (the first
   * name it was found under is kept as `renamedFrom`), and a waiting one starts its quiet
   * period again there. Nothing is counted failed, nothing is sent twice.
   */
  private followRename(r: Rename, folder: WatchedFolder): void {
    const e = this.opts.ledger.get(r.id)
    if (!e) return
    this.gate.forget(r.from)
    this.opts.set(r.id, {
      path: r.to,
      name: displayName(basename(r.to)),
      renamedFrom: e.renamedFrom ?? r.from
    })
    this.opts.log(
      `"${e.name}" was renamed to "${displayName(basename(r.to))}"; it goes on under that name`
    )
    if (e.state === 'waiting') this.gate.observe(r.to, r.stamp, folder.quietMs)
  }
}
