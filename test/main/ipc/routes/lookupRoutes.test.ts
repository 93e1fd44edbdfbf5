import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TrackingView } from '@shared/views'
import { startHarness, type Harness } from '../../support/routeHarness'
import { waitFor } from '../../../support/waitFor'

describe('ipc/routes lookup over the sandbox', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness({ keyStorage: 'basic_text' })
  })
  afterAll(async () => {
    await h.close()
  })

  async function outcome(id: string): Promise<TrackingView> {
    return waitFor(
      async () => {
        const res = await h.call('lookup.trackingStatus', { id })
        if (!res.ok) throw new Error(res.error.message)
        return res.value.attributes.status === 'pending' ? undefined : res.value
      },
      `tracking request ${id} to leave pending`,
      10_000
    )
  }

  it('gives a number already tracked the shipment that tracks it', async () => {
    const res = await h.call('lookup.track', {
      number: 'MAEU241234567',
      numberType: 'bill_of_lading',
      scac: 'MAEU'
    })
    if (!res.ok) throw new Error(res.error.message)
    const done = await outcome(res.value.id)
    expect(done.attributes).toMatchObject({ status: 'failed', failed_reason: 'duplicate' })
    expect(done.shipment?.attributes.bill_of_lading_number).toBe('MAEU241234567')
    expect(done.shipmentUnavailable).toBeNull()
  })
})

describe('ipc/routes lookup.shippingLines over the sandbox', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness({ keyStorage: 'basic_text' })
  })
  afterAll(async () => {
    await h.close()
  })

  it('lists the service’s lines for a booking by name, with their SCAC', async () => {
    const res = await h.call('lookup.shippingLines', { numberType: 'booking' })
    if (!res.ok) throw new Error(res.error.message)
    expect(res.value.length).toBeGreaterThan(3)
    expect(res.value).toContainEqual({ scac: 'MAEU', name: expect.stringMatching(/Maersk/) })
    const names = res.value.map((l) => l.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
  })

  it('refuses to track with a carrier the service does not have', async () => {
    const res = await h.call('lookup.track', {
      number: '177NGBLGB0312',
      numberType: 'booking',
      scac: 'ZZZZ'
    })
    // Main refuses it before anything is sent, in its own words.
    expect(res).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: expect.stringMatching(/^ZZZZ is not a shipping line/) }
    })
  })
})
