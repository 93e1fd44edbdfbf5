import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NORTHGATE, READONLY, call, start, type Sandbox } from '../support/shippingApi'
import { waitFor } from '../../support/waitFor'

let sbx: Sandbox
let receiver: Server
const received: { event: string; body: string }[] = []

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      received.push({ event: JSON.parse(body).data.attributes.event, body })
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r))
  sbx = await start({ delayMs: 150, allowHttpWebhooks: true })
  const { port } = receiver.address() as AddressInfo
  const hook = await call(sbx, 'POST', '/webhooks', {
    body: {
      data: {
        type: 'webhook',
        attributes: {
          url: `http://127.0.0.1:${port}/hook`,
          events: [
            'tracking_request.succeeded',
            'tracking_request.failed',
            'tracking_request.tracking_stopped'
          ],
          active: true
        }
      }
    }
  })
  expect(hook.status).toBe(201)
})
afterAll(async () => {
  await sbx.close()
  await new Promise((r) => receiver.close(r))
})

const create = (attributes: Record<string, unknown>, key?: string) =>
  call(sbx, 'POST', '/tracking_requests', {
    key,
    body: { data: { type: 'tracking_request', attributes } }
  })

const settled = (id: string) =>
  waitFor(
    async () => {
      const r = await call(sbx, 'GET', `/tracking_requests/${id}?include=tracked_object`)
      return r.body.data.attributes.status === 'pending' ? undefined : r
    },
    'the tracking request to leave pending',
    5000
  )

describe('routes tracking', () => {
  describe('POST /tracking_requests', () => {
    it('answers 422 with a pointer for a blank scac', async () => {
      const r = await create({ request_type: 'bill_of_lading', request_number: 'MAEU1', scac: '' })
      expect(r.status).toBe(422)
      expect(r.body.errors).toContainEqual({
        status: '422',
        source: { pointer: '/data/attributes/scac' },
        title: 'Unprocessable Entity',
        detail: "Scac can't be blank",
        code: 'blank'
      })
    })

    it('refuses an unknown request_type', async () => {
      const r = await create({ request_type: 'pallet', request_number: 'MAEU260001', scac: 'MAEU' })
      expect(r.status).toBe(422)
      expect(r.body.errors[0].source.pointer).toBe('/data/attributes/request_type')
    })

    it('is refused to a read-only key', async () => {
      const r = await create(
        { request_type: 'bill_of_lading', request_number: 'MAEU260000777', scac: 'MAEU' },
        READONLY
      )
      expect(r.status).toBe(403)
    })

    it('goes pending -> created, with a shipment carrying the reference numbers', async () => {
      const r = await create({
        request_type: 'bill_of_lading',
        request_number: 'HLCUHAM260000123',
        scac: 'HLCU',
        ref_numbers: ['PO-4410']
      })
      expect(r.status).toBe(201)
      expect(r.body.data.attributes).toMatchObject({ status: 'pending', failed_reason: null })
      const done = await settled(r.body.data.id)
      expect(done.body.data.attributes.status).toBe('created')
      const shipmentId = done.body.data.relationships.tracked_object.data.id
      expect(done.body.included[0]).toMatchObject({ id: shipmentId, type: 'shipment' })
      const shipment = await call(sbx, 'GET', `/shipments/${shipmentId}?include=containers`)
      expect(shipment.body.data.attributes).toMatchObject({
        bill_of_lading_number: 'HLCUHAM260000123',
        shipping_line_scac: 'HLCU',
        ref_numbers: ['PO-4410']
      })
      expect(shipment.body.included.length).toBeGreaterThan(0)
      for (const c of shipment.body.included) expect(c.attributes.ref_numbers).toEqual(['PO-4410'])
      await waitFor(
        async () => received.some((x) => x.event === 'tracking_request.succeeded'),
        'the tracking_request.succeeded webhook',
        5000
      )
    })

    it('fails deterministically with the documented reasons', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [
          { request_type: 'container', request_number: 'MSCU6639871', scac: 'MSCU' },
          'invalid_number'
        ],
        [
          { request_type: 'bill_of_lading', request_number: 'MAEU260000404', scac: 'MAEU' },
          'not_found'
        ],
        [
          { request_type: 'booking_number', request_number: '26000410', scac: 'MAEU' },
          'booking_cancelled'
        ],
        [
          { request_type: 'bill_of_lading', request_number: 'MAEU241234567', scac: 'MAEU' },
          'duplicate'
        ]
      ]
      for (const [attrs, reason] of cases) {
        const r = await create(attrs)
        const done = await settled(r.body.data.id)
        expect(done.body.data.attributes, reason).toMatchObject({
          status: 'failed',
          failed_reason: reason
        })
      }
      await waitFor(
        async () => received.some((x) => x.event === 'tracking_request.failed'),
        'the tracking_request.failed webhook',
        5000
      )
    })
  })

  it('refuses to follow an invalid container number: failed at once, never pending', async () => {
    const r = await create({
      request_type: 'container',
      request_number: 'MSCU6639871',
      scac: 'MSCU'
    })
    expect(r.status).toBe(201)
    expect(r.body.data.attributes).toMatchObject({
      status: 'failed',
      failed_reason: 'invalid_number'
    })
    await waitFor(
      async () =>
        received.some(
          (x) => x.event === 'tracking_request.failed' && x.body.includes(r.body.data.id)
        )
          ? true
          : undefined,
      'the tracking_request.failed webhook of the refused request',
      5000
    )
  })

  describe('stop and resume of the tracked shipment', () => {
    it('moves the request to tracking_stopped and back to created', async () => {
      const r = await create({
        request_type: 'bill_of_lading',
        request_number: 'CMDUSHA260000321',
        scac: 'CMDU'
      })
      const done = await settled(r.body.data.id)
      const shipmentId = done.body.data.relationships.tracked_object.data.id
      await call(sbx, 'PATCH', `/shipments/${shipmentId}/stop_tracking`)
      const stopped = await call(sbx, 'GET', `/tracking_requests/${r.body.data.id}`)
      expect(stopped.body.data.attributes.status).toBe('tracking_stopped')
      await call(sbx, 'PATCH', `/shipments/${shipmentId}/resume_tracking`)
      const resumed = await call(sbx, 'GET', `/tracking_requests/${r.body.data.id}`)
      expect(resumed.body.data.attributes.status).toBe('created')
      await waitFor(
        async () =>
          received.some(
            (x) =>
              x.event === 'tracking_request.tracking_stopped' && x.body.includes(r.body.data.id)
          )
            ? true
            : undefined,
        'the tracking_request.tracking_stopped webhook',
        5000
      )
    })
  })

  describe('GET /tracking_requests', () => {
    it('lists newest first with paging and a status filter', async () => {
      const all = await call(sbx, 'GET', '/tracking_requests?page[size]=2')
      expect(all.status).toBe(200)
      expect(all.body.data).toHaveLength(2)
      expect(all.body.meta.total).toBeGreaterThanOrEqual(5)
      expect(all.body.links.next).toContain('page%5Bnumber%5D=2')
      const failed = await call(sbx, 'GET', '/tracking_requests?filter[status]=failed')
      expect(failed.body.data.length).toBeGreaterThanOrEqual(4)
      for (const t of failed.body.data) expect(t.attributes.status).toBe('failed')
    })

    it('is scoped to the account', async () => {
      const r = await call(sbx, 'GET', '/tracking_requests', { key: NORTHGATE })
      expect(r.body.meta.total).toBe(0)
    })
  })

  describe('GET and PATCH /tracking_requests/{id}', () => {
    it('updates ref_numbers and refuses other attributes', async () => {
      const r = await create({
        request_type: 'bill_of_lading',
        request_number: 'ONEYTYO260000001',
        scac: 'ONEY'
      })
      const id = r.body.data.id
      const ok = await call(sbx, 'PATCH', `/tracking_requests/${id}`, {
        body: { data: { type: 'tracking_request', attributes: { ref_numbers: ['PO-1', 'PO-2'] } } }
      })
      expect(ok.status).toBe(200)
      expect(ok.body.data.attributes.ref_numbers).toEqual(['PO-1', 'PO-2'])
      const bad = await call(sbx, 'PATCH', `/tracking_requests/${id}`, {
        body: { data: { attributes: { scac: 'MSCU' } } }
      })
      expect(bad.status).toBe(422)
      expect(bad.body.errors[0].source.pointer).toBe('/data/attributes/scac')
    })

    it("takes the description's ref_number as the request's one reference", async () => {
      const r = await create({
        request_type: 'bill_of_lading',
        request_number: 'ONEYTYO260000002',
        scac: 'ONEY',
        ref_numbers: ['PO-1', 'PO-2']
      })
      const id = r.body.data.id
      const patch = (attributes: Record<string, unknown>) =>
        call(sbx, 'PATCH', `/tracking_requests/${id}`, {
          body: { data: { type: 'tracking_request', attributes } }
        })
      const ok = await patch({ ref_number: ' REFNUMBER11 ' })
      expect(ok.status).toBe(200)
      expect(ok.body.data.attributes.ref_numbers).toEqual(['REFNUMBER11'])
      const shown = await call(sbx, 'GET', `/tracking_requests/${id}`)
      expect(shown.body.data.attributes.ref_numbers).toEqual(['REFNUMBER11'])
      expect((await patch({ ref_number: null })).body.data.attributes.ref_numbers).toEqual([])
      for (const attributes of [{ ref_number: 7 }, { ref_number: 'A', ref_numbers: ['B'] }]) {
        const bad = await patch(attributes)
        expect(bad.status).toBe(422)
        expect(bad.body.errors[0].source.pointer).toBe('/data/attributes/ref_number')
      }
    })

    it('answers 404 for another account or an unknown id', async () => {
      const r = await create({
        request_type: 'bill_of_lading',
        request_number: 'ZIMUNGB260000001',
        scac: 'ZIMU'
      })
      expect(
        (await call(sbx, 'GET', `/tracking_requests/${r.body.data.id}`, { key: NORTHGATE })).status
      ).toBe(404)
      const missing = await call(
        sbx,
        'GET',
        '/tracking_requests/00000000-0000-5000-8000-000000000000'
      )
      expect(missing.status).toBe(404)
      expect(missing.body.errors[0]).toMatchObject({ status: '404', title: 'Not Found' })
    })
  })
})
