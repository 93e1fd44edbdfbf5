/** `GET /metro_areas/{id}`: the metro areas the seeded shipments reach, by id or UN/LOCODE. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import { seededShipmentId } from '../../../src/sandbox/seed'
import { METRO_AREAS } from '../../../src/sandbox/seed/metroAreas'
import { expectContract, expectErrors } from '../contract/expectContract'
import { NORTHGATE, READONLY, call, start, type Sandbox } from '../support/shippingApi'

let sbx: Sandbox
beforeAll(async () => {
  sbx = await start()
})
afterAll(() => sbx.close())

describe('GET /metro_areas/{id}', () => {
  it('finds the metro area of a seeded destination by UN/LOCODE and by its id', async () => {
    const shipment = await call(
      sbx,
      'GET',
      `/shipments/${seededShipmentId(BLUE_HARBOR.id, 'CMDUYTN0451288')}`
    )
    const destination = shipment.body.data.attributes.destination_locode
    const byCode = await call(sbx, 'GET', `/metro_areas/${destination}`)
    expect(byCode.status).toBe(200)
    expectContract('GET /metro_areas/{id}', byCode.body)
    expect(byCode.body.data.attributes).toMatchObject({
      name: 'Chicago',
      code: 'USCHI',
      state_abbr: 'IL',
      country_code: 'US',
      time_zone: 'America/Chicago'
    })
    const byId = await call(sbx, 'GET', `/metro_areas/${byCode.body.data.id}`)
    expect(byId.status).toBe(200)
    expect(byId.body.data).toEqual(byCode.body.data)
    expect(byId.body.links.self).toBe(`${sbx.baseUrl}/metro_areas/${byCode.body.data.id}`)
    // A lower-case code names the same area; Long Beach lies in the Los Angeles one.
    expect((await call(sbx, 'GET', '/metro_areas/uslax')).body.data.attributes.name).toBe(
      'Los Angeles'
    )
  })

  it('has an area for every US port the seeded shipments of both accounts call at or end in', async () => {
    const locodes = new Set<string>()
    for (const key of [undefined, NORTHGATE]) {
      const r = await call(sbx, 'GET', '/shipments?page[size]=100', { key })
      for (const s of r.body.data) {
        const a = s.attributes
        for (const l of [a.port_of_discharge_locode, a.destination_locode]) {
          if (l?.startsWith('US')) locodes.add(l)
        }
      }
    }
    expect(locodes.size).toBeGreaterThan(3)
    for (const locode of locodes) {
      const area = METRO_AREAS.find((m) => m.ports.includes(locode))
      expect(area, locode).toBeDefined()
      expect((await call(sbx, 'GET', `/metro_areas/${area!.code}`)).status).toBe(200)
    }
  })

  it('is the same catalogue for every key, and needs one', async () => {
    const full = await call(sbx, 'GET', '/metro_areas/USSEA')
    for (const key of [READONLY, NORTHGATE]) {
      expect((await call(sbx, 'GET', '/metro_areas/USSEA', { key })).body).toEqual(full.body)
    }
    const anonymous = await call(sbx, 'GET', '/metro_areas/USSEA', { key: null })
    expect(anonymous.status).toBe(401)
    expectErrors(anonymous.body)
  })

  it('answers 404 in the errors envelope for an unknown area, and lists none', async () => {
    for (const id of ['DEHAM', 'nope', '00000000-0000-5000-8000-000000000000']) {
      const r = await call(sbx, 'GET', `/metro_areas/${id}`)
      expect(r.status, id).toBe(404)
      expectErrors(r.body)
    }
    // The public description has no list of metro areas.
    expect((await call(sbx, 'GET', '/metro_areas')).status).toBe(404)
  })
})
