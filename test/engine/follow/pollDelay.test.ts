import { describe, expect, it } from 'vitest'
import { pollDelayMs } from '../../../src/engine/follow/checkDocument'

describe('pollDelay', () => {
  describe('pollDelayMs()', () => {
    const mid = (): number => 0.5

    it('starts at about one second', () => {
      expect(pollDelayMs(0, mid)).toBe(1000)
    })

    it('grows with each attempt until it reaches 60 s, then stays there', () => {
      const delays = Array.from({ length: 15 }, (_, i) => pollDelayMs(i, mid))
      for (let i = 1; i < delays.length; i++)
        expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1])
      expect(delays[3]).toBeGreaterThan(3000)
      expect(delays.at(-1)).toBe(60_000)
      expect(pollDelayMs(500, mid)).toBe(60_000)
    })

    it('spreads polls by ±20 % and never goes past 60 s', () => {
      expect(pollDelayMs(0, () => 0)).toBe(800)
      expect(pollDelayMs(0, () => 1)).toBe(1200)
      expect(pollDelayMs(40, () => 1)).toBe(60_000)
      expect(pollDelayMs(40, () => 0)).toBe(48_000)
    })

    it('treats negative or fractional attempts as whole attempts from zero', () => {
      expect(pollDelayMs(-3, mid)).toBe(1000)
      expect(pollDelayMs(1.7, mid)).toBe(pollDelayMs(1, mid))
    })
  })
})
