/**
 * `GET /metro_areas/{id}`: one metro area, found by its id or its UN/LOCODE, as the public
 * description has it (it names no list of metro areas, so none is answered).
 */
import { API_PREFIX } from '../http/apiPrefix'
import { notFound } from '../http/errors'
import type { RouteDef } from '../http/types'
import { metroAreaByIdOrCode, type MetroAreaInfo } from '../seed/metroAreas'

/** A catalogue metro area as a `metro_area` resource. */
export function metroAreaResource(m: MetroAreaInfo) {
  return {
    id: m.id,
    type: 'metro_area' as const,
    attributes: {
      name: m.name,
      code: m.code,
      state_abbr: m.state_abbr,
      country_code: m.country_code,
      time_zone: m.time_zone,
      latitude: m.latitude,
      longitude: m.longitude
    },
    links: { self: `${API_PREFIX}/metro_areas/${m.id}` }
  }
}

export const routes: RouteDef[] = [
  {
    method: 'GET',
    path: '/metro_areas/:id',
    handler(ctx) {
      const metro = metroAreaByIdOrCode(ctx.params.id)
      if (!metro) throw notFound(`Metro area ${ctx.params.id} not found.`)
      return {
        status: 200,
        body: {
          data: metroAreaResource(metro),
          links: { self: `${ctx.baseUrl}/metro_areas/${ctx.params.id}` }
        }
      }
    }
  }
]
