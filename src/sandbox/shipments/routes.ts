/** Shipments: list (q, paging, include), show, PATCH ref_numbers/tags, stop and resume tracking. */
import type { RouteContext, RouteDef, RouteResult } from '../http/types'
import type { ShipmentRecord } from '../seed/records'
import { stableUuid } from '../seed/stableId'
import { asIncluded } from '../tracking/resources'
import { compound, SHIPMENT_INCLUDES } from '../tracking/compound'
import {
  containersOf,
  parseIncludes,
  requireShipment,
  shipmentsOf,
  unprocessableAll
} from '../tracking/lookup'
import { syncRequestsWithShipment, type TrackingDeps } from '../tracking/lifecycle'
import { shipmentResource } from '../tracking/resources'
import { newestFirstPage } from '../tracking/newestFirstPage'
import { shipmentMatches } from '../tracking/search'
import { validateListPatch } from '../tracking/validate'

const depsOf = (ctx: RouteContext): TrackingDeps => ({
  accountId: ctx.account.id,
  store: ctx.store,
  now: () => new Date(),
  emit: ctx.emit
})

function single(ctx: RouteContext, rec: ShipmentRecord): RouteResult {
  const include = parseIncludes(ctx.query.get('include'), SHIPMENT_INCLUDES)
  const data = shipmentResource(rec)
  return {
    status: 200,
    body: {
      data,
      included: compound(ctx.store, [asIncluded(data)], include),
      links: { self: `${ctx.baseUrl}/shipments/${rec.id}` }
    }
  }
}

function edit(ctx: RouteContext, fn: (rec: ShipmentRecord) => void): RouteResult {
  requireShipment(ctx.store, ctx.params.id)
  const rec = shipmentsOf(ctx.store).update(ctx.params.id, fn) as ShipmentRecord
  return single(ctx, rec)
}

export const routes: RouteDef[] = [
  {
    method: 'GET',
    path: '/shipments',
    handler(ctx) {
      const include = parseIncludes(ctx.query.get('include'), SHIPMENT_INCLUDES)
      const q = ctx.query.get('q') ?? ctx.query.get('filter[q]') ?? ''
      const containers = containersOf(ctx.store).all()
      const list = shipmentsOf(ctx.store).filter((s) => shipmentMatches(s, containers, q))
      return newestFirstPage(ctx, '/shipments', list, shipmentResource, (page) =>
        compound(
          ctx.store,
          page.map((s) => asIncluded(shipmentResource(s))),
          include
        )
      )
    }
  },
  {
    method: 'GET',
    path: '/shipments/:id',
    handler: (ctx) => single(ctx, requireShipment(ctx.store, ctx.params.id))
  },
  {
    method: 'PATCH',
    path: '/shipments/:id',
    handler(ctx) {
      requireShipment(ctx.store, ctx.params.id)
      const checked = validateListPatch(ctx.body, 'shipment', ['ref_numbers', 'tags'] as const)
      if (!checked.ok) throw unprocessableAll(checked.errors)
      return edit(ctx, (s) => {
        if (checked.value.ref_numbers) s.attributes.ref_numbers = checked.value.ref_numbers
        if (checked.value.tags) s.attributes.tags = checked.value.tags
      })
    }
  },
  {
    method: 'PATCH',
    path: '/shipments/:id/stop_tracking',
    handler(ctx) {
      const result = edit(ctx, (s) => {
        if (s.attributes.line_tracking_stopped_at) return
        s.attributes.line_tracking_stopped_at = new Date().toISOString()
        s.attributes.line_tracking_stopped_reason = 'cancelled_by_user'
        s.stoppedByUserId = stableUuid('user', ctx.account.id)
      })
      syncRequestsWithShipment(depsOf(ctx), ctx.params.id, true)
      return result
    }
  },
  {
    method: 'PATCH',
    path: '/shipments/:id/resume_tracking',
    handler(ctx) {
      const result = edit(ctx, (s) => {
        if (!s.attributes.line_tracking_stopped_at) return
        s.attributes.line_tracking_stopped_at = null
        s.attributes.line_tracking_stopped_reason = null
        s.stoppedByUserId = null
        s.attributes.line_tracking_last_attempted_at = new Date().toISOString()
      })
      syncRequestsWithShipment(depsOf(ctx), ctx.params.id, false)
      return result
    }
  }
]
