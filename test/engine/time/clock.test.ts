import { describe, expect, it } from 'vitest'
import { runAt } from '../../../src/engine/time/clock'
import { ManualClock } from '../../main/support/manualClock'

describe('runAt()', () => {
  it('waits out a timer that fired before the clock reached the due time', () => {
    const m = new ManualClock(1_000)
    let ran = 0
    runAt(m, 1_050, () => ran++)
    expect(m.pendingMs).toEqual([50])
    m.set(1_049)
    m.fireAll()
    expect(ran).toBe(0)
    expect(m.pendingMs).toEqual([1])
    m.set(1_050)
    m.fireAll()
    expect(ran).toBe(1)
  })

  it('cancels the timer armed again, not only the first one', () => {
    const m = new ManualClock(0)
    let ran = 0
    const cancel = runAt(m, 100, () => ran++)
    m.set(99)
    m.fireAll()
    cancel()
    m.set(200)
    m.fireAll()
    expect(ran).toBe(0)
    expect(m.pendingMs.length).toBe(0)
  })
})
