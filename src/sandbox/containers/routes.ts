/**
 * Containers: list (q, paging, include), show, PATCH ref_numbers, refresh, and the container's
 * transport and raw events (its custom fields are in ../customFields).
 */
import type { AnyResource } from '../../shared/service'
import type { RouteContext, RouteDef, RouteResult } from '../http/types'
import type { ContainerRecord } from '../seed/records'
import { paginate } from '../http/paging'
import {
  CONTAINER_INCLUDES,
  compound,
  eventsOfContainer,
  RAW_EVENT_INCLUDES,
  TRANSPORT_EVENT_INCLUDES
} from '../tracking/compound'
import { milestonesOf } from '../tracking/journey'
import {
  containersOf,
  listUrl,
  parseIncludes,
  requireContainer,
  shipmentsOf,
  unprocessableAll
} from '../tracking/lookup'
import { vesselResource } from '../reference/resources'
import { asIncluded, containerResource } from '../tracking/resources'
import { newestFirstPage } from '../tracking/newestFirstPage'
import { containerMatches } from '../tracking/search'
import { validateListPatch } from '../tracking/validate'

/** The service lets a key ask for 10 container refreshes a minute, apart from other calls. */
const REFRESH_LIMIT = { bucket: 'refresh', perMinute: 10 }

const resourceIn = (ctx: RouteContext) => (rec: ContainerRecord) =>
  containerResource(rec, shipmentsOf(ctx.store).get(rec.shipmentId))

function single(ctx: RouteContext, rec: ContainerRecord): RouteResult {
  const include = parseIncludes(ctx.query.get('include'), CONTAINER_INCLUDES)
  const data = resourceIn(ctx)(rec)
  return {
    status: 200,
    body: {
      data,
      included: compound(ctx.store, [asIncluded(data)], include),
      links: { self: `${ctx.baseUrl}/containers/${rec.id}` }
    }
  }
}

/**
 * A page of one container's events (oldest first, as a journey reads), with what `include`
 * names; the vessels of its journey are known here, so they can be included too.
 */
function eventsPage(
  ctx: RouteContext,
  kind: 'transport_events' | 'raw_events',
  allowed: readonly string[]
): RouteResult {
  const include = parseIncludes(ctx.query.get('include'), allowed)
  const container = requireContainer(ctx.store, ctx.params.id)
  const shipment = shipmentsOf(ctx.store).get(container.shipmentId)
  const vessels = new Map<string, AnyResource>()
  for (const m of shipment ? milestonesOf(container, shipment) : []) {
    if (m.vessel) vessels.set(`vessel:${m.vessel.id}`, asIncluded(vesselResource(m.vessel)))
  }
  const all = eventsOfContainer(ctx.store, container.id, kind)
  const path = `/containers/${container.id}/${kind}`
  const page = paginate(all, ctx.query, listUrl(ctx.baseUrl, path, ctx.query))
  return {
    status: 200,
    body: {
      data: page.data,
      included: compound(ctx.store, page.data, include, vessels),
      links: page.links,
      meta: page.meta
    }
  }
}

export const routes: RouteDef[] = [
  {
    method: 'GET',
    path: '/containers/:id/transport_events',
    handler: (ctx) => eventsPage(ctx, 'transport_events', TRANSPORT_EVENT_INCLUDES)
  },
  {
    method: 'GET',
    path: '/containers/:id/raw_events',
    handler: (ctx) => eventsPage(ctx, 'raw_events', RAW_EVENT_INCLUDES)
  },
  {
    method: 'GET',
    path: '/containers',
    handler(ctx) {
      const include = parseIncludes(ctx.query.get('include'), CONTAINER_INCLUDES)
      const q = ctx.query.get('q') ?? ctx.query.get('filter[q]') ?? ''
      const status = ctx.query.get('filter[status]')
      const list = containersOf(ctx.store).filter(
        (c) => containerMatches(c, q) && (!status || c.attributes.current_status === status)
      )
      const toResource = resourceIn(ctx)
      return newestFirstPage(ctx, '/containers', list, toResource, (page) =>
        compound(
          ctx.store,
          page.map((c) => asIncluded(toResource(c))),
          include
        )
      )
    }
  },
  {
    method: 'GET',
    path: '/containers/:id',
    handler: (ctx) => single(ctx, requireContainer(ctx.store, ctx.params.id))
  },
  {
    method: 'PATCH',
    path: '/containers/:id',
    handler(ctx) {
      requireContainer(ctx.store, ctx.params.id)
      const checked = validateListPatch(ctx.body, 'container', ['ref_numbers'] as const)
      if (!checked.ok) throw unprocessableAll(checked.errors)
      const rec = containersOf(ctx.store).update(ctx.params.id, (c) => {
        if (checked.value.ref_numbers) c.attributes.ref_numbers = checked.value.ref_numbers
      }) as ContainerRecord
      return single(ctx, rec)
    }
  },
  {
    method: 'PATCH',
    path: '/containers/:id/refresh',
    rateLimit: REFRESH_LIMIT,
    handler(ctx) {
      requireContainer(ctx.store, ctx.params.id)
      const now = new Date().toISOString()
      containersOf(ctx.store).update(ctx.params.id, (c) => {
        c.attributes.pod_last_tracking_request_at = now
        c.attributes.shipment_last_tracking_request_at = now
      })
      return { status: 200, body: { message: 'Started refresh for Shipping line, Terminal' } }
    }
  }
]
