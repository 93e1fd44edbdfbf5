import { describe, expect, it } from 'vitest'
import { BLUE_HARBOR, NORTHGATE } from '../../../src/sandbox/accounts'
import { isValidContainerNumber } from '../../../src/sandbox/inference/iso6346'
import { carrierByScac } from '../../../src/sandbox/inference/carriers'
import {
  loadSeed,
  seedForAccount,
  seededContainerId,
  seededShipmentId
} from '../../../src/sandbox/seed'
import { imoNumber } from '../../../src/sandbox/seed/build'
import { CONTAINERS, SHIPMENTS, type ContainerRecord } from '../../../src/sandbox/seed/records'
import { Store } from '../../../src/sandbox/store/store'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const NOW = new Date('2026-11-22T06:00:00Z')
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const bh = seedForAccount(BLUE_HARBOR, NOW)
const ng = seedForAccount(NORTHGATE, NOW)
const allShipments = [...bh.shipments, ...ng.shipments]
const allContainers = [...bh.containers, ...ng.containers]
const days = (iso: string | null): number =>
  (Date.parse(iso as string) - NOW.getTime()) / 86_400_000

describe('seed', () => {
  describe('seedForAccount()', () => {
    it('seeds at least 6 shipments and 15 containers across both accounts', () => {
      expect(allShipments.length).toBeGreaterThanOrEqual(6)
      expect(allContainers.length).toBeGreaterThanOrEqual(15)
      expect(bh.shipments.length).toBeGreaterThanOrEqual(6)
      expect(ng.shipments.length).toBeGreaterThan(0)
    })

    it('holds S1 exactly as the brief states it', () => {
      const s1 = bh.shipments.find((s) => s.attributes.bill_of_lading_number === 'MAEU241234567')!
      expect(s1.attributes).toMatchObject({
        shipping_line_scac: 'MAEU',
        ref_numbers: ['PO-7781'],
        pod_vessel_name: 'MAERSK KENSINGTON',
        pod_voyage_number: '446E',
        port_of_lading_locode: 'CNSHA',
        port_of_lading_name: 'Shanghai',
        port_of_discharge_locode: 'USLAX',
        port_of_discharge_name: 'Los Angeles'
      })
      const numbers = s1.containerIds.map(
        (id) => bh.containers.find((c) => c.id === id)!.attributes.number
      )
      expect(numbers).toEqual(['MSKU1234565', 'MRKU2040602'])
    })

    it('holds S2 with its single MSC container', () => {
      const s2 = bh.shipments.find((s) => s.attributes.bill_of_lading_number === 'MEDUQ2417731')!
      expect(s2.attributes.shipping_line_scac).toBe('MSCU')
      expect(
        bh.containers.filter((c) => c.shipmentId === s2.id).map((c) => c.attributes.number)
      ).toEqual(['MSCU6639870'])
    })

    it('gives PO-9921 to no shipment or container', () => {
      for (const r of [...allShipments, ...allContainers]) {
        expect(r.attributes.ref_numbers).not.toContain('PO-9921')
      }
    })

    it('uses valid container numbers, valid IMO numbers and known carriers', () => {
      for (const c of allContainers) expect(isValidContainerNumber(c.attributes.number)).toBe(true)
      for (const s of allShipments) {
        const imo = s.attributes.pod_vessel_imo!
        expect(imoNumber(imo.slice(0, 6))).toBe(imo)
        expect(carrierByScac(s.attributes.shipping_line_scac)?.name).toBe(
          s.attributes.shipping_line_name
        )
      }
    })

    it('fills every attribute key, and each attribute is non-null somewhere', () => {
      for (const list of [allShipments, allContainers]) {
        const keys = Object.keys(list[0].attributes)
        for (const r of list) {
          expect(Object.keys(r.attributes).sort()).toEqual([...keys].sort())
          for (const v of Object.values(r.attributes)) expect(v).not.toBeUndefined()
        }
        for (const key of keys) {
          const filled = list.some((r) => {
            const v = (r.attributes as unknown as Record<string, unknown>)[key]
            if (Array.isArray(v)) return v.length > 0
            if (v && typeof v === 'object') return Object.values(v).some((x) => x !== null)
            return v !== null && v !== false
          })
          expect(filled, key).toBe(true)
        }
      }
    })

    it('varies container status, equipment and lengths', () => {
      const statuses = new Set(allContainers.map((c) => c.attributes.current_status))
      expect(statuses.size).toBeGreaterThanOrEqual(8)
      expect(
        new Set(allContainers.map((c) => c.attributes.equipment_type)).size
      ).toBeGreaterThanOrEqual(4)
      expect(new Set(allContainers.map((c) => c.attributes.equipment_length))).toEqual(
        new Set([20, 40, 45])
      )
      expect(new Set(allContainers.map((c) => c.attributes.equipment_height))).toEqual(
        new Set(['standard', 'high_cube'])
      )
    })

    it('keeps times consistent with status', () => {
      for (const c of allContainers) {
        const a = c.attributes
        if (a.current_status === 'on_ship' || a.current_status === 'new') {
          expect(a.pod_arrived_at).toBeNull()
        } else {
          expect(days(a.pod_arrived_at)).toBeLessThan(0)
        }
        if (a.current_status === 'available') expect(a.available_for_pickup).toBe(true)
        if (a.empty_terminated_at) expect(a.current_status).toBe('empty_returned')
      }
      const s1 = bh.shipments[0].attributes
      expect(days(s1.pol_atd_at)).toBeLessThan(0)
      expect(days(s1.pod_eta_at)).toBeGreaterThan(0)
    })

    it('stops tracking on one shipment with a reason', () => {
      const stopped = allShipments.filter((s) => s.attributes.line_tracking_stopped_at)
      expect(stopped).toHaveLength(1)
      expect(stopped[0].attributes.line_tracking_stopped_reason).toBe('all_containers_terminated')
    })

    it('leaves exactly one container without route data', () => {
      expect(allContainers.filter((c) => c.route === null)).toHaveLength(1)
    })

    it('uses deterministic UUID-shaped ids and returns fresh objects', () => {
      const again = seedForAccount(BLUE_HARBOR, NOW)
      expect(again).toEqual(bh)
      again.shipments[0].attributes.ref_numbers.push('X')
      expect(bh.shipments[0].attributes.ref_numbers).toEqual(['PO-7781'])
      for (const r of [...allShipments, ...allContainers]) expect(r.id).toMatch(UUID)
      expect(seededShipmentId(BLUE_HARBOR.id, 'MAEU241234567')).toBe(bh.shipments[0].id)
      expect(seededContainerId(BLUE_HARBOR.id, 'MSKU1234565')).toBe(bh.containers[0].id)
    })

    it('keeps the accounts apart', () => {
      const bhNumbers = new Set(bh.containers.map((c) => c.attributes.number))
      for (const c of ng.containers) expect(bhNumbers.has(c.attributes.number)).toBe(false)
    })
  })

  describe('loadSeed()', () => {
    it('writes shipments and containers into the account store', () => {
      const dir = mkdtempSync(join(tmpdir(), 'seed-test-'))
      try {
        const store = new Store(dir)
        loadSeed(BLUE_HARBOR, store.forAccount(BLUE_HARBOR.id), NOW)
        const s = store.forAccount(BLUE_HARBOR.id)
        expect(s.collection(SHIPMENTS).size).toBe(bh.shipments.length)
        expect(
          s.collection<ContainerRecord>(CONTAINERS).get(bh.containers[0].id)?.attributes.number
        ).toBe('MSKU1234565')
        store.flush()
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })
  })
})
