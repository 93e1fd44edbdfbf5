/** Result of one hit: allowed, or refused with the seconds to wait. */
export interface RateDecision {
  ok: boolean
  retryAfterSeconds: number
}

/** The times of one key's hits still in the window: `times[head…]`, oldest first. */
interface Window {
  times: number[]
  head: number
}

/** Expired slots dropped at once from the front of a window's array, at the least. */
const COMPACT_AT = 1024

/**
 * Rolling-window limiter (per key and bucket): at most `perMinute` hits in any `windowMs`.
 * Shared by every route; inference passes its own bucket and limit. Each hit costs O(1)
 * amortized: expired hits are skipped from the front, not filtered out of the whole list (a
 * lifted limit with 40,000 hits a minute would otherwise copy the list on every request).
 */
export class RateLimiter {
  private readonly hits = new Map<string, Window>()

  constructor(
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now
  ) {}

  hit(key: string, perMinute: number): RateDecision {
    const t = this.now()
    let w = this.hits.get(key)
    if (!w) {
      w = { times: [], head: 0 }
      this.hits.set(key, w)
    }
    const { times } = w
    while (w.head < times.length && times[w.head] <= t - this.windowMs) w.head++
    if (w.head >= COMPACT_AT && w.head * 2 >= times.length) {
      times.splice(0, w.head)
      w.head = 0
    }
    if (times.length - w.head >= perMinute) {
      const wait = times[w.head] + this.windowMs - t
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) }
    }
    times.push(t)
    return { ok: true, retryAfterSeconds: 0 }
  }
}
