import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import { seededContainerId, seededShipmentId } from '../../../src/sandbox/seed'
import { FULL, NORTHGATE, call, start, type Sandbox } from '../support/shippingApi'

let sbx: Sandbox
beforeAll(async () => {
  sbx = await start({ allowHttpWebhooks: true })
})
afterAll(() => sbx.close())

interface Ref {
  id: string
  type: string
}
interface Res extends Ref {
  attributes: Record<string, unknown>
  relationships?: Record<string, { data: Ref | Ref[] | null }>
  links?: { self?: string }
}

const SHIPMENT_DEFAULT =
  'containers,pod_terminal,port_of_lading,port_of_discharge,destination,destination_terminal'
const CONTAINER_DEFAULT = 'shipment,pod_terminal,pickup_facility'

const S4 = seededShipmentId(BLUE_HARBOR.id, 'CMDUYTN0451288')
const RAIL_BOX = seededContainerId(BLUE_HARBOR.id, 'CMAU5128771')

const refsOf = (r: Res, name: string): Ref[] => {
  const data = r.relationships?.[name]?.data
  return Array.isArray(data) ? data : data ? [data] : []
}
const key = (r: Ref): string => `${r.type}:${r.id}`

/**
 * What a typed JSON:API client checks on a compound document: every included resource once,
 * none repeating primary data, and every relationship asked for resolvable in `included`.
 */
function expectCompound(body: { data: Res | Res[]; included: Res[] }, names: string[]): void {
  const primary = Array.isArray(body.data) ? body.data : [body.data]
  const keys = body.included.map(key)
  expect(new Set(keys).size).toBe(keys.length)
  const primaryKeys = new Set(primary.map(key))
  for (const k of keys) expect(primaryKeys.has(k)).toBe(false)
  const have = new Set([...keys, ...primaryKeys])
  for (const r of primary) {
    for (const name of names) {
      expect(r.relationships?.[name], `${r.type} ${r.id} lacks ${name}`).toBeDefined()
      for (const ref of refsOf(r, name))
        expect(have.has(key(ref)), `${name} ${key(ref)}`).toBe(true)
    }
  }
}

/** Every page of a list, following links.next as a client does. */
async function readAll(path: string, apiKey: string): Promise<Res[]> {
  const out: Res[] = []
  let url: string | undefined = `${sbx.baseUrl}${path}`
  while (url) {
    const page = await call(sbx, 'GET', url.slice(sbx.baseUrl.length), { key: apiKey })
    expect(page.status, page.text).toBe(200)
    expectCompound(page.body, [])
    expect(page.body.links.prev === null || page.body.links.next === null).toBe(false)
    out.push(...page.body.data)
    url = page.body.links.next
  }
  return out
}

describe('sandbox compound documents', () => {
  describe('the official client’s default includes', () => {
    it.each([
      ['Blue Harbor', FULL],
      ['Northgate', NORTHGATE]
    ])('read every seeded shipment and container of %s without an error', async (_, apiKey) => {
      const shipments = await readAll(`/shipments?page[size]=3&include=${SHIPMENT_DEFAULT}`, apiKey)
      expect(shipments.length).toBeGreaterThan(0)
      let containers = 0
      for (const s of shipments) {
        const one = await call(sbx, 'GET', `/shipments/${s.id}?include=${SHIPMENT_DEFAULT}`, {
          key: apiKey
        })
        expect(one.status, one.text).toBe(200)
        expectCompound(one.body, SHIPMENT_DEFAULT.split(','))
        for (const c of refsOf(s, 'containers')) {
          containers++
          for (const include of [CONTAINER_DEFAULT, 'transport_events']) {
            const r = await call(sbx, 'GET', `/containers/${c.id}?include=${include}`, {
              key: apiKey
            })
            expect(r.status, r.text).toBe(200)
            expectCompound(r.body, include.split(','))
          }
        }
      }
      const listed = await readAll(`/containers?page[size]=4&include=${CONTAINER_DEFAULT}`, apiKey)
      expect(listed).toHaveLength(containers)
      expect(
        await readAll('/containers?page[size]=5&include=transport_events', apiKey)
      ).toHaveLength(containers)
    })
  })

  describe('GET /shipments/{id}?include=…', () => {
    it('includes each relationship of a shipment with its resource, once', async () => {
      const r = await call(sbx, 'GET', `/shipments/${S4}?include=${SHIPMENT_DEFAULT}`)
      const byKey = new Map((r.body.included as Res[]).map((x) => [key(x), x]))
      const one = (name: string): Res => byKey.get(key(refsOf(r.body.data, name)[0])) as Res
      expect(one('port_of_lading').attributes).toMatchObject({
        code: 'CNYTN',
        name: 'Yantian',
        country_code: 'CN',
        time_zone: 'Asia/Shanghai',
        latitude: 22.57,
        longitude: 114.28
      })
      expect(one('port_of_discharge').attributes.code).toBe('USLGB')
      expect(one('destination').attributes).toMatchObject({
        code: 'USCHI',
        time_zone: 'America/Chicago'
      })
      expect(one('pod_terminal').attributes).toMatchObject({
        name: 'Long Beach Container Terminal',
        nickname: 'LBCT',
        firms_code: 'W182'
      })
      expect(one('pod_terminal').relationships?.port.data).toEqual(
        refsOf(r.body.data, 'port_of_discharge')[0]
      )
      expect(one('destination_terminal').attributes.name).toBe('BNSF Logistics Park Chicago')
      expect(refsOf(r.body.data, 'containers').map((c) => byKey.get(key(c))?.type)).toEqual([
        'container',
        'container',
        'container'
      ])
    })

    it('writes relationship data whether or not it is included', async () => {
      const r = await call(sbx, 'GET', `/shipments/${S4}`)
      expect(r.body.included).toEqual([])
      expect(refsOf(r.body.data, 'destination_terminal')[0].type).toBe('terminal')
      expect(refsOf(r.body.data, 'port_of_lading')[0].type).toBe('port')
    })

    it('refuses an unknown include with a 400 naming the allowed ones', async () => {
      const r = await call(sbx, 'GET', `/shipments/${S4}?include=containers,ports`)
      expect(r.status).toBe(400)
      expect(r.body.errors[0].detail).toBe(
        "Unknown include 'ports'; allowed: containers, port_of_lading, port_of_discharge, destination, pod_terminal, destination_terminal."
      )
    })
  })

  describe('GET /containers/{id}?include=…', () => {
    it('includes shipment, terminals and both kinds of events', async () => {
      const r = await call(
        sbx,
        'GET',
        `/containers/${RAIL_BOX}?include=shipment,pod_terminal,pickup_facility,transport_events,raw_events`
      )
      expect(r.status).toBe(200)
      const byKey = new Map((r.body.included as Res[]).map((x) => [key(x), x]))
      const data = r.body.data as Res
      expect(byKey.get(key(refsOf(data, 'shipment')[0]))?.id).toBe(S4)
      expect(byKey.get(key(refsOf(data, 'pod_terminal')[0]))?.attributes.name).toBe(
        'Long Beach Container Terminal'
      )
      // a rail move is picked up at the inland ramp, not at the port
      expect(byKey.get(key(refsOf(data, 'pickup_facility')[0]))?.attributes.name).toBe(
        'BNSF Logistics Park Chicago'
      )
      const events = refsOf(data, 'transport_events').map((e) => byKey.get(key(e)) as Res)
      expect(events.length).toBeGreaterThan(5)
      expect(events.every((e) => e.type === 'transport_event')).toBe(true)
      const raws = refsOf(data, 'raw_events').map((e) => byKey.get(key(e)) as Res)
      expect(raws.every((e) => e.type === 'raw_event')).toBe(true)
    })

    it('refuses an unknown include with a 400 naming the allowed ones', async () => {
      const r = await call(sbx, 'GET', `/containers/${RAIL_BOX}?include=vessel`)
      expect(r.status).toBe(400)
      expect(r.body.errors[0].detail).toContain(
        'allowed: shipment, pickup_facility, pod_terminal, transport_events, raw_events'
      )
    })
  })

  describe('forms the public service uses', () => {
    it('leaves links.next and links.prev out where there is no such page', async () => {
      const r = await call(sbx, 'GET', '/shipments?page[size]=100')
      expect(r.body.links).not.toHaveProperty('next')
      expect(r.body.links).not.toHaveProperty('prev')
      const second = await call(sbx, 'GET', '/shipments?page[size]=4&page[number]=2')
      expect(second.body.links).not.toHaveProperty('next')
      expect(second.body.links.prev).toContain('page%5Bnumber%5D=1')
    })

    it('writes links.self so that it resolves against the base URL', async () => {
      const r = await call(sbx, 'GET', `/containers/${RAIL_BOX}?include=shipment,pod_terminal`)
      for (const res of [r.body.data, ...r.body.included] as Res[]) {
        const url = new URL(res.links?.self as string, sbx.baseUrl).href
        expect(url.startsWith(`${sbx.baseUrl}/`)).toBe(true)
        expect((await call(sbx, 'GET', url.slice(sbx.baseUrl.length))).status).toBe(200)
      }
    })

    it('uses only the service’s fee types and hold statuses in every seeded container', async () => {
      for (const apiKey of [FULL, NORTHGATE]) {
        const all = await call(sbx, 'GET', '/containers?page[size]=100', { key: apiKey })
        for (const c of all.body.data as Res[]) {
          const holds = c.attributes.holds_at_pod_terminal as { status: string }[]
          const fees = c.attributes.fees_at_pod_terminal as { type: string }[]
          for (const h of holds) expect(['pending', 'hold']).toContain(h.status)
          for (const f of fees) {
            expect(['demurrage', 'exam', 'extended_dwell_time', 'other', 'total']).toContain(f.type)
          }
        }
      }
    })

    it('accepts a webhook secret of any length (the interface states no minimum)', async () => {
      const r = await call(sbx, 'POST', '/webhooks', {
        body: {
          data: {
            type: 'webhook',
            attributes: {
              url: 'https://hooks.example.invalid/in',
              events: ['document.extracted'],
              secret: 'abc123'
            }
          }
        }
      })
      expect(r.status, r.text).toBe(201)
      expect(r.body.data.attributes.secret).toBe('abc123')
    })
  })
})
