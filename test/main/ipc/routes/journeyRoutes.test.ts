import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContainerJourneyResponse } from '../../../../src/engine/client/serviceClient'
import { buildJourney } from '../../../../src/main/ipc/routes/journeyView'
import { BLUE_HARBOR } from '../../../../src/sandbox/accounts'
import { seededContainerId } from '../../../../src/sandbox/seed'
import { startHarness, type Harness } from '../../support/routeHarness'

const HELD = seededContainerId(BLUE_HARBOR.id, 'MSCU6639870')
const ON_RAIL = seededContainerId(BLUE_HARBOR.id, 'CMAU5128771')

describe('ipc/routes/journeyRoutes', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.close())

  describe("'container.journey'", () => {
    it('reads a transshipped box’s events with places, vessels, terminal and route', async () => {
      const r = await h.call('container.journey', { containerId: HELD })
      if (!r.ok) throw new Error(r.error.message)
      const j = r.value
      expect(j.container.attributes.number).toBe('MSCU6639870')
      expect(j.billOfLading).toBe('MEDUQ2417731')
      expect(j.podTerminal).toEqual({
        name: 'Terminal 18 Seattle',
        nickname: 'T18',
        firmsCode: 'Y561'
      })
      expect(j.events.map((e) => e.milestone)).toEqual([
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
      expect(j.events[2]).toMatchObject({
        place: { name: 'Ningbo', locode: 'CNNGB', timeZone: 'Asia/Shanghai' },
        vessel: 'MSC ALICANTE',
        voyage: 'FE248N',
        estimated: false
      })
      expect(j.events.at(-1)).toMatchObject({
        place: { name: 'Seattle', timeZone: 'America/Los_Angeles' },
        terminal: 'Terminal 18 Seattle',
        vessel: 'MSC LORETTA'
      })
      expect(j.route?.features.filter((f) => f.properties.feature_type === 'port')).toHaveLength(3)
      expect(j.routeNotice).toBeNull()
    })

    it('puts the estimated inland arrival after what happened, picked up at the ramp', async () => {
      const r = await h.call('container.journey', { containerId: ON_RAIL })
      if (!r.ok) throw new Error(r.error.message)
      expect(r.value.events.at(-1)).toMatchObject({
        milestone: 'estimated.arrived_at_inland_destination',
        estimated: true,
        place: { name: 'Chicago', timeZone: 'America/Chicago' }
      })
      expect(r.value.pickupFacility?.name).toBe('BNSF Logistics Park Chicago')
    })

    it('ends a box at sea with its expected arrival at the port of discharge', async () => {
      const r = await h.call('container.journey', {
        containerId: seededContainerId(BLUE_HARBOR.id, 'MSKU1234565')
      })
      if (!r.ok) throw new Error(r.error.message)
      const pod = r.value.route?.features.find((f) => f.properties.label === 'POD')
      expect(r.value.events.map((e) => e.milestone).slice(-2)).toEqual([
        'vessel_departed',
        'estimated.vessel_arrived'
      ])
      expect(r.value.events.at(-1)).toMatchObject({
        at: pod?.properties.inbound_eta_at,
        place: { name: 'Los Angeles', timeZone: 'America/Los_Angeles' }
      })
    })

    it('refuses an id that is not one before asking the service, and names an unknown one', async () => {
      const bad = await h.call('container.journey', { containerId: '../documents' })
      expect(bad).toMatchObject({ ok: false, error: { kind: 'validation' } })
      expect(bad.ok || bad.error.message).toContain('unknown container id')
      const missing = await h.call('container.journey', { containerId: 'no-such-container' })
      expect(missing).toMatchObject({ ok: false, error: { kind: 'not_found' } })
    })
  })

  describe('buildJourney()', () => {
    const base = (): ContainerJourneyResponse => ({
      container: {
        data: {
          id: 'c1',
          type: 'container',
          attributes: { number: 'MSKU1234565' } as never,
          relationships: { shipment: { data: { id: 's1', type: 'shipment' } } }
        },
        included: []
      },
      events: {
        data: [],
        included: [],
        links: { self: 's', first: 'f', last: 'l' },
        meta: { size: 100, total: 0 }
      },
      route: null
    })
    const client = { deepLink: (q: string) => `https://app.example/find?q=${q}` }

    it('says why there is no route when the account has no routing feature', () => {
      const j = buildJourney(base(), client)
      expect(j.route).toBeNull()
      expect(j.routeNotice).toBe('not_offered')
    })

    it('skips events it cannot place in time and keeps the rest', () => {
      const res = base()
      const event = (id: string, event: unknown, timestamp: unknown) =>
        ({ id, type: 'transport_event', attributes: { event, timestamp } }) as never
      res.events.data = [
        event('a', 'container.transport.vessel_departed', '2026-03-01T10:00:00Z'),
        event('b', 'container.transport.vessel_loaded', 'yesterday'),
        event('c', 'document.extracted', '2026-03-01T09:00:00Z'),
        event('d', 42, '2026-03-01T09:00:00Z'),
        event('e', 'container.transport.vessel_loaded', '2026-03-01T08:00:00Z')
      ]
      res.route = { type: 'FeatureCollection', features: 'none' } as never
      const j = buildJourney(res, client)
      expect(j.events.map((e) => [e.id, e.milestone, e.place])).toEqual([
        ['e', 'vessel_loaded', null],
        ['a', 'vessel_departed', null]
      ])
      expect(j.route).toBeNull()
      expect(j.routeNotice).toBe('unreadable')
    })
  })
})
