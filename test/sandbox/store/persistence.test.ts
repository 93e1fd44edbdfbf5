import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import { seededShipmentId } from '../../../src/sandbox/seed'
import { call, start } from '../support/shippingApi'
import { waitFor } from '../../support/waitFor'

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-b-persist-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('routes persistence', () => {
  describe('--data-dir', () => {
    it('keeps edits and pending tracking requests across a restart without reseeding', async () => {
      const S2 = seededShipmentId(BLUE_HARBOR.id, 'MEDUQ2417731')
      const first = await start({ dataDir, delayMs: 400 })
      await call(first, 'PATCH', `/shipments/${S2}`, {
        body: { data: { type: 'shipment', attributes: { ref_numbers: ['PO-7790', 'PO-9921'] } } }
      })
      const created = await call(first, 'POST', '/tracking_requests', {
        body: {
          data: {
            type: 'tracking_request',
            attributes: {
              request_type: 'bill_of_lading',
              request_number: 'YMLU260000111',
              scac: 'YMLU'
            }
          }
        }
      })
      expect(created.body.data.attributes.status).toBe('pending')
      await first.close()

      const second = await start({ dataDir, delayMs: 400 })
      try {
        const s2 = await call(second, 'GET', `/shipments/${S2}`)
        expect(s2.body.data.attributes.ref_numbers).toEqual(['PO-7790', 'PO-9921'])
        const done = await waitFor(
          async () => {
            const r = await call(second, 'GET', `/tracking_requests/${created.body.data.id}`)
            return r.body.data.attributes.status === 'created' ? r : undefined
          },
          'the tracking request to be created',
          5000
        )
        expect(done.body.data.relationships.tracked_object.data.type).toBe('shipment')
        const list = await call(second, 'GET', '/shipments')
        expect(list.body.meta.total).toBe(7)
      } finally {
        await second.close()
      }
    })
  })
})
