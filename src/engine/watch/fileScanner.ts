import type { Stats } from 'node:fs'
import { lstat, readdir, stat } from 'node:fs/promises'
import { basename, dirname, join, sep } from 'node:path'
import { isTakeableFile } from '../../shared/fileTypes'
import { decodeName, fsPath } from '../files/rawName'
import { Fifo } from '../queue/fifo'
import type { FsEvent } from './coalesce'
import type { FileStamp } from '../files/stamp'

export interface FileScannerOptions {
  /** True for a file (absolute path) the folder's rules take; others are never reported. */
  accepts: (path: string) => boolean
  emit: (event: FsEvent) => void
  /** Stats run at once (a burst of 10,000 new files must not open 10,000 at a time). */
  parallel?: number
  /**
   * A directory could not be listed (gone, unmounted, no permission). What it held is not
   * called gone: an unreadable folder is not an empty one; the owner decides what it means.
   */
  onDirError?: (dir: string, err: NodeJS.ErrnoException) => void
  /** A listing found this subdirectory (the owner decides whether it is watched). */
  onSubdir?: (dir: string) => void
}

/** What a directory's last listing saw of the directory itself. */
interface Listing {
  /** The directory's mtime just before it was listed. */
  mtimeMs: number
  /**
   * True once a listing began with the mtime unchanged since the look before it: nothing it
   * could have missed by coming in the same timestamp tick as that look.
   */
  settled: boolean
}

interface Known extends FileStamp {
  /** Job number that last saw the file: a listing older than this must not call it gone. */
  seenBy: number
}

/**
 * The files of a watched folder, kept as a name and a stamp per file: the watcher watches
 * directories only (one OS watch per folder, not one per file), and this scanner turns "something
 * changed in this directory" or "this name in this directory" into add, change and unlink events.
 * A rescan of a directory compares its listing with what is known; a file is only called gone
 * when no newer look at it has seen it.
 */
export class FileScanner {
  private readonly dirs = new Map<string, Map<string, Known>>()
  private readonly listings = new Map<string, Listing>()
  /**
   * Looks to take, as keys: `d:<dir>` lists a directory, `r:<dir>` lists it only when it may hold
   * what its last listing missed, `f:<path>` looks at one path.
   */
  private queue = new Fifo()
  private readonly queued = new Set<string>()
  private readonly idleWaiters: (() => void)[] = []
  private readonly parallel: number
  private running = 0
  private jobs = 0
  private closed = false

  constructor(private readonly opts: FileScannerOptions) {
    this.parallel = opts.parallel ?? 16
  }

  /** Lists a directory and reports what is new, changed or gone since it was last listed. */
  scanDir(dir: string): void {
    this.enqueue(`d:${dir}`)
  }

  /**
   * Lists a directory again when its mtime moved since it was last listed, or when that listing
   * could have missed an entry made in the same timestamp tick: a watch that came up after the
   * listing, or an OS event queue that overflowed, leaves no other trace. One stat otherwise.
   */
  reconcile(dir: string): void {
    this.enqueue(`r:${dir}`)
  }

  /** True while `dir`'s last listing may have missed an entry (see reconcile). */
  unsettled(dir: string): boolean {
    return this.listings.get(dir)?.settled === false
  }

  /** Looks at one path a directory watch named. */
  check(path: string): void {
    this.enqueue(`f:${path}`)
  }

  /** A directory went away: every file known in it, or below it, is gone. */
  dropDir(dir: string): void {
    for (const [d, files] of [...this.dirs]) {
      if (d !== dir && !d.startsWith(dir + sep)) continue
      for (const name of files.keys()) this.opts.emit({ type: 'unlink', path: join(d, name) })
      this.dirs.delete(d)
    }
    for (const d of [...this.listings.keys()]) {
      if (d === dir || d.startsWith(dir + sep)) this.listings.delete(d)
    }
  }

  /** Resolves once every queued look has been taken. */
  whenIdle(): Promise<void> {
    if (this.running === 0 && this.queue.size === 0) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  close(): void {
    this.closed = true
    this.queue = new Fifo()
    this.queued.clear()
    this.settle()
  }

  private enqueue(key: string): void {
    if (this.closed || this.queued.has(key)) return
    this.queued.add(key)
    this.queue.push(key)
    this.pump()
  }

  private pump(): void {
    while (!this.closed && this.running < this.parallel && this.queue.size > 0) {
      const key = this.queue.shift()!
      this.queued.delete(key)
      this.running++
      const job = ++this.jobs
      const target = key.slice(2)
      const run =
        key[0] === 'd'
          ? this.rescan(target, job)
          : key[0] === 'r'
            ? this.reconcileDir(target, job)
            : this.look(target, job)
      void run
        .catch(() => undefined)
        .finally(() => {
          this.running--
          this.pump()
          this.settle()
        })
    }
  }

  private settle(): void {
    if (this.running > 0 || this.queue.size > 0) return
    for (const w of this.idleWaiters.splice(0)) w()
  }

  private async look(path: string, job: number): Promise<void> {
    if (!this.opts.accepts(path)) return
    const dir = dirname(path)
    const name = basename(path)
    const own = await lstat(fsPath(path)).catch(() => null)
    // fs.watch names a file that is not UTF-8 with U+FFFD in place of its bytes, which names no
    // file: list its directory, which reads the names as bytes.
    if (own === null && name.includes('\uFFFD')) return this.scanDir(dir)
    // A link is not a file of the folder: it can lead anywhere (a colleague's link to the clerk's
    // own files), and what it leads to can change after it was looked at. Files are read by
    // their own name only (files/itemFile), so a link is never reported.
    const st = own?.isSymbolicLink() ? null : own
    if (this.closed) return
    if (st?.isDirectory()) return
    if (!st || !isTakeableFile(name, st)) {
      if (this.dirs.get(dir)?.delete(name)) this.opts.emit({ type: 'unlink', path })
      return
    }
    this.note(dir, name, st, job)
  }

  /** Lists a directory, first noting its mtime (a listing already settled stays so). */
  private async rescan(dir: string, job: number): Promise<void> {
    const mtimeMs = await dirMtime(dir)
    const last = this.listings.get(dir)
    const settled = last?.settled === true && last.mtimeMs === mtimeMs
    await this.list(dir, job, mtimeMs, settled)
  }

  private async reconcileDir(dir: string, job: number): Promise<void> {
    const mtimeMs = await dirMtime(dir)
    const last = this.listings.get(dir)
    if (mtimeMs !== null && last?.settled && last.mtimeMs === mtimeMs) return
    // Unchanged since the look before: this listing sees whatever came in that look's tick.
    await this.list(dir, job, mtimeMs, mtimeMs !== null && last?.mtimeMs === mtimeMs)
  }

  /**
   * Lists `dir` (whose mtime was `mtimeMs` just before) and reports what is new, changed or gone.
   * A directory that could not be stat'ed is listed anyway: the listing says why to the owner.
   */
  private async list(
    dir: string,
    job: number,
    mtimeMs: number | null,
    settled: boolean
  ): Promise<void> {
    if (mtimeMs === null) this.listings.delete(dir)
    else this.listings.set(dir, { mtimeMs, settled })
    let failure: NodeJS.ErrnoException | null = null
    // Names as bytes: one that is not UTF-8 would otherwise come back with U+FFFD and be lost.
    const listing = await readdir(fsPath(dir), { withFileTypes: true, encoding: 'buffer' }).catch(
      (err: unknown) => {
        failure = err as NodeJS.ErrnoException
        return null
      }
    )
    if (this.closed) return
    if (listing === null) {
      this.listings.delete(dir)
      if (failure) this.opts.onDirError?.(dir, failure)
      return
    }
    for (const d of listing)
      if (d.isDirectory()) this.opts.onSubdir?.(join(dir, decodeName(d.name)))
    const present = new Set<string>()
    // Files only: a link is never a file of the folder (see look).
    const names = listing
      .filter((d) => d.isFile())
      .map((d) => decodeName(d.name))
      .filter((name) => this.opts.accepts(join(dir, name)))
    for (let i = 0; i < names.length; i += this.parallel) {
      const slice = names.slice(i, i + this.parallel)
      const stats = await Promise.all(slice.map((name) => lstatOrNull(join(dir, name))))
      if (this.closed) return
      slice.forEach((name, j) => {
        const st = stats[j]
        if (!st || !isTakeableFile(name, st)) return
        present.add(name)
        this.note(dir, name, st, job)
      })
    }
    const files = this.dirs.get(dir)
    if (!files) return
    for (const [name, k] of [...files]) {
      if (present.has(name) || k.seenBy > job) continue
      files.delete(name)
      this.opts.emit({ type: 'unlink', path: join(dir, name) })
    }
    if (files.size === 0) this.dirs.delete(dir)
  }

  /** Records a file seen by `job`; reports it when it is new or its size or mtime changed. */
  private note(dir: string, name: string, st: Stats, job: number): void {
    let files = this.dirs.get(dir)
    if (!files) this.dirs.set(dir, (files = new Map()))
    const prev = files.get(name)
    if (prev && prev.seenBy > job) return
    files.set(name, { size: st.size, mtimeMs: st.mtimeMs, seenBy: job })
    if (prev && prev.size === st.size && prev.mtimeMs === st.mtimeMs) return
    const stamp = { size: st.size, mtimeMs: st.mtimeMs }
    this.opts.emit({ type: prev ? 'change' : 'add', path: join(dir, name), stamp })
  }
}

/** The entry itself, never a link's target: one swapped in since the listing is no file. */
async function lstatOrNull(path: string): Promise<Stats | null> {
  const st = await lstat(fsPath(path)).catch(() => null)
  return st?.isSymbolicLink() ? null : st
}

/** A directory's mtime, or null when it cannot be stat'ed. */
function dirMtime(dir: string): Promise<number | null> {
  return stat(fsPath(dir)).then(
    (st) => st.mtimeMs,
    () => null
  )
}
