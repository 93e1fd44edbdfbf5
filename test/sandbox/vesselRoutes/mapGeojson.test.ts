import { describe, expect, it } from 'vitest'
import { BLUE_HARBOR, NORTHGATE } from '../../../src/sandbox/accounts'
import { seedForAccount } from '../../../src/sandbox/seed'
import { buildMapGeoJson } from '../../../src/sandbox/vesselRoutes/mapGeojson'
import type { MapFeature, MapFeatureCollection, Position } from '../../../src/shared/service'
import type { RoutePlan } from '../../../src/sandbox/vesselRoutes/plan'

const NOW = new Date('2026-11-22T06:00:00Z')
const containers = [
  ...seedForAccount(BLUE_HARBOR, NOW).containers,
  ...seedForAccount(NORTHGATE, NOW).containers
]
const byNumber = (n: string) => containers.find((c) => c.attributes.number === n)!
const mapOf = (n: string): MapFeatureCollection => buildMapGeoJson(byNumber(n).route)
const ofType = (fc: MapFeatureCollection, t: string): MapFeature[] =>
  fc.features.filter((f) => f.properties.feature_type === t)
const coords = (f: MapFeature): Position[] => f.geometry.coordinates as Position[]

describe('mapGeojson', () => {
  describe('buildMapGeoJson()', () => {
    it('labels ports POL, TS1 and POD in sequence', () => {
      const ports = ofType(mapOf('MSCU6639870'), 'port')
      expect(ports.map((p) => p.properties.label)).toEqual(['POL', 'TS1', 'POD'])
      expect(ports.map((p) => p.properties.ports_sequence)).toEqual([1, 2, 3])
      expect(ports.every((p) => p.properties.ports_total === 3)).toBe(true)
      expect(ports[0].properties).toMatchObject({
        name: 'Ningbo',
        location_type: 'Port',
        time_zone: 'Asia/Shanghai'
      })
    })

    it('shows S1 at sea: vessel, sailed path and partial leg starting at the vessel (rules 1-3)', () => {
      const fc = mapOf('MSKU1234565')
      const [vessel] = ofType(fc, 'current_vessel')
      const [partial] = ofType(fc, 'estimated_partial_leg')
      expect(vessel.properties).toMatchObject({
        vessel_name: 'MAERSK KENSINGTON',
        voyage_number: '446E',
        departure_port_label: 'POL',
        arrival_port_label: 'POD',
        arrival_port_name: 'Los Angeles'
      })
      expect(vessel.properties.departure_port_atd).not.toBeNull()
      expect(coords(partial)[0]).toEqual(vessel.geometry.coordinates)
      expect(coords(partial).at(-1)).toEqual([-118.27, 33.74])
      const heading = vessel.properties.vessel_location_heading as number
      expect(heading).toBeGreaterThanOrEqual(0)
      expect(heading).toBeLessThan(360)
      expect(ofType(fc, 'past_vessel_locations')).toHaveLength(1)
      expect(ofType(fc, 'estimated_full_legs')).toHaveLength(0)
    })

    it('lets the S1 route cross the antimeridian with a longitude jump over 180 (rule 5)', () => {
      const fc = mapOf('MSKU1234565')
      const lines = fc.features.filter((f) => f.geometry.type === 'LineString')
      const jumps = lines.flatMap((f) => {
        const c = coords(f)
        return c.slice(1).filter((p, i) => Math.abs(p[0] - c[i][0]) > 180)
      })
      expect(jumps.length).toBeGreaterThan(0)
      for (const f of fc.features) {
        const points = f.geometry.type === 'Point' ? [f.geometry.coordinates] : coords(f)
        for (const [lon, lat] of points) {
          expect(Math.abs(lon)).toBeLessThanOrEqual(180)
          expect(Math.abs(lat)).toBeLessThanOrEqual(90)
        }
      }
    })

    it('simplifies lines to fewer points than were tracked (rule 4)', () => {
      for (const f of mapOf('MSKU1234565').features.filter(
        (x) => x.geometry.type === 'LineString'
      )) {
        expect(coords(f).length).toBeLessThan(f.properties.point_count as number)
        expect(coords(f).length).toBeGreaterThanOrEqual(2)
      }
    })

    it('omits the vessel and partial leg when no valid position exists', () => {
      const fc = mapOf('HLXU8712045')
      expect(ofType(fc, 'current_vessel')).toHaveLength(0)
      expect(ofType(fc, 'estimated_partial_leg')).toHaveLength(0)
      expect(ofType(fc, 'past_vessel_locations')).toHaveLength(1)
    })

    it('omits the vessel once the next port is reached', () => {
      const fc = mapOf('MSCU6639870')
      expect(ofType(fc, 'current_vessel')).toHaveLength(0)
      expect(ofType(fc, 'past_vessel_locations').map((f) => f.properties.ports_sequence)).toEqual([
        1, 2
      ])
    })

    it('draws estimated full legs before departure', () => {
      const fc = mapOf('EISU9051170')
      const [leg] = ofType(fc, 'estimated_full_legs')
      expect(leg.properties.previous_port_id).toBe(ofType(fc, 'port')[0].properties.location_id)
      expect(leg.properties.next_port_id).toBe(ofType(fc, 'port')[1].properties.location_id)
      expect(ofType(fc, 'current_vessel')).toHaveLength(0)
    })

    it('answers an empty collection without route data', () => {
      expect(mapOf('EMCU6118209')).toEqual({ type: 'FeatureCollection', features: [] })
      expect(buildMapGeoJson(null)).toEqual({ type: 'FeatureCollection', features: [] })
    })

    it('never shows a vessel without a departure (rule 3) even if a fix exists', () => {
      const plan = structuredClone(byNumber('MSKU1234565').route) as RoutePlan
      plan.calls[0].outbound_atd_at = null
      const fc = buildMapGeoJson(plan)
      expect(ofType(fc, 'current_vessel')).toHaveLength(0)
      expect(ofType(fc, 'estimated_partial_leg')).toHaveLength(0)
      expect(ofType(fc, 'estimated_full_legs')).toHaveLength(1)
    })
  })
})
