import { CONCURRENCY_DEFAULTS } from '../../shared/settingsSchema'
import { runAt, systemClock, type Clock } from '../time/clock'
import { Fifo } from './fifo'

export type Lane = 'hash' | 'upload'
export type Priority = 'high' | 'normal'

export interface SchedulerOptions {
  limits: Record<Lane, number>
  clock?: Clock
  /** Does one step of one item; the caller enqueues the next step itself. */
  run: (lane: Lane, id: string, signal: AbortSignal) => Promise<void>
  /** Called when a step throws (run should handle its own errors; this is the last resort). */
  onCrash?: (lane: Lane, id: string, err: unknown) => void
}

type Place =
  | { at: 'queue'; lane: Lane; prio: Priority }
  | { at: 'timer'; lane: Lane; prio: Priority; cancel: () => void; dueMs: number }
  | { at: 'running'; lane: Lane; ctrl: AbortController; next?: Next }

/** The step an item asked for while its current step was still running. */
interface Next {
  lane: Lane
  prio: Priority
  dueMs?: number
}

/** Default limits: the settings' concurrency defaults. */
export const DEFAULT_LIMITS: Record<Lane, number> = CONCURRENCY_DEFAULTS

/**
 * Bounded concurrency per lane (hashing, uploading), dropped files before watched ones, timed
 * retries, pause and resume, cancel. Knows ids only; what a step does is the caller's `run`.
 */
export class Scheduler {
  private readonly queues: Record<Lane, Record<Priority, Fifo>> = {
    hash: { high: new Fifo(), normal: new Fifo() },
    upload: { high: new Fifo(), normal: new Fifo() }
  }
  private readonly running: Record<Lane, number> = { hash: 0, upload: 0 }
  private readonly places = new Map<string, Place>()
  private readonly clock: Clock
  private readonly idleWaiters: (() => void)[] = []
  private pausedFlag = false
  private blocked = false
  private closed = false
  private holdUntilMs = 0
  private cancelHold: (() => void) | null = null

  constructor(private readonly opts: SchedulerOptions) {
    this.clock = opts.clock ?? systemClock
    for (const lane of ['hash', 'upload'] as const) {
      if (!(opts.limits[lane] >= 1)) throw new Error(`Concurrency for ${lane} must be at least 1`)
    }
  }

  get paused(): boolean {
    return this.pausedFlag
  }

  /**
   * True while files are being hashed or sent, or wait in a queue for a slot, and the queue moves
   * (not paused, blocked or closed). Timed retries do not count, as in whenIdle().
   */
  get busy(): boolean {
    if (this.pausedFlag || this.blocked || this.closed) return false
    for (const lane of ['hash', 'upload'] as const) {
      const queued = this.queues[lane].high.size + this.queues[lane].normal.size
      if (this.running[lane] + queued > 0) return true
    }
    return false
  }

  /** Where an id is: queued, waiting for its retry time, running, or nowhere. */
  placeOf(id: string): 'queue' | 'timer' | 'running' | null {
    return this.places.get(id)?.at ?? null
  }

  /**
   * Queues a step now. An id already queued or waiting is moved; for a running one the step is
   * queued as soon as the current one returns.
   */
  enqueue(lane: Lane, id: string, prio: Priority = 'normal'): void {
    if (this.closed) return
    const cur = this.places.get(id)
    if (cur?.at === 'running') {
      cur.next = { lane, prio }
      return
    }
    if (cur) this.unplace(id, cur)
    this.queues[lane][prio].push(id)
    this.places.set(id, { at: 'queue', lane, prio })
    this.pump()
  }

  /** Queues a step at a later time (a retry after a transient error). */
  enqueueAt(lane: Lane, id: string, prio: Priority, dueMs: number): void {
    if (this.closed) return
    const cur = this.places.get(id)
    if (cur?.at === 'running') {
      cur.next = { lane, prio, dueMs }
      return
    }
    if (cur) this.unplace(id, cur)
    const cancel = runAt(this.clock, dueMs, () => {
      const p = this.places.get(id)
      if (p?.at !== 'timer' || p.cancel !== cancel) return
      this.places.delete(id)
      this.enqueue(lane, id, prio)
    })
    this.places.set(id, { at: 'timer', lane, prio, cancel, dueMs })
  }

  /** Takes an id out of the queue or timer and aborts it when running. */
  cancel(id: string): boolean {
    const cur = this.places.get(id)
    if (!cur) return false
    if (cur.at === 'running') {
      delete cur.next
      cur.ctrl.abort(new Error('cancelled'))
      return true
    }
    this.unplace(id, cur)
    return true
  }

  /** Stops starting steps; running steps finish. */
  pause(): void {
    this.pausedFlag = true
  }

  resume(): void {
    this.pausedFlag = false
    this.pump()
  }

  /**
   * Starts nothing while `on` (the engine cannot record what a step would do: its disk is full),
   * independently of the user's pause; running steps finish.
   */
  block(on: boolean): void {
    this.blocked = on
    if (!on) this.pump()
  }

  /**
   * Starts nothing before `ms` (the service said "too many requests, retry after…"): one 429
   * holds back every file instead of each one finding out for itself. True when no hold was
   * running before (a new hold, to be said; a later 429 only moves its end).
   */
  holdUntil(ms: number): boolean {
    if (this.closed || ms <= this.holdUntilMs) return false
    const fresh = this.holdUntilMs <= this.clock.now()
    this.holdUntilMs = ms
    this.cancelHold?.()
    this.cancelHold = runAt(this.clock, ms, () => {
      this.cancelHold = null
      this.pump()
    })
    return fresh
  }

  /** The earliest time (engine clock, ms) a timed retry is due, or null when none waits. */
  nextRetryAt(): number | null {
    let next: number | null = null
    for (const p of this.places.values()) {
      if (p.at === 'timer' && (next === null || p.dueMs < next)) next = p.dueMs
    }
    return next
  }

  /**
   * Queues every timed retry now and lifts a Retry-After hold: the clerk asked to try again at
   * once ("Try now"). Returns the ids queued.
   */
  retryNow(): string[] {
    if (this.closed) return []
    const due: [string, Lane, Priority][] = []
    for (const [id, p] of this.places) if (p.at === 'timer') due.push([id, p.lane, p.prio])
    this.holdUntilMs = 0
    this.cancelHold?.()
    this.cancelHold = null
    for (const [id, lane, prio] of due) this.enqueue(lane, id, prio)
    this.pump()
    return due.map(([id]) => id)
  }

  /** Resolves when nothing is queued or running (timed retries do not count). */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  /** Stops everything: clears timers and queues, aborts running steps. */
  close(): void {
    this.closed = true
    this.cancelHold?.()
    for (const [id, p] of [...this.places]) {
      if (p.at === 'running') p.ctrl.abort(new Error('closing'))
      else this.unplace(id, p)
    }
  }

  private isIdle(): boolean {
    for (const p of this.places.values()) if (p.at !== 'timer') return false
    return true
  }

  private unplace(id: string, p: Place): void {
    if (p.at === 'queue') this.queues[p.lane][p.prio].remove(id)
    else if (p.at === 'timer') p.cancel()
    this.places.delete(id)
  }

  private pump(): void {
    if (this.pausedFlag || this.blocked || this.closed || this.clock.now() < this.holdUntilMs)
      return
    for (const lane of ['upload', 'hash'] as const) {
      while (this.running[lane] < this.opts.limits[lane]) {
        const id = this.queues[lane].high.shift() ?? this.queues[lane].normal.shift()
        if (id === undefined) break
        this.start(lane, id)
      }
    }
    this.notifyIdle()
  }

  private start(lane: Lane, id: string): void {
    const ctrl = new AbortController()
    this.places.set(id, { at: 'running', lane, ctrl })
    this.running[lane]++
    const done = (): void => {
      this.running[lane]--
      const p = this.places.get(id)
      if (p?.at === 'running' && p.ctrl === ctrl) {
        this.places.delete(id)
        const next = p.next
        if (next && next.dueMs !== undefined) this.enqueueAt(next.lane, id, next.prio, next.dueMs)
        else if (next) this.enqueue(next.lane, id, next.prio)
      }
      this.pump()
    }
    // Run on a later tick so the caller's bookkeeping finishes before the step starts.
    queueMicrotask(() => {
      this.opts
        .run(lane, id, ctrl.signal)
        .catch((err: unknown) => this.opts.onCrash?.(lane, id, err))
        .finally(done)
    })
  }

  private notifyIdle(): void {
    if (this.idleWaiters.length === 0 || !this.isIdle()) return
    for (const w of this.idleWaiters.splice(0)) w()
  }
}
