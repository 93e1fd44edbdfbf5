import { closeSync } from 'node:fs'
import { dirname } from 'node:path'
import type { StoreFs } from './fsLayer'
import type { StorageError } from '../../storage/storageError'
import { toSandboxStorageError } from './storageError'

/** After a failed write, the next try comes this much later (the disk may have been freed). */
const RETRY_MS = 250
/**
 * Changes nobody waits for (processing, webhooks) are written this much later, or earlier with
 * the next change someone waits for: an answer then rarely finds the file busy with them and
 * waits for one fsync, not one and a half.
 */
const BACKGROUND_MS = 20

interface Batch {
  promise: Promise<void>
  resolve: () => void
  reject: (err: StorageError) => void
}

function newBatch(): Batch {
  let resolve!: () => void
  let reject!: (err: StorageError) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  // Background changes (processing, webhooks) are journaled too, with nobody waiting on them.
  promise.catch(() => undefined)
  return { promise, resolve, reject }
}

const DONE = Promise.resolve()

/**
 * An append-only file of JSON lines with group commit: lines appended while a write and its
 * fdatasync are under way go out together in the next write, so one fsync covers every change
 * that arrived meanwhile. `durable()` resolves once what was appended so far is on disk.
 *
 * A failed write (full disk, I/O error) is cut off the file again and kept in memory; it is
 * tried again every RETRY_MS, so writing resumes by itself once the disk has room. Meanwhile
 * `failure` says why, and every waiter is rejected rather than left hanging.
 */
export class Journal {
  private pending: string[] = []
  private next: Batch | null = null
  private inflight: Batch | null = null
  private scheduled = false
  private lazyTimer: NodeJS.Timeout | null = null
  /** Someone waits for the pending lines: write them as soon as the file is free. */
  private awaited = false
  private retryTimer: NodeJS.Timeout | null = null
  private dirSynced: boolean
  private closed = false
  /** Why the last write failed; null once a write succeeded again. */
  failure: StorageError | null = null

  constructor(
    private readonly fs: StoreFs,
    readonly path: string,
    private readonly fd: number,
    /** Bytes already on disk: the next write goes there. */
    public size: number,
    /** Called after each successful write, when nothing else is pending. */
    private readonly onIdle: () => void = () => undefined,
    fresh = false
  ) {
    this.dirSynced = !fresh
  }

  /** Queues one line (without its newline); it is written with the next group. */
  append(line: string): void {
    this.pending.push(line + '\n')
    this.next ??= newBatch()
    if (this.awaited) this.schedule()
    else this.scheduleLazy()
  }

  /** Writes the pending lines on the next turn of the event loop (with all of this turn's). */
  private schedule(): void {
    if (this.scheduled || this.inflight || this.retryTimer) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      void this.run()
    })
  }

  private scheduleLazy(): void {
    if (this.lazyTimer || this.scheduled || this.inflight || this.retryTimer) return
    this.lazyTimer = setTimeout(() => {
      this.lazyTimer = null
      void this.run()
    }, BACKGROUND_MS)
    this.lazyTimer.unref()
  }

  /** True when nothing is waiting to be written and no write is under way. */
  get idle(): boolean {
    return this.pending.length === 0 && !this.inflight
  }

  /**
   * Settles once every line appended so far is on disk; rejects with the StorageError of the
   * write that failed to carry them.
   */
  durable(): Promise<void> {
    if (this.pending.length) {
      if (this.failure) return Promise.reject(this.failure)
      this.awaited = true
      this.schedule()
      return this.next!.promise
    }
    return this.inflight?.promise ?? DONE
  }

  private async run(): Promise<void> {
    if (this.closed || this.inflight || !this.pending.length) return
    if (this.lazyTimer) clearTimeout(this.lazyTimer)
    this.lazyTimer = null
    const lines = this.pending
    const batch = this.next!
    this.pending = []
    this.next = null
    this.awaited = false
    this.inflight = batch
    const data = Buffer.from(lines.join(''))
    try {
      await this.fs.write(this.fd, data, this.size)
      await this.fs.datasync(this.fd)
      if (!this.dirSynced) {
        this.fs.syncDir(dirname(this.path))
        this.dirSynced = true
      }
    } catch (err) {
      this.fail(toSandboxStorageError(err, this.path), lines, batch)
      return
    }
    this.size += data.length
    this.failure = null
    this.inflight = null
    batch.resolve()
    if (!this.pending.length) this.onIdle()
    else if (this.awaited) void this.run()
    else this.scheduleLazy()
  }

  private fail(error: StorageError, lines: string[], batch: Batch): void {
    // A torn tail would be ignored on recovery anyway; cutting it keeps the file clean. The
    // retry writes the same bytes first, at the same place.
    this.fs.truncate(this.fd, this.size).catch(() => undefined)
    this.failure = error
    this.pending = lines.concat(this.pending)
    this.inflight = null
    batch.reject(error)
    this.next?.reject(error)
    this.next = newBatch()
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      void this.run()
    }, RETRY_MS)
    this.retryTimer.unref()
  }

  /**
   * Writes what is pending now, synchronously (start-up and tests). Throws a StorageError when
   * the disk refuses.
   */
  flushSync(): void {
    if (this.inflight || !this.pending.length) return
    const lines = this.pending
    const batch = this.next!
    const data = Buffer.from(lines.join(''))
    try {
      this.fs.writeSync(this.fd, data, this.size)
      this.fs.datasyncSync(this.fd)
      if (!this.dirSynced) {
        this.fs.syncDir(dirname(this.path))
        this.dirSynced = true
      }
    } catch (err) {
      throw toSandboxStorageError(err, this.path)
    }
    this.pending = []
    this.next = null
    this.size += data.length
    this.failure = null
    batch.resolve()
  }

  /** Waits for what is pending (giving up on a failing disk), then closes the file. */
  async close(): Promise<void> {
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
    if (this.lazyTimer) clearTimeout(this.lazyTimer)
    this.lazyTimer = null
    if (!this.failure) {
      while (!this.idle) {
        if (!this.inflight) void this.run()
        try {
          await this.durable()
        } catch {
          break
        }
      }
    }
    this.closed = true
    closeSync(this.fd)
  }
}
