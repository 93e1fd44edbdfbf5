import { afterEach, describe, expect, it } from 'vitest'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import { eml, postEml } from '../../support/eml'
import { ManualClock } from '../../main/support/manualClock'
import { waitFor } from '../../support/waitFor'
import { harness, until, type Harness } from './harness'

const EVERY = 60_000

describe('IntakeService: documents mailed to the document alias', () => {
  let h: Harness | null = null
  afterEach(async () => {
    await h?.close()
    h = null
  })

  it('looks at start and then every interval, goes on after a failed look, and stops on close', async () => {
    h = await harness({ delayMs: 0 }, { retry: { retries: 0 } })
    const clock = new ManualClock(Date.now())
    await h.stopSandbox()
    const s = h.service({ clock, mailEveryMs: EVERY })
    // The first look is due at once (beside the engine's own timers).
    expect(clock.pendingMs.filter((ms) => ms === 0)).toHaveLength(1)

    // The first look cannot reach the service: the next one is still planned.
    clock.advance(0)
    await waitFor(() => clock.pendingMs.includes(EVERY), 'the next look to be planned', 5000)
    expect(s.list()).toEqual([])

    await h.restartSandbox()
    const res = await postEml(
      h.client.baseUrl,
      eml({
        to: BLUE_HARBOR.documentAlias,
        attachments: [{ name: 'arrival-notice.pdf', bytes: Buffer.from('%PDF-1.4\nnotice\n') }]
      })
    )
    expect(res.status).toBe(201)
    clock.advance(EVERY)
    const [item] = await until(s, (items) => items.length === 1)
    expect(item).toMatchObject({
      name: 'arrival-notice.pdf',
      origin: { kind: 'email' },
      path: null,
      state: 'submitted'
    })

    await waitFor(() => clock.pendingMs.includes(EVERY), 'the look after that', 5000)
    await s.close()
    expect(clock.pendingMs).not.toContain(EVERY)
  })

  it('is off unless asked for (the CLI never looks for mail)', async () => {
    h = await harness({ delayMs: 0 })
    const clock = new ManualClock(Date.now())
    h.service({ clock })
    expect(clock.pendingMs).not.toContain(0)
    expect(clock.pendingMs).not.toContain(EVERY)
  })
})
