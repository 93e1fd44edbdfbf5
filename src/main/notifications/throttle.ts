/**
 * Gathers outcomes and releases them as batches: a burst is collected for `settleMs`, and two
 * batches are at least `minIntervalMs` apart, so 200 files dropped at once make one or two
 * notifications, not 200. Timers are injected for tests.
 */
export interface Throttle<T> {
  push(value: T): void
  /** Releases whatever is pending now (used on quit). */
  flush(): void
  dispose(): void
}

export interface ThrottleOptions<T> {
  settleMs: number
  minIntervalMs: number
  release(batch: T[]): void
  now?: () => number
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
}

/** Creates a burst throttle. */
export function createThrottle<T>(opts: ThrottleOptions<T>): Throttle<T> {
  const now = opts.now ?? Date.now
  const setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = opts.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>))
  let pending: T[] = []
  let timer: unknown = null
  let lastRelease = -Infinity

  const release = (): void => {
    timer = null
    if (pending.length === 0) return
    const batch = pending
    pending = []
    lastRelease = now()
    opts.release(batch)
  }

  return {
    push(value) {
      pending.push(value)
      if (timer !== null) return
      const wait = Math.max(opts.settleMs, lastRelease + opts.minIntervalMs - now())
      timer = setTimer(release, wait)
    },
    flush() {
      if (timer !== null) clearTimer(timer)
      release()
    },
    dispose() {
      if (timer !== null) clearTimer(timer)
      timer = null
      pending = []
    }
  }
}
