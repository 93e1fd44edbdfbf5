import type { IntakeItem } from '../../../shared/intake'
import type { ItemProgress } from '../../../shared/ipc'
import type { Clock } from '../util/clock'

export interface IntakeEvents {
  items: IntakeItem[]
  progress: ItemProgress[]
}

type Listener<T> = (payload: T) => void

/** Tiny typed event hub: `on` returns its own unsubscribe function. */
export class Emitter<E extends object> {
  private readonly listeners = new Map<keyof E, Set<Listener<never>>>()

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
      } catch {
        // A listener's bug must not stop the engine.
      }
    }
  }
}

/**
 * Collects keyed updates and hands them over at most once per interval, latest value per key:
 * 10,000 files changing state in one second become ten events, not 10,000.
 */
export class Throttle<T> {
  private pending = new Map<string, () => T | null>()
  private timer: unknown = null

  constructor(
    private readonly clock: Clock,
    private readonly intervalMs: number,
    private readonly deliver: (batch: T[]) => void
  ) {}

  /** Marks a key changed; `read` is called at delivery time for its current value. */
  mark(key: string, read: () => T | null): void {
    this.pending.set(key, read)
    if (this.timer === null) this.timer = this.clock.setTimeout(() => this.flush(), this.intervalMs)
  }

  flush(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timer = null
    if (this.pending.size === 0) return
    const reads = [...this.pending.values()]
    this.pending = new Map()
    const batch = reads.map((r) => r()).filter((x): x is T => x !== null)
    if (batch.length > 0) this.deliver(batch)
  }
}
