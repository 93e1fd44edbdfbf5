/**
 * Maps the service's container, transport events (with their included places, terminals and
 * vessels) and route to the ContainerJourney the journey screen shows. Pure; the answers are
 * untrusted, so a missing or odd related resource leaves its field empty rather than failing.
 */
import type { ContainerJourney, JourneyEvent, JourneyPlace, JourneyTerminal } from '@shared/views'
import type { AnyResource, MapFeatureCollection, ResourceIdentifier } from '@shared/service'
import type { ContainerJourneyResponse, ServiceClient } from '../../../engine/client/serviceClient'
import { containerView } from './documentDetail'

const TRANSPORT_PREFIX = 'container.transport.'

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)

/** Looks resources up in `included` by type and id. */
function index(included: AnyResource[] | undefined): (ref: unknown) => AnyResource | null {
  const byKey = new Map((included ?? []).map((r) => [`${r.type}:${r.id}`, r]))
  return (ref) => {
    const data = (ref as { data?: ResourceIdentifier | null } | undefined)?.data
    return data ? (byKey.get(`${data.type}:${data.id}`) ?? null) : null
  }
}

function terminalOf(r: AnyResource | null): JourneyTerminal | null {
  const name = text(r?.attributes.name)
  if (!r || !name) return null
  return { name, nickname: text(r.attributes.nickname), firmsCode: text(r.attributes.firms_code) }
}

function placeOf(
  port: AnyResource | null,
  locode: string | null,
  zone: string | null
): JourneyPlace | null {
  const name = text(port?.attributes.name) ?? locode
  if (!name) return null
  return {
    name,
    locode: text(port?.attributes.code) ?? locode,
    timeZone: zone ?? text(port?.attributes.time_zone)
  }
}

/** A route the screen can draw: a FeatureCollection whose features are an array. */
function routeOf(route: MapFeatureCollection | null): MapFeatureCollection | null {
  if (!route || route.type !== 'FeatureCollection' || !Array.isArray(route.features)) return null
  return route
}

/**
 * The vessel's expected arrival at the port of discharge, from the route's POD port, while it
 * has not arrived: transport events only report what happened (and inland estimates).
 */
function expectedArrival(
  route: MapFeatureCollection | null,
  events: JourneyEvent[]
): JourneyEvent | null {
  if (!route || events.some((e) => e.milestone === 'vessel_arrived')) return null
  const pod = route.features.find(
    (f) => f?.properties?.feature_type === 'port' && f.properties.label === 'POD'
  )?.properties
  const eta = text(pod?.inbound_eta_at)
  if (!pod || !eta || text(pod.inbound_ata_at) || Number.isNaN(Date.parse(eta))) return null
  const name = text(pod.name)
  return {
    id: `expected-arrival-${text(pod.location_id) ?? 'pod'}`,
    milestone: 'estimated.vessel_arrived',
    estimated: true,
    at: eta,
    place: name ? { name, locode: null, timeZone: text(pod.time_zone) } : null,
    terminal: null,
    vessel: null,
    voyage: null
  }
}

/** The journey view of one container. */
export function buildJourney(
  res: ContainerJourneyResponse,
  client: Pick<ServiceClient, 'deepLink'>
): ContainerJourney {
  const fromContainer = index(res.container.included)
  const rels = res.container.data.relationships
  const shipment = fromContainer(rels?.shipment)
  const fromEvents = index(res.events.included)
  const events: JourneyEvent[] = []
  for (const e of res.events.data ?? []) {
    const a = e.attributes
    const name = text(a?.event)
    const at = text(a?.timestamp)
    if (!name?.startsWith(TRANSPORT_PREFIX) || !at || Number.isNaN(Date.parse(at))) continue
    const milestone = name.slice(TRANSPORT_PREFIX.length)
    const vessel = fromEvents(e.relationships?.vessel)
    events.push({
      id: e.id,
      milestone,
      estimated: milestone.startsWith('estimated.'),
      at,
      place: placeOf(
        fromEvents(e.relationships?.location),
        text(a.location_locode),
        text(a.timezone)
      ),
      terminal: terminalOf(fromEvents(e.relationships?.terminal))?.name ?? null,
      vessel: text(vessel?.attributes.name),
      voyage: text(a.voyage_number)
    })
  }
  const route = routeOf(res.route)
  const arrival = expectedArrival(route, events)
  if (arrival) events.push(arrival)
  // actual events in time order, then the estimates (what is still to come)
  events.sort(
    (x, y) => Number(x.estimated) - Number(y.estimated) || Date.parse(x.at) - Date.parse(y.at)
  )
  return {
    container: containerView(res.container.data, client),
    billOfLading: text(shipment?.attributes.bill_of_lading_number),
    podTerminal: terminalOf(fromContainer(rels?.pod_terminal)),
    pickupFacility: terminalOf(fromContainer(rels?.pickup_facility)),
    events,
    route,
    routeNotice: res.route === null ? 'not_offered' : route ? null : 'unreadable'
  }
}
