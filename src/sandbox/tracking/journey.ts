/**
 * The milestones of one container's journey, derived from the same stored facts the container's
 * attributes and its map are built from: the route plan's port calls (departures, arrivals) and
 * the container's own milestone fields (discharge, rail, gate out, empty return). Deriving them
 * on read keeps the three stories identical, needs no migration of stored data and gives the
 * same events, with the same ids, on every read.
 */
import type { EventDataSource } from '../../shared/service'
import type { PortCall, PortInfo, RoutePlan, VesselInfo } from '../vesselRoutes/plan'
import { portById, PORTS } from '../seed/ports'
import type { ContainerRecord, ShipmentRecord } from '../seed/records'
import { stableUuid } from '../seed/stableId'
import { terminalAt } from '../seed/terminals'

/** One milestone: `name` is the suffix after `container.transport.` (or `.estimated.`). */
export interface Milestone {
  name: string
  estimated: boolean
  at: string
  port: PortInfo
  timezone: string
  terminalId: string | null
  vessel: VesselInfo | null
  source: EventDataSource
}

const DAY_MS = 86_400_000

const shift = (iso: string, days: number): string =>
  new Date(Date.parse(iso) + days * DAY_MS).toISOString()

/** The container's route plan, or one rebuilt from its shipment when it has no route data. */
function planOf(container: ContainerRecord, shipment: ShipmentRecord): RoutePlan | null {
  if (container.route) return container.route
  const s = shipment.attributes
  const pol = s.port_of_lading_locode ? PORTS[s.port_of_lading_locode] : undefined
  const pod = s.port_of_discharge_locode ? PORTS[s.port_of_discharge_locode] : undefined
  if (!pol || !pod || !s.pod_vessel_imo || !s.pod_vessel_name) return null
  const call = (port: PortInfo, times: Partial<PortCall>): PortCall => ({
    port,
    inbound_eta_at: null,
    inbound_ata_at: null,
    outbound_etd_at: null,
    outbound_atd_at: null,
    updated_at: null,
    ...times
  })
  const vessel: VesselInfo = {
    id: stableUuid('vessel', s.pod_vessel_imo),
    name: s.pod_vessel_name,
    imo: s.pod_vessel_imo,
    voyage_number: s.pod_voyage_number
  }
  return {
    calls: [
      call(pol, { outbound_etd_at: s.pol_etd_at, outbound_atd_at: s.pol_atd_at }),
      call(pod, { inbound_eta_at: s.pod_eta_at, inbound_ata_at: s.pod_ata_at })
    ],
    legs: [{ vessel, waypoints: [] }],
    vesselFix: null
  }
}

/** The inland destination of a shipment whose destination is not its port of discharge. */
export function inlandDestination(shipment: ShipmentRecord): PortInfo | undefined {
  const id = shipment.portIds.destination
  return id && id !== shipment.portIds.port_of_discharge ? portById(id) : undefined
}

/** The terminal at the shipment's inland destination, if any. */
export function destinationTerminalId(shipment: ShipmentRecord): string | null {
  const dest = inlandDestination(shipment)
  return (dest && terminalAt(dest.locode)?.id) ?? null
}

/** Where the container is handed to the trucker: the inland ramp for rail moves, else the POD. */
export function pickupFacilityId(
  container: ContainerRecord,
  shipment: ShipmentRecord
): string | null {
  const rail = container.attributes.ind_rail_carrier_scac || container.attributes.pod_rail_loaded_at
  return (rail && destinationTerminalId(shipment)) || container.podTerminalId
}

/**
 * The container's milestones in time order: actual ones, then (for what has not happened yet)
 * the estimated arrival at an inland destination. Nothing is reported before the first
 * departure: until then the line has only a booking.
 */
// eslint-disable-next-line max-lines-per-function -- the milestones in the order a container meets them, each added by the one helper closed over the list
export function milestonesOf(container: ContainerRecord, shipment: ShipmentRecord): Milestone[] {
  const plan = planOf(container, shipment)
  if (!plan || plan.calls.length < 2) return []
  const a = container.attributes
  const out: Milestone[] = []
  const add = (
    name: string,
    at: string | null,
    port: PortInfo,
    extra: Partial<Omit<Milestone, 'name' | 'at' | 'port'>> = {}
  ): void => {
    if (!at) return
    out.push({
      name,
      at,
      port,
      estimated: false,
      timezone: port.time_zone,
      terminalId: null,
      vessel: null,
      source: 'shipping_line',
      ...extra
    })
  }
  const { calls, legs } = plan
  const last = calls.length - 1
  const pod = calls[last].port
  const podTerminal = { terminalId: container.podTerminalId, source: 'terminal' as const }

  const polAtd = calls[0].outbound_atd_at
  if (!polAtd) return []
  add('empty_out', shift(polAtd, -4), calls[0].port)
  add('full_in', shift(polAtd, -2), calls[0].port, { source: 'terminal' })
  legs.forEach((leg, i) => {
    const [dep, arr] = [calls[i], calls[i + 1]]
    const kind = i === 0 ? 'vessel' : 'transshipment'
    const vessel = { vessel: leg.vessel }
    if (dep.outbound_atd_at) {
      add(`${kind}_loaded`, shift(dep.outbound_atd_at, -0.4), dep.port, vessel)
      add(`${kind}_departed`, dep.outbound_atd_at, dep.port, vessel)
    }
    if (i + 1 === last) {
      add('vessel_arrived', arr.inbound_ata_at, arr.port, { ...vessel, ...podTerminal })
    } else if (arr.inbound_ata_at) {
      add('transshipment_arrived', arr.inbound_ata_at, arr.port, vessel)
      add('transshipment_discharged', shift(arr.inbound_ata_at, 0.3), arr.port, vessel)
    }
  })
  const lastVessel = { vessel: legs[legs.length - 1].vessel }
  add('vessel_discharged', a.pod_discharged_at, pod, { ...lastVessel, ...podTerminal })

  const byRail = !!(a.pod_rail_loaded_at || a.pod_rail_departed_at)
  if (byRail) {
    add('rail_loaded', a.pod_rail_loaded_at, pod, podTerminal)
    add('rail_departed', a.pod_rail_departed_at, pod, podTerminal)
  } else {
    if (a.pod_discharged_at && (a.available_for_pickup || a.pod_full_out_at)) {
      const soon = shift(a.pod_discharged_at, 0.25)
      const at = a.pod_full_out_at && a.pod_full_out_at < soon ? a.pod_full_out_at : soon
      add('available', at, pod, podTerminal)
    }
    add('full_out', a.pod_full_out_at, pod, {
      ...podTerminal,
      timezone: a.pod_timezone ?? pod.time_zone
    })
  }
  const dest = byRail ? inlandDestination(shipment) : undefined
  if (dest) {
    const ramp = { terminalId: destinationTerminalId(shipment) }
    add('rail_arrived', a.ind_ata_at, dest, ramp)
    add('rail_unloaded', a.ind_rail_unloaded_at, dest, { ...ramp, source: 'terminal' })
    add('full_out', a.final_destination_full_out_at, dest, {
      ...ramp,
      source: 'terminal',
      timezone: a.final_destination_timezone ?? dest.time_zone
    })
  }
  const returnedAt = dest ?? pod
  add('empty_in', a.empty_terminated_at, returnedAt, {
    timezone: a.empty_terminated_timezone ?? returnedAt.time_zone
  })
  out.sort((x, y) => x.at.localeCompare(y.at))
  if (dest && !a.ind_ata_at) {
    add('arrived_at_inland_destination', a.ind_eta_at, dest, { estimated: true })
  }
  return out
}

/**
 * What the carrier's own feed would hold beyond the milestones: estimated departures and
 * arrivals at ports not yet left or reached.
 */
export function estimatedCallsOf(
  container: ContainerRecord,
  shipment: ShipmentRecord
): Milestone[] {
  const plan = planOf(container, shipment)
  if (!plan) return []
  const out: Milestone[] = []
  plan.calls.forEach((call, i) => {
    const base = { port: call.port, timezone: call.port.time_zone, terminalId: null }
    const common = { ...base, estimated: true, source: 'shipping_line' as const }
    if (i > 0 && !call.inbound_ata_at && call.inbound_eta_at) {
      out.push({
        ...common,
        name: 'vessel_arrived',
        at: call.inbound_eta_at,
        vessel: plan.legs[i - 1]?.vessel ?? null
      })
    }
    if (i < plan.calls.length - 1 && !call.outbound_atd_at && call.outbound_etd_at) {
      out.push({
        ...common,
        name: 'vessel_departed',
        at: call.outbound_etd_at,
        vessel: plan.legs[i]?.vessel ?? null
      })
    }
  })
  return out
}
