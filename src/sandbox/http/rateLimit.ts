/** Result of one hit: allowed, or refused with the seconds to wait. */
export interface RateDecision {
  ok: boolean
  retryAfterSeconds: number
}

/**
 * Rolling-window limiter (per key and bucket): at most `perMinute` hits in any `windowMs`.
 * Shared by every route; inference passes its own bucket and limit.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now
  ) {}

  hit(key: string, perMinute: number): RateDecision {
    const t = this.now()
    const list = (this.hits.get(key) ?? []).filter((x) => x > t - this.windowMs)
    if (list.length >= perMinute) {
      this.hits.set(key, list)
      const wait = list[0] + this.windowMs - t
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) }
    }
    list.push(t)
    this.hits.set(key, list)
    return { ok: true, retryAfterSeconds: 0 }
  }
}
