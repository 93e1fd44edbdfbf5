import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLUE_HARBOR, NORTHGATE as NG_ACCOUNT } from '../../../src/sandbox/accounts'
import { seededContainerId, seededShipmentId } from '../../../src/sandbox/seed'
import { NORTHGATE, READONLY, call, start, type Sandbox } from '../support/shippingApi'

let sbx: Sandbox
beforeAll(async () => {
  sbx = await start()
})
afterAll(() => sbx.close())

const MSKU = seededContainerId(BLUE_HARBOR.id, 'MSKU1234565')
const NO_ROUTE = seededContainerId(BLUE_HARBOR.id, 'EMCU6118209')
const NG_BOX = seededContainerId(NG_ACCOUNT.id, 'ZIMU3044819')

describe('routes containers', () => {
  describe('GET /containers', () => {
    it('lists with q and includes shipments', async () => {
      const r = await call(sbx, 'GET', '/containers?q=msku-1234565&include=shipment')
      expect(r.status).toBe(200)
      expect(r.body.data.map((c: { id: string }) => c.id)).toEqual([MSKU])
      expect(r.body.included[0]).toMatchObject({
        id: seededShipmentId(BLUE_HARBOR.id, 'MAEU241234567'),
        type: 'shipment'
      })
      const all = await call(sbx, 'GET', '/containers?page[size]=100')
      expect(all.body.meta.total).toBe(12)
    })

    it('filters by status', async () => {
      const r = await call(sbx, 'GET', '/containers?filter[status]=on_ship')
      expect(r.body.data.length).toBeGreaterThan(0)
      for (const c of r.body.data) expect(c.attributes.current_status).toBe('on_ship')
    })
  })

  describe('GET /containers/{id}', () => {
    it('shows every attribute of the interface', async () => {
      const r = await call(sbx, 'GET', `/containers/${MSKU}`)
      expect(r.body.data.type).toBe('container')
      expect(Object.keys(r.body.data.attributes)).toEqual(
        expect.arrayContaining([
          'number',
          'ref_numbers',
          'equipment_type',
          'equipment_length',
          'equipment_height',
          'weight_in_lbs',
          'seal_number',
          'pickup_lfd',
          'holds_at_pod_terminal',
          'fees_at_pod_terminal',
          'import_deadlines',
          'current_status'
        ])
      )
      expect(r.body.data.relationships.shipment.data.type).toBe('shipment')
    })

    it('answers 404 across accounts', async () => {
      expect((await call(sbx, 'GET', `/containers/${NG_BOX}`)).status).toBe(404)
    })
  })

  describe('PATCH /containers/{id}', () => {
    it('sets ref_numbers', async () => {
      const r = await call(sbx, 'PATCH', `/containers/${MSKU}`, {
        body: { data: { type: 'container', attributes: { ref_numbers: ['PO-7781', 'SO-1'] } } }
      })
      expect(r.status).toBe(200)
      expect(r.body.data.attributes.ref_numbers).toEqual(['PO-7781', 'SO-1'])
      expect((await call(sbx, 'GET', '/containers?q=SO-1')).body.data[0].id).toBe(MSKU)
    })
  })

  describe('PATCH /containers/{id}/custom_fields/{api_slug}', () => {
    const path = `/containers/${MSKU}/custom_fields/priority`

    it('updates a field and returns the custom_field resource', async () => {
      const r = await call(sbx, 'PATCH', path, { body: { data: { value: 'normal' } } })
      expect(r.status).toBe(200)
      expect(r.body.data).toMatchObject({
        type: 'custom_field',
        attributes: { api_slug: 'priority', value: 'normal', display_value: 'Normal' },
        relationships: { entity: { data: { id: MSKU, type: 'container' } } }
      })
      expect(r.body.data.relationships.definition.data.type).toBe('custom_field_definition')
      expect(r.body.links.self).toContain(path)
    })

    it('is forbidden to the read-only key', async () => {
      const r = await call(sbx, 'PATCH', path, { key: READONLY, body: { data: { value: 'high' } } })
      expect(r.status).toBe(403)
      expect(r.body.errors[0].status).toBe('403')
    })

    it('requires data.value and a valid choice', async () => {
      const missing = await call(sbx, 'PATCH', path, { body: { data: {} } })
      expect(missing.status).toBe(422)
      expect(missing.body.errors[0].source.pointer).toBe('/data/value')
      const wrong = await call(sbx, 'PATCH', path, { body: { data: { value: 'urgent' } } })
      expect(wrong.status).toBe(422)
      expect(wrong.body.errors[0].detail).toBe('Value must be one of low, normal, high')
    })

    it('answers 404 for an unknown field or another account', async () => {
      const unknown = await call(sbx, 'PATCH', `/containers/${MSKU}/custom_fields/nope`, {
        body: { data: { value: 'x' } }
      })
      expect(unknown.status).toBe(404)
      const cross = await call(
        sbx,
        'PATCH',
        `/containers/${MSKU}/custom_fields/broker_file_number`,
        {
          key: NORTHGATE,
          body: { data: { value: 'x' } }
        }
      )
      expect(cross.status).toBe(404)
    })
  })

  describe('GET /containers/{id}/map_geojson', () => {
    it('lets the S1 route cross the antimeridian and starts the partial leg at the vessel', async () => {
      const r = await call(sbx, 'GET', `/containers/${MSKU}/map_geojson`)
      expect(r.status).toBe(200)
      expect(r.body.type).toBe('FeatureCollection')
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const features = r.body.features as any[]
      const lines = features.filter((f) => f.geometry.type === 'LineString')
      const crossing = lines.some((f) =>
        f.geometry.coordinates.some(
          (p: number[], i: number) =>
            i > 0 && Math.abs(p[0] - f.geometry.coordinates[i - 1][0]) > 180
        )
      )
      expect(crossing).toBe(true)
      const vessel = features.find((f) => f.properties.feature_type === 'current_vessel')
      const partial = features.find((f) => f.properties.feature_type === 'estimated_partial_leg')
      expect(partial.geometry.coordinates[0]).toEqual(vessel.geometry.coordinates)
      expect(
        features.filter((f) => f.properties.feature_type === 'port').map((f) => f.properties.label)
      ).toEqual(['POL', 'POD'])
    })

    it('answers an empty collection for a container without route data', async () => {
      const r = await call(sbx, 'GET', `/containers/${NO_ROUTE}/map_geojson`)
      expect(r.status).toBe(200)
      expect(r.body).toEqual({ type: 'FeatureCollection', features: [] })
    })

    it('answers 403 for the account without the routing feature', async () => {
      const r = await call(sbx, 'GET', `/containers/${NG_BOX}/map_geojson`, { key: NORTHGATE })
      expect(r.status).toBe(403)
      expect(r.body.errors[0].detail).toBe('Routing data feature is not enabled for this account')
    })

    it('answers 404 for a container of another account', async () => {
      expect((await call(sbx, 'GET', `/containers/${NG_BOX}/map_geojson`)).status).toBe(404)
    })
  })
})
