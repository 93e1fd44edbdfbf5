/**
 * GET /containers/{id}/route as the public service answers it: a `route` resource whose
 * `route_locations` are the voyage's port calls in order, each with the vessel that brought the
 * container in and the one that took it on, built from the same plan as the map.
 */
import type { AnyResource } from '../../shared/service'
import type { ContainerRecord } from '../seed/records'
import { stableUuid } from '../seed/stableId'
import { portResource, vesselResource } from '../reference/resources'
import { asIncluded } from '../tracking/resources'
import { portId } from './mapGeojson'
import type { VesselInfo } from './plan'

/** Names `include` may hold on this route (the SDK asks for `port,vessel,route_location`). */
export const ROUTE_INCLUDES = ['route_location', 'route_locations', 'port', 'vessel'] as const

const ref = (type: string, id: string) => ({ data: { id, type } })
const vesselRef = (v: VesselInfo | undefined) => ({
  data: v ? { id: v.id, type: 'vessel' } : null
})

/** The route document of a container (no calls yet: no route locations) and its `included`. */
export function routeDocument(
  container: ContainerRecord,
  scac: string | null,
  include: ReadonlySet<string>
): { data: AnyResource; included: AnyResource[] } {
  const routeId = stableUuid('route', container.id)
  const plan = container.route
  const calls = plan?.calls ?? []
  const legs = plan?.legs ?? []
  const created = container.attributes.created_at
  const locations = calls.map((call, i): AnyResource => {
    const inbound = i > 0 ? legs[i - 1] : undefined
    const outbound = i < calls.length - 1 ? legs[i] : undefined
    const id = stableUuid('route_location', container.id, String(i))
    return {
      id,
      type: 'route_location',
      attributes: {
        inbound_scac: inbound ? scac : null,
        inbound_mode: inbound ? 'vessel' : null,
        inbound_eta_at: call.inbound_eta_at,
        inbound_ata_at: call.inbound_ata_at,
        inbound_voyage_number: inbound?.vessel.voyage_number ?? null,
        outbound_scac: outbound ? scac : null,
        outbound_mode: outbound ? 'vessel' : null,
        outbound_etd_at: call.outbound_etd_at,
        outbound_atd_at: call.outbound_atd_at,
        outbound_voyage_number: outbound?.vessel.voyage_number ?? null,
        created_at: created,
        updated_at: call.updated_at ?? created
      },
      relationships: {
        route: ref('route', routeId),
        location: ref('port', portId(call.port.locode)),
        inbound_vessel: vesselRef(inbound?.vessel),
        outbound_vessel: vesselRef(outbound?.vessel)
      }
    }
  })
  const updated = calls.reduce(
    (t, c) => (c.updated_at && c.updated_at > t ? c.updated_at : t),
    created
  )
  const data: AnyResource = {
    id: routeId,
    type: 'route',
    attributes: { created_at: created, updated_at: updated },
    relationships: {
      cargo: ref('container', container.id),
      route_locations: { data: locations.map((l) => ({ id: l.id, type: l.type })) }
    }
  }
  const included: AnyResource[] = []
  if (include.has('route_location') || include.has('route_locations')) included.push(...locations)
  if (include.has('port')) {
    const seen = new Set<string>()
    for (const call of calls) {
      if (seen.has(call.port.locode)) continue
      seen.add(call.port.locode)
      included.push(asIncluded(portResource(call.port)))
    }
  }
  if (include.has('vessel')) {
    const seen = new Set<string>()
    for (const leg of legs) {
      if (seen.has(leg.vessel.id)) continue
      seen.add(leg.vessel.id)
      included.push(asIncluded(vesselResource(leg.vessel)))
    }
  }
  return { data, included }
}
