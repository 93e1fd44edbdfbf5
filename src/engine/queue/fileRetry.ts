import { equalJitterMs } from '../time/jitter'

export interface BackoffPolicy {
  /** Delay before the first retry. */
  baseMs: number
  /** Longest delay between two attempts. */
  capMs: number
  /** Attempts (the first try included) before a transient error becomes final. */
  maxAttempts: number
}

/**
 * About 1 s growing to 30 s, eight tries; after them an item waits for the service to answer
 * again (a connection check every `capMs`), however long the outage. No wait is longer than the
 * ceiling, a server's Retry-After included: a service that is back is seen within 30 s.
 */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, capMs: 30_000, maxAttempts: 8 }

/**
 * A server's `Retry-After`, at most the retry ceiling: a service asking for a day (or for more
 * than a timer can hold) is asked again after `capMs`, not obeyed for a day.
 */
export function cappedRetryAfterMs(
  retryAfterMs: number | undefined,
  policy: BackoffPolicy = DEFAULT_BACKOFF
): number | undefined {
  return retryAfterMs === undefined ? undefined : Math.min(retryAfterMs, policy.capMs)
}

/**
 * Delay before retry number `attempt` of a file (see equalJitterMs), never shorter than what the
 * server asked for in Retry-After.
 */
export function fileRetryDelayMs(
  attempt: number,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
  random: () => number = Math.random,
  retryAfterMs?: number
): number {
  const asked = cappedRetryAfterMs(retryAfterMs, policy) ?? 0
  return Math.max(equalJitterMs(attempt, policy.baseMs, policy.capMs, random), asked)
}
