import { describe, expect, it } from 'vitest'
import { RateLimiter } from '../../../src/sandbox/http/rateLimit'

describe('http/rateLimit', () => {
  describe('RateLimiter.hit()', () => {
    it('refuses past the limit in the window with the seconds until a slot frees', () => {
      let now = 0
      const limiter = new RateLimiter(60_000, () => now)
      for (let i = 0; i < 3; i++) expect(limiter.hit('k', 3).ok).toBe(true)
      now = 15_000
      expect(limiter.hit('k', 3)).toEqual({ ok: false, retryAfterSeconds: 45 })
      expect(limiter.hit('other', 3).ok).toBe(true)
      now = 60_001
      expect(limiter.hit('k', 3).ok).toBe(true)
    })
    it('keeps counting the window right over many thousands of hits', () => {
      let now = 0
      const limiter = new RateLimiter(1000, () => now)
      // One hit a millisecond for 5 s: always 1000 in the window, so the limit 1000 holds.
      for (; now < 5000; now++) expect(limiter.hit('k', 1000).ok).toBe(true)
      now = 4999
      expect(limiter.hit('k', 1000)).toEqual({ ok: false, retryAfterSeconds: 1 })
      // At 5.5 s the hits of 4.501 s to 4.999 s (499) are still in the window: 501 more fit.
      now = 5500
      for (let i = 0; i < 501; i++) expect(limiter.hit('k', 1000).ok).toBe(true)
      expect(limiter.hit('k', 1000).ok).toBe(false)
    })
  })
})
