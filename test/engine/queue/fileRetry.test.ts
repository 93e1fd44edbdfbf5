import { describe, expect, it } from 'vitest'
import { DEFAULT_BACKOFF, fileRetryDelayMs } from '../../../src/engine/queue/fileRetry'

describe('queue/fileRetry', () => {
  describe('fileRetryDelayMs()', () => {
    it.each([
      [1, 0, 500],
      [1, 1, 1000],
      [2, 0, 1000],
      [3, 1, 4000],
      [9, 1, 256_000],
      [10, 1, 300_000],
      [30, 0, 150_000]
    ])('attempt %i with random %f waits %i ms', (attempt, r, ms) => {
      expect(fileRetryDelayMs(attempt, DEFAULT_BACKOFF, () => r)).toBe(ms)
    })

    it('never retries sooner than the server asked', () => {
      expect(fileRetryDelayMs(1, DEFAULT_BACKOFF, () => 0, 30_000)).toBe(30_000)
      expect(fileRetryDelayMs(5, DEFAULT_BACKOFF, () => 1, 10)).toBe(16_000)
    })
  })
})
