import { equalJitterMs } from '../time/jitter'

export interface BackoffPolicy {
  /** Delay before the first retry. */
  baseMs: number
  /** Longest delay between two attempts. */
  capMs: number
  /** Attempts (the first try included) before a transient error becomes final. */
  maxAttempts: number
}

/** About 1 s growing to 5 min, eight tries: rides out a lunch-hour outage, not a weekend one. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, capMs: 5 * 60_000, maxAttempts: 8 }

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
  return Math.max(equalJitterMs(attempt, policy.baseMs, policy.capMs, random), retryAfterMs ?? 0)
}
