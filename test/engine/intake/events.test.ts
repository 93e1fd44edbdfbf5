import { describe, expect, it } from 'vitest'
import { Emitter, Throttle } from '../../../src/engine/context/events'
import { ManualClock } from '../../main/support/manualClock'

describe('events', () => {
  describe('Throttle.mark()', () => {
    it('delivers each key once per interval with its value at delivery time', () => {
      const clock = new ManualClock()
      const batches: number[][] = []
      const values = new Map<string, number>()
      const t = new Throttle<number>(
        clock,
        100,
        (k) => values.get(k)!,
        (b) => batches.push(b)
      )
      for (let i = 0; i < 10_000; i++) {
        values.set(`k${i % 3}`, i)
        t.mark(`k${i % 3}`)
      }
      expect(batches).toEqual([])
      clock.advance(99)
      expect(batches).toEqual([])
      clock.advance(1)
      expect(batches).toEqual([[9999, 9997, 9998]])
      clock.advance(500)
      expect(batches).toHaveLength(1)
    })

    it('drops keys whose value is gone by delivery time', () => {
      const clock = new ManualClock()
      const batches: string[][] = []
      const t = new Throttle<string>(
        clock,
        100,
        () => null,
        (b) => batches.push(b)
      )
      t.mark('a')
      clock.advance(100)
      expect(batches).toEqual([])
    })
  })

  describe('Emitter.on()', () => {
    it('returns an unsubscribe function and survives a throwing listener', () => {
      const e = new Emitter<{ ping: number }>()
      const got: number[] = []
      e.on('ping', () => {
        throw new Error('listener bug')
      })
      const off = e.on('ping', (n) => got.push(n))
      e.emit('ping', 1)
      off()
      e.emit('ping', 2)
      expect(got).toEqual([1])
    })

    it('hands what a listener threw to its error handler, and goes on to the next listener', () => {
      const failures: string[] = []
      const e = new Emitter<{ ping: number }>((event, err) =>
        failures.push(`${String(event)}: ${(err as Error).message}`)
      )
      const got: number[] = []
      e.on('ping', () => {
        throw new Error('listener bug')
      })
      e.on('ping', (n) => got.push(n))
      e.emit('ping', 1)
      expect(failures).toEqual(['ping: listener bug'])
      expect(got).toEqual([1])
    })
  })
})
