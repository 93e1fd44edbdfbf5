import type { EngineNotice, IntakeItem, ItemProgress, ServiceWaitInfo } from '../../shared/intake'
import type { StorageProblem } from '../../shared/storageProblem'
import type { FolderHealth } from '../../shared/folderHealth'
import type { Clock } from '../time/clock'

export interface IntakeEvents {
  items: IntakeItem[]
  progress: ItemProgress[]
  /** The disk refused a write of the ledger (intake waits), or took them again (null). */
  storage: StorageProblem | null
  /** A watched folder's health changed (watching, unreachable with the reason, retrying). */
  folder: FolderHealth
  /** A sentence for the person watching (Retry-After hold, service back, file held open). */
  notice: EngineNotice
  /**
   * When the service is tried next changed without an item changing (a connection check armed
   * again, "Try now"), or null once nothing waits: what a display of the wait reads again.
   */
  wait: ServiceWaitInfo | null
}

type Listener<T> = (payload: T) => void

/**
 * Tiny typed event hub: `on` returns its own unsubscribe function. A listener that throws does
 * not stop the others or the engine; what it threw goes to `onListenerError` (the engine's log).
 */
export class Emitter<E extends object> {
  private readonly listeners = new Map<keyof E, Set<Listener<never>>>()

  constructor(private readonly onListenerError?: (event: keyof E, err: unknown) => void) {}

  on<K extends keyof E>(event: K, fn: Listener<E[K]>): () => void {
    let set = this.listeners.get(event)
    if (!set) this.listeners.set(event, (set = new Set()))
    set.add(fn as Listener<never>)
    return () => set.delete(fn as Listener<never>)
  }

  emit<K extends keyof E>(event: K, payload: E[K]): void {
    for (const fn of this.listeners.get(event) ?? []) {
      try {
        ;(fn as Listener<E[K]>)(payload)
      } catch (err) {
        // A listener's bug must not stop the engine, nor pass unseen.
        this.onListenerError?.(event, err)
      }
    }
  }
}

/**
 * Collects keyed updates and hands them over at most once per interval, latest value per key:
 * 10,000 files changing state in one second become ten events, not 10,000. Values are read once,
 * at delivery, through the one `read` function given here (no closure kept per marked key).
 */
export class Throttle<T> {
  private pending = new Set<string>()
  private timer: unknown = null

  constructor(
    private readonly clock: Clock,
    private readonly intervalMs: number,
    private readonly read: (key: string) => T | null,
    private readonly deliver: (batch: T[]) => void
  ) {}

  /** Marks a key changed; its current value is read at delivery time. */
  mark(key: string): void {
    this.pending.add(key)
    if (this.timer === null) this.timer = this.clock.setTimeout(() => this.flush(), this.intervalMs)
  }

  flush(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timer = null
    if (this.pending.size === 0) return
    const keys = this.pending
    this.pending = new Set()
    const batch: T[] = []
    for (const key of keys) {
      const value = this.read(key)
      if (value !== null) batch.push(value)
    }
    if (batch.length > 0) this.deliver(batch)
  }
}
