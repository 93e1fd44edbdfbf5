import { watch, type FSWatcher } from 'chokidar'
import type { Stats } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { join, sep } from 'node:path'
import type { WatchedFolder } from '../../../shared/ipc'
import { systemClock, type Clock } from '../util/clock'
import { coalesce, type FsEvent, type NetChange } from './coalesce'
import { makeFilter, type PathFilter } from './ignore'

export interface FolderWatcherOptions {
  clock?: Clock
  /** How long events are gathered before one coalesced batch is handed over. */
  flushMs?: number
  onChanges: (changes: NetChange[], folder: WatchedFolder) => void
  onError?: (err: Error, folder: WatchedFolder) => void
}

/**
 * A thin chokidar adapter for one folder: prunes junk and our own subfolders, applies include /
 * exclude, and hands over coalesced batches of net changes (files present at start-up arrive as
 * upserts like any other). Stability is not judged here: the gate does that.
 */
export class FolderWatcher {
  private watcher: FSWatcher | null = null
  private readonly filter: PathFilter
  private readonly clock: Clock
  private pending: FsEvent[] = []
  private timer: unknown = null

  constructor(
    readonly folder: WatchedFolder,
    private readonly opts: FolderWatcherOptions
  ) {
    this.clock = opts.clock ?? systemClock
    this.filter = makeFilter({
      root: folder.path,
      include: folder.include,
      exclude: folder.exclude
    })
  }

  /** Starts watching; resolves once the initial scan is done (its files already reported). */
  start(): Promise<void> {
    const f = this.folder
    const w = watch(f.path, {
      ignored: (p: string) => this.filter.prune(p),
      depth: f.recursive ? undefined : 0,
      usePolling: f.usePolling,
      interval: f.pollIntervalMs,
      binaryInterval: f.pollIntervalMs,
      alwaysStat: true,
      ignoreInitial: false,
      awaitWriteFinish: false
    })
    this.watcher = w
    const push = (type: FsEvent['type'], path: string, st?: Stats): void => {
      if (!this.filter.accepts(path)) return
      const e: FsEvent = { type, path }
      if (st) e.stamp = { size: st.size, mtimeMs: st.mtimeMs }
      this.pending.push(e)
      if (this.timer === null) {
        this.timer = this.clock.setTimeout(() => this.flush(), this.opts.flushMs ?? 50)
      }
    }
    w.on('add', (p, st) => push('add', p, st))
    w.on('change', (p, st) => push('change', p, st))
    w.on('unlink', (p) => push('unlink', p))
    w.on('error', (err) => this.opts.onError?.(err as Error, f))
    return new Promise((resolve) => {
      w.once('ready', () => {
        const done = (): void => {
          this.flush()
          resolve()
        }
        if (!f.usePolling) return done()
        // A polled folder's baseline stat is taken after the initial scan: a file created in
        // between is folded into the baseline and never reported (until something else changes
        // there). Once the baseline surely exists, compare the listing with what chokidar knows.
        this.clock.setTimeout(
          () => void this.reconcile(w, push).finally(done),
          f.pollIntervalMs * 2
        )
      })
    })
  }

  /** Reports files present in watched directories that chokidar has not reported. */
  private async reconcile(
    w: FSWatcher,
    push: (type: FsEvent['type'], path: string, st?: Stats) => void
  ): Promise<void> {
    for (const [dir, known] of Object.entries(w.getWatched())) {
      const inside = dir === this.folder.path || dir.startsWith(this.folder.path + sep)
      if (!inside || (!this.folder.recursive && dir !== this.folder.path)) continue
      const names = await readdir(dir, { withFileTypes: true }).catch(() => [])
      for (const d of names) {
        const path = join(dir, d.name)
        if (!d.isFile() || known.includes(d.name) || this.filter.prune(path)) continue
        const st = await stat(path).catch(() => null)
        if (st) push('add', path, st)
      }
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
    this.flush()
    await this.watcher?.close()
    this.watcher = null
  }
}
