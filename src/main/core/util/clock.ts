/**
 * Time as a dependency: the engine never reads Date.now() or arms timers directly, so tests can
 * drive it and hosts can share one source of time.
 */
export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** The real clock; timers are unref'ed so an idle engine never keeps a CLI process alive. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms)
    t.unref?.()
    return t
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout)
}

/** ISO-8601 text of a clock reading, the format IntakeItem timestamps use. */
export function isoAt(clock: Clock): string {
  return new Date(clock.now()).toISOString()
}
