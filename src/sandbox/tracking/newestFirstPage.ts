import type { AnyResource } from '../../shared/service'
import { paginate } from '../http/paging'
import type { RouteContext, RouteResult } from '../http/types'
import { listUrl } from './lookup'

/** What the tracking list endpoints have in common: records stamped with `created_at`. */
interface Dated {
  attributes: { created_at: string }
}

/**
 * The 200 answer of a tracking list endpoint (shipments, containers, tracking requests): records
 * newest first, paged with links that keep the request's query, and `included` built from the
 * page alone (empty when the caller asked for nothing) so every list pages and sorts alike.
 */
export function newestFirstPage<R extends Dated>(
  ctx: RouteContext,
  path: string,
  records: R[],
  toResource: (record: R) => unknown,
  included: (page: R[]) => AnyResource[]
): RouteResult {
  const list = [...records].sort((a, b) =>
    b.attributes.created_at.localeCompare(a.attributes.created_at)
  )
  const page = paginate(list, ctx.query, listUrl(ctx.baseUrl, path, ctx.query))
  return {
    status: 200,
    body: {
      data: page.data.map(toResource),
      included: included(page.data),
      links: page.links,
      meta: page.meta
    }
  }
}
