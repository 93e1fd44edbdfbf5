/**
 * Turns compact shipment specs (times as day offsets from "now") into stored records, so the
 * seed reads like a list of situations and every record is complete and self-consistent.
 */
import type { ContainerAttributes, ShipmentAttributes } from '../../shared/service'
import { carrierByScac } from '../inference/carriers'
import type { PortCall, RoutePlan, VesselInfo } from '../vesselRoutes/plan'
import { lane } from './lanes'
import { port } from './ports'
import type { ContainerRecord, ShipmentRecord } from './records'
import { stableUuid } from './stableId'

/** Day offset from now (fractions allowed), or null for "has not happened / not known". */
export type Days = number | null

export interface CallSpec {
  locode: string
  eta?: Days
  ata?: Days
  etd?: Days
  atd?: Days
}

export interface VesselSpec {
  name: string
  /** First six digits of the IMO number; the check digit is computed. */
  imo6: string
  voyage: string
}

export interface ContainerSpec {
  number: string
  status: string
  equipment: [
    'dry' | 'reefer' | 'open top' | 'flat rack' | 'tank',
    20 | 40 | 45,
    'standard' | 'high_cube'
  ]
  weightLbs: number
  seal: string
  /** No route data yet: the map answers an empty collection. */
  noRoute?: boolean
  customFields?: Record<string, string>
  /** Attribute values (times as day offsets) beyond the defaults derived from the shipment. */
  set?: Partial<Record<keyof ContainerAttributes, unknown>>
}

export interface ShipmentSpec {
  account: string
  billOfLading: string
  scac: string
  refs: string[]
  tags: string[]
  customer: string
  createdDays: number
  calls: CallSpec[]
  legs: VesselSpec[]
  podOriginalEta: Days
  destination?: { locode: string; eta: Days; ata: Days }
  podTerminal: string
  lastTrackedDays: number
  stopped?: { days: number; reason: string }
  /** The vessel's last position on the leg in progress. */
  fix?: { leg: number; progress: number; valid: boolean; speed: number; ageHours: number }
  containers: ContainerSpec[]
  /** Custom field values of the shipment by api_slug. */
  customFields?: Record<string, string>
}

/** IMO numbers end with a check digit: Σ digit·(7..2) mod 10. */
export function imoNumber(first6: string): string {
  const sum = [...first6].reduce((s, d, i) => s + Number(d) * (7 - i), 0)
  return first6 + String(sum % 10)
}

type Clock = (days: Days) => string | null

function clock(now: Date): Clock {
  const base = Math.floor(now.getTime() / 60_000) * 60_000
  return (days) => (days === null ? null : new Date(base + days * 86_400_000).toISOString())
}

function vessel(v: VesselSpec): VesselInfo {
  const imo = imoNumber(v.imo6)
  return { id: stableUuid('vessel', imo), name: v.name, imo, voyage_number: v.voyage }
}

function routeOf(spec: ShipmentSpec, at: Clock, now: Date): RoutePlan {
  const calls: PortCall[] = spec.calls.map((c) => ({
    port: port(c.locode),
    inbound_eta_at: at(c.eta ?? null),
    inbound_ata_at: at(c.ata ?? null),
    outbound_etd_at: at(c.etd ?? null),
    outbound_atd_at: at(c.atd ?? null),
    updated_at: at(-spec.lastTrackedDays)
  }))
  const legs = spec.legs.map((v, i) => ({
    vessel: vessel(v),
    waypoints: lane(spec.calls[i].locode, spec.calls[i + 1].locode)
  }))
  const fix = spec.fix
    ? {
        legIndex: spec.fix.leg,
        progress: spec.fix.progress,
        timestamp: new Date(now.getTime() - spec.fix.ageHours * 3_600_000).toISOString(),
        speed: spec.fix.speed,
        valid: spec.fix.valid
      }
    : null
  return { calls, legs, vesselFix: fix }
}

function shipmentAttributes(spec: ShipmentSpec, at: Clock): ShipmentAttributes {
  const carrier = carrierByScac(spec.scac)
  if (!carrier) throw new Error(`Seed carrier ${spec.scac} is not in the carrier table`)
  const pol = spec.calls[0]
  const pod = spec.calls[spec.calls.length - 1]
  const dest = spec.destination
  const destPort = port(dest ? dest.locode : pod.locode)
  const lastVessel = spec.legs[spec.legs.length - 1]
  const polPort = port(pol.locode)
  const podPort = port(pod.locode)
  return {
    bill_of_lading_number: spec.billOfLading,
    normalized_number: spec.billOfLading.toUpperCase().replace(/[\s-]/g, ''),
    ref_numbers: [...spec.refs],
    tags: [...spec.tags],
    created_at: at(spec.createdDays) as string,
    port_of_lading_locode: polPort.locode,
    port_of_lading_name: polPort.name,
    port_of_discharge_locode: podPort.locode,
    port_of_discharge_name: podPort.name,
    destination_locode: destPort.locode,
    destination_name: destPort.name,
    shipping_line_scac: carrier.scac,
    shipping_line_name: carrier.name,
    shipping_line_short_name: carrier.shortName,
    customer_name: spec.customer,
    pod_vessel_name: lastVessel.name,
    pod_vessel_imo: imoNumber(lastVessel.imo6),
    pod_voyage_number: lastVessel.voyage,
    pol_etd_at: at(pol.etd ?? null),
    pol_atd_at: at(pol.atd ?? null),
    pod_eta_at: at(pod.eta ?? null),
    pod_original_eta_at: at(spec.podOriginalEta),
    pod_ata_at: at(pod.ata ?? null),
    destination_eta_at: dest ? at(dest.eta) : at(pod.eta ?? null),
    destination_ata_at: dest ? at(dest.ata) : at(pod.ata ?? null),
    pol_timezone: polPort.time_zone,
    pod_timezone: podPort.time_zone,
    destination_timezone: destPort.time_zone,
    line_tracking_last_attempted_at: at(-spec.lastTrackedDays),
    line_tracking_last_succeeded_at: at(-spec.lastTrackedDays),
    line_tracking_stopped_at: spec.stopped ? at(spec.stopped.days) : null,
    line_tracking_stopped_reason: spec.stopped ? spec.stopped.reason : null
  }
}

const TIME_FIELDS = new Set<string>([
  'pickup_lfd',
  'pickup_appointment_at',
  'pod_arrived_at',
  'pod_discharged_at',
  'pod_full_out_at',
  'terminal_checked_at',
  'final_destination_full_out_at',
  'empty_terminated_at',
  'pod_last_tracking_request_at',
  'shipment_last_tracking_request_at',
  'pod_rail_loaded_at',
  'pod_rail_departed_at',
  'ind_eta_at',
  'ind_ata_at',
  'ind_rail_unloaded_at',
  'ind_facility_lfd_on'
])

function containerAttributes(
  c: ContainerSpec,
  spec: ShipmentSpec,
  shipment: ShipmentAttributes,
  at: Clock
): ContainerAttributes {
  const [equipment_type, equipment_length, equipment_height] = c.equipment
  const base: ContainerAttributes = {
    number: c.number,
    ref_numbers: [...spec.refs],
    equipment_type,
    equipment_length,
    equipment_height,
    weight_in_lbs: c.weightLbs,
    created_at: shipment.created_at,
    seal_number: c.seal,
    pickup_lfd: null,
    pickup_appointment_at: null,
    availability_known: false,
    available_for_pickup: false,
    pod_arrived_at: shipment.pod_ata_at,
    pod_discharged_at: null,
    pod_full_out_at: null,
    terminal_checked_at: null,
    pod_full_out_chassis_number: null,
    location_at_pod_terminal: null,
    final_destination_full_out_at: null,
    empty_terminated_at: null,
    holds_at_pod_terminal: [],
    fees_at_pod_terminal: [],
    pod_timezone: shipment.pod_timezone,
    final_destination_timezone: shipment.destination_timezone,
    empty_terminated_timezone: null,
    pod_rail_carrier_scac: null,
    ind_rail_carrier_scac: null,
    pod_last_tracking_request_at: shipment.line_tracking_last_attempted_at,
    shipment_last_tracking_request_at: shipment.line_tracking_last_attempted_at,
    pod_rail_loaded_at: null,
    pod_rail_departed_at: null,
    ind_eta_at: null,
    ind_ata_at: null,
    ind_rail_unloaded_at: null,
    ind_facility_lfd_on: null,
    import_deadlines: { pickup_lfd_terminal: null, pickup_lfd_rail: null, pickup_lfd_line: null },
    current_status: c.status
  }
  const out = base as unknown as Record<string, unknown>
  for (const [key, value] of Object.entries(c.set ?? {})) {
    if (key === 'import_deadlines') {
      const d = value as Record<string, Days>
      out[key] = {
        pickup_lfd_terminal: at(d.pickup_lfd_terminal ?? null),
        pickup_lfd_rail: at(d.pickup_lfd_rail ?? null),
        pickup_lfd_line: at(d.pickup_lfd_line ?? null)
      }
    } else if (TIME_FIELDS.has(key)) {
      out[key] = at(value as Days)
    } else {
      out[key] = value
    }
  }
  return base
}

/** Builds the stored records of one shipment spec relative to `now`. */
export function buildShipment(
  spec: ShipmentSpec,
  now: Date
): { shipment: ShipmentRecord; containers: ContainerRecord[] } {
  const at = clock(now)
  const attributes = shipmentAttributes(spec, at)
  const shipmentId = stableUuid('shipment', spec.account, attributes.normalized_number)
  const route = routeOf(spec, at, now)
  const podTerminalId = stableUuid('terminal', spec.podTerminal)
  const containers = spec.containers.map<ContainerRecord>((c) => ({
    id: stableUuid('container', spec.account, c.number),
    shipmentId,
    attributes: containerAttributes(c, spec, attributes, at),
    podTerminalId,
    customFields: { ...(c.customFields ?? {}) },
    route: c.noRoute ? null : structuredClone(route)
  }))
  const pod = spec.calls[spec.calls.length - 1].locode
  return {
    shipment: {
      id: shipmentId,
      attributes,
      containerIds: containers.map((c) => c.id),
      portIds: {
        port_of_lading: stableUuid('port', spec.calls[0].locode),
        port_of_discharge: stableUuid('port', pod),
        destination: spec.destination ? stableUuid('port', spec.destination.locode) : null
      },
      podTerminalId,
      stoppedByUserId: null,
      customFields: { ...(spec.customFields ?? {}) }
    },
    containers
  }
}
