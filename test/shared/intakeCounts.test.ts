import { describe, expect, it } from 'vitest'
import { FILE_STATES, type FileState, type IntakeItem } from '../../src/shared/intake'
import {
  countByState,
  needsAttention,
  retriedByRetryFailed,
  tallyOf
} from '../../src/shared/intakeCounts'
import { endedWell, outcomeOf } from '../../src/shared/outcome'
import { prng } from '../../src/shared/prng'

/**
 * An item in `state` since 09:00, acknowledged at 10:00 or not, linked to a shipment or not,
 * with data keyed by hand or not.
 */
function item(state: FileState, acknowledged: boolean, linked = false, keyed = false): IntakeItem {
  return {
    state,
    history: [{ state, at: '2026-03-02T09:00:00Z' }],
    acknowledgedAt: acknowledged ? '2026-03-02T10:00:00Z' : null,
    shipmentNumbers: linked ? ['MAEU241234567'] : [],
    containerNumbers: [],
    manual: keyed ? { invoice_number: 'INV-SCAN-77' } : null
  } as unknown as IntakeItem
}

describe('one "needs attention", one "Retry failed"', () => {
  it('main counts, in a glance, what the window judges item by item', () => {
    const random = prng(7)
    for (let round = 0; round < 50; round++) {
      const items = Array.from({ length: 40 }, () =>
        item(
          FILE_STATES[Math.floor(random() * FILE_STATES.length)],
          random() < 0.3,
          random() < 0.5,
          random() < 0.3
        )
      )
      const counts = countByState(tallyOf(items), false)
      expect(counts.attention).toBe(items.filter(needsAttention).length)
      expect(counts.failed).toBe(items.filter(retriedByRetryFailed).length)
      // "Retry failed (N)" is never more than "needs attention".
      expect(items.filter(retriedByRetryFailed).every(needsAttention)).toBe(true)
    }
  })

  it('a failed extraction keyed by hand is judged by its links and is not retried', () => {
    const unlinked = item('extraction_failed', false, false, true)
    const linked = item('extraction_failed', false, true, true)
    expect([outcomeOf(unlinked), outcomeOf(linked)]).toEqual(['needs_shipment', 'linked'])
    expect([needsAttention(unlinked), needsAttention(linked)]).toEqual([true, false])
    expect([retriedByRetryFailed(unlinked), retriedByRetryFailed(linked)]).toEqual([false, false])
    expect(countByState(tallyOf([unlinked, linked]), false)).toMatchObject({
      attention: 1,
      failed: 0
    })
    expect(endedWell(linked)).toBe(true)
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

describe('an outcome per document', () => {
  it('counts each document of a split file, and one on no shipment needs attention', () => {
    const part = (n: number, shipments: string[]) => ({
      documentId: `p${n}`,
      pages: { first: n, last: n },
      documentType: 'commercial_invoice',
      state: 'extracted' as const,
      shipmentNumbers: shipments,
      containerNumbers: []
    })
    // The file's links are all its parts' together: judged as one, it looked linked.
    const scan = {
      ...item('extracted', false, true),
      parts: [part(1, ['MAEU241234567']), part(2, []), part(3, ['MEDUQ2417731'])]
    }
    expect(needsAttention(scan)).toBe(true)
    const counts = countByState(tallyOf([scan]), false)
    expect(counts.byOutcome).toEqual({ linked: 2, needs_shipment: 1 })
    expect(counts).toMatchObject({ total: 1, attention: 1 })
    // Acknowledged, none of its documents is counted as needing attention.
    const seen = { ...scan, acknowledgedAt: '2026-03-02T10:00:00Z' }
    expect(countByState(tallyOf([seen]), false).attention).toBe(0)
  })

  it('a document read but linked to no shipment needs attention, and is not retried', () => {
    const unlinked = item('extracted', false)
    expect(outcomeOf(unlinked)).toBe('needs_shipment')
    expect(needsAttention(unlinked)).toBe(true)
    expect(retriedByRetryFailed(unlinked)).toBe(false)
    const counts = countByState(tallyOf([unlinked, item('extracted', false, true)]), false)
    expect(counts).toMatchObject({ total: 2, attention: 1, failed: 0 })
    expect(counts.byOutcome).toEqual({ needs_shipment: 1, linked: 1 })
  })

  it('a container alone links a document; a failed extraction needs its data', () => {
    const boxed = { ...item('extracted', false), containerNumbers: ['MSKU1234565'] }
    expect(outcomeOf(boxed)).toBe('linked')
    expect(needsAttention(boxed)).toBe(false)
    expect(outcomeOf(item('extraction_failed', false))).toBe('needs_data')
    expect(outcomeOf(item('stalled', false))).toBe('failed')
    expect(outcomeOf(item('duplicate', false))).toBe('same_file')
    expect(outcomeOf(item('classified', false))).toBe('working')
  })

  it('a command ends well for a read document, linked or not, and for a file sent before', () => {
    expect(endedWell(item('extracted', false, true))).toBe(true)
    expect(endedWell(item('extracted', false))).toBe(true)
    expect(endedWell(item('duplicate', false))).toBe(true)
    for (const s of ['extraction_failed', 'failed', 'empty', 'stalled', 'cancelled'] as const)
      expect(endedWell(item(s, false))).toBe(false)
  })
})
