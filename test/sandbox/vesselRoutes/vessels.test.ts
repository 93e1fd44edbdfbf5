import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import { seededContainerId } from '../../../src/sandbox/seed'
import { NORTHGATE, call, start, type Sandbox } from '../support/shippingApi'

let sbx: Sandbox
beforeAll(async () => {
  sbx = await start()
})
afterAll(() => sbx.close())

const MSKU = seededContainerId(BLUE_HARBOR.id, 'MSKU1234565')
const MSCU = seededContainerId(BLUE_HARBOR.id, 'MSCU6639870')

interface Included {
  id: string
  type: string
  attributes: Record<string, unknown>
}

/** The vessels and ports of a container's route, by name and code. */
async function routeOf(container: string) {
  const r = await call(sbx, 'GET', `/containers/${container}/route?include=port,vessel`)
  const included: Included[] = r.body.included
  const find = (type: string, key: string, value: string) =>
    included.find((x) => x.type === type && x.attributes[key] === value)!
  return {
    vessel: (name: string) => find('vessel', 'name', name),
    port: (code: string) => find('port', 'code', code)
  }
}

describe('GET /vessels/{id}', () => {
  it('shows a vessel at sea with its last position, by id or by IMO', async () => {
    const route = await routeOf(MSKU)
    const vessel = route.vessel('MAERSK KENSINGTON')
    const r = await call(sbx, 'GET', `/vessels/${vessel.id}`)
    expect(r.status).toBe(200)
    expect(r.body.data.attributes).toMatchObject({
      name: 'MAERSK KENSINGTON',
      imo: vessel.attributes.imo,
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      nautical_speed_knots: 17.8,
      position_timestamp: expect.any(String)
    })
    const byImo = await call(sbx, 'GET', `/vessels/${vessel.attributes.imo}`)
    expect(byImo.body.data.id).toBe(vessel.id)
  })

  it('has no position for a vessel whose leg is over', async () => {
    const vessel = (await routeOf(MSCU)).vessel('MSC ALICANTE')
    const r = await call(sbx, 'GET', `/vessels/${vessel.id}`)
    expect(r.body.data.attributes.latitude).toBeNull()
  })

  it('answers 403 without routing and 404 for an unknown vessel', async () => {
    const vessel = (await routeOf(MSKU)).vessel('MAERSK KENSINGTON')
    expect((await call(sbx, 'GET', `/vessels/${vessel.id}`, { key: NORTHGATE })).status).toBe(403)
    expect((await call(sbx, 'GET', '/vessels/0000000')).status).toBe(404)
  })
})

describe('GET /vessels/{id}/future_positions', () => {
  it('estimates the way from the last fix to the next port, reaching it at its ETA', async () => {
    const route = await routeOf(MSKU)
    const vessel = route.vessel('MAERSK KENSINGTON')
    const [from, to] = [route.port('CNSHA'), route.port('USLAX')]
    const now = (await call(sbx, 'GET', `/vessels/${vessel.id}`)).body.data.attributes
    const r = await call(
      sbx,
      'GET',
      `/vessels/${vessel.id}/future_positions?previous_port_id=${from.id}&port_id=${to.id}`
    )
    expect(r.status).toBe(200)
    const positions = r.body.data.attributes.positions
    expect(positions.length).toBeGreaterThan(2)
    expect(positions[0]).toMatchObject({ latitude: now.latitude, longitude: now.longitude })
    expect(positions[0].timestamp).toBe(new Date(now.position_timestamp).toISOString())
    const last = positions.at(-1)
    expect(last.latitude).toBeCloseTo(Number(to.attributes.latitude), 1)
    expect(last.longitude).toBeCloseTo(Number(to.attributes.longitude), 1)
    const shipment = await call(sbx, 'GET', `/containers/${MSKU}?include=shipment`)
    const eta = shipment.body.included[0].attributes.pod_eta_at
    expect(Date.parse(last.timestamp)).toBe(Date.parse(eta))
    const times = positions.map((p: { timestamp: string }) => Date.parse(p.timestamp))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(positions.every((p: { estimated: boolean }) => p.estimated)).toBe(true)
  })

  it('starts from given coordinates', async () => {
    const route = await routeOf(MSKU)
    const vessel = route.vessel('MAERSK KENSINGTON')
    const [from, to] = [route.port('CNSHA'), route.port('USLAX')]
    const r = await call(
      sbx,
      'GET',
      `/vessels/${vessel.id}/future_positions_with_coordinates?previous_port_id=${from.id}&port_id=${to.id}&latitude=35.5&longitude=150.25`
    )
    expect(r.status).toBe(200)
    expect(r.body.data.attributes.positions[0]).toMatchObject({ latitude: 35.5, longitude: 150.25 })
    const bad = await call(
      sbx,
      'GET',
      `/vessels/${vessel.id}/future_positions_with_coordinates?previous_port_id=${from.id}&port_id=${to.id}&latitude=95&longitude=1`
    )
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].detail).toBe('latitude must be a number between -90 and 90.')
  })

  it('names a missing port and refuses ports the vessel does not sail between', async () => {
    const route = await routeOf(MSKU)
    const vessel = route.vessel('MAERSK KENSINGTON')
    const missing = await call(sbx, 'GET', `/vessels/${vessel.id}/future_positions`)
    expect(missing.status).toBe(400)
    expect(missing.body.errors[0].detail).toBe('port_id is required.')
    const [from, to] = [route.port('USLAX'), route.port('CNSHA')]
    const wrong = await call(
      sbx,
      'GET',
      `/vessels/${vessel.id}/future_positions?previous_port_id=${from.id}&port_id=${to.id}`
    )
    expect(wrong.status).toBe(404)
  })
})
