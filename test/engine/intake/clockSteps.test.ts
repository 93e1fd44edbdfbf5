import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { GateRunner, lookAtFile } from '../../../src/engine/watch/gateRunner'
import { ManualClock } from '../../main/support/manualClock'
import { invoiceText } from '../../main/support/invoiceText'
import { waitFor } from '../../support/waitFor'
import { harness, type Harness } from './harness'

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

const MINUTE = 60_000

describe('a wall clock stepped while the engine runs (NTP, the user)', () => {
  it('set back 3 minutes, keeps a file in its quiet period for that period, not 3 minutes more', async () => {
    h = await harness()
    const clock = new ManualClock(Date.now())
    const f = join(h.inbox, 'scan.txt')
    writeFileSync(f, invoiceText('quiet for 3 s'))
    const stable: string[] = []
    // Real stats, counted: time moves on only while no look is under way.
    let looking = 0
    const gate = new GateRunner({
      clock,
      stat: async (p) => {
        looking++
        try {
          return await lookAtFile(p)
        } finally {
          looking--
        }
      },
      onStable: (p) => stable.push(p),
      onGone: () => undefined,
      openForWriting: async () => new Set()
    })
    gate.observe(f, null, 3000)
    clock.advance(100)
    clock.set(clock.now() - 3 * MINUTE)
    await waitFor(
      () => {
        if (stable.length === 0 && looking === 0 && clock.monotonic() < 400_000) clock.advance(250)
        return stable.length > 0
      },
      'the file to be stable',
      20_000
    )
    // Its 3 s quiet period (one look to see it, one to find it unchanged), not 3 minutes more.
    expect(clock.monotonic()).toBeLessThan(10_000)
    gate.close()
  })

  it('set forward 15 minutes, does not make a followed document stalled', async () => {
    // Extraction takes a while, so the document is followed across the step.
    h = await harness({ delayMs: 60_000 })
    const clock = new ManualClock(Date.now())
    const s = h.service({ clock, followSchedule: () => 1000, stalledAfterMs: 10 * MINUTE })
    const f = join(h.dir, 'inv.txt')
    writeFileSync(f, invoiceText('followed across a clock step'))
    await s.addFiles([f])
    await waitFor(
      () => {
        clock.advance(100)
        return s.list()[0]?.state === 'submitted'
      },
      'the document to be submitted',
      20_000
    )
    const looks = (): number =>
      h!.requests.filter((r) => /^GET \/v2\/documents\/\S+ 200$/.test(r)).length
    const before = looks()
    clock.set(clock.now() + 15 * MINUTE)
    // Two looks at the document after the step: the second is armed only once the first was
    // judged, a positive marker that the step was seen.
    await waitFor(
      () => {
        clock.advance(1000)
        return looks() >= before + 2 || s.list()[0].state === 'stalled'
      },
      'two looks at the document after the step',
      20_000
    )
    expect(s.list()[0].state).toBe('submitted')
    // The limit still holds on the monotonic clock: ten minutes of following end it.
    await waitFor(
      () => {
        clock.advance(30_000)
        return s.list()[0].state === 'stalled'
      },
      'the document to be stalled after 10 minutes',
      15_000
    )
  })
})
