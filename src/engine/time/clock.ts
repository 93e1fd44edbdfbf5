/**
 * Time as a dependency: the engine never reads Date.now() or arms timers directly, so tests can
 * drive it and hosts can share one source of time.
 */
export interface Clock {
  /** Wall time (ms since 1970): for what is shown and stored. It may step (NTP, the user). */
  now(): number
  /**
   * Milliseconds on a clock that never steps, from an arbitrary origin: for every duration (quiet
   * periods, follow limits, holds), so a wall clock set back or forward stretches none of them.
   */
  monotonic(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** The longest delay a Node timer holds; a longer one fires after 1 ms, again and again. */
const MAX_TIMER_MS = 2 ** 31 - 1

/** The real clock, its timers holding the process until they fire (`hold`) or not. */
function realClock(hold: boolean): Clock {
  return {
    now: () => Date.now(),
    monotonic: () => performance.now(),
    setTimeout: (fn, ms) => {
      // Longer waits fire early and are armed again by whoever checks the time (runAt).
      const t = setTimeout(fn, Math.min(ms, MAX_TIMER_MS))
      if (!hold) t.unref?.()
      return t
    },
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout)
  }
}

/**
 * The real clock for a host that lives on its own (the app's main process): its timers are
 * unref'ed, so an engine left waiting never keeps such a process up by itself.
 */
export const systemClock: Clock = realClock(false)

/**
 * The real clock for a command that lives until its work is done (the CLI): every wait of the
 * engine and its client (a retry, a Retry-After, a poll, a relink followed) holds the process,
 * which would otherwise end, exit 0, in the middle of it. The command ends the process itself
 * once its outcome is printed; closing the engine clears what is still armed.
 */
export const commandClock: Clock = realClock(true)

/** ISO-8601 text of a clock reading, the format IntakeItem timestamps use. */
export function isoAt(clock: Clock): string {
  return new Date(clock.now()).toISOString()
}

/**
 * Runs `fn` once the clock reads `dueMs` or later, and returns the function that cancels it.
 * Timers run on a monotonic clock and may fire a moment before the wall clock gets there; such
 * a timer is armed again for the rest instead of acting early (or, worse, leaving a caller that
 * checks the time asleep for good).
 */
export function runAt(clock: Clock, dueMs: number, fn: () => void): () => void {
  let handle: unknown
  const arm = (): void => {
    handle = clock.setTimeout(
      () => (clock.now() < dueMs ? arm() : fn()),
      Math.max(1, dueMs - clock.now())
    )
  }
  arm()
  return () => clock.clearTimeout(handle)
}

/** Local wall-clock time of an engine-clock reading, as a line says it (14:05). */
export function clockTime(ms: number): string {
  const d = new Date(ms)
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`
}
