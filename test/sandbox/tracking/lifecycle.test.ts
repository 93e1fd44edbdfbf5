import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import { isValidContainerNumber, withCheckDigit } from '../../../src/sandbox/inference/iso6346'
import { loadSeed } from '../../../src/sandbox/seed'
import {
  CONTAINERS,
  SHIPMENTS,
  type ContainerRecord,
  type ShipmentRecord
} from '../../../src/sandbox/seed/records'
import type { EmitInput } from '../../../src/sandbox/http/types'
import { Store } from '../../../src/sandbox/store/store'
import {
  createTrackingRequest,
  resolveIfDue,
  type TrackingDeps
} from '../../../src/sandbox/tracking/lifecycle'
import { decideOutcome } from '../../../src/sandbox/tracking/outcome'
import { buildMapGeoJson } from '../../../src/sandbox/vesselRoutes/mapGeojson'
import type { TrackingCreateInput } from '../../../src/sandbox/tracking/validate'

let dir: string
let root: Store
let deps: TrackingDeps
let clock: number
let events: { event: string; input: EmitInput }[]

const input = (over: Partial<TrackingCreateInput>): TrackingCreateInput => ({
  request_type: 'bill_of_lading',
  request_number: 'MAEU260000001',
  scac: 'MAEU',
  ref_numbers: ['PO-5501'],
  tags: ['new'],
  ...over
})

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tracking-test-'))
  root = new Store(dir)
  const store = root.forAccount(BLUE_HARBOR.id)
  loadSeed(BLUE_HARBOR, store)
  clock = Date.parse('2026-11-22T06:00:00Z')
  events = []
  deps = {
    accountId: BLUE_HARBOR.id,
    store,
    now: () => new Date(clock),
    emit: (event, i) => events.push({ event, input: i })
  }
})
afterEach(() => {
  root.flush()
  rmSync(dir, { recursive: true, force: true })
})

describe('tracking', () => {
  describe('decideOutcome()', () => {
    it.each([
      ['container', 'MSCU6639871', false, { status: 'failed', failed_reason: 'invalid_number' }],
      ['bill_of_lading', 'MAEU111111404', false, { status: 'failed', failed_reason: 'not_found' }],
      [
        'booking_number',
        '26000410',
        false,
        { status: 'failed', failed_reason: 'booking_cancelled' }
      ],
      [
        'bill_of_lading',
        'HLCU123456503',
        false,
        { status: 'failed', failed_reason: 'shipping_line_unreachable' }
      ],
      ['bill_of_lading', 'HLCU123456202', false, { status: 'awaiting_manifest' }],
      ['bill_of_lading', 'HLCU123456789', true, { status: 'failed', failed_reason: 'duplicate' }],
      ['bill_of_lading', 'HLCU123456789', false, { status: 'created' }]
    ] as const)('%s %s (tracked=%s) -> %j', (request_type, request_number, tracked, outcome) => {
      expect(decideOutcome({ request_type, request_number }, tracked)).toEqual(outcome)
    })
  })

  describe('createTrackingRequest() and resolveIfDue()', () => {
    it('stays pending until the delay has passed, then creates a shipment with containers', () => {
      const rec = createTrackingRequest(deps, input({}), 500)
      expect(rec.attributes.status).toBe('pending')
      expect(resolveIfDue(deps, rec.id)?.attributes.status).toBe('pending')
      clock += 500
      const done = resolveIfDue(deps, rec.id)!
      expect(done.attributes.status).toBe('created')
      const shipment = deps.store.collection<ShipmentRecord>(SHIPMENTS).get(done.shipmentId!)!
      expect(shipment.attributes.bill_of_lading_number).toBe('MAEU260000001')
      expect(shipment.attributes.ref_numbers).toEqual(['PO-5501'])
      expect(shipment.attributes.tags).toEqual(['new'])
      const containers = deps.store
        .collection<ContainerRecord>(CONTAINERS)
        .filter((c) => c.shipmentId === shipment.id)
      expect(containers.length).toBeGreaterThanOrEqual(1)
      for (const c of containers) {
        expect(c.attributes.ref_numbers).toEqual(['PO-5501'])
        expect(isValidContainerNumber(c.attributes.number)).toBe(true)
        expect(
          buildMapGeoJson(c.route).features.some(
            (f) => f.properties.feature_type === 'current_vessel'
          )
        ).toBe(true)
      }
      expect(events.map((e) => e.event)).toEqual(['tracking_request.succeeded'])
      expect(events[0].input.reference).toEqual({ id: rec.id, type: 'tracking_request' })
    })

    it('creates the same shipment for the same number', () => {
      const a = createTrackingRequest(
        deps,
        input({ request_number: 'ONEYTYO123456789', scac: 'ONEY' }),
        0
      )
      const shipmentA = deps.store
        .collection<ShipmentRecord>(SHIPMENTS)
        .get(resolveIfDue(deps, a.id)!.shipmentId!)!
      const dir2 = mkdtempSync(join(tmpdir(), 'tracking-test-'))
      try {
        const root2 = new Store(dir2)
        const store2 = root2.forAccount(BLUE_HARBOR.id)
        const deps2 = { ...deps, store: store2 }
        const b = createTrackingRequest(
          deps2,
          input({ request_number: 'ONEYTYO123456789', scac: 'ONEY' }),
          0
        )
        const shipmentB = store2
          .collection<ShipmentRecord>(SHIPMENTS)
          .get(resolveIfDue(deps2, b.id)!.shipmentId!)!
        expect(shipmentB).toEqual(shipmentA)
        root2.flush()
      } finally {
        rmSync(dir2, { recursive: true, force: true })
      }
    })

    it('tracks a single container number as a one-container shipment', () => {
      const rec = createTrackingRequest(
        deps,
        input({
          request_type: 'container',
          request_number: withCheckDigit('HLXU123456'),
          scac: 'HLCU'
        }),
        0
      )
      const done = resolveIfDue(deps, rec.id)!
      const containers = deps.store
        .collection<ContainerRecord>(CONTAINERS)
        .filter((c) => c.shipmentId === done.shipmentId)
      expect(containers.map((c) => c.attributes.number)).toEqual([withCheckDigit('HLXU123456')])
    })

    it('fails a number the account already tracks as duplicate', () => {
      const rec = createTrackingRequest(deps, input({ request_number: 'MAEU241234567' }), 0)
      expect(resolveIfDue(deps, rec.id)?.attributes).toMatchObject({
        status: 'failed',
        failed_reason: 'duplicate'
      })
      expect(events.map((e) => e.event)).toEqual(['tracking_request.failed'])
    })

    it('announces awaiting_manifest and keeps it', () => {
      const rec = createTrackingRequest(deps, input({ request_number: 'MAEU260000202' }), 0)
      expect(resolveIfDue(deps, rec.id)?.attributes.status).toBe('awaiting_manifest')
      expect(resolveIfDue(deps, rec.id)?.attributes.status).toBe('awaiting_manifest')
      expect(events.map((e) => e.event)).toEqual(['tracking_request.awaiting_manifest'])
    })
  })
})
