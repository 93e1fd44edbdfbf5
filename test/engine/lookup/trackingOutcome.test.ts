import { afterEach, describe, expect, it } from 'vitest'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import { startTracking } from '../../../src/engine/lookup/numberLookup'
import { followTracking, shipmentTracking } from '../../../src/engine/lookup/trackingOutcome'
import { systemClock } from '../../../src/engine/time/clock'
import { startSandbox } from '../../../src/sandbox/index'

let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined
afterEach(async () => {
  await sandbox?.close()
  sandbox = undefined
})

async function serviceWithDelay(delayMs: number) {
  sandbox = await startSandbox({ log: () => undefined, delayMs })
  return createServiceClient({ baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey })
}

const bol = { numberType: 'bill_of_lading', scac: 'MAEU' } as const

describe('followTracking() over the sandbox', () => {
  it('waits for a pending request to become created', async () => {
    const client = await serviceWithDelay(150)
    const started = await startTracking(client, { number: 'MAEU241230001', ...bol })
    expect(started.data.attributes.status).toBe('pending')
    const done = await followTracking(client, started, systemClock, { maxMs: 20_000, pollMs: 50 })
    expect(done.data.attributes.status).toBe('created')
  })

  it('gives back a request still pending once the wait is over', async () => {
    const client = await serviceWithDelay(600_000)
    const started = await startTracking(client, { number: 'MAEU241230002', ...bol })
    const last = await followTracking(client, started, systemClock, { maxMs: 120, pollMs: 40 })
    expect(last.data.attributes.status).toBe('pending')
    expect(last.data.id).toBe(started.data.id)
  })
})

describe('shipmentTracking() over the sandbox', () => {
  it('finds the shipment behind a duplicate request, and none for an untracked number', async () => {
    const client = await serviceWithDelay(0)
    const first = await followTracking(
      client,
      await startTracking(client, { number: 'MAEU241230003', ...bol }),
      systemClock
    )
    expect(first.data.attributes.status).toBe('created')
    const dup = await followTracking(
      client,
      await startTracking(client, { number: 'MAEU241230003', ...bol }),
      systemClock
    )
    expect(dup.data.attributes).toMatchObject({ status: 'failed', failed_reason: 'duplicate' })
    const shipment = await shipmentTracking(client, 'maeu 241230003')
    expect(shipment?.id).toBe(first.data.relationships?.tracked_object?.data?.id)
    expect(await shipmentTracking(client, 'MAEU241230099')).toBeNull()
  })
})
