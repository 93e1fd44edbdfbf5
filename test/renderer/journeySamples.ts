import type { ContainerJourney, ContainerView } from '@shared/views'
import type { MapFeatureCollection } from '@shared/service'

const DAY = 86_400_000

/** A linked container as the detail lists it; attributes beyond these are not read. */
export function boxView(over: Partial<ContainerView['attributes']> = {}): ContainerView {
  return {
    id: 'c-msku',
    shipmentId: 's1',
    webUrl: null,
    attributes: {
      number: 'MSKU1234565',
      current_status: 'on_ship',
      equipment_type: 'dry',
      equipment_length: 40,
      equipment_height: 'high_cube',
      pickup_lfd: null,
      pod_full_out_at: null,
      pod_timezone: 'America/Los_Angeles',
      holds_at_pod_terminal: [],
      fees_at_pod_terminal: [],
      import_deadlines: { pickup_lfd_terminal: null, pickup_lfd_rail: null, pickup_lfd_line: null },
      ...over
    } as ContainerView['attributes']
  }
}

/** Shanghai → Los Angeles across the antimeridian, vessel at sea. */
export const TRANSPACIFIC: MapFeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [122.07, 30.63] },
      properties: { feature_type: 'port', label: 'POL', name: 'Shanghai' }
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-118.27, 33.74] },
      properties: { feature_type: 'port', label: 'POD', name: 'Los Angeles' }
    },
    {
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [122.07, 30.63],
          [150, 38],
          [179.5, 44],
          [-171, 44]
        ]
      },
      properties: { feature_type: 'past_vessel_locations' }
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-171, 44] },
      properties: {
        feature_type: 'current_vessel',
        vessel_name: 'MAERSK KENSINGTON',
        vessel_location_heading: 100
      }
    },
    {
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [-171, 44],
          [-136, 38],
          [-118.27, 33.74]
        ]
      },
      properties: { feature_type: 'estimated_partial_leg' }
    }
  ]
}

/** The journey of a box at sea; `now` places the last free day. */
export function journeySample(over: Partial<ContainerJourney> = {}): ContainerJourney {
  return {
    container: boxView(),
    billOfLading: 'MAEU241234567',
    podTerminal: { name: 'APM Terminals Pier 400', nickname: 'Pier 400', firmsCode: 'W185' },
    pickupFacility: { name: 'APM Terminals Pier 400', nickname: 'Pier 400', firmsCode: 'W185' },
    events: [
      {
        id: 'e1',
        milestone: 'vessel_loaded',
        estimated: false,
        at: '2026-03-01T16:00:00Z',
        place: { name: 'Shanghai', locode: 'CNSHA', timeZone: 'Asia/Shanghai' },
        terminal: null,
        vessel: 'MAERSK KENSINGTON',
        voyage: '446E'
      },
      {
        id: 'e2',
        milestone: 'estimated.vessel_arrived',
        estimated: true,
        at: '2026-03-20T15:30:00Z',
        place: { name: 'Los Angeles', locode: null, timeZone: 'America/Los_Angeles' },
        terminal: null,
        vessel: null,
        voyage: null
      }
    ],
    route: TRANSPACIFIC,
    routeNotice: null,
    ...over
  }
}

/** An instant `days` from now (negative: in the past). */
export const daysFromNow = (days: number): string => new Date(Date.now() + days * DAY).toISOString()
