import { describe, expect, it } from 'vitest'
import { DEFAULT_BACKOFF, fileRetryDelayMs } from '../../../src/engine/queue/fileRetry'

describe('queue/fileRetry', () => {
  describe('fileRetryDelayMs()', () => {
    it.each([
      [1, 0, 500],
      [1, 1, 1000],
      [2, 0, 1000],
      [3, 1, 4000],
      [5, 1, 16_000],
      [6, 1, 30_000],
      [30, 0, 15_000]
    ])('attempt %i with random %f waits %i ms', (attempt, r, ms) => {
      expect(fileRetryDelayMs(attempt, DEFAULT_BACKOFF, () => r)).toBe(ms)
    })

    it('never retries sooner than the server asked', () => {
      expect(fileRetryDelayMs(1, DEFAULT_BACKOFF, () => 0, 20_000)).toBe(20_000)
      expect(fileRetryDelayMs(5, DEFAULT_BACKOFF, () => 1, 10)).toBe(16_000)
    })

    it('waits at most 30 s, whatever the attempt or the server asked for', () => {
      for (const attempt of [1, 7, 8, 50])
        for (const r of [0, 0.5, 1])
          for (const asked of [undefined, 45_000, 86_400_000])
            expect(fileRetryDelayMs(attempt, DEFAULT_BACKOFF, () => r, asked)).toBeLessThanOrEqual(
              30_000
            )
    })
  })
})
