/** GET /containers/{id}/map_geojson: the paid routing feature. */
import { forbidden } from '../http/errors'
import type { RouteDef } from '../http/types'
import { buildMapGeoJson } from './mapGeojson'
import { requireContainer } from '../tracking/lookup'

export const routes: RouteDef[] = [
  {
    method: 'GET',
    path: '/containers/:id/map_geojson',
    handler(ctx) {
      if (!ctx.account.routing) {
        throw forbidden('Routing data feature is not enabled for this account')
      }
      const container = requireContainer(ctx.store, ctx.params.id)
      return { status: 200, body: buildMapGeoJson(container.route) }
    }
  }
]
