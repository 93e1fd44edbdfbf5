/**
 * JSON:API resources that shipments and containers point at: ports, terminals, vessels, the
 * container's transport and raw events, and shipping lines. Links carry the `/v2` prefix so a
 * client resolving them against the base URL keeps the version.
 */
import type {
  PortResource,
  RawEventResource,
  ShippingLineResource,
  TerminalResource,
  TransportEventResource,
  VesselResource
} from '../../shared/service'
import type { Carrier } from '../inference/carriers'
import { portId } from '../vesselRoutes/mapGeojson'
import type { PortInfo, VesselInfo } from '../vesselRoutes/plan'
import type { ContainerRecord, ShipmentRecord } from '../seed/records'
import { stableUuid } from '../seed/stableId'
import type { TerminalInfo } from '../seed/terminals'
import { API_PREFIX } from '../http/apiPrefix'
import { estimatedCallsOf, milestonesOf, type Milestone } from '../tracking/journey'

/** A catalogue port as a `port` resource. */
export function portResource(p: PortInfo): PortResource {
  const id = portId(p.locode)
  return {
    id,
    type: 'port',
    attributes: {
      name: p.name,
      code: p.locode,
      city: p.name,
      state_abbr: p.state_abbr,
      state: p.state,
      country_code: p.country_code,
      country: p.country,
      time_zone: p.time_zone,
      latitude: p.coordinates[1],
      longitude: p.coordinates[0]
    },
    links: { self: `${API_PREFIX}/ports/${id}` }
  }
}

/** A catalogue terminal as a `terminal` resource with its port. */
export function terminalResource(t: TerminalInfo): TerminalResource {
  const { id, locode, ...attributes } = t
  return {
    id,
    type: 'terminal',
    attributes,
    relationships: { port: { data: { id: portId(locode), type: 'port' } } },
    links: { self: `${API_PREFIX}/terminals/${id}` }
  }
}

/** A vessel as a `vessel` resource. */
export function vesselResource(v: VesselInfo): VesselResource {
  return { id: v.id, type: 'vessel', attributes: { name: v.name, imo: v.imo } }
}

/** The id of the n-th transport event of a container. */
const transportEventId = (containerId: string, m: Milestone, n: number): string =>
  stableUuid('transport_event', containerId, m.name, String(n))

const prefixed = (m: Milestone): string =>
  `container.transport.${m.estimated ? 'estimated.' : ''}${m.name}`

/** The container's transport events, oldest first (estimated ones last). */
export function transportEventResources(
  container: ContainerRecord,
  shipment: ShipmentRecord
): TransportEventResource[] {
  return milestonesOf(container, shipment).map((m, n) => ({
    id: transportEventId(container.id, m, n),
    type: 'transport_event',
    attributes: {
      event: prefixed(m),
      voyage_number: m.vessel?.voyage_number ?? null,
      timestamp: m.at,
      timezone: m.timezone,
      location_locode: m.port.locode,
      created_at: m.at,
      data_source: m.source
    },
    relationships: {
      shipment: { data: { id: shipment.id, type: 'shipment' } },
      container: { data: { id: container.id, type: 'container' } },
      location: { data: { id: portId(m.port.locode), type: 'port' } },
      terminal: { data: m.terminalId ? { id: m.terminalId, type: 'terminal' } : null },
      vessel: { data: m.vessel ? { id: m.vessel.id, type: 'vessel' } : null }
    }
  }))
}

/** How a carrier's feed words each milestone (raw events keep the line's own text). */
const WORDING: Readonly<Record<string, string>> = {
  empty_out: 'Empty container released to shipper',
  full_in: 'Gate in full at origin terminal',
  vessel_loaded: 'Loaded on board',
  vessel_departed: 'Vessel departure',
  transshipment_arrived: 'Arrival at transshipment port',
  transshipment_discharged: 'Discharged at transshipment port',
  transshipment_loaded: 'Loaded at transshipment port',
  transshipment_departed: 'Departure from transshipment port',
  vessel_arrived: 'Vessel arrival',
  vessel_discharged: 'Discharged from vessel',
  available: 'Available for pickup',
  full_out: 'Gate out full',
  rail_loaded: 'Loaded on rail',
  rail_departed: 'Rail departure',
  rail_arrived: 'Rail arrival at destination',
  rail_unloaded: 'Unloaded from rail',
  arrived_at_inland_destination: 'Arrival at inland destination',
  empty_in: 'Empty container returned'
}

/** The container's raw events: the carrier's lines behind the milestones, plus its estimates. */
export function rawEventResources(
  container: ContainerRecord,
  shipment: ShipmentRecord
): RawEventResource[] {
  const lines = [...milestonesOf(container, shipment), ...estimatedCallsOf(container, shipment)]
  return lines.map((m, index) => ({
    id: stableUuid('raw_event', container.id, m.name, String(m.estimated), String(index)),
    type: 'raw_event',
    attributes: {
      event: m.name,
      original_event: `${m.estimated ? 'Estimated: ' : ''}${WORDING[m.name] ?? m.name}`,
      timestamp: m.at,
      estimated: m.estimated,
      actual_at: m.estimated ? null : m.at,
      estimated_at: m.estimated ? m.at : null,
      timezone: m.timezone,
      location_name: m.port.name,
      location_locode: m.port.locode,
      vessel_name: m.vessel?.name ?? null,
      vessel_imo: m.vessel?.imo ?? null,
      voyage_number: m.vessel?.voyage_number ?? null,
      index
    },
    relationships: {
      container: { data: { id: container.id, type: 'container' } },
      location: { data: { id: portId(m.port.locode), type: 'port' } },
      vessel: { data: m.vessel ? { id: m.vessel.id, type: 'vessel' } : null }
    }
  }))
}

/** The id of a shipping line, from its SCAC. */
export const shippingLineId = (scac: string): string => stableUuid('shipping_line', scac)

/** A carrier the inference knows, as a `shipping_line` resource. */
export function shippingLineResource(c: Carrier): ShippingLineResource {
  const id = shippingLineId(c.scac)
  return {
    id,
    type: 'shipping_line',
    attributes: {
      scac: c.scac,
      name: c.name,
      short_name: c.shortName,
      alternative_scacs: c.billOfLadingPrefixes.filter((p) => p !== c.scac),
      bill_of_lading_tracking_support: c.billOfLadingPrefixes.length > 0,
      booking_number_tracking_support: true,
      container_number_tracking_support: true
    },
    links: { self: `${API_PREFIX}/shipping_lines/${id}` }
  }
}
