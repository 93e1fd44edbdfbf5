import { watch, type FSWatcher } from 'chokidar'
import type { Stats } from 'node:fs'
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
        this.flush()
        resolve()
      })
    })
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
