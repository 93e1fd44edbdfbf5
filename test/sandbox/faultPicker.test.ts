import { describe, expect, it } from 'vitest'
import { createFaultPicker } from '../../src/sandbox/faults'

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
