import { describe, expect, it } from 'vitest'
import { Emitter, Throttle } from '../../../../src/main/core/intake/events'
import type { Clock } from '../../../../src/main/core/util/clock'

/** A clock whose timers fire only when the test advances it. */
function manualClock() {
  let now = 0
  let timers: { at: number; fn: () => void; id: number }[] = []
  let next = 1
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = next++
      timers.push({ at: now + ms, fn, id })
      return id
    },
    clearTimeout: (h) => {
      timers = timers.filter((t) => t.id !== h)
    }
  }
  const advance = (ms: number): void => {
    now += ms
    const due = timers.filter((t) => t.at <= now)
    timers = timers.filter((t) => t.at > now)
    for (const t of due) t.fn()
  }
  return { clock, advance }
}

describe('events', () => {
  describe('Throttle.mark()', () => {
    it('delivers each key once per interval with its value at delivery time', () => {
      const { clock, advance } = manualClock()
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
      advance(99)
      expect(batches).toEqual([])
      advance(1)
      expect(batches).toEqual([[9999, 9997, 9998]])
      advance(500)
      expect(batches).toHaveLength(1)
    })

    it('drops keys whose value is gone by delivery time', () => {
      const { clock, advance } = manualClock()
      const batches: string[][] = []
      const t = new Throttle<string>(
        clock,
        100,
        () => null,
        (b) => batches.push(b)
      )
      t.mark('a')
      advance(100)
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
  })
})
