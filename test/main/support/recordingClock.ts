import type { Clock } from '../../../src/engine/time/clock'

/**
 * A clock whose timers fire at once, after noting how long they were asked to wait: for code
 * whose waits are not the point of the test (a client's retries), whose lengths are.
 */
export function recordingClock(delays: number[] = []): Clock {
  return {
    now: () => Date.now(),
    monotonic: () => performance.now(),
    setTimeout: (fn, ms) => {
      delays.push(ms)
      queueMicrotask(fn)
      return 0
    },
    clearTimeout: () => undefined
  }
}
