import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import { seededContainerId } from '../../../src/sandbox/seed'
import { NORTHGATE, call, start, type Sandbox } from '../support/shippingApi'

let sbx: Sandbox
beforeAll(async () => {
  sbx = await start()
})
afterAll(() => sbx.close())

const MSCU = seededContainerId(BLUE_HARBOR.id, 'MSCU6639870')
const NO_ROUTE = seededContainerId(BLUE_HARBOR.id, 'EMCU6118209')

interface Included {
  id: string
  type: string
  attributes: Record<string, unknown>
  relationships: Record<string, { data: { id: string } | null }>
}

describe('GET /containers/{id}/route', () => {
  it('lists the port calls in order with the vessels between them', async () => {
    const r = await call(sbx, 'GET', `/containers/${MSCU}/route?include=port,vessel,route_location`)
    expect(r.status).toBe(200)
    const included: Included[] = r.body.included
    const byKey = new Map(included.map((x) => [`${x.type}:${x.id}`, x]))
    const locations = r.body.data.relationships.route_locations.data.map((ref: { id: string }) =>
      byKey.get(`route_location:${ref.id}`)!
    )
    const codes = locations.map(
      (l: Included) => byKey.get(`port:${l.relationships.location.data!.id}`)!.attributes.code
    )
    expect(codes).toEqual(['CNNGB', 'KRPUS', 'USSEA'])
    const vesselName = (ref: { id: string } | null) =>
      ref ? byKey.get(`vessel:${ref.id}`)!.attributes.name : null
    expect(
      locations.map((l: Included) => [
        vesselName(l.relationships.inbound_vessel.data),
        vesselName(l.relationships.outbound_vessel.data)
      ])
    ).toEqual([
      [null, 'MSC ALICANTE'],
      ['MSC ALICANTE', 'MSC LORETTA'],
      ['MSC LORETTA', null]
    ])
    expect(locations[1].attributes).toMatchObject({
      inbound_scac: 'MSCU',
      inbound_voyage_number: 'FE248N',
      outbound_voyage_number: 'NA247E',
      outbound_mode: 'vessel'
    })
  })

  it('includes only what is asked for, and refuses an unknown include', async () => {
    const bare = await call(sbx, 'GET', `/containers/${MSCU}/route`)
    expect(bare.body.included).toEqual([])
    expect(bare.body.data.relationships.route_locations.data).toHaveLength(3)
    expect((await call(sbx, 'GET', `/containers/${MSCU}/route?include=berth`)).status).toBe(400)
  })

  it('answers no locations for a container without route data yet', async () => {
    const r = await call(sbx, 'GET', `/containers/${NO_ROUTE}/route`)
    expect(r.status).toBe(200)
    expect(r.body.data.relationships.route_locations.data).toEqual([])
  })

  it('answers 403 where routing is not paid for', async () => {
    const r = await call(sbx, 'GET', `/containers/${MSCU}/route`, { key: NORTHGATE })
    expect(r.status).toBe(403)
    expect(r.body.errors[0].detail).toBe('Routing data feature is not enabled for this account')
  })
})
