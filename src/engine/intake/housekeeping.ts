import { isAcknowledged } from '../../shared/intake'
import { isProblem } from '../../shared/intakeCounts'
import { outcomeOf } from '../../shared/outcome'
import { StorageError } from '../../storage/storageError'
import type { LedgerEntry } from '../ledger/types'
import { isoAt, type Clock } from '../time/clock'
import type { IntakeContext } from '../context/context'
import { isFinal } from '../context/entries'

/**
 * Keeping the inbox clean: removing items (a tombstone stays in the ledger, so the same content
 * given again is known as its document), acknowledging problems (they leave "needs attention"),
 * and retention (done items removed after N days; problems not acknowledged, never).
 */

/** True for an item the clerk removed (or retention did): kept only as a tombstone. */
export function isRemoved(e: LedgerEntry): boolean {
  return e.meta?.removedAt !== undefined
}

type Parts = Pick<IntakeContext, 'ledger' | 'set' | 'clock'>

/**
 * Turns finished items into tombstones: out of the list and the counts, their document and
 * content still known. Items not finished are left (the caller cancels them first).
 */
export function removeEntries(ctx: Parts, ids: readonly string[]): number {
  const at = isoAt(ctx.clock)
  let count = 0
  for (const id of new Set(ids)) {
    const e = ctx.ledger.get(id)
    if (!e || isRemoved(e) || !isFinal(e.state)) continue
    ctx.set(id, { meta: { ...e.meta, removedAt: at } })
    count++
  }
  return count
}

/** Marks problems (failed, empty…) as seen: they leave "needs attention" until they change. */
export function acknowledgeEntries(ctx: Parts, ids: readonly string[]): number {
  const at = isoAt(ctx.clock)
  let count = 0
  for (const id of new Set(ids)) {
    const e = ctx.ledger.get(id)
    if (!e || isRemoved(e) || !isProblem(e) || isAcknowledged(e)) continue
    ctx.set(id, { acknowledgedAt: at })
    count++
  }
  return count
}

const DAY_MS = 24 * 60 * 60 * 1000

/** True for an item retention removes: done (or cancelled, or acknowledged), unchanged since `cutoffMs`. */
function expired(e: LedgerEntry, cutoffMs: number): boolean {
  if (isRemoved(e) || !isFinal(e.state)) return false
  // Problems (a document on no shipment too) stay until the clerk acknowledged them.
  const outcome = outcomeOf(e)
  const done =
    outcome === 'linked' ||
    outcome === 'same_file' ||
    outcome === 'cancelled' ||
    (isProblem(e) && isAcknowledged(e))
  return done && Date.parse(e.updatedAt) <= cutoffMs
}

/**
 * The next items (at most `max`) retention removes, going on over `entries` from where the last
 * call stopped: a sweep over 100,000 items holds one step's ids, never all of theirs.
 */
function nextExpired(entries: Iterator<LedgerEntry>, cutoffMs: number, max: number): string[] {
  const out: string[] = []
  while (out.length < max) {
    const next = entries.next()
    if (next.done) break
    if (expired(next.value, cutoffMs)) out.push(next.value.id)
  }
  return out
}

/** How often retention looks for items to remove. */
export const RETENTION_SWEEP_MS = 60 * 60 * 1000

/**
 * Items one step of a sweep removes. A sweep over 100,000 done items takes steps, each after the
 * 'items' batch of the one before was handed over: that batch, and the memory it takes, holds
 * at most this many.
 */
export const SWEEP_STEP = 1000

/**
 * Runs retention on the engine's clock: once at start, then every RETENTION_SWEEP_MS. A disk
 * that refuses the ledger's writes only delays it to the next sweep.
 */
export class RetentionSweep {
  private timer: unknown = null
  private stepTimer: unknown = null
  /** The sweep under way: where it goes on over the ledger, and its cutoff; null between sweeps. */
  private sweeping: { entries: Iterator<LedgerEntry>; cutoffMs: number } | null = null
  private closed = false

  constructor(
    private readonly ctx: Parts,
    private readonly clock: Clock,
    /** Days after which done items are removed; null keeps them. */
    private readonly days: number | null,
    private readonly onError: (err: unknown) => void,
    /** Between steps: the engine's event interval, so each step's batch is told first. */
    private readonly stepMs: number
  ) {}

  start(): void {
    if (this.days === null) return
    this.sweep()
  }

  /** Starts removing what is due now (unless a sweep is still under way). */
  sweep(): void {
    if (this.closed || this.days === null) return
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timer = this.clock.setTimeout(() => this.sweep(), RETENTION_SWEEP_MS)
    if (this.stepTimer !== null) return
    this.sweeping = {
      entries: this.ctx.ledger.values(),
      cutoffMs: this.clock.now() - this.days * DAY_MS
    }
    this.step()
  }

  /** Removes the next SWEEP_STEP due items; the rest after stepMs. */
  private step(): void {
    this.stepTimer = null
    const sweep = this.sweeping
    if (this.closed || !sweep) return
    const due = nextExpired(sweep.entries, sweep.cutoffMs, SWEEP_STEP)
    try {
      removeEntries(this.ctx, due)
    } catch (err) {
      if (!(err instanceof StorageError)) this.onError(err)
      this.sweeping = null
      return
    }
    if (due.length < SWEEP_STEP) this.sweeping = null
    else {
      this.stepTimer = this.clock.setTimeout(() => this.step(), this.stepMs)
    }
  }

  close(): void {
    this.closed = true
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    if (this.stepTimer !== null) this.clock.clearTimeout(this.stepTimer)
    this.timer = null
    this.stepTimer = null
  }
}
