import { describe, expect, it } from 'vitest'
import { runAt, type Clock } from '../../../../src/main/core/util/clock'

/** A clock whose timers fire only when the test says so, whatever it reads then. */
function manualClock(start: number) {
  const state = { now: start }
  const timers = new Map<number, { fn: () => void; ms: number }>()
  let next = 0
  const clock: Clock = {
    now: () => state.now,
    setTimeout: (fn, ms) => {
      timers.set(++next, { fn, ms })
      return next
    },
    clearTimeout: (h) => timers.delete(h as number)
  }
  const fireAll = (): void => {
    for (const [h, t] of [...timers]) {
      timers.delete(h)
      t.fn()
    }
  }
  return { state, timers, clock, fireAll }
}

describe('runAt()', () => {
  it('waits out a timer that fired before the clock reached the due time', () => {
    const m = manualClock(1_000)
    let ran = 0
    runAt(m.clock, 1_050, () => ran++)
    expect([...m.timers.values()].map((t) => t.ms)).toEqual([50])
    m.state.now = 1_049
    m.fireAll()
    expect(ran).toBe(0)
    expect([...m.timers.values()].map((t) => t.ms)).toEqual([1])
    m.state.now = 1_050
    m.fireAll()
    expect(ran).toBe(1)
  })

  it('cancels the timer armed again, not only the first one', () => {
    const m = manualClock(0)
    let ran = 0
    const cancel = runAt(m.clock, 100, () => ran++)
    m.state.now = 99
    m.fireAll()
    cancel()
    m.state.now = 200
    m.fireAll()
    expect(ran).toBe(0)
    expect(m.timers.size).toBe(0)
  })
})
