import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLUE_HARBOR, NORTHGATE as NG_ACCOUNT } from '../../../src/sandbox/accounts'
import { seededContainerId, seededShipmentId } from '../../../src/sandbox/seed'
import { NORTHGATE, READONLY, call, start, type Sandbox } from '../support/shippingApi'

let sbx: Sandbox
beforeAll(async () => {
  sbx = await start()
})
afterAll(() => sbx.close())

const S1 = seededShipmentId(BLUE_HARBOR.id, 'MAEU241234567')
const S2 = seededShipmentId(BLUE_HARBOR.id, 'MEDUQ2417731')
const NG_SHIPMENT = seededShipmentId(NG_ACCOUNT.id, 'ZIMUYTN0098812')

describe('routes shipments', () => {
  describe('GET /shipments', () => {
    it('lists the account shipments with paging meta', async () => {
      const r = await call(sbx, 'GET', '/shipments?page[size]=4')
      expect(r.status).toBe(200)
      expect(r.body.data).toHaveLength(4)
      expect(r.body.meta).toEqual({ size: 4, total: 6 })
      expect(r.body.links.next).not.toBeNull()
      expect(r.body.data.every((s: { type: string }) => s.type === 'shipment')).toBe(true)
    })

    it.each([
      ['MAEU241234567', S1],
      ['po-7781', S1],
      ['msku 123456-5', S1],
      ['6639870', S2]
    ])('finds %s with q', async (q, id) => {
      const r = await call(sbx, 'GET', `/shipments?q=${encodeURIComponent(q)}`)
      expect(r.body.data.map((s: { id: string }) => s.id)).toEqual([id])
    })

    it('includes containers on request and refuses an unknown include', async () => {
      const r = await call(sbx, 'GET', '/shipments?q=MAEU241234567&include=containers')
      expect(
        r.body.included.map((c: { attributes: { number: string } }) => c.attributes.number)
      ).toEqual(['MSKU1234565', 'MRKU2040602'])
      expect((await call(sbx, 'GET', '/shipments?include=ports')).status).toBe(400)
    })

    it('never shows another account', async () => {
      const r = await call(sbx, 'GET', '/shipments?q=MAEU241234567', { key: NORTHGATE })
      expect(r.body.meta.total).toBe(0)
    })
  })

  describe('GET /shipments/{id}', () => {
    it('shows S1 with relationships and links', async () => {
      const r = await call(sbx, 'GET', `/shipments/${S1}`)
      expect(r.status).toBe(200)
      expect(r.body.data.attributes).toMatchObject({
        pod_vessel_name: 'MAERSK KENSINGTON',
        pod_voyage_number: '446E',
        port_of_discharge_locode: 'USLAX'
      })
      expect(r.body.data.relationships.containers.data).toEqual([
        { id: seededContainerId(BLUE_HARBOR.id, 'MSKU1234565'), type: 'container' },
        { id: seededContainerId(BLUE_HARBOR.id, 'MRKU2040602'), type: 'container' }
      ])
      expect(new URL(r.body.data.links.self, sbx.baseUrl).href).toBe(
        `${sbx.baseUrl}/shipments/${S1}`
      )
    })

    it('answers 404 across accounts', async () => {
      const r = await call(sbx, 'GET', `/shipments/${NG_SHIPMENT}`)
      expect(r.status).toBe(404)
      expect(r.body.errors[0]).toMatchObject({ status: '404', title: 'Not Found' })
      expect((await call(sbx, 'GET', `/shipments/${NG_SHIPMENT}`, { key: NORTHGATE })).status).toBe(
        200
      )
    })
  })

  describe('PATCH /shipments/{id}', () => {
    it('sets ref_numbers so the shipment is found by them', async () => {
      const r = await call(sbx, 'PATCH', `/shipments/${S2}`, {
        body: { data: { type: 'shipment', attributes: { ref_numbers: ['PO-7790', 'PO-9921'] } } }
      })
      expect(r.status).toBe(200)
      expect(r.body.data.attributes.ref_numbers).toEqual(['PO-7790', 'PO-9921'])
      const found = await call(sbx, 'GET', '/shipments?q=PO-9921')
      expect(found.body.data.map((s: { id: string }) => s.id)).toEqual([S2])
    })

    it('refuses bad bodies with pointers', async () => {
      const notList = await call(sbx, 'PATCH', `/shipments/${S2}`, {
        body: { data: { type: 'shipment', attributes: { ref_numbers: 'PO-1' } } }
      })
      expect(notList.status).toBe(422)
      expect(notList.body.errors[0].source.pointer).toBe('/data/attributes/ref_numbers')
      const immutable = await call(sbx, 'PATCH', `/shipments/${S2}`, {
        body: { data: { type: 'shipment', attributes: { shipping_line_scac: 'MAEU' } } }
      })
      expect(immutable.status).toBe(422)
    })

    it('is forbidden to a read-only key and 404 across accounts', async () => {
      const body = { data: { type: 'shipment', attributes: { ref_numbers: ['X'] } } }
      expect((await call(sbx, 'PATCH', `/shipments/${S1}`, { key: READONLY, body })).status).toBe(
        403
      )
      expect((await call(sbx, 'PATCH', `/shipments/${S1}`, { key: NORTHGATE, body })).status).toBe(
        404
      )
    })
  })

  describe('PATCH /shipments/{id}/stop_tracking and /resume_tracking', () => {
    it('stops with cancelled_by_user and resumes clearing both fields', async () => {
      const stop = await call(sbx, 'PATCH', `/shipments/${S1}/stop_tracking`)
      expect(stop.status).toBe(200)
      expect(stop.body.data.attributes.line_tracking_stopped_reason).toBe('cancelled_by_user')
      expect(Date.parse(stop.body.data.attributes.line_tracking_stopped_at)).toBeGreaterThan(
        Date.now() - 60_000
      )
      expect(stop.body.data.relationships.line_tracking_stopped_by_user.data.type).toBe('user')
      const resume = await call(sbx, 'PATCH', `/shipments/${S1}/resume_tracking`)
      expect(resume.status).toBe(200)
      expect(resume.body.data.attributes).toMatchObject({
        line_tracking_stopped_at: null,
        line_tracking_stopped_reason: null
      })
      expect(resume.body.data.relationships.line_tracking_stopped_by_user.data).toBeNull()
    })

    it('resumes the seeded stopped shipment', async () => {
      const stopped = (await call(sbx, 'GET', '/shipments?q=ONEYBKKE01234500')).body.data[0]
      expect(stopped.attributes.line_tracking_stopped_reason).toBe('all_containers_terminated')
      const resume = await call(sbx, 'PATCH', `/shipments/${stopped.id}/resume_tracking`)
      expect(resume.body.data.attributes.line_tracking_stopped_at).toBeNull()
    })

    it('is forbidden to a read-only key', async () => {
      expect(
        (await call(sbx, 'PATCH', `/shipments/${S1}/stop_tracking`, { key: READONLY })).status
      ).toBe(403)
    })
  })
})
