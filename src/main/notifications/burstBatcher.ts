import { systemClock, type Clock } from '../../engine/time/clock'

/**
 * Gathers outcomes and releases them as batches: a burst is collected for `settleMs`, and two
 * batches are at least `minIntervalMs` apart, so 200 files dropped at once make one or two
 * notifications, not 200. Time comes from a Clock, as everywhere in main (a ManualClock in tests).
 */
export interface BurstBatcher<T> {
  push(value: T): void
  /** Releases whatever is pending now (used on quit). */
  flush(): void
  dispose(): void
}

export interface BurstBatcherOptions<T> {
  settleMs: number
  minIntervalMs: number
  release(batch: T[]): void
  clock?: Clock
}

/** Creates a burst batcher. */
export function createBurstBatcher<T>(opts: BurstBatcherOptions<T>): BurstBatcher<T> {
  const clock = opts.clock ?? systemClock
  let pending: T[] = []
  let timer: unknown = null
  let lastRelease = -Infinity

  const release = (): void => {
    timer = null
    if (pending.length === 0) return
    const batch = pending
    pending = []
    lastRelease = clock.monotonic()
    opts.release(batch)
  }

  return {
    push(value) {
      pending.push(value)
      if (timer !== null) return
      const wait = Math.max(opts.settleMs, lastRelease + opts.minIntervalMs - clock.monotonic())
      timer = clock.setTimeout(release, wait)
    },
    flush() {
      if (timer !== null) clock.clearTimeout(timer)
      release()
    },
    dispose() {
      if (timer !== null) clock.clearTimeout(timer)
      timer = null
      pending = []
    }
  }
}
