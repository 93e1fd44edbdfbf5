import { describe, expect, it } from 'vitest'
import { FILE_STATES, type FileState, type IntakeItem } from '../../src/shared/intake'
import { countByState, needsAttention, retriedByRetryFailed } from '../../src/shared/intakeCounts'
import { prng } from '../../src/shared/prng'

/** An item in `state` since 09:00, acknowledged at 10:00 or not. */
function item(state: FileState, acknowledged: boolean): IntakeItem {
  return {
    state,
    history: [{ state, at: '2026-03-02T09:00:00Z' }],
    acknowledgedAt: acknowledged ? '2026-03-02T10:00:00Z' : null
  } as IntakeItem
}

describe('one "needs attention", one "Retry failed"', () => {
  it('main counts, in a glance, what the window judges item by item', () => {
    const random = prng(7)
    for (let round = 0; round < 50; round++) {
      const items = Array.from({ length: 40 }, () =>
        item(FILE_STATES[Math.floor(random() * FILE_STATES.length)], random() < 0.3)
      )
      const byState = new Map<FileState, number>()
      const acknowledged = new Map<FileState, number>()
      for (const i of items) {
        byState.set(i.state, (byState.get(i.state) ?? 0) + 1)
        // The ledger tallies acknowledged problems apart (StateIndex).
        if (i.acknowledgedAt && needsAttention({ ...i, acknowledgedAt: null }))
          acknowledged.set(i.state, (acknowledged.get(i.state) ?? 0) + 1)
      }
      const counts = countByState(byState, false, acknowledged)
      expect(counts.attention).toBe(items.filter(needsAttention).length)
      expect(counts.failed).toBe(items.filter(retriedByRetryFailed).length)
      // "Retry failed (N)" is never more than "needs attention".
      expect(items.filter(retriedByRetryFailed).every(needsAttention)).toBe(true)
    }
  })

  it('an acknowledged failure needs attention again once it changes', () => {
    const failed = item('failed', true)
    expect(needsAttention(failed)).toBe(false)
    expect(retriedByRetryFailed(failed)).toBe(false)
    const again = {
      ...failed,
      history: [...failed.history, { state: 'failed' as const, at: '2026-03-02T11:00:00Z' }]
    }
    expect(needsAttention(again)).toBe(true)
    expect(retriedByRetryFailed(again)).toBe(true)
    expect(needsAttention(item('empty', false))).toBe(true)
    expect(retriedByRetryFailed(item('empty', false))).toBe(false)
  })
})
