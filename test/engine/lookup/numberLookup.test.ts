import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServiceClient, type ServiceClient } from '../../../src/engine/client/serviceClient'
import {
  inferNumber,
  startTracking,
  trackingRequest
} from '../../../src/engine/lookup/numberLookup'
import { startSandbox } from '../../../src/sandbox/index'

let sandbox: Awaited<ReturnType<typeof startSandbox>>
let client: ServiceClient

beforeAll(async () => {
  sandbox = await startSandbox({ log: () => undefined })
  client = createServiceClient({ baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey })
})
afterAll(async () => {
  await sandbox?.close()
})

describe('core/lookup', () => {
  describe('inferNumber()', () => {
    it("returns the service's inference for a container number, spaces trimmed", async () => {
      const a = await inferNumber(client, ' MSKU1234565 ')
      expect(a.number_type).toBe('container')
      expect(a.validation.is_valid).toBe(true)
    })
  })

  describe('startTracking() and trackingRequest()', () => {
    it('tracks a booking as booking_number and finds the request again by id', async () => {
      const created = await startTracking(client, {
        number: ' MAEU900100200 ',
        numberType: 'booking',
        scac: 'MAEU',
        refNumbers: ['PO-7']
      })
      expect(created.data.attributes).toMatchObject({
        request_type: 'booking_number',
        request_number: 'MAEU900100200',
        scac: 'MAEU'
      })
      const again = await trackingRequest(client, created.data.id)
      expect(again.data.id).toBe(created.data.id)
    })
  })
})
