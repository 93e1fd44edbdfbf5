import type { Clock } from '../time/clock'
import { equalJitterMs } from '../time/jitter'

export interface RetryPolicy {
  /** Extra attempts after the first one. */
  retries: number
  baseDelayMs: number
  maxDelayMs: number
  /** A Retry-After longer than this is not waited out here; the error goes to the caller. */
  maxRetryAfterMs: number
}

export const DEFAULT_RETRY: RetryPolicy = {
  retries: 3,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 30_000
}

/** Delay before request retry number `attempt` (see equalJitterMs). */
export function requestRetryDelayMs(
  attempt: number,
  policy: RetryPolicy,
  random: () => number
): number {
  return equalJitterMs(attempt, policy.baseDelayMs, policy.maxDelayMs, random)
}

/** A wait on `clock` as a promise that rejects with the signal's reason when aborted. */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = (): void => {
      clock.clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
