import { describe, expect, it } from 'vitest'
import {
  bearing,
  cutAt,
  densify,
  simplify,
  toOutput,
  unwrap,
  wrapLongitude
} from '../../../src/sandbox/vesselRoutes/geometry'

describe('geometry', () => {
  describe('unwrap()', () => {
    it('keeps consecutive longitudes within 180 degrees', () => {
      expect(
        unwrap([
          [170, 0],
          [-170, 0],
          [-160, 1]
        ])
      ).toEqual([
        [170, 0],
        [190, 0],
        [200, 1]
      ])
    })
  })

  describe('wrapLongitude()', () => {
    it.each([
      [190, -170],
      [-190, 170],
      [180, -180],
      [0, 0],
      [-118.27, -118.27]
    ])('wraps %d to %d', (input, out) => {
      expect(wrapLongitude(input)).toBeCloseTo(out, 9)
    })
  })

  describe('toOutput()', () => {
    it('wraps and rounds to 4 decimals', () => {
      expect(toOutput([196.123456, 43.987654])).toEqual([-163.8765, 43.9877])
    })
  })

  describe('densify()', () => {
    it('adds points and keeps both ends', () => {
      const d = densify(
        [
          [0, 0],
          [10, 0]
        ],
        1
      )
      expect(d).toHaveLength(11)
      expect(d[0]).toEqual([0, 0])
      expect(d.at(-1)).toEqual([10, 0])
    })
  })

  describe('cutAt()', () => {
    it('finds the point at a share of the length', () => {
      const { point, before } = cutAt(
        [
          [0, 0],
          [10, 0],
          [20, 0]
        ],
        0.75
      )
      expect(point[0]).toBeCloseTo(15)
      expect(before).toBe(1)
    })
  })

  describe('simplify()', () => {
    it('drops points within tolerance and keeps the ends', () => {
      const line = densify(
        [
          [0, 0],
          [10, 0],
          [10, 10]
        ],
        0.5
      )
      const s = simplify(line, 0.1)
      expect(s).toEqual([
        [0, 0],
        [10, 0],
        [10, 10]
      ])
    })
  })

  describe('bearing()', () => {
    it('points east along the equator and north along a meridian', () => {
      expect(bearing([0, 0], [1, 0])).toBe(90)
      expect(bearing([0, 0], [0, 1])).toBe(0)
    })
  })
})
