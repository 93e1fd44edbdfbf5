import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLUE_HARBOR, NORTHGATE as NG_ACCOUNT } from '../../../src/sandbox/accounts'
import { CARRIERS } from '../../../src/sandbox/inference/carriers'
import { seededContainerId, seededShipmentId } from '../../../src/sandbox/seed'
import { NORTHGATE, call, start, type Sandbox } from '../support/shippingApi'

let sbx: Sandbox
beforeAll(async () => {
  sbx = await start()
})
afterAll(() => sbx.close())

interface Res {
  id: string
  type: string
  attributes: Record<string, unknown>
  relationships?: Record<string, { data: { id: string; type: string } | null }>
  properties?: Record<string, unknown>
}
interface MapFeature {
  geometry: { type: string }
  properties: Record<string, unknown>
}

const box = (n: string) => seededContainerId(BLUE_HARBOR.id, n)
const HELD = box('MSCU6639870')
const AT_SEA = box('MSKU1234565')
const ON_RAIL = box('CMAU5128771')
const RETURNED = box('ECMU2183459')
const NO_ROUTE = box('EMCU6118209')
const PICKED_UP = seededContainerId(NG_ACCOUNT.id, 'ZCSU8700320')

async function journey(id: string, key?: string) {
  const opts = key ? { key } : {}
  const container = (await call(sbx, 'GET', `/containers/${id}`, opts)).body.data as Res
  const events = (await call(sbx, 'GET', `/containers/${id}/transport_events`, opts)).body
    .data as Res[]
  const map = (await call(sbx, 'GET', `/containers/${id}/map_geojson`, opts)).body
    .features as MapFeature[]
  const at = (name: string, locode?: string) =>
    events.filter(
      (e) =>
        e.attributes.event === `container.transport.${name}` &&
        (!locode || e.attributes.location_locode === locode)
    )
  const port = (label: string) =>
    map.find((f) => f.properties.feature_type === 'port' && f.properties.label === label)
      ?.properties as Record<string, unknown>
  return { container: container.attributes, events, map, at, port }
}

describe('container journey', () => {
  describe('GET /containers/{id}/transport_events', () => {
    it('tells the story of a transshipped, discharged box as its milestones and map do', async () => {
      const j = await journey(HELD)
      expect(
        j.events.map((e) => String(e.attributes.event).replace('container.transport.', ''))
      ).toEqual([
        'empty_out',
        'full_in',
        'vessel_loaded',
        'vessel_departed',
        'transshipment_arrived',
        'transshipment_discharged',
        'transshipment_loaded',
        'transshipment_departed',
        'vessel_arrived',
        'vessel_discharged'
      ])
      const times = j.events.map((e) => Date.parse(String(e.attributes.timestamp)))
      expect([...times].sort((a, b) => a - b)).toEqual(times)
      expect(j.at('vessel_departed')[0].attributes.timestamp).toBe(j.port('POL').outbound_atd_at)
      expect(j.at('transshipment_arrived')[0].attributes).toMatchObject({
        timestamp: j.port('TS1').inbound_ata_at,
        location_locode: 'KRPUS',
        timezone: 'Asia/Seoul',
        voyage_number: 'FE248N'
      })
      expect(j.at('transshipment_departed')[0].attributes).toMatchObject({
        timestamp: j.port('TS1').outbound_atd_at,
        voyage_number: 'NA247E'
      })
      expect(j.at('vessel_arrived')[0].attributes).toMatchObject({
        timestamp: j.container.pod_arrived_at,
        timezone: j.container.pod_timezone,
        location_locode: 'USSEA'
      })
      expect(j.port('POD').inbound_ata_at).toBe(j.container.pod_arrived_at)
      expect(j.at('vessel_discharged')[0].attributes.timestamp).toBe(j.container.pod_discharged_at)
      // held by customs: never available, never out
      expect(j.at('available')).toEqual([])
      expect(j.at('full_out')).toEqual([])
    })

    it('stops at departure for a box at sea, whose map shows the vessel', async () => {
      const j = await journey(AT_SEA)
      expect(j.events.map((e) => e.attributes.event)).toEqual([
        'container.transport.empty_out',
        'container.transport.full_in',
        'container.transport.vessel_loaded',
        'container.transport.vessel_departed'
      ])
      expect(j.container.pod_arrived_at).toBeNull()
      expect(j.map.some((f) => f.properties.feature_type === 'current_vessel')).toBe(true)
      expect(j.at('vessel_departed')[0].attributes.timezone).toBe(j.port('POL').time_zone)
    })

    it('follows a rail move to its estimated inland arrival', async () => {
      const j = await journey(ON_RAIL)
      expect(j.at('rail_loaded', 'USLGB')[0].attributes.timestamp).toBe(
        j.container.pod_rail_loaded_at
      )
      expect(j.at('rail_departed', 'USLGB')[0].attributes.timestamp).toBe(
        j.container.pod_rail_departed_at
      )
      expect(j.at('estimated.arrived_at_inland_destination')[0].attributes).toMatchObject({
        timestamp: j.container.ind_eta_at,
        location_locode: 'USCHI',
        timezone: 'America/Chicago'
      })
    })

    it('ends a rail move with the empty returned where it was unloaded', async () => {
      const j = await journey(RETURNED)
      expect(j.at('rail_arrived', 'USCHI')[0].attributes.timestamp).toBe(j.container.ind_ata_at)
      expect(j.at('full_out', 'USCHI')[0].attributes.timestamp).toBe(
        j.container.final_destination_full_out_at
      )
      expect(j.events.at(-1)?.attributes).toMatchObject({
        event: 'container.transport.empty_in',
        timestamp: j.container.empty_terminated_at,
        timezone: j.container.empty_terminated_timezone
      })
    })

    it('has a picked-up box available before it went out full', async () => {
      const j = await journey(PICKED_UP, NORTHGATE)
      const available = Date.parse(String(j.at('available')[0].attributes.timestamp))
      const out = j.at('full_out', 'USLGB')[0].attributes
      expect(out.timestamp).toBe(j.container.pod_full_out_at)
      expect(available).toBeGreaterThan(Date.parse(String(j.container.pod_discharged_at)))
      expect(available).toBeLessThan(Date.parse(String(out.timestamp)))
    })

    it('has nothing for a box not sailed and without route data', async () => {
      const j = await journey(NO_ROUTE)
      expect(j.events).toEqual([])
      expect(j.map).toEqual([])
    })

    it('includes location, vessel and terminal, and pages', async () => {
      const r = await call(
        sbx,
        'GET',
        `/containers/${HELD}/transport_events?include=location,vessel,terminal&page[size]=4`
      )
      expect(r.status).toBe(200)
      expect(r.body.meta).toEqual({ size: 4, total: 10 })
      expect(r.body.links.next).toContain('page%5Bnumber%5D=2')
      const vessels = (r.body.included as Res[]).filter((x) => x.type === 'vessel')
      expect(vessels.map((v) => v.attributes)).toEqual([{ name: 'MSC ALICANTE', imo: '9351024' }])
      const rest = await call(sbx, 'GET', r.body.links.last.slice(sbx.baseUrl.length))
      const names = (rest.body.included as Res[]).map((x) => x.attributes.name)
      expect(names).toEqual(expect.arrayContaining(['MSC LORETTA', 'Terminal 18 Seattle']))
    })

    it('lists the container’s transport_events relationship in the same order and ids', async () => {
      const c = await call(sbx, 'GET', `/containers/${HELD}`)
      const list = await call(sbx, 'GET', `/containers/${HELD}/transport_events`)
      expect(c.body.data.relationships.transport_events.data).toEqual(
        (list.body.data as Res[]).map(({ id, type }) => ({ id, type }))
      )
    })

    it('gives the same events, ids included, in another sandbox', async () => {
      const other = await start()
      try {
        const a = await call(sbx, 'GET', `/containers/${HELD}/transport_events`)
        const b = await call(other, 'GET', `/containers/${HELD}/transport_events`)
        const shape = (list: Res[]) => list.map((e) => [e.id, e.attributes.event])
        expect(shape(b.body.data)).toEqual(shape(a.body.data))
      } finally {
        await other.close()
      }
    })

    it('answers 404 for another account’s container and 400 for an unknown include', async () => {
      expect((await call(sbx, 'GET', `/containers/${PICKED_UP}/transport_events`)).status).toBe(404)
      const r = await call(sbx, 'GET', `/containers/${HELD}/transport_events?include=raw_events`)
      expect(r.status).toBe(400)
      expect(r.body.errors[0].detail).toContain(
        'allowed: shipment, container, location, terminal, vessel'
      )
    })
  })

  describe('GET /containers/{id}/raw_events', () => {
    it('holds the carrier’s lines behind each milestone and its estimated arrival', async () => {
      const raw = (await call(sbx, 'GET', `/containers/${AT_SEA}/raw_events?include=vessel`)).body
      const map = (await call(sbx, 'GET', `/containers/${AT_SEA}/map_geojson`)).body
        .features as MapFeature[]
      const pod = map.find((f) => f.properties.label === 'POD')?.properties
      expect((raw.data as Res[]).map((e) => [e.attributes.event, e.attributes.estimated])).toEqual([
        ['empty_out', false],
        ['full_in', false],
        ['vessel_loaded', false],
        ['vessel_departed', false],
        ['vessel_arrived', true]
      ])
      expect(raw.data.at(-1).attributes).toMatchObject({
        estimated_at: pod?.inbound_eta_at,
        actual_at: null,
        location_name: 'Los Angeles',
        vessel_name: 'MAERSK KENSINGTON',
        voyage_number: '446E',
        index: 4
      })
      expect(raw.included).toEqual([
        expect.objectContaining({
          type: 'vessel',
          attributes: { name: 'MAERSK KENSINGTON', imo: '9193290' }
        })
      ])
    })
  })
})

describe('reference data', () => {
  it('GET /ports/{id} shows the port a shipment points at, 404 otherwise', async () => {
    const s = await call(
      sbx,
      'GET',
      `/shipments/${seededShipmentId(BLUE_HARBOR.id, 'MAEU241234567')}`
    )
    const ref = s.body.data.relationships.port_of_discharge.data
    const r = await call(sbx, 'GET', `/ports/${ref.id}`)
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({
      id: ref.id,
      type: 'port',
      attributes: {
        code: 'USLAX',
        name: 'Los Angeles',
        country_code: 'US',
        time_zone: 'America/Los_Angeles'
      }
    })
    expect((await call(sbx, 'GET', '/ports/00000000-0000-5000-8000-000000000000')).status).toBe(404)
  })

  it('GET /terminals/{id} shows the terminal with its port on request, 404 otherwise', async () => {
    const c = await call(sbx, 'GET', `/containers/${HELD}`)
    const ref = c.body.data.relationships.pod_terminal.data
    const r = await call(sbx, 'GET', `/terminals/${ref.id}?include=port`)
    expect(r.status).toBe(200)
    expect(r.body.data.attributes).toMatchObject({
      name: 'Terminal 18 Seattle',
      nickname: 'T18',
      smdg_code: 'T18'
    })
    expect(r.body.included).toEqual([
      expect.objectContaining({
        type: 'port',
        attributes: expect.objectContaining({ code: 'USSEA' })
      })
    ])
    expect((await call(sbx, 'GET', '/terminals/nope')).status).toBe(404)
  })

  it('GET /shipping_lines lists every carrier the inference knows, each also by id', async () => {
    const r = await call(sbx, 'GET', '/shipping_lines')
    expect(r.status).toBe(200)
    expect((r.body.data as Res[]).map((l) => l.attributes.scac)).toEqual(
      CARRIERS.map((c) => c.scac)
    )
    const msc = (r.body.data as Res[]).find((l) => l.attributes.scac === 'MSCU') as Res
    expect(msc.attributes).toMatchObject({
      name: 'Mediterranean Shipping Company',
      short_name: 'MSC',
      alternative_scacs: ['MEDU'],
      container_number_tracking_support: true
    })
    const one = await call(sbx, 'GET', `/shipping_lines/${msc.id}`)
    expect(one.body.data).toEqual(msc)
    expect((await call(sbx, 'GET', '/shipping_lines/unknown')).status).toBe(404)
  })
})
