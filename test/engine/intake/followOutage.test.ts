import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { ServiceClient } from '../../../src/engine/client/serviceClient'
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

describe('a delivered document followed through an outage longer than the follow limit', () => {
  it('is not stalled while the service is out of reach, and is followed on once it answers', async () => {
    // The service takes its time: the document stays submitted for the whole test.
    h = await harness({ delayMs: 3_600_000 }, { retry: { retries: 0 } })
    const clock = new ManualClock(Date.now())
    let looks = 0
    let answered = 0
    let failed = 0
    const client: ServiceClient = {
      ...h.client,
      getDocument: async (...args) => {
        looks++
        try {
          const doc = await h!.client.getDocument(...args)
          answered++
          return doc
        } catch (err) {
          failed++
          throw err
        }
      }
    }
    const s = h.service({ clock, client, followSchedule: () => 1000, stalledAfterMs: 10 * MINUTE })
    const f = join(h.dir, 'inv.txt')
    writeFileSync(f, invoiceText('followed through an outage'))
    await s.addFiles([f])
    // Time moves on only while no look is under way, one follow step at a time.
    const step = (pred: () => boolean, what: string, ms = 1000) =>
      waitFor(
        () => {
          if (pred()) return true
          if (looks === answered + failed) clock.advance(ms)
          return false
        },
        what,
        20_000
      )
    await step(() => s.list()[0]?.state === 'submitted' && answered > 0, 'a look at the document')

    await h.stopSandbox()
    const failedBefore = failed
    // Twenty minutes without the service, twice the follow limit, looked at every 30 s.
    await step(() => failed >= failedBefore + 40, 'forty looks during the outage', 30_000)
    expect(s.list()[0]).toMatchObject({ state: 'submitted', lastError: null })

    await h.restartSandbox()
    const answeredBefore = answered
    await step(() => answered >= answeredBefore + 2, 'two looks once the service is back')
    expect(s.list()[0].state).toBe('submitted')
    // The limit still holds for the time the service could be asked: ten minutes more end it.
    await step(() => s.list()[0].state === 'stalled', 'the document to be stalled', 30_000)
    expect(answered - answeredBefore).toBeGreaterThanOrEqual(10)
  })
})
