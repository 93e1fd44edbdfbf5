import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import {
  FAILED_STATES,
  FOLDER_RETRY_MS_DEFAULT,
  RETENTION_DAYS_DEFAULT,
  RETRYABLE_STATES,
  type EngineNotice,
  type FileState,
  type FolderHealth,
  type IntakeCounts,
  type IntakeItem,
  type ItemOrigin,
  type StorageProblem,
  type ItemProgress
} from '../../../shared/intake'
import type { WatchedFolder } from '../../../shared/settingsSchema'
import { DEFAULT_QUIET_MS } from '../../../shared/folderDefaults'
import { md5Bytes } from '../checksum/md5'
import { SNIFF_BYTES, notADocument } from '../../../shared/fileTypes'
import { ServiceError } from '../client/errors'
import type { ServiceClient } from '../client/serviceClient'
import { pollDelayMs } from '../follow/checkDocument'
import { Ledger } from '../ledger/ledger'
import { isStorageError, storageWrite, type StorageError } from '../ledger/storageError'
import type { EntryPatch, LedgerEntry } from '../ledger/types'
import { DEFAULT_BACKOFF, type BackoffPolicy } from '../queue/fileRetry'
import { DEFAULT_LIMITS, Scheduler } from '../queue/scheduler'
import { ServiceWait, serviceDownNotice } from '../queue/serviceWait'
import { isoAt, systemClock, type Clock } from '../time/clock'
import { newItemId } from './itemId'
import type { NetChange } from '../watch/coalesce'
import { resolveFolder, type FolderConfig } from '../watch/folderConfig'
import { WatchedFolders } from '../watch/watchedFolders'
import { GateRunner } from '../watch/gateRunner'
import type { IntakeContext } from './context'
import { countByState } from '../../../shared/intakeCounts'
import { BUSY_STATES, isFinal, newEntry, priorityOf, toPublic } from './entries'
import { Emitter, Throttle, type IntakeEvents } from './events'
import {
  AFTER_RECLASSIFY,
  AFTER_REEXTRACT,
  AFTER_RELINK,
  documentItem,
  refollow,
  type RefollowHow
} from './documentActions'
import { entriesForPaths, type AddResult } from './additions'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../../shared/fileModes'
import { emptyFilePatch } from './emptyFile'
import { entriesForChanges, newVersionEntry, type RemovedPaths, type Rename } from './folderIntake'
import { Follower, SENDS_FIRST_MAX_MS } from './follower'
import { RetentionSweep, acknowledgeEntries, isRemoved, removeEntries } from './housekeeping'
import {
  SchemaFields,
  correctDocument,
  type CorrectionResult,
  type FieldChanges
} from './corrections'
import { InFlightContent } from './inflight'
import { fetchMailedDocuments, type MailedDocument } from './mailedDocuments'
import { failItem, laneFor, quietFor, runStep } from './pipeline'
import { resumeEntries } from './resume'
import type { StateDamage } from '../../../shared/stateDamage'
import { displayName } from '../../../shared/fileNames'

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
  /** Longest due polls wait while files are being sent (default 10 s). */
  sendsFirstMaxMs?: number
  /** Retry policy for transient errors (default 1 s → 5 min, 8 attempts). */
  retry?: BackoffPolicy
  /** Quiet period for dropped files that changed while being sent (default 2 s). */
  defaultQuietMs?: number
  /** Interval of the batched 'items' and 'progress' events (default 100 ms). */
  eventIntervalMs?: number
  random?: () => number
  log?: (line: string) => void
  /** While the disk refuses the ledger's writes, how often writing is tried again (default 5 s). */
  storageRetryMs?: number
  /**
   * How often a watched folder that cannot be reached is looked at again, and a watched one
   * checked (default FOLDER_RETRY_MS_DEFAULT).
   */
  folderRetryMs?: number
  /** Starts paused: nothing is hashed or sent until resume() (a pause the app remembered). */
  paused?: boolean
  /**
   * How often the service's document list is read for documents made from mail to the account's
   * document alias, which then join the inbox (see checkMail). 0 or absent: never (the CLI).
   */
  mailEveryMs?: number
  /**
   * Days after which done items leave the inbox (tombstones stay in the ledger; problems only
   * once acknowledged); null keeps them. Default RETENTION_DAYS_DEFAULT.
   */
  retentionDays?: number | null
}

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
  /** Items whose retry steps are spent, waiting for the service to answer again. */
  private readonly serviceWait: ServiceWait
  /** The parts the pipeline and the follower are given (see IntakeContext). */
  private readonly ctx: IntakeContext
  /** The watched folders by id, as last set by watch(). */
  private readonly folders = new Map<string, WatchedFolder>()
  /** Which item sends which content now (the others with it wait). */
  private readonly inflight = new InFlightContent()
  /** Live byte counts of uploads (kept out of the ledger: far too many writes). */
  private readonly bytesSent = new Map<string, number>()
  private readonly log: (line: string) => void
  /** Waiting items found still open for writing (said once each). */
  private readonly heldOpen = new Set<string>()
  private readonly emitter: Emitter<IntakeEvents>
  private readonly itemEvents: Throttle<IntakeItem>
  private readonly progressEvents: Throttle<ItemProgress>
  private readonly watched: WatchedFolders
  private readonly spoolDir: string
  private readonly stateDir: string
  private readonly running = new Set<Promise<void>>()
  private closing = false
  private storage: StorageProblem | null = null
  private storageTimer: unknown = null
  private readonly storageRetryMs: number
  /** Item ids whose change is written but not yet synced when the sync failed: told later. */
  private readonly withheld = new Set<string>()
  private readonly mailEveryMs: number
  private mailTimer: unknown = null
  private mailCheck: Promise<{ added: number }> | null = null
  /** The newest document creation time the last mail check saw. */
  private mailNewest: string | undefined
  /** Mailed documents taken in during this run (the ledger may drop old finished items). */
  private readonly mailSeen = new Set<string>()
  /** Removes done items after the retention period, on the engine's clock. */
  private readonly retention: RetentionSweep
  /** Document schemas by version, for checking corrections. */
  private readonly schemas = new SchemaFields(() => this.client)
  /** Batches of item events waiting for the ledger's fdatasync under way, in order. */
  private reportQueue: IntakeItem[][] = []
  private reportSyncing = false
  /** Grows when close delivers the queued batches itself (a sync under way then drops them). */
  private reportEpoch = 0
  private readonly internalTold = new Set<string>()
  /** Watched files on their way that were removed: they may come back under a new name. */
  private readonly removedPaths: RemovedPaths = new Map()

  constructor(opts: IntakeServiceOptions) {
    this.client = opts.client
    this.clock = opts.clock ?? systemClock
    this.storageRetryMs = opts.storageRetryMs ?? 5000
    this.ledger = new Ledger(opts.stateDir, {
      clock: this.clock,
      isDisposable: (e) => isFinal(e.state),
      onStorageError: (err) => this.storageFailed(err)
    })
    this.stateDir = resolve(opts.stateDir)
    this.spoolDir = join(opts.stateDir, 'spool')
    this.log = opts.log ?? (() => undefined)
    this.emitter = new Emitter<IntakeEvents>((event, err) => {
      this.log(
        `a listener of '${String(event)}' failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`
      )
      // A failing notice listener is only logged: telling it would call it again.
      if (event !== 'notice') this.internal(`a listener of '${String(event)}'`, err)
    })
    const interval = opts.eventIntervalMs ?? 100
    this.itemEvents = new Throttle(
      this.clock,
      interval,
      (id) => this.get(id),
      (b) => this.deliverItems(b)
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
      onCrash: (lane, id, err) => {
        this.log(`step ${lane} of ${id} crashed: ${String(err)}`)
        this.internal(`step ${lane} of ${id}`, err)
      }
    })
    if (opts.paused) this.scheduler.pause()
    this.gate = new GateRunner({
      clock: this.clock,
      defaultQuietMs: opts.defaultQuietMs ?? DEFAULT_QUIET_MS,
      onStable: (path, stamp) =>
        this.guard(() => {
          const e = this.ledger.byPath(path)
          if (!e || e.state !== 'waiting') return
          this.heldOpen.delete(e.id)
          // Passing: after a crash the file is back in the gate, which finds it stable again.
          const next = this.advance(
            e.id,
            { state: this.queuedState(), size: stamp.size, mtimeMs: stamp.mtimeMs },
            'stable'
          )
          this.scheduler.enqueue('hash', e.id, priorityOf(next.origin))
        }),
      onHeld: (path) => {
        const e = this.ledger.byPath(path)
        if (!e || e.state !== 'waiting' || this.heldOpen.has(e.id)) return
        this.heldOpen.add(e.id)
        this.notice({
          kind: 'held_open',
          name: e.name,
          message: `"${e.name}" is still open for writing; it is sent once the writer closes it`
        })
      },
      onGone: (path) =>
        this.guard(() => {
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
        })
    })
    this.ctx = {
      ledger: this.ledger,
      client: this.client,
      clock: this.clock,
      scheduler: this.scheduler,
      gate: this.gate,
      retry: opts.retry ?? DEFAULT_BACKOFF,
      random: opts.random ?? Math.random,
      defaultQuietMs: opts.defaultQuietMs ?? DEFAULT_QUIET_MS,
      folders: this.folders,
      inflight: this.inflight,
      bytesSent: this.bytesSent,
      isClosing: () => this.closing,
      set: (id, patch, note) => this.set(id, patch, note),
      advance: (id, patch, note) => this.advance(id, patch, note),
      progress: (id) => this.markProgress(id),
      queuedState: () => this.queuedState(),
      follow: (id) => this.follower.start(id),
      awaitService: (id) => this.serviceWait.add(id),
      newVersion: (id) => this.newVersion(id),
      track: (work) => void this.trackStep(work),
      log: this.log,
      notice: (n) => this.notice(n)
    }
    this.watched = new WatchedFolders({
      clock: this.clock,
      retryMs: opts.folderRetryMs ?? FOLDER_RETRY_MS_DEFAULT,
      // Its own lock, ledger and sandbox data are never taken for documents to send.
      own: [this.stateDir],
      onChanges: (changes, folder) => this.onFolderChanges(changes, folder),
      onHealth: (health) => {
        if (!this.closing) this.emitter.emit('folder', health)
      },
      log: this.log
    })
    this.serviceWait = new ServiceWait({
      clock: this.clock,
      everyMs: this.ctx.retry.capMs,
      check: () => this.client.ping(),
      onBack: (ids) => this.serviceBack(ids),
      onWait: (at) => this.notice(serviceDownNotice(at))
    })
    this.follower = new Follower(this.ctx, {
      stalledAfterMs: opts.stalledAfterMs ?? 10 * 60_000,
      schedule: opts.followSchedule ?? ((n) => pollDelayMs(n)),
      sendsFirstMaxMs: opts.sendsFirstMaxMs ?? SENDS_FIRST_MAX_MS
    })
    resumeEntries(this.ctx, (changes) => this.setMany(changes))
    this.retention = new RetentionSweep(
      this.ctx,
      this.clock,
      opts.retentionDays === undefined ? RETENTION_DAYS_DEFAULT : opts.retentionDays,
      (err) => this.internal('retention', err)
    )
    this.retention.start()
    this.mailEveryMs = opts.mailEveryMs ?? 0
    if (this.mailEveryMs > 0) this.armMailCheck(0)
  }

  /* ---------- events ---------- */

  /**
   * Subscribes to an event ('items': changed items, 'progress': upload bytes, 'storage': the disk
   * refused the ledger's writes, or takes them again, 'folder': a watched folder's health
   * changed); returns unsubscribe.
   */
  on<K extends keyof IntakeEvents>(event: K, fn: (payload: IntakeEvents[K]) => void): () => void {
    return this.emitter.on(event, fn)
  }

  /* ---------- commands: intake ---------- */

  /**
   * Takes files by path (dropped on the window, given to the CLI). Paths that do not exist or are
   * folders are rejected with a reason; everything else becomes an item, even if reading it will
   * fail, so that the failure is shown and counted. A file given again unchanged keeps its
   * earlier item: followed on if unfinished, reported as it ended otherwise, or sent again when
   * it ended badly and `retryFailed` is set.
   */
  async addFiles(
    paths: string[],
    origin: ItemOrigin = { kind: 'drop' },
    opts: { retryFailed?: boolean } = {}
  ): Promise<AddResult> {
    this.assertOpen()
    const { created, result: out } = await entriesForPaths(this.ctx, paths, origin)
    this.createAll(created)
    for (const e of created) this.scheduler.enqueue('hash', e.id, priorityOf(e.origin))
    // Dropping a file again is asking to try it again; the CLI asks with --retry-failed.
    const retry = opts.retryFailed ?? origin.kind === 'drop'
    if (retry && out.endedBadly.length > 0) this.retry(out.endedBadly)
    return out
  }

  /**
   * Takes bytes without a file (a mail attachment dragged from the mail client). They are
   * spooled under the state folder first, so a crash cannot lose them. A given MD5 is checked.
   * No bytes at all make an item that ends `empty` at once, as an empty file does. Bytes that
   * are not a document the service reads (an archive, random bytes) are refused with the reason.
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
    if (bytes.byteLength > 0) {
      const refused = notADocument(clean, bytes.subarray(0, SNIFF_BYTES))
      if (refused) throw new Error(refused)
    }
    const id = newItemId(this.clock.now())
    const e = newEntry({
      id,
      origin: { kind: 'bytes' },
      path: null,
      name: clean,
      size: bytes.byteLength,
      mtimeMs: null,
      md5: actual,
      state: this.queuedState(),
      at: isoAt(this.clock)
    })
    const empty = emptyFilePatch(bytes.byteLength)
    if (empty) {
      this.createAll([
        {
          ...e,
          ...empty,
          history: [{ state: 'empty', at: e.createdAt, note: empty.lastError.message }]
        }
      ])
      return { id }
    }
    const spoolPath = join(this.spoolDir, id)
    this.written(() =>
      storageWrite(spoolPath, () => {
        mkdirSync(this.spoolDir, { recursive: true, mode: PRIVATE_DIR_MODE })
        writeFileSync(spoolPath, bytes, { mode: PRIVATE_FILE_MODE })
      })
    )
    e.meta = { spoolPath }
    this.createAll([e])
    this.scheduler.enqueue('upload', id, 'high')
    return { id }
  }

  /**
   * Sets the watched folders (replacing the previous set); resolves once each reachable one's
   * initial scan has been handed to the gate. A folder that cannot be reached does not stop the
   * others: it is `unreachable` (see folderHealth and the 'folder' event) and joins once it can
   * be read.
   */
  async watch(folders: FolderConfig[]): Promise<void> {
    this.assertOpen()
    const wanted = folders.map(resolveFolder).filter((f) => f.enabled)
    this.folders.clear()
    for (const f of wanted) this.folders.set(f.id, f)
    await this.watched.set(wanted)
  }

  /** Each watched folder's health: watching, unreachable (with the reason) or retrying. */
  folderHealth(): FolderHealth[] {
    return this.watched.health()
  }

  /**
   * Stops starting new hashes and uploads; files waiting their turn show `paused`. Steps already
   * running finish, and following goes on. The host remembers it across a restart (`paused`).
   */
  pause(): void {
    this.assertOpen()
    this.scheduler.pause()
    const changes = this.ledger
      .idsIn(['queued'])
      .map((id) => ({ id, patch: { state: 'paused' as const }, note: 'intake paused' }))
    this.setMany(changes)
  }

  /** Starts sending again, in the order the files were queued. */
  resume(): void {
    this.assertOpen()
    const changes = this.ledger
      .idsIn(['paused'])
      .map((id) => ({ id, patch: { state: 'queued' as const }, note: 'intake resumed' }))
    this.setMany(changes)
    this.scheduler.resume()
  }

  /** Tries the items that are in RETRYABLE_STATES again now. */
  retry(ids: string[]): { count: number } {
    this.assertOpen()
    let count = 0
    for (const id of ids) {
      const e = this.ledger.get(id)
      if (!e || !RETRYABLE_STATES.includes(e.state) || isRemoved(e)) continue
      count++
      this.scheduler.cancel(id)
      this.serviceWait.remove(id)
      const reset = { attempts: 0, lastError: null, nextAttemptAt: null, warning: null }
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
          { ...reset, state: this.queuedState(), duplicateOf: null },
          'retry'
        )
        this.scheduler.enqueue(laneFor(next), id, priorityOf(next.origin))
      }
    }
    return { count }
  }

  /** Retries every item in FAILED_STATES. */
  retryFailed(): { count: number } {
    return this.retry(this.ledger.idsIn(FAILED_STATES))
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
      this.serviceWait.remove(id)
      this.follower.stop(id)
      if (e.path) this.gate.forget(e.path)
    }
    return { count }
  }

  /**
   * Removes items from the inbox (those not finished are cancelled first): each stays in the
   * ledger as a tombstone, so the same content given again is known as its document.
   */
  remove(ids: string[]): { count: number } {
    this.assertOpen()
    this.cancel(ids)
    return { count: removeEntries(this.ctx, ids) }
  }

  /** Acknowledges problems (failed, empty…): they leave "needs attention" until they change. */
  acknowledge(ids: string[]): { count: number } {
    this.assertOpen()
    return { count: acknowledgeEntries(this.ctx, ids) }
  }

  /**
   * Reads the service's newest documents and takes in those made from mail to the account's
   * document alias that the inbox does not hold yet: one item each, without a local file,
   * followed through classification and extraction like a file sent from here. One check runs
   * at a time; a second caller gets the running one's result.
   */
  checkMail(): Promise<{ added: number }> {
    this.assertOpen()
    this.mailCheck ??= fetchMailedDocuments(this.client, this.mailNewest)
      .then(({ documents, newest }) => {
        this.mailNewest = newest
        return { added: this.closing ? 0 : this.adoptMailed(documents) }
      })
      .finally(() => {
        this.mailCheck = null
      })
    return this.mailCheck
  }

  /* ---------- commands: documents ---------- */

  /** Asks the service to classify the document again, then follows it to a fresh result. */
  reclassify(id: string): Promise<void> {
    const ask = (doc: string) => this.client.reclassify(doc)
    return this.rerun(id, ask, 'submitted', 'reclassify requested', AFTER_RECLASSIFY)
  }

  /** Asks the service to link the document to shipments again, then follows it. */
  relink(id: string): Promise<void> {
    const ask = (doc: string) => this.client.relink(doc)
    return this.rerun(id, ask, 'classified', 'relink requested', AFTER_RELINK)
  }

  /** Asks the service to extract the document again, then follows it to a fresh result. */
  reextract(id: string): Promise<void> {
    const ask = (doc: string) => this.client.reextract(doc)
    return this.rerun(id, ask, 'classified', 'reextract requested', AFTER_REEXTRACT)
  }

  /** Asks the service for a re-run of a document, then follows it from `state`. */
  private async rerun(
    id: string,
    ask: (documentId: string) => Promise<unknown>,
    state: FileState,
    note: string,
    how: RefollowHow
  ): Promise<void> {
    this.assertOpen()
    const e = documentItem(this.ctx, id)
    await ask(e.documentId)
    refollow(this.ctx, e, state, note, how)
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

  /**
   * Corrects the document's extracted data (fields set or, with null, reverted; null reverts
   * all): checked against the type's schema, sent to the service, kept on the item.
   */
  correct(id: string, changes: FieldChanges | null): Promise<CorrectionResult> {
    this.assertOpen()
    return correctDocument(this.ctx, this.client, this.schemas, id, changes)
  }

  /* ---------- queries ---------- */

  list(): IntakeItem[] {
    this.syncForReport()
    return [...this.ledger.values()]
      .filter((e) => !isRemoved(e))
      .map((e) => toPublic(e, this.bytesSent.get(e.id)))
  }

  /** These items as they are now, once what they show is on disk (as list() does). */
  items(ids: string[]): IntakeItem[] {
    this.syncForReport()
    return ids.flatMap((id) => this.get(id) ?? [])
  }

  get(id: string): IntakeItem | null {
    const e = this.ledger.get(id)
    return e ? toPublic(e, this.bytesSent.get(id)) : null
  }

  /** Why intake waits for the disk, or null while the ledger is written normally. */
  storageProblem(): StorageProblem | null {
    return this.storage
  }

  /** What was found damaged or missing in the state folder at start, or null. */
  stateDamage(): StateDamage | null {
    return this.ledger.loadReport.damage
  }

  counts(): IntakeCounts {
    return countByState(
      this.ledger.stateCounts(),
      this.scheduler.paused,
      this.ledger.acknowledgedCounts()
    )
  }

  /**
   * Resolves when no item is waiting, queued, being sent or followed (timed retries excepted)
   * and the folder actions of finished items are done.
   */
  async whenSettled(): Promise<void> {
    const busy = (): boolean => this.ledger.idsIn(BUSY_STATES).length > 0
    for (;;) {
      await this.scheduler.whenIdle()
      if (!busy()) {
        // Settled includes the folder's action on finished files (moved to Done/ or Failed/).
        if (this.running.size === 0) return
        await Promise.allSettled([...this.running])
        continue
      }
      // Every change of state reaches 'items' listeners (batched on the engine's clock), and a
      // change made before this subscription is still in the batch to come: none is missed.
      await new Promise<void>((resolve) => {
        const off = this.on('items', () => {
          off()
          resolve()
        })
      })
    }
  }

  /**
   * Stops watching, aborts running steps (their state stays in the ledger and resumes on the
   * next start), delivers pending events and closes the ledger.
   */
  async close(): Promise<void> {
    if (this.closing) return
    this.closing = true
    if (this.mailTimer !== null) this.clock.clearTimeout(this.mailTimer)
    this.retention.close()
    await this.mailCheck?.catch(() => undefined)
    await this.watched.close()
    this.gate.close()
    this.serviceWait.close()
    this.follower.close()
    this.scheduler.close()
    await Promise.allSettled([...this.running])
    if (this.storageTimer !== null) this.clock.clearTimeout(this.storageTimer)
    this.itemEvents.flush()
    this.progressEvents.flush()
    this.ledger.close()
  }

  /* ---------- internals ---------- */

  /** Items for mailed documents the inbox does not hold; returns how many were added. */
  private adoptMailed(documents: MailedDocument[]): number {
    const at = isoAt(this.clock)
    const created: LedgerEntry[] = []
    for (const d of documents) {
      if (this.mailSeen.has(d.documentId) || this.ledger.holderOf(d.documentId)) continue
      if (created.some((c) => c.documentId === d.documentId)) continue
      const e = newEntry({
        id: newItemId(this.clock.now()),
        origin: { kind: 'email', submissionId: d.submissionId },
        path: null,
        name: d.name,
        size: d.size,
        mtimeMs: null,
        state: 'submitted',
        at,
        note: 'received by email'
      })
      created.push({
        ...e,
        documentId: d.documentId,
        documentType: d.documentType,
        meta: { followSince: at }
      })
    }
    this.createAll(created)
    for (const e of created) {
      this.mailSeen.add(e.documentId!)
      this.follower.start(e.id)
    }
    return created.length
  }

  private armMailCheck(ms: number): void {
    this.mailTimer = this.clock.setTimeout(() => {
      this.mailTimer = null
      if (this.closing) return
      this.checkMail()
        .catch((err: unknown) => {
          if (!isStorageError(err)) this.ctx.log(`reading mailed documents: ${String(err)}`)
        })
        .finally(() => {
          if (!this.closing) this.armMailCheck(this.mailEveryMs)
        })
    }, ms)
  }

  private set(id: string, patch: EntryPatch, note?: string): LedgerEntry {
    const e = this.written(() => this.ledger.update(id, patch, note))
    this.markItem(id)
    this.settleContent(e)
    return e
  }

  private advance(id: string, patch: EntryPatch, note?: string): LedgerEntry {
    const e = this.ledger.advance(id, patch, note)
    this.markItem(id)
    return e
  }

  private setMany(changes: { id: string; patch: EntryPatch; note?: string }[]): void {
    if (changes.length === 0) return
    for (const e of this.written(() => this.ledger.updateMany(changes))) {
      this.markItem(e.id)
      this.settleContent(e)
    }
  }

  /**
   * Once the item sending a content has its document, ends without one, or no longer has that
   * content (the file changed), the items that waited for it go on: to `duplicate` when there is
   * a document, else the next one sends.
   */
  private settleContent(e: LedgerEntry): void {
    const inflight = this.inflight
    if (isFinal(e.state)) inflight.drop(e.id)
    if (!inflight.holds(e.id)) return
    const settled =
      e.documentId !== null || e.duplicateOf !== null || isFinal(e.state) || e.md5 === null
    if (!settled) return
    for (const w of inflight.release(e.id)) {
      const next = this.ledger.get(w)
      if (next && !isFinal(next.state)) this.scheduler.enqueue('upload', w, priorityOf(next.origin))
    }
  }

  /** 'paused' while the clerk has paused intake, else 'queued': a waiting file's state. */
  private queuedState(): 'queued' | 'paused' {
    return this.scheduler.paused ? 'paused' : 'queued'
  }

  private createAll(entries: LedgerEntry[]): void {
    if (entries.length === 0) return
    this.written(() => this.ledger.create(entries))
    for (const e of entries) this.markItem(e.id)
  }

  /** A ledger write; a refusal of the disk puts intake on hold before it reaches the caller. */
  private written<T>(fn: () => T): T {
    try {
      return fn()
    } catch (err) {
      if (isStorageError(err)) this.storageFailed(err)
      throw err
    }
  }

  /**
   * Runs work started by a timer or a watcher (no caller to tell); true when it ran. A refused
   * write is already handled (intake is on hold, the item is left as written before).
   */
  private guard(fn: () => void): boolean {
    try {
      fn()
      return true
    } catch (err) {
      if (!isStorageError(err)) throw err
      return false
    }
  }

  /**
   * The disk under the ledger refused a write: nothing more is started (following pauses too,
   * since it could not record what it sees), hosts are told why, and writing is tried again on
   * the engine's clock until it works.
   */
  private storageFailed(err: StorageError): void {
    if (this.closing) return
    const first = this.storage === null
    this.storage = { message: err.message, code: err.code, path: err.path }
    if (!first) return
    this.log(`storage: ${err.message} (${err.code}); intake waits until writing works again`)
    this.scheduler.block(true)
    this.emitter.emit('storage', this.storage)
    this.armStorageProbe()
  }

  private armStorageProbe(): void {
    this.storageTimer = this.clock.setTimeout(() => {
      this.storageTimer = null
      if (this.closing || this.storage === null) return
      try {
        this.ledger.probe()
      } catch (err) {
        if (!isStorageError(err)) throw err
        this.storage = { message: err.message, code: err.code, path: err.path }
        this.armStorageProbe()
        return
      }
      this.storageRecovered()
    }, this.storageRetryMs)
  }

  /** Writing works again: what was left mid-way is picked up as after a restart. */
  private storageRecovered(): void {
    this.log('storage: writing works again; intake goes on')
    this.storage = null
    this.scheduler.block(false)
    this.emitter.emit('storage', null)
    for (const id of this.withheld) this.itemEvents.mark(id)
    this.withheld.clear()
    this.guard(() =>
      resumeEntries(this.ctx, (changes) => this.setMany(changes), {
        skip: (id) => this.scheduler.placeOf(id) !== null || this.follower.isFollowing(id)
      })
    )
  }

  /**
   * Syncs the ledger before anything is reported, blocking (on close): a state is shown as
   * reached only once it is on disk.
   */
  private syncForReport(): boolean {
    if (this.storage !== null) return false
    try {
      this.ledger.flush()
      return true
    } catch (err) {
      if (!isStorageError(err)) throw err
      this.storageFailed(err)
      return false
    }
  }

  /**
   * Hands a batch of item events over once what it shows is on disk: at once when nothing new
   * was written since the last sync, else after an fdatasync in the thread pool (one per batch
   * at most, shared by the batches that come meanwhile), so a burst of 10,000 files does not
   * stop the event loop for a disk flush every 100 ms. Batches keep their order.
   */
  private deliverItems(batch: IntakeItem[]): void {
    if (this.closing) {
      if (!this.syncForReport()) {
        for (const b of [...this.reportQueue, batch]) this.withhold(b)
      } else {
        for (const b of this.reportQueue) this.emitter.emit('items', b)
        this.emitter.emit('items', batch)
      }
      this.reportQueue = []
      this.reportEpoch++
      this.reportSyncing = false
      return
    }
    if (this.storage !== null) {
      this.withhold(batch)
      return
    }
    if (!this.reportSyncing && !this.ledger.unsynced) {
      this.emitter.emit('items', batch)
      return
    }
    this.reportQueue.push(batch)
    if (!this.reportSyncing) void this.syncThenReport()
  }

  private async syncThenReport(): Promise<void> {
    this.reportSyncing = true
    const epoch = this.reportEpoch
    try {
      while (this.reportQueue.length > 0 && epoch === this.reportEpoch) {
        const n = this.reportQueue.length
        let failed: unknown = null
        try {
          await this.ledger.flushAsync()
        } catch (err) {
          failed = err
        }
        // Close delivered (or withheld) everything itself meanwhile.
        if (epoch !== this.reportEpoch) return
        const batches = this.reportQueue.splice(0, n)
        if (failed !== null) {
          if (!isStorageError(failed)) throw failed
          this.storageFailed(failed)
        }
        if (this.storage !== null) {
          for (const b of [...batches, ...this.reportQueue.splice(0)]) this.withhold(b)
          return
        }
        for (const b of batches) this.emitter.emit('items', b)
      }
    } finally {
      if (epoch === this.reportEpoch) this.reportSyncing = false
    }
  }

  /** Items whose change could not be synced: told once the disk takes writes again. */
  private withhold(batch: IntakeItem[]): void {
    for (const item of batch) this.withheld.add(item.id)
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
    return { id, bytesSent: this.bytesSent.get(id) ?? e.bytesSent, size: e.size }
  }

  private trackStep(p: Promise<void>): Promise<void> {
    this.running.add(p)
    return p.finally(() => this.running.delete(p))
  }

  /** A fault of Dropdock's own, told once per sentence (a listener throws at every batch). */
  private internal(where: string, err: unknown): void {
    const message = `Internal error (${where}): ${err instanceof Error ? err.message : String(err)}`
    if (this.internalTold.has(message)) return
    this.internalTold.add(message)
    this.notice({ kind: 'internal', message })
  }

  private notice(n: EngineNotice): void {
    this.log(n.message)
    if (!this.closing) this.emitter.emit('notice', n)
  }

  private assertOpen(): void {
    if (this.closing) throw new Error('The intake engine is shutting down')
  }

  /** The service answers again: the items that waited for it go on with fresh retry steps. */
  private serviceBack(ids: string[]): void {
    if (this.closing) return
    const back = ids.filter((id) => {
      const e = this.ledger.get(id)
      return e?.state === 'retrying' && this.scheduler.placeOf(id) === null
    })
    if (back.length === 0) return
    this.notice({
      kind: 'service_back',
      files: back.length,
      message: `The service answers again; ${back.length} file(s) go on`
    })
    this.guard(() =>
      this.setMany(
        back.map((id) => ({
          id,
          patch: { attempts: 0, nextAttemptAt: null },
          note: 'the service answers again'
        }))
      )
    )
    for (const id of back) {
      const e = this.ledger.get(id)!
      this.scheduler.enqueue(laneFor(e), id, priorityOf(e.origin))
    }
  }

  /** A file saved again after its item sent it: an item for the new content enters the gate. */
  private newVersion(id: string): void {
    const old = this.ledger.get(id)
    if (this.closing || !old?.path) return
    const e = newVersionEntry(this.ctx, old)
    if (!this.guard(() => this.createAll([e]))) return
    this.log(`"${old.name}" was saved again after it was sent; the new version will be sent too`)
    this.gate.observe(old.path, null, quietFor(this.ctx, old))
  }

  /** Watched-folder events: new files enter the gate, known unchanged files are left alone. */
  private onFolderChanges(changes: NetChange[], folder: WatchedFolder): void {
    if (this.closing) return
    const { created, renamed } = entriesForChanges(this.ctx, changes, folder, this.removedPaths)
    for (const r of renamed) this.guard(() => this.followRename(r, folder))
    if (!this.guard(() => this.createAll(created))) return
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
    const e = this.ledger.get(r.id)
    if (!e) return
    this.gate.forget(r.from)
    this.set(r.id, {
      path: r.to,
      name: displayName(basename(r.to)),
      renamedFrom: e.renamedFrom ?? r.from
    })
    this.log(
      `"${e.name}" was renamed to "${displayName(basename(r.to))}"; it goes on under that name`
    )
    if (e.state === 'waiting') this.gate.observe(r.to, r.stamp, folder.quietMs)
  }
}
