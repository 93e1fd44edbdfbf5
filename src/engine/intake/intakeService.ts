import { join } from 'node:path'
import {
  FAILED_STATES,
  type IntakeCounts,
  type IntakeItem,
  type ItemOrigin,
  type ServiceWaitInfo
} from '../../shared/intake'
import { type StorageProblem } from '../../shared/storageProblem'
import { type FolderHealth } from '../../shared/folderHealth'
import type { StateDamage } from '../../shared/stateDamage'
import type { ServiceClient } from '../client/serviceClient'
import type { Ledger } from '../ledger/ledger'
import type { Scheduler } from '../queue/scheduler'
import type { FolderConfig } from '../watch/folderConfig'
import { entriesForPaths, entryForBytes, spoolBytes, type AddResult } from './additions'
import type { FacadeParts } from '../context/context'
import { AFTER_RECLASSIFY, AFTER_REEXTRACT, rerunDocument, setManualType } from './documentActions'
import { countByState } from '../../shared/intakeCounts'
import {
  SchemaFields,
  correctDocument,
  type CorrectionOptions,
  type FieldChanges
} from './corrections'
import type { CorrectionOutcome } from '../../shared/corrections'
import type { TrackedRequest } from '../../shared/trackNumber'
import { assembleEngine, stopParts, type EngineParts } from './engineParts'
import { BUSY_STATES, laneFor, priorityOf, toPublic } from '../context/entries'
import { acknowledgeEntries, isRemoved, removeEntries } from './housekeeping'
import type { IntakeEvents } from '../context/events'
import type { IntakeServiceOptions } from './intakeOptions'
import { cancelItems, moveAllIn, retryItems } from './itemCommands'
import { readLocalOriginal, type LocalOriginal } from './localOriginal'
import { relinkDocument } from './relink'
import { tryNow, waitingForService } from './serviceTries'
import { sendItemParts, type PageRange, type SendPartsResult } from './splitCommands'
import { splitItem } from './clerkSplit'
import { removePart } from './removePart'
import type { SplitOutcome } from '../../shared/split'

export type { AddResult } from './additions'
export type { IntakeServiceOptions } from './intakeOptions'
export type { LocalOriginal } from './localOriginal'

/**
 * The intake engine's one facade for every host (Electron main, CLI, tests): commands in,
 * one throttled event stream out. Every transition is written to the ledger before it is acted
 * on; on start, items found mid-flight are resumed from the ledger. The parts it commands own
 * their state (built and wired in engineParts.ts): the event stream, the storage guard, the
 * report gate, folder watching with the gate, mail polling, the scheduler and the follower.
 */
export class IntakeService {
  private readonly p: EngineParts
  private readonly ledger: Ledger
  private readonly client: ServiceClient
  private readonly scheduler: Scheduler
  private readonly ctx: FacadeParts
  private readonly spoolDir: string
  private readonly running = new Set<Promise<void>>()
  /** Document schemas by version, for checking corrections. */
  private readonly schemas = new SchemaFields(() => this.client)
  /** Items the clerk's split is sending now. */
  private readonly splitting = new Set<string>()
  private closing = false

  constructor(opts: IntakeServiceOptions) {
    this.client = opts.client
    this.spoolDir = join(opts.stateDir, 'spool')
    this.p = assembleEngine(opts, {
      isClosing: () => this.closing,
      track: (work) => this.trackStep(work)
    })
    this.ledger = this.p.ledger
    this.scheduler = this.p.scheduler
    this.ctx = this.p.ctx
  }

  /* ---------- events ---------- */

  /**
   * Subscribes to an event ('items': changed items, 'progress': upload bytes, 'storage': the disk
   * refused the ledger's writes, or takes them again, 'folder': a watched folder's health
   * changed); returns unsubscribe.
   */
  on<K extends keyof IntakeEvents>(event: K, fn: (payload: IntakeEvents[K]) => void): () => void {
    return this.p.events.on(event, fn)
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
    this.p.writes.create(created)
    for (const e of created) this.scheduler.enqueue(laneFor(e), e.id, priorityOf(e.origin))
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
    const e = entryForBytes(this.ctx, name, bytes, md5)
    if (e.state !== 'empty') {
      const spoolPath = this.p.storage.written(() => spoolBytes(this.spoolDir, e.id, bytes))
      e.meta = { spoolPath }
    }
    this.p.writes.create([e])
    if (e.state !== 'empty') this.scheduler.enqueue('upload', e.id, 'high')
    return { id: e.id }
  }

  /**
   * Sets the watched folders (replacing the previous set); resolves once each reachable one's
   * initial scan has been handed to the gate. A folder that cannot be reached does not stop the
   * others: it is `unreachable` (see folderHealth and the 'folder' event) and joins once it can
   * be read.
   */
  async watch(folders: FolderConfig[]): Promise<void> {
    this.assertOpen()
    await this.p.watching.watch(folders)
  }

  /** Each watched folder's health: watching, unreachable (with the reason) or retrying. */
  folderHealth(): FolderHealth[] {
    return this.p.watching.health()
  }

  /**
   * Stops starting new hashes and uploads; files waiting their turn show `paused`. Steps already
   * running finish, and following goes on. The host remembers it across a restart (`paused`).
   */
  pause(): void {
    this.assertOpen()
    this.scheduler.pause()
    moveAllIn(this.p.commands, 'queued', 'paused', 'intake paused')
  }

  /** Starts sending again, in the order the files were queued. */
  resume(): void {
    this.assertOpen()
    moveAllIn(this.p.commands, 'paused', 'queued', 'intake resumed')
    this.scheduler.resume()
  }

  /** Tries the items that are in RETRYABLE_STATES again now. */
  retry(ids: string[]): { count: number } {
    this.assertOpen()
    return { count: retryItems(this.p.commands, ids) }
  }

  /**
   * Retries every item in FAILED_STATES the clerk has not acknowledged: those `counts().failed`
   * counts (retriedByRetryFailed), a part of "needs attention". An acknowledged one is still
   * retried when chosen (retry).
   */
  retryFailed(): { count: number } {
    return this.retry(this.ledger.idsIn(FAILED_STATES, { unacknowledged: true }))
  }

  /**
   * Tries the service at once for whatever waits for it (the clerk's "Try now"): files due to
   * retry, the connection check of an outage, documents whose looks found it out of reach. The
   * retries keep their count: a failure again waits as before. Returns how many are tried.
   */
  tryNow(): { count: number } {
    this.assertOpen()
    const count = tryNow(this.p)
    this.p.events.emit('wait', waitingForService(this.p))
    return { count }
  }

  /** Stops items that are not finished; running steps are aborted. */
  cancel(ids: string[]): { count: number } {
    this.assertOpen()
    return { count: cancelItems(this.p.commands, ids) }
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
    return this.p.mail.check()
  }

  /* ---------- commands: documents ---------- */

  /** Asks the service to classify the document (or its part) again, then follows it. */
  reclassify(id: string, partId?: string): Promise<void> {
    this.assertOpen()
    const ask = (doc: string) => this.client.reclassify(doc)
    const note = 'reclassify requested'
    return rerunDocument(this.ctx, { id, partId, ask }, 'submitted', note, AFTER_RECLASSIFY)
  }

  /**
   * Asks the service to link the document to shipments again, then follows it until the links
   * are the relink's; one the service did not take stays due (`relinkDue`) until one is taken.
   */
  relink(id: string, partId?: string): Promise<void> {
    this.assertOpen()
    return relinkDocument(this.ctx, this.client, id, partId)
  }

  /** Relinks the item once `request`, still pending, has tracked `number` (trackedRelinks.ts). */
  relinkWhenTracked(id: string, request: TrackedRequest, number: string): void {
    this.p.tracked.keep(id, request, number)
  }

  /** Asks the service to extract the document (or one part) again, then follows it. */
  reextract(id: string, partId?: string): Promise<void> {
    this.assertOpen()
    const ask = (doc: string) => this.client.reextract(doc)
    const note = 'reextract requested'
    return rerunDocument(this.ctx, { id, partId, ask }, 'classified', note, AFTER_REEXTRACT)
  }

  /** Sends the item's PDF `bytes` as one document per page range (upload/sendParts.ts). */
  sendParts(id: string, ranges: PageRange[], bytes: Uint8Array): Promise<SendPartsResult> {
    return sendItemParts(this.ctx, this.client, id, ranges, bytes)
  }

  /** "Split into documents…": the item's PDF sent as one document per range (clerkSplit.ts). */
  splitItem(id: string, ranges: PageRange[]): Promise<SplitOutcome> {
    this.assertOpen()
    return splitItem(this.ctx, this.client, this.splitting, id, ranges)
  }

  /** Deletes the document of one part of the item, kept in the ledger as removed. */
  removePart(id: string, partId: string): Promise<{ removed: boolean }> {
    this.assertOpen()
    return removePart(this.ctx, this.client, id, partId)
  }

  /**
   * Sets (or clears, with null) the clerk's document type of the document, or of its part
   * `partId`; the service re-extracts on a change.
   */
  setManualType(id: string, type: string | null, partId?: string): Promise<void> {
    this.assertOpen()
    return setManualType(this.ctx, this.client, { id, type, partId })
  }

  /**
   * Corrects the document's extracted data (fields set or, with null, reverted; null reverts
   * all): checked against the type's schema, merged into the service's copy (a field someone
   * else changed since the clerk saw it is a conflict, not sent), confirmed by the service and
   * kept on the item.
   */
  correct(
    id: string,
    changes: FieldChanges | null,
    opts: CorrectionOptions = {}
  ): Promise<CorrectionOutcome> {
    this.assertOpen()
    return correctDocument(this.ctx, this.client, this.schemas, id, changes, opts)
  }

  /* ---------- queries ---------- */

  list(): IntakeItem[] {
    this.p.reports.syncForReport()
    return [...this.ledger.values()]
      .filter((e) => !isRemoved(e))
      .map((e) => toPublic(e, this.ctx.bytesSent.get(e.id)))
  }

  /** These items as they are now, once what they show is on disk (as list() does). */
  items(ids: string[]): IntakeItem[] {
    this.p.reports.syncForReport()
    return ids.flatMap((id) => this.get(id) ?? [])
  }

  get(id: string): IntakeItem | null {
    const e = this.ledger.get(id)
    return e ? toPublic(e, this.ctx.bytesSent.get(id)) : null
  }

  /**
   * The item's file on this computer, for the preview: only the file intake took in, read
   * through a descriptor that is that file (see localOriginal.ts), at most `maxBytes`.
   */
  readOriginal(id: string, maxBytes: number): Promise<LocalOriginal> {
    const e = this.ledger.get(id)
    return e ? readLocalOriginal(e, maxBytes) : Promise.resolve({ kind: 'elsewhere' })
  }

  /** When the service is tried next while files wait for it, or null while none waits. */
  waitingForService(): ServiceWaitInfo | null {
    return waitingForService(this.p)
  }

  /** Why intake waits for the disk, or null while the ledger is written normally. */
  storageProblem(): StorageProblem | null {
    return this.p.storage.problem
  }

  /** What was found damaged or missing in the state folder at start, or null. */
  stateDamage(): StateDamage | null {
    return this.ledger.loadReport.damage
  }

  counts(): IntakeCounts {
    return countByState(this.ledger.tally(), this.scheduler.paused)
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
    await stopParts(this.p)
    this.scheduler.close()
    await Promise.allSettled([...this.running])
    this.p.storage.close()
    this.p.events.flush()
    this.ledger.close()
  }

  private trackStep(p: Promise<void>): Promise<void> {
    this.running.add(p)
    return p.finally(() => this.running.delete(p))
  }

  private assertOpen(): void {
    if (this.closing) throw new Error('The intake engine is shutting down')
  }
}
