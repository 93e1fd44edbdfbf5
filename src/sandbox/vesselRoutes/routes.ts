/** The paid routing feature: a container's map_geojson and route, and the vessels. */
import { forbidden } from '../http/errors'
import type { RouteContext, RouteDef } from '../http/types'
import { buildMapGeoJson } from './mapGeojson'
import { ROUTE_INCLUDES, routeDocument } from './routeResource'
import { routes as vesselRoutes } from './vessels'
import { parseIncludes, requireContainer, shipmentsOf } from '../tracking/lookup'

function requireRouting(ctx: RouteContext): void {
  if (!ctx.account.routing) {
    throw forbidden('Routing data feature is not enabled for this account')
  }
}

export const routes: RouteDef[] = [
  ...vesselRoutes,
  {
    method: 'GET',
    path: '/containers/:id/map_geojson',
    handler(ctx) {
      requireRouting(ctx)
      const container = requireContainer(ctx.store, ctx.params.id)
      return { status: 200, body: buildMapGeoJson(container.route) }
    }
  },
  {
    method: 'GET',
    path: '/containers/:id/route',
    handler(ctx) {
      requireRouting(ctx)
      const include = parseIncludes(ctx.query.get('include'), ROUTE_INCLUDES)
      const container = requireContainer(ctx.store, ctx.params.id)
      const scac = shipmentsOf(ctx.store).get(container.shipmentId)?.attributes.shipping_line_scac
      const doc = routeDocument(container, scac ?? null, include)
      return {
        status: 200,
        body: { ...doc, links: { self: `${ctx.baseUrl}/containers/${container.id}/route` } }
      }
    }
  }
]
