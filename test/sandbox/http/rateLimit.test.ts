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
  })
})
