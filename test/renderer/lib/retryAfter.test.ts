import { describe, expect, it } from 'vitest'
import { retryAfterSeconds } from '@renderer/lib/retryAfter'

describe('lib/retryAfter', () => {
  describe('retryAfterSeconds()', () => {
    it.each([
      [{ message: 'Too many lookups.', detail: '12' }, 12],
      [{ message: 'Too many lookups.', detail: '0.2' }, 1],
      [{ message: 'Too many lookups.', detail: 'HTTP 429, Retry-After: 30' }, 30],
      [{ message: 'Too many lookups; retry after 45 seconds.' }, 45],
      [{ message: 'The service is receiving too many requests (429) and asked to wait 12 s.' }, 12],
      [{ message: 'The service is receiving too many requests (429).' }, 60],
      [{ message: 'Too many lookups.' }, 60]
    ])('reads %j as %i seconds', (error, seconds) => {
      expect(retryAfterSeconds(error)).toBe(seconds)
    })
  })
})
