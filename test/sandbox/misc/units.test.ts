import { describe, expect, it } from 'vitest'
import { createFaultPicker } from '../../../src/sandbox/faults'
import { RateLimiter } from '../../../src/sandbox/http/rateLimit'
import { deliverableUrl, retryDelay } from '../../../src/sandbox/webhooks/notifier'

describe('faults', () => {
  describe('createFaultPicker()', () => {
    it('fails the asked share and uses every kind of failure', () => {
      const pick = createFaultPicker(0.25, 7)
      const kinds = Array.from({ length: 4000 }, pick).filter((k) => k !== null)
      expect(kinds.length / 4000).toBeGreaterThan(0.22)
      expect(kinds.length / 4000).toBeLessThan(0.28)
      expect(new Set(kinds)).toEqual(new Set(['500', '502', '503', 'reset', 'stall', 'lost']))
    })

    it('picks the same faults for the same seed, other faults for another seed', () => {
      const run = (seed: number) => Array.from({ length: 200 }, createFaultPicker(0.3, seed))
      expect(run(42)).toEqual(run(42))
      expect(run(42)).not.toEqual(run(43))
    })

    it('never fails at rate 0', () => {
      const pick = createFaultPicker(0, 1)
      expect(Array.from({ length: 100 }, pick).every((k) => k === null)).toBe(true)
    })
  })
})

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

describe('webhooks/notifier', () => {
  describe('retryDelay()', () => {
    it('doubles from the base and is capped at an hour', () => {
      expect([1, 2, 3, 4].map((n) => retryDelay(1000, n))).toEqual([1000, 2000, 4000, 8000])
      expect(retryDelay(1000, 30)).toBe(3_600_000)
    })
  })

  describe('deliverableUrl()', () => {
    it('accepts HTTPS, and http only when allowed', () => {
      expect(deliverableUrl('https://hooks.example.com/x', false)).toBe(true)
      expect(deliverableUrl('http://127.0.0.1:9/x', false)).toBe(false)
      expect(deliverableUrl('http://127.0.0.1:9/x', true)).toBe(true)
      expect(deliverableUrl('ftp://example.com', true)).toBe(false)
      expect(deliverableUrl('not a url', true)).toBe(false)
    })
  })
})
