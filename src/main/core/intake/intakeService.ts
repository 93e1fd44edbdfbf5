import { mkdirSync, writeFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { FileState, IntakeCounts, IntakeItem, ItemOrigin } from '../../../shared/intake'
import type { ItemProgress, WatchedFolder } from '../../../shared/ipc'
import type {
  InferAttributes,
  NumberType,
  SingleResponse,
  TrackingRequestResource
} from '../../../shared/service'
import { md5Bytes } from '../checksum/md5'
import { ServiceError } from '../client/errors'
import { requestTypeFor, type ServiceClient } from '../client/serviceClient'
import { pollDelayMs } from '../follow/checkDocument'
import { Ledger } from '../ledger/ledger'
import type { EntryPatch, LedgerEntry } from '../ledger/types'
import { DEFAULT_BACKOFF, type BackoffPolicy } from '../queue/backoff'
import { DEFAULT_LIMITS, Scheduler } from '../queue/scheduler'
import { isoAt, systemClock, type Clock } from '../util/clock'
import { newItemId } from '../util/ids'
import type { NetChange } from '../watch/coalesce'
import { resolveFolder, type FolderConfig } from '../watch/folderConfig'
import { FolderWatcher } from '../watch/folderWatcher'
import { GateRunner } from '../watch/gateRunner'
import type { IntakeContext } from './context'
import { countEntries, isFinal, newEntry, priorityOf, toPublic } from './entries'
import { Emitter, Throttle, type IntakeEvents } from './events'
import {
  AFTER_RECLASSIFY,
  AFTER_REEXTRACT,
  AFTER_RELINK,
  documentItem,
  refollow
} from './documentActions'
import { entriesForPaths, type AddResult } from './additions'
import { entriesForChanges } from './folderIntake'
import { Follower } from './follower'
import { failItem, laneFor, runStep } from './pipeline'
import { resumeEntries } from './resume'

export type { AddResult } from './additions'

export interface IntakeServiceOptions {
  client: ServiceClient
  /** Folder holding the ledger (and spooled bytes of handed-over attachments). */
  stateDir: string
  clock?: Clock
  concurrency?: { hash: number; upload: number }
  /** A submitted document without a result after this long is `stalled` (default 10 min). */
  stalledAfterMs?: number
  /** Delay before follow poll number `attempt` (default about 1 s growing to 60 s). */
  followSchedule?: (attempt: number) => number
  /** Retry policy for transient errors (default 1 s → 5 min, 8 attempts). */
  retry?: BackoffPolicy
  /** Quiet period for dropped files that changed while being sent (default 2 s). */
  defaultQuietMs?: number
  /** Interval of the batched 'items' and 'progress' events (default 100 ms). */
  eventIntervalMs?: number
  random?: () => number
  log?: (line: string) => void
  /** Starts paused: nothing is hashed or sent until resume() (a pause the app remembered). */
  paused?: boolean
}

const RETRYABLE: readonly FileState[] = [
  'failed',
  'retrying',
  'cancelled',
  'stalled',
  'extraction_failed'
]

/**
 * The intake engine's one facade for every host (Electron main, CLI, tests): commands in,
 * one throttled event stream out. Every transition is written to the ledger before it is acted
 * on; on start, items found mid-flight are resumed from the ledger.
 */
export class IntakeService {
  private readonly ledger: Ledger
  private readonly client: ServiceClient
  private readonly clock: Clock
  private readonly scheduler: Scheduler
  private readonly gate: GateRunner
  private readonly follower: Follower
  private readonly ctx: IntakeContext
  private readonly emitter = new Emitter<IntakeEvents>()
  private readonly itemEvents: Throttle<IntakeItem>
  private readonly progressEvents: Throttle<ItemProgress>
  private readonly watchers = new Map<string, FolderWatcher>()
  private readonly spoolDir: string
  private readonly running = new Set<Promise<void>>()
  private closing = false

  constructor(opts: IntakeServiceOptions) {
    this.client = opts.client
    this.clock = opts.clock ?? systemClock
    this.ledger = new Ledger(opts.stateDir, {
      clock: this.clock,
      isDisposable: (e) => isFinal(e.state)
    })
    this.spoolDir = join(opts.stateDir, 'spool')
    const log = opts.log ?? (() => undefined)
    const interval = opts.eventIntervalMs ?? 100
    this.itemEvents = new Throttle(
      this.clock,
      interval,
      (id) => this.get(id),
      (b) => this.emitter.emit('items', b)
    )
    this.progressEvents = new Throttle(
      this.clock,
      interval,
      (id) => this.progressOf(id),
      (b) => this.emitter.emit('progress', b)
    )
    this.scheduler = new Scheduler({
      limits: opts.concurrency ?? DEFAULT_LIMITS,
      clock: this.clock,
      run: (lane, id, signal) => this.trackStep(runStep(this.ctx, lane, id, signal)),
      onCrash: (lane, id, err) => log(`step ${lane} of ${id} crashed: ${String(err)}`)
    })
    if (opts.paused) this.scheduler.pause()
    this.gate = new GateRunner({
      clock: this.clock,
      defaultQuietMs: opts.defaultQuietMs ?? 2000,
      onStable: (path, stamp) => {
        const e = this.ledger.byPath(path)
        if (!e || e.state !== 'waiting') return
        const next = this.ctx.set(
          e.id,
          { state: this.ctx.queuedState(), size: stamp.size, mtimeMs: stamp.mtimeMs },
          'stable'
        )
        this.scheduler.enqueue('hash', e.id, priorityOf(next.origin))
      },
      onGone: (path) => {
        const e = this.ledger.byPath(path)
        if (!e || e.state !== 'waiting') return
        failItem(
          this.ctx,
          e.id,
          new ServiceError({
            kind: 'file',
            code: 'vanished',
            transient: false,
            message: `"${e.name}" is no longer there: it was moved or deleted before it could be sent.`
          })
        )
      }
    })
    this.ctx = {
      ledger: this.ledger,
      client: this.client,
      clock: this.clock,
      scheduler: this.scheduler,
      gate: this.gate,
      retry: opts.retry ?? DEFAULT_BACKOFF,
      random: opts.random ?? Math.random,
      defaultQuietMs: opts.defaultQuietMs ?? 2000,
      folders: new Map<string, WatchedFolder>(),
      bytesSent: new Map<string, number>(),
      isClosing: () => this.closing,
      set: (id, patch, note) => this.set(id, patch, note),
      progress: (id) => this.markProgress(id),
      queuedState: () => (this.scheduler.paused ? 'paused' : 'queued'),
      follow: (id) => this.follower.start(id),
      log
    }
    this.follower = new Follower(this.ctx, {
      stalledAfterMs: opts.stalledAfterMs ?? 10 * 60_000,
      schedule: opts.followSchedule ?? ((n) => pollDelayMs(n))
    })
    resumeEntries(this.ctx, (changes) => this.setMany(changes))
  }

  /* ---------- events ---------- */

  /** Subscribes to an event ('items': changed items, 'progress': upload bytes); returns unsubscribe. */
  on<K extends keyof IntakeEvents>(event: K, fn: (payload: IntakeEvents[K]) => void): () => void {
    return this.emitter.on(event, fn)
  }

  /* ---------- commands: intake ---------- */

  /**
   * Takes files by path (dropped on the window, given to the CLI). Paths that do not exist or are
   * folders are rejected with a reason; everything else becomes an item, even if reading it will
   * fail, so that the failure is shown and counted.
   */
  async addFiles(paths: string[], origin: ItemOrigin = { kind: 'drop' }): Promise<AddResult> {
    this.assertOpen()
    const { created, result: out } = await entriesForPaths(this.ctx, paths, origin)
    this.createAll(created)
    for (const e of created) this.scheduler.enqueue('hash', e.id, priorityOf(e.origin))
    return out
  }

  /**
   * Takes bytes without a file (a mail attachment dragged from the mail client). They are
   * spooled under the state folder first, so a crash cannot lose them. A given MD5 is checked.
   */
  addBytes(name: string, bytes: Uint8Array, md5?: string): { id: string } {
    this.assertOpen()
    const clean = basename(name.trim())
    if (clean === '' || clean === '.' || clean === '..')
      throw new Error('An attachment needs a file name')
    const actual = md5Bytes(bytes)
    if (md5 !== undefined && md5 !== actual) {
      throw new Error(
        `The checksum given for "${clean}" does not match its bytes (transfer damaged?)`
      )
    }
    const id = newItemId(this.clock.now())
    mkdirSync(this.spoolDir, { recursive: true })
    const spoolPath = join(this.spoolDir, id)
    writeFileSync(spoolPath, bytes)
    const e = newEntry({
      id,
      origin: { kind: 'bytes' },
      path: null,
      name: clean,
      size: bytes.byteLength,
      mtimeMs: null,
      md5: actual,
      state: this.ctx.queuedState(),
      at: isoAt(this.clock)
    })
    e.meta = { spoolPath }
    this.createAll([e])
    this.scheduler.enqueue('upload', id, 'high')
    return { id }
  }

  /**
   * Sets the watched folders (replacing the previous set); resolves once each one's initial scan
   * has been handed to the gate.
   */
  async watch(folders: FolderConfig[]): Promise<void> {
    this.assertOpen()
    const wanted = folders.map(resolveFolder).filter((f) => f.enabled)
    for (const f of wanted) {
      const st = await stat(f.path).catch(() => null)
      if (!st) throw new Error(`The folder "${f.path}" does not exist (or cannot be reached).`)
      if (!st.isDirectory()) throw new Error(`"${f.path}" is a file, not a folder.`)
    }
    const ids = new Set(wanted.map((f) => f.id))
    for (const [id, w] of [...this.watchers]) {
      if (
        !ids.has(id) ||
        JSON.stringify(w.folder) !== JSON.stringify(wanted.find((f) => f.id === id))
      ) {
        this.watchers.delete(id)
        await w.close()
      }
    }
    this.ctx.folders.clear()
    for (const f of wanted) this.ctx.folders.set(f.id, f)
    const starts: Promise<void>[] = []
    for (const f of wanted) {
      if (this.watchers.has(f.id)) continue
      const w = new FolderWatcher(f, {
        clock: this.clock,
        onChanges: (changes, folder) => this.onFolderChanges(changes, folder),
        onError: (err, folder) => this.ctx.log(`watching ${folder.path}: ${err.message}`)
      })
      this.watchers.set(f.id, w)
      starts.push(w.start())
    }
    await Promise.all(starts)
  }

  /**
   * Stops starting new hashes and uploads; files waiting their turn show `paused`. Steps already
   * running finish, and following goes on. The host remembers it across a restart (`paused`).
   */
  pause(): void {
    this.assertOpen()
    this.scheduler.pause()
    const changes = [...this.ledger.values()]
      .filter((e) => e.state === 'queued')
      .map((e) => ({ id: e.id, patch: { state: 'paused' as const }, note: 'intake paused' }))
    this.setMany(changes)
  }

  /** Starts sending again, in the order the files were queued. */
  resume(): void {
    this.assertOpen()
    const changes = [...this.ledger.values()]
      .filter((e) => e.state === 'paused')
      .map((e) => ({ id: e.id, patch: { state: 'queued' as const }, note: 'intake resumed' }))
    this.setMany(changes)
    this.scheduler.resume()
  }

  /** Tries items again now (failed, retrying, cancelled, stalled, extraction failed). */
  retry(ids: string[]): { count: number } {
    this.assertOpen()
    let count = 0
    for (const id of ids) {
      const e = this.ledger.get(id)
      if (!e || !RETRYABLE.includes(e.state)) continue
      count++
      this.scheduler.cancel(id)
      const reset = { attempts: 0, lastError: null, nextAttemptAt: null }
      if (e.documentId) {
        this.set(
          id,
          { ...reset, state: 'submitted', meta: { ...e.meta, followSince: isoAt(this.clock) } },
          'retry'
        )
        this.follower.start(id)
      } else {
        const next = this.set(
          id,
          { ...reset, state: this.ctx.queuedState(), duplicateOf: null },
          'retry'
        )
        this.scheduler.enqueue(laneFor(next), id, priorityOf(next.origin))
      }
    }
    return { count }
  }

  /** Retries every failed or stalled item. */
  retryFailed(): { count: number } {
    const ids = [...this.ledger.values()]
      .filter((e) => e.state === 'failed' || e.state === 'stalled')
      .map((e) => e.id)
    return this.retry(ids)
  }

  /** Stops items that are not finished; running steps are aborted. */
  cancel(ids: string[]): { count: number } {
    this.assertOpen()
    let count = 0
    for (const id of ids) {
      const e = this.ledger.get(id)
      if (!e || isFinal(e.state)) continue
      count++
      this.set(id, { state: 'cancelled', nextAttemptAt: null }, 'cancelled by the user')
      this.scheduler.cancel(id)
      this.follower.stop(id)
      if (e.path) this.gate.forget(e.path)
    }
    return { count }
  }

  /* ---------- commands: documents ---------- */

  /** Asks the service to classify the document again, then follows it to a fresh result. */
  async reclassify(id: string): Promise<void> {
    this.assertOpen()
    const e = documentItem(this.ctx, id)
    await this.client.reclassify(e.documentId)
    refollow(this.ctx, e, 'submitted', 'reclassify requested', AFTER_RECLASSIFY)
  }

  /** Asks the service to link the document to shipments again, then follows it. */
  async relink(id: string): Promise<void> {
    this.assertOpen()
    const e = documentItem(this.ctx, id)
    await this.client.relink(e.documentId)
    refollow(this.ctx, e, 'classified', 'relink requested', AFTER_RELINK)
  }

  /** Asks the service to extract the document again, then follows it to a fresh result. */
  async reextract(id: string): Promise<void> {
    this.assertOpen()
    const e = documentItem(this.ctx, id)
    await this.client.reextract(e.documentId)
    refollow(this.ctx, e, 'classified', 'reextract requested', AFTER_REEXTRACT)
  }

  /** Sets (or clears, with null) the clerk's document type; the service re-extracts on a change. */
  async setManualType(id: string, type: string | null): Promise<void> {
    this.assertOpen()
    const e = documentItem(this.ctx, id)
    await this.client.patchDocument(e.documentId, { document_type_manual: type })
    const changed = type !== null && type !== e.documentType
    const next = this.set(
      id,
      { documentType: type ?? e.documentType },
      `manual type ${type ?? 'cleared'}`
    )
    if (changed) refollow(this.ctx, next, 'classified', 'manual type set', AFTER_REEXTRACT)
  }

  /** Carrier and number type of a container, bill-of-lading or booking number. */
  async infer(number: string): Promise<InferAttributes> {
    const n = number.trim()
    if (n === '') throw new Error('Type a container, bill of lading or booking number')
    return (await this.client.inferNumber(n)).data.attributes
  }

  /** Starts tracking a number with a carrier. */
  async track(
    number: string,
    numberType: NumberType,
    scac: string
  ): Promise<SingleResponse<TrackingRequestResource>> {
    return this.client.createTrackingRequest({
      requestType: requestTypeFor(numberType),
      requestNumber: number.trim(),
      scac: scac.trim()
    })
  }

  /* ---------- queries ---------- */

  list(): IntakeItem[] {
    return [...this.ledger.values()].map((e) => toPublic(e, this.ctx.bytesSent.get(e.id)))
  }

  get(id: string): IntakeItem | null {
    const e = this.ledger.get(id)
    return e ? toPublic(e, this.ctx.bytesSent.get(id)) : null
  }

  counts(): IntakeCounts {
    return countEntries(this.ledger.values(), this.scheduler.paused)
  }

  /** Resolves when no item is waiting, queued, being sent or followed (timed retries excepted). */
  async whenSettled(): Promise<void> {
    for (;;) {
      await this.scheduler.whenIdle()
      const busy = [...this.ledger.values()].some(
        (e) => !isFinal(e.state) && e.state !== 'retrying'
      )
      if (!busy) return
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  /**
   * Stops watching, aborts running steps (their state stays in the ledger and resumes on the
   * next start), delivers pending events and closes the ledger.
   */
  async close(): Promise<void> {
    if (this.closing) return
    this.closing = true
    await Promise.all([...this.watchers.values()].map((w) => w.close()))
    this.watchers.clear()
    this.gate.close()
    this.follower.close()
    this.scheduler.close()
    await Promise.allSettled([...this.running])
    this.itemEvents.flush()
    this.progressEvents.flush()
    this.ledger.close()
  }

  /* ---------- internals ---------- */

  private set(id: string, patch: EntryPatch, note?: string): LedgerEntry {
    const e = this.ledger.update(id, patch, note)
    this.markItem(id)
    return e
  }

  private setMany(changes: { id: string; patch: EntryPatch; note?: string }[]): void {
    if (changes.length === 0) return
    this.ledger.updateMany(changes)
    for (const c of changes) this.markItem(c.id)
  }

  private createAll(entries: LedgerEntry[]): void {
    if (entries.length === 0) return
    this.ledger.create(entries)
    for (const e of entries) this.markItem(e.id)
  }

  private markItem(id: string): void {
    this.itemEvents.mark(id)
  }

  private markProgress(id: string): void {
    this.progressEvents.mark(id)
  }

  private progressOf(id: string): ItemProgress | null {
    const e = this.ledger.get(id)
    if (!e) return null
    // After the last byte the live count is gone; the ledger has the final figure.
    return { id, bytesSent: this.ctx.bytesSent.get(id) ?? e.bytesSent, size: e.size }
  }

  private trackStep(p: Promise<void>): Promise<void> {
    this.running.add(p)
    return p.finally(() => this.running.delete(p))
  }

  private assertOpen(): void {
    if (this.closing) throw new Error('The intake engine is shutting down')
  }

  /** Watched-folder events: new files enter the gate, known unchanged files are left alone. */
  private onFolderChanges(changes: NetChange[], folder: WatchedFolder): void {
    if (this.closing) return
    const created = entriesForChanges(this.ctx, changes, folder)
    this.createAll(created)
    for (const e of created) {
      const stamp = e.mtimeMs === null ? null : { size: e.size, mtimeMs: e.mtimeMs }
      this.gate.observe(e.path!, stamp, folder.quietMs)
    }
  }

  /** Queue depth for status lines and benchmarks. */
  queueStats(): { queued: number; waiting: number; running: number; following: number } {
    return { ...this.scheduler.stats(), following: this.follower.following }
  }
}
