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
 * Delay before retry number `attempt` (1 = first retry): exponential with "equal jitter" (half
 * fixed, half random) so a crowd of files failing together does not come back together, never
 * shorter than what the server asked for in Retry-After.
 */
export function retryDelayMs(
  attempt: number,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
  random: () => number = Math.random,
  retryAfterMs?: number
): number {
  const exp = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt - 1))
  const jittered = Math.round(exp / 2 + random() * (exp / 2))
  return Math.max(jittered, retryAfterMs ?? 0)
}
