import { describe, expect, it } from 'vitest'
import { seedNote, testSeed } from './seed'

describe('test/support/seed', () => {
  it('replays the seed DROPDOCK_SEED gives', () => {
    expect(testSeed({ DROPDOCK_SEED: '42' })).toBe(42)
    expect(testSeed({ DROPDOCK_SEED: '4294967295' })).toBe(4294967295)
    expect(seedNote(42)).toBe('(DROPDOCK_SEED=42)')
  })

  it('draws a fresh 32-bit seed without DROPDOCK_SEED', () => {
    for (const env of [{}, { DROPDOCK_SEED: '' }]) {
      const seed = testSeed(env)
      expect(Number.isInteger(seed)).toBe(true)
      expect(seed).toBeGreaterThanOrEqual(0)
      expect(seed).toBeLessThanOrEqual(0xffff_ffff)
    }
  })

  it('refuses a seed that could not be replayed, naming the variable', () => {
    for (const bad of ['abc', '1.5', '-1', '4294967296']) {
      expect(() => testSeed({ DROPDOCK_SEED: bad }), bad).toThrow(
        `DROPDOCK_SEED must be an integer from 0 to 4294967295, not "${bad}"`
      )
    }
  })
})
