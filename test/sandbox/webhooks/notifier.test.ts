import { describe, expect, it } from 'vitest'
import { deliverableUrl, retryDelay } from '../../../src/sandbox/webhooks/notifier'

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
