import { isOutage } from '../failures/failure'
import type { ServiceClient } from '../client/serviceClient'
import { checkDocument, withFailures, type DocumentProgress } from './checkDocument'
import { StorageError } from '../../storage/storageError'
import type { LedgerEntry } from '../ledger/types'
import { cappedRetryAfterMs } from '../queue/fileRetry'
import type { IntakeContext } from '../context/context'
import { asFailure, toIntakeError } from '../context/errors'
import { afterFinal } from '../after/afterFinal'
import { FollowLists } from './followLists'
import { clientRefs, partsProgress } from './parts'
import { FOLLOW_STATES, type ItemPart } from '../../shared/intake'
import { serviceValues } from '../../shared/corrections'

export interface FollowerOptions {
  /** Time after which a document without a result is `stalled` (default 10 min). */
  stalledAfterMs: number
  /** Delay before poll number `attempt` (default: about 1 s growing to 60 s). */
  schedule: (attempt: number) => number
  /** Polls in flight at once (default 4): a thousand fresh documents must not burst the API. */
  maxInFlight?: number
  /** Longest due polls wait while files are being sent (see waitingForSends). */
  sendsFirstMaxMs: number
}

/**
 * Longest due polls wait while files are being sent (see waitingForSends): a steady
 * inflow of files must not hide every status.
 */
export const SENDS_FIRST_MAX_MS = 10_000

/** What following uses: the clock and the client to poll, the ledger, and the folder action. */
export type FollowerParts = Pick<
  IntakeContext,
  | 'clock'
  | 'client'
  | 'ledger'
  | 'set'
  | 'folders'
  | 'isClosing'
  | 'log'
  | 'track'
  | 'scheduler'
  | 'retry'
>

/**
 * Polls each submitted document until it is extracted, its extraction failed (known only from
 * notifications) or it is stalled. One timer per document; all state goes through the ledger,
 * so a restart resumes following from the ledger alone.
 */
export class Follower {
  private readonly timers = new Map<string, unknown>()
  private readonly polls = new Map<string, number>()
  private closed = false
  /** Documents whose poll is due, waiting for a free slot (insertion-ordered). */
  private readonly ready = new Set<string>()
  private inFlight = 0
  /** No poll before this time (the service answered 429 with Retry-After). */
  private holdUntil = 0
  private holdTimer: unknown = null
  /** Since when due polls wait for queued sends, with the timer that ends the wait. */
  private sendsFirst: { since: number; timer: unknown } | null = null
  /**
   * When following each document began, on the monotonic clock, with the `followSince` it was
   * for: a wall clock set forward never makes every followed document `stalled` at once.
   */
  private readonly began = new Map<string, { since: string; at: number }>()
  /**
   * Since when (monotonic) each document's looks have found the service out of reach: that time
   * does not count toward `stalled`. A document is not slow while nobody can ask about it.
   */
  private readonly unreachable = new Map<string, number>()

  private readonly lists: FollowLists

  constructor(
    private readonly ctx: FollowerParts,
    private readonly opts: FollowerOptions
  ) {
    this.lists = new FollowLists(
      ctx,
      () => this.timers,
      (until) => {
        this.holdUntil = Math.max(this.holdUntil, until)
      }
    )
  }

  start(id: string): void {
    if (this.closed) return
    this.stop(id)
    this.polls.set(id, 0)
    const e = this.ctx.ledger.get(id)
    if (e) this.followedFor(e)
    this.arm(id, this.opts.schedule(0))
  }

  /**
   * How long this document has been followed: on the monotonic clock since this follower began,
   * plus what had passed by the wall clock before (a restart), at most the stall limit.
   */
  private followedFor(e: LedgerEntry): number {
    const since = e.meta?.followSince ?? e.updatedAt
    const now = this.ctx.clock.monotonic()
    let b = this.began.get(e.id)
    if (!b || b.since !== since) {
      const before = Math.max(0, this.ctx.clock.now() - Date.parse(since)) || 0
      b = { since, at: now - Math.min(before, this.opts.stalledAfterMs) }
      this.began.set(e.id, b)
    }
    return now - b.at
  }

  /** True while the document of this item is followed. */
  isFollowing(id: string): boolean {
    return this.timers.has(id)
  }

  stop(id: string): void {
    this.ready.delete(id)
    const t = this.timers.get(id)
    if (t !== undefined) this.ctx.clock.clearTimeout(t)
    this.timers.delete(id)
    this.polls.delete(id)
    this.began.delete(id)
    this.unreachable.delete(id)
  }

  close(): void {
    this.closed = true
    if (this.holdTimer !== null) this.ctx.clock.clearTimeout(this.holdTimer)
    this.endSendsFirst()
    for (const id of [...this.timers.keys()]) this.stop(id)
  }

  private arm(id: string, ms: number): void {
    const handle = this.ctx.clock.setTimeout(() => {
      if (this.closed || this.timers.get(id) !== handle) return
      this.ready.add(id)
      this.drain()
    }, ms)
    this.timers.set(id, handle)
  }

  /**
   * True while due polls wait for the files being hashed, sent or queued to be sent. A burst of
   * files then reaches the service before their statuses are asked for, and the service spends
   * nothing on status reads while it takes them. The wait ends when the scheduler is idle, or
   * after `sendsFirstMaxMs`; after that, polls go on as usual until it has been idle once.
   */
  private waitingForSends(): boolean {
    if (!this.ctx.scheduler.busy) {
      this.endSendsFirst()
      return false
    }
    const now = this.ctx.clock.monotonic()
    if (this.sendsFirst === null) {
      const episode = {
        since: now,
        timer: this.ctx.clock.setTimeout(() => this.drain(), this.opts.sendsFirstMaxMs)
      }
      this.sendsFirst = episode
      void this.ctx.scheduler.whenIdle().then(() => {
        if (this.sendsFirst === episode) this.drain()
      })
    }
    return now - this.sendsFirst.since < this.opts.sendsFirstMaxMs
  }

  private endSendsFirst(): void {
    if (this.sendsFirst !== null) this.ctx.clock.clearTimeout(this.sendsFirst.timer)
    this.sendsFirst = null
  }

  /** Starts due polls while slots are free and the service has not asked us to wait. */
  private drain(): void {
    if (this.closed) return
    const now = this.ctx.clock.monotonic()
    if (now < this.holdUntil) {
      if (this.holdTimer === null) {
        this.holdTimer = this.ctx.clock.setTimeout(() => {
          this.holdTimer = null
          this.drain()
        }, this.holdUntil - now)
      }
      return
    }
    if (this.ready.size > 0 && this.waitingForSends()) return
    const max = this.opts.maxInFlight ?? 4
    for (const id of this.ready) {
      if (this.inFlight >= max) break
      this.ready.delete(id)
      const handle = this.timers.get(id)
      this.inFlight++
      void this.poll(id, handle).finally(() => {
        this.inFlight--
        this.drain()
      })
    }
  }

  private client(): ServiceClient {
    return this.ctx.client
  }

  private async poll(id: string, handle: unknown): Promise<void> {
    if (this.closed || this.timers.get(id) !== handle) return
    const e = this.ctx.ledger.get(id)
    if (!e || !e.documentId || !FOLLOW_STATES.includes(e.state)) {
      this.stop(id)
      return
    }
    const bulk = this.lists.bulkFor(e)
    if (typeof bulk === 'number') {
      this.arm(id, bulk)
      return
    }
    const attempt = (this.polls.get(id) ?? 0) + 1
    this.polls.set(id, attempt)
    let waitAtLeast = 0
    try {
      const failedIds =
        e.state === 'classified' && attempt >= 2 ? await this.lists.failedIds() : undefined
      const seen = bulk ? (await bulk)?.get(e.documentId) : undefined
      // Parts the client cut are followed each on its own; the item's document is not looked at.
      const own = clientRefs(e.parts)
      const look = own
        ? null
        : seen
          ? withFailures(seen, e.documentId, failedIds)
          : await checkDocument(this.client(), e.documentId, { failedIds })
      // A packet is not extracted itself: its parts are, each on its own.
      const known = () => this.ctx.ledger.get(id)?.parts ?? []
      const refs = own ?? look?.parts
      const split = refs
        ? await partsProgress(this.client(), refs, failedIds, own ? e.parts! : [], known)
        : null
      const p = split?.progress ?? look!
      if (this.closed || this.timers.get(id) !== handle) return
      this.reachedAgain(id)
      if (this.apply(e, p, attempt, split?.parts)) {
        this.stop(id)
        return
      }
    } catch (err) {
      if (this.closed || this.timers.get(id) !== handle) return
      if (err instanceof StorageError) {
        // What the poll saw could not be recorded: look again later, when the disk may take it.
        this.arm(id, this.opts.schedule(attempt))
        return
      }
      const se = asFailure(err, e.name)
      if (!se.transient) {
        this.ctx.set(id, { state: 'failed', lastError: toIntakeError(se) }, se.message)
        this.stop(id)
        void afterFinal(this.ctx, id, 'failed', se.message)
        return
      }
      waitAtLeast = cappedRetryAfterMs(se.retryAfterMs, this.ctx.retry) ?? 0
      if (isOutage(se) && !this.unreachable.has(id)) {
        this.unreachable.set(id, this.ctx.clock.monotonic())
      }
      if (se.kind === 'rate_limited' && se.retryAfterMs !== undefined) {
        this.holdUntil = Math.max(
          this.holdUntil,
          this.ctx.clock.monotonic() + cappedRetryAfterMs(se.retryAfterMs, this.ctx.retry)!
        )
      }
    }
    const cur = this.ctx.ledger.get(id)
    const waiting = this.unreachable.has(id)
    if (cur && !waiting && this.followedFor(cur) >= this.opts.stalledAfterMs) {
      const minutes = Math.round(this.opts.stalledAfterMs / 60_000)
      const message = `The service has not finished this document after ${minutes} min; it may still come in later.`
      this.ctx.set(id, { state: 'stalled', lastError: { kind: 'upstream', message } }, message)
      this.stop(id)
      void afterFinal(this.ctx, id, 'failed', message)
      return
    }
    // Out of reach, a document is looked at again within the retry ceiling, however long it has
    // been followed: a service that is back is seen as soon as the files waiting for it are.
    const next = this.opts.schedule(attempt)
    this.arm(id, Math.max(waitAtLeast, waiting ? Math.min(next, this.ctx.retry.capMs) : next))
  }

  /**
   * Looks at once at each document whose last look found the service out of reach (the clerk's
   * "Try now"); returns how many.
   */
  pollUnreachableNow(): number {
    if (this.closed) return 0
    let count = 0
    for (const id of this.unreachable.keys()) {
      const t = this.timers.get(id)
      if (t === undefined || this.ready.has(id)) continue
      this.ctx.clock.clearTimeout(t)
      this.arm(id, 0)
      count++
    }
    this.holdUntil = 0
    return count
  }

  /**
   * The service answered a look again after an outage: the time it was out of reach is taken
   * off how long the document has been followed.
   */
  private reachedAgain(id: string): void {
    const since = this.unreachable.get(id)
    if (since === undefined) return
    this.unreachable.delete(id)
    const b = this.began.get(id)
    if (b) b.at += this.ctx.clock.monotonic() - since
  }

  /**
   * Records what the poll saw (with the parts of a packet, when the service cut the file into
   * several documents); true when the document reached a final state.
   */
  private apply(e: LedgerEntry, p: DocumentProgress, attempt: number, parts?: ItemPart[]): boolean {
    const meta = e.meta ?? {}
    const settled = attempt >= (meta.followMinPolls ?? 0)
    const fresh =
      (meta.staleExtractedAt === undefined || p.extractedAt !== meta.staleExtractedAt) &&
      (meta.updatedBefore === undefined || (!!p.updatedAt && p.updatedAt !== meta.updatedBefore))
    const found = {
      documentType: p.documentType,
      shipmentNumbers: p.shipmentNumbers,
      containerNumbers: p.containerNumbers,
      ...(parts ? { parts } : {})
    }
    if (p.state === 'extracted' && (fresh || settled)) {
      const m = { ...meta }
      delete m.staleExtractedAt
      delete m.followMinPolls
      delete m.updatedBefore
      if (p.extractedAt) m.extractedAt = p.extractedAt
      // Taken after a relink without a change seen: the links may be those from before it.
      const relinkSeen = meta.updatedBefore === undefined ? {} : { relinkUnseen: !fresh }
      const data = p.payload
        ? {
            extracted: serviceValues(p.payload, e.manual, e.extracted),
            schemaVersion: p.schemaVersion
          }
        : {}
      this.ctx.set(e.id, {
        ...found,
        ...data,
        ...relinkSeen,
        state: 'extracted',
        lastError: null,
        meta: m
      })
      void afterFinal(this.ctx, e.id, 'done')
      return true
    }
    // After a relink of a document whose extraction failed (its data keyed by hand), a change
    // of its updated_at says the links are the relink's, as for an extracted one.
    const relinked = meta.updatedBefore !== undefined && fresh
    if (p.state === 'extraction_failed' && (settled || relinked)) {
      // The service says why in its notes ("Required fields not found: …"): that is the reason.
      const message = p.note
        ? `The service could not extract data from this document: ${p.note}`
        : 'The service could not extract data from this document.'
      const m = { ...meta }
      delete m.followMinPolls
      delete m.updatedBefore
      this.ctx.set(e.id, {
        ...found,
        ...(meta.updatedBefore === undefined ? {} : { relinkUnseen: !fresh }),
        state: 'extraction_failed',
        lastError: { kind: 'upstream', message, ...(p.note ? { note: p.note } : {}) },
        meta: m
      })
      void afterFinal(this.ctx, e.id, 'failed', message)
      return true
    }
    const partsMoved = parts !== undefined && JSON.stringify(parts) !== JSON.stringify(e.parts)
    if (
      (p.state === 'classified' || p.state === 'extracted') &&
      (e.state !== 'classified' || e.documentType !== p.documentType || partsMoved)
    ) {
      this.ctx.set(e.id, { ...found, state: 'classified' })
    }
    return false
  }
}
