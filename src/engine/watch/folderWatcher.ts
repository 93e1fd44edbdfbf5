import { watch, type FSWatcher } from 'chokidar'
import { lstatSync, type Stats } from 'node:fs'
import { join, sep } from 'node:path'
import type { WatchedFolder } from '../../shared/settingsSchema'
import { systemClock, type Clock } from '../time/clock'
import { coalesce, type FsEvent, type NetChange } from './coalesce'
import { FileScanner } from './fileScanner'
import { makeFilter, type PathFilter } from './ignore'

/** How soon a new directory is looked at again while no event has shown that its watch is up. */
const FRESH_LOOK_MS = 200

export interface FolderWatcherOptions {
  clock?: Clock
  /** How long events are gathered before one coalesced batch is handed over. */
  flushMs?: number
  onChanges: (changes: NetChange[], folder: WatchedFolder) => void
  onError?: (err: Error, folder: WatchedFolder) => void
  /** Folders of Dropdock's own data, never watched where they sit in the folder (see FilterRules). */
  own?: string[]
  /**
   * The folder itself could not be listed or went away: its files are not reported gone (an
   * unreadable folder is not an empty one); the owner stops this watcher and looks again later.
   */
  onUnreadable?: (err: NodeJS.ErrnoException, folder: WatchedFolder) => void
}

/**
 * True when `path` is a symbolic link. Links to folders below a watched folder are never followed:
 * one back up makes a loop (without end, or a copy of every file per turn), one into a folder
 * already watched adds every file again, and one out of the folder would send files the folder's
 * users were never meant to reach. Called for directories only (few), so a sync lstat is cheap.
 */
function isLink(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() ?? false
}

/**
 * Watches one folder: chokidar follows its directory tree (one OS watch per directory, honouring
 * recursion, polling and pruned junk and own subfolders) and says which directory, or which name
 * in it, changed; the FileScanner turns that into add, change and unlink events for the files
 * the folder's rules take. Files are never watched one by one: 10,000 files in a folder cost
 * 10,000 small records, not 10,000 OS watches. Events are handed over as coalesced batches of
 * net changes (files present at start-up arrive as upserts like any other). Stability is not
 * judged here: the gate does that.
 */
export class FolderWatcher {
  private watcher: FSWatcher | null = null
  private readonly filter: PathFilter
  private readonly clock: Clock
  private readonly scanner: FileScanner
  private pending: FsEvent[] = []
  private timer: unknown = null
  private pollTimer: unknown = null
  private closed = false
  /** The root, and with recursion every directory below it that is watched. */
  private readonly dirs = new Set<string>()
  /**
   * New directories whose watch has not yet shown it is up: what was written into one between
   * its first listing and its watch has no event of its own. The first event from one lists it
   * again; until then it is looked at every FRESH_LOOK_MS until its listing has settled.
   */
  private readonly fresh = new Set<string>()
  private freshTimer: unknown = null

  constructor(
    readonly folder: WatchedFolder,
    private readonly opts: FolderWatcherOptions
  ) {
    this.clock = opts.clock ?? systemClock
    this.filter = makeFilter({
      root: folder.path,
      include: folder.include,
      exclude: folder.exclude,
      own: opts.own ?? []
    })
    this.scanner = new FileScanner({
      accepts: (p) => this.filter.accepts(p),
      emit: (e) => this.push(e),
      onDirError: (dir, err) => {
        if (dir === folder.path) this.unreadable(err)
      },
      onSubdir: (dir) => this.foundDir(dir)
    })
  }

  /** Starts watching; resolves once the initial scan is done (its files already reported). */
  async start(): Promise<void> {
    const f = this.folder
    const w = watch(f.path, {
      ignored: (p: string, st?: Stats) =>
        this.filter.prune(p) ||
        (st !== undefined && !st.isDirectory() && !st.isSymbolicLink()) ||
        (st?.isDirectory() === true && p !== f.path && isLink(p)),
      depth: f.recursive ? undefined : 0,
      usePolling: f.usePolling,
      interval: f.pollIntervalMs,
      binaryInterval: f.pollIntervalMs,
      ignoreInitial: true,
      awaitWriteFinish: false
    })
    this.watcher = w
    w.on('addDir', (dir) => this.newDir(dir))
    w.on('unlinkDir', (dir) => {
      if (dir !== f.path) this.goneDir(dir)
      else this.unreadable(Object.assign(new Error('the folder was removed'), { code: 'ENOENT' }))
    })
    w.on('raw', (_event, path, details) => this.onRaw(path, details))
    w.on('error', (err) => this.opts.onError?.(err as Error, f))
    await new Promise<void>((resolve) => w.once('ready', () => resolve()))
    this.dirs.add(f.path)
    for (const dir of Object.keys(w.getWatched())) if (this.inScope(dir)) this.dirs.add(dir)
    for (const dir of this.dirs) this.scanner.scanDir(dir)
    await this.scanner.whenIdle()
    this.armSweep()
    this.flush()
  }

  /** A directory came into the watched tree: listed now, and again once its watch is up. */
  private newDir(dir: string): void {
    if (!this.inScope(dir)) return
    this.dirs.add(dir)
    this.fresh.add(dir)
    this.scanner.scanDir(dir)
    this.armFresh()
  }

  private armFresh(): void {
    if (this.freshTimer !== null || this.fresh.size === 0 || this.closed) return
    this.freshTimer = this.clock.setTimeout(() => void this.lookAtFresh(), FRESH_LOOK_MS)
  }

  /** New directories listed again where their mtime moved; those that settled are done. */
  private async lookAtFresh(): Promise<void> {
    const dirs = [...this.fresh]
    for (const dir of dirs) this.scanner.reconcile(dir)
    await this.scanner.whenIdle()
    for (const dir of dirs) if (!this.scanner.unsettled(dir)) this.fresh.delete(dir)
    this.freshTimer = null
    this.armFresh()
  }

  /**
   * A listing found a subdirectory. One made while its parent was being read for its own watch
   * is in neither that reading nor any event: nothing would ever watch it, so it is added here.
   */
  private foundDir(dir: string): void {
    if (this.closed || this.dirs.has(dir) || !this.inScope(dir) || isLink(dir)) return
    this.watcher?.add(dir)
    this.newDir(dir)
  }

  private goneDir(dir: string): void {
    for (const d of [...this.dirs]) {
      if (d === dir || d.startsWith(dir + sep)) {
        this.dirs.delete(d)
        this.fresh.delete(d)
      }
    }
    this.scanner.dropDir(dir)
  }

  /**
   * A directory watch fired: fs.watch names the entry that changed (look at just that one) or,
   * on some systems, nothing (list the directory). Polled directories are not handled here: the
   * poll listing (armSweep) already looks at every one of them each interval.
   */
  private onRaw(path: unknown, details: unknown): void {
    const watched = (details as { watchedPath?: unknown } | undefined)?.watchedPath
    if (typeof watched !== 'string' || !this.inScope(watched)) return
    // The first event from a new directory proves its watch is up: list what came before it.
    if (this.fresh.delete(watched)) this.scanner.scanDir(watched)
    else if (typeof path === 'string' && path !== '') this.scanner.check(join(watched, path))
    else this.scanner.scanDir(watched)
  }

  /**
   * The periodic rescan, once per poll interval. Network drives (polling): a directory's mtime
   * only moves when entries come or go, so files rewritten in place are found by listing every
   * watched directory. Otherwise the OS reports changes, and each directory is only stat'ed and
   * listed again when its mtime says its last listing may have missed an entry (a watch that came
   * up after it, an OS event queue that overflowed).
   */
  private armSweep(): void {
    this.pollTimer = this.clock.setTimeout(() => {
      void (async () => {
        for (const dir of this.dirs) {
          if (this.folder.usePolling) this.scanner.scanDir(dir)
          else this.scanner.reconcile(dir)
        }
        await this.scanner.whenIdle()
        if (!this.closed) this.armSweep()
      })()
    }, this.folder.pollIntervalMs)
  }

  private unreadable(err: NodeJS.ErrnoException): void {
    if (!this.closed) this.opts.onUnreadable?.(err, this.folder)
  }

  private inScope(dir: string): boolean {
    const root = this.folder.path
    if (dir === root) return true
    return this.folder.recursive && dir.startsWith(root + sep) && !this.filter.prune(dir)
  }

  private push(e: FsEvent): void {
    this.pending.push(e)
    if (this.timer === null) {
      this.timer = this.clock.setTimeout(() => this.flush(), this.opts.flushMs ?? 50)
    }
  }

  /** Hands over what has been gathered (also called on close so nothing is dropped). */
  flush(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timer = null
    if (this.pending.length === 0) return
    const batch = coalesce(this.pending)
    this.pending = []
    this.opts.onChanges(batch, this.folder)
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.pollTimer !== null) this.clock.clearTimeout(this.pollTimer)
    if (this.freshTimer !== null) this.clock.clearTimeout(this.freshTimer)
    this.scanner.close()
    this.flush()
    await this.watcher?.close()
    this.watcher = null
  }
}
