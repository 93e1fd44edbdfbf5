/**
 * GET /parties and /parties/{id}: the customers the account's shipments are for, as the
 * service's `party` resources (company_name), one per distinct name.
 */
import { notFound } from '../http/errors'
import { paginate } from '../http/paging'
import type { RouteContext, RouteDef } from '../http/types'
import { stableUuid } from '../seed/stableId'
import { listUrl, shipmentsOf } from '../tracking/lookup'
import { API_PREFIX } from '../http/apiPrefix'

function partiesOf(ctx: RouteContext) {
  const names = new Set<string>()
  for (const s of shipmentsOf(ctx.store).all()) {
    if (s.attributes.customer_name) names.add(s.attributes.customer_name)
  }
  return [...names].sort().map((company_name) => {
    const id = stableUuid('party', ctx.account.id, company_name)
    return {
      id,
      type: 'party' as const,
      attributes: { company_name },
      links: { self: `${API_PREFIX}/parties/${id}` }
    }
  })
}

export const routes: RouteDef[] = [
  {
    method: 'GET',
    path: '/parties',
    handler(ctx) {
      const page = paginate(partiesOf(ctx), ctx.query, listUrl(ctx.baseUrl, '/parties', ctx.query))
      return { status: 200, body: { data: page.data, links: page.links, meta: page.meta } }
    }
  },
  {
    method: 'GET',
    path: '/parties/:id',
    handler(ctx) {
      const party = partiesOf(ctx).find((p) => p.id === ctx.params.id)
      if (!party) throw notFound(`Party ${ctx.params.id} not found.`)
      return {
        status: 200,
        body: { data: party, links: { self: `${ctx.baseUrl}/parties/${party.id}` } }
      }
    }
  }
]
