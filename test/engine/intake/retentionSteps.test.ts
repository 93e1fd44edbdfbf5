import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { IntakeItem } from '../../../src/shared/intake'
import { SWEEP_STEP } from '../../../src/engine/intake/housekeeping'
import { SNAPSHOT } from '../../../src/engine/ledger/load'
import { writeSnapshot } from '../../../src/engine/ledger/snapshot'
import { entry } from '../ledger/entry'
import { ManualClock } from '../../main/support/manualClock'
import { waitFor } from '../../support/waitFor'
import { harness, type Harness } from './harness'

const DAY = 24 * 60 * 60 * 1000
const COUNT = 2_500

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

describe('retention over a long history', () => {
  it('removes it in steps, each told in a batch of its own of at most one step', async () => {
    h = await harness()
    const at = new Date(Date.now() - DAY).toISOString()
    const done = Array.from({ length: COUNT }, (_, i) =>
      entry(`done-${i}`, {
        seq: i + 1,
        state: 'extracted',
        shipmentNumbers: ['MAEU241234567'],
        documentId: `doc-${i}`,
        history: [{ state: 'extracted', at }],
        createdAt: at,
        updatedAt: at
      })
    )
    mkdirSync(h.stateDir)
    writeSnapshot(join(h.stateDir, SNAPSHOT), COUNT, done, COUNT)
    const clock = new ManualClock(Date.parse(at) + 31 * DAY)
    const s = h.service({ clock })
    const batches: IntakeItem[][] = []
    s.on('items', (b) => batches.push(b))
    // The sweep at start took the first step; the next one comes once its batch was told.
    expect(s.counts().total).toBe(COUNT - SWEEP_STEP)
    for (let told = 1; told <= 3; told++) {
      clock.advance(100)
      await waitFor(() => batches.length >= told, `batch ${told} of the removals`, 5_000)
    }
    expect(s.counts().total).toBe(0)
    expect(batches.map((b) => b.length)).toEqual([SWEEP_STEP, SWEEP_STEP, COUNT - 2 * SWEEP_STEP])
    expect(batches.flat().every((i) => i.removed === true)).toBe(true)
  })
})
