import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from '../../../src/engine/client/retryAfter'

describe('retryAfter', () => {
  describe('parseRetryAfter()', () => {
    const now = Date.parse('2026-03-02T10:00:00Z')

    it('reads delay-seconds', () => {
      expect(parseRetryAfter('7', now)).toBe(7000)
      expect(parseRetryAfter(' 0 ', now)).toBe(0)
    })

    it('reads an HTTP date relative to now', () => {
      expect(parseRetryAfter('Mon, 02 Mar 2026 10:00:12 GMT', now)).toBe(12_000)
    })

    it('never returns a negative wait for a date in the past', () => {
      expect(parseRetryAfter('Mon, 02 Mar 2026 09:59:00 GMT', now)).toBe(0)
    })

    it('returns undefined when absent or unreadable', () => {
      expect(parseRetryAfter(null, now)).toBeUndefined()
      expect(parseRetryAfter('', now)).toBeUndefined()
      expect(parseRetryAfter('soon', now)).toBeUndefined()
    })
  })
})
