/** Tracking requests: create (validated, resolved asynchronously), list, show, patch. */
import type { RouteContext, RouteDef, SandboxEnv } from '../http/types'
import { notFound } from '../http/errors'
import { includedShipments, parseIncludes, trackingRequestsOf, unprocessableAll } from './lookup'
import { createTrackingRequest, resolveAllDue, resolveIfDue, type TrackingDeps } from './lifecycle'
import { trackingRequestResource } from './resources'
import { newestFirstPage } from './newestFirstPage'
import { validateTrackingCreate, validateTrackingPatch } from './validate'

const INCLUDES = ['tracked_object']
/** Margin so the timer never fires a hair before the request is due. */
const TIMER_SLACK_MS = 5

function depsFor(env: SandboxEnv, accountId: string): TrackingDeps {
  return {
    accountId,
    store: env.store.forAccount(accountId),
    now: () => new Date(env.config.trackingNow()),
    emit: (event, input) => env.emitFor(accountId, event, input)
  }
}

function show(ctx: RouteContext) {
  const deps = depsFor(ctx.env, ctx.account.id)
  const rec = resolveIfDue(deps, ctx.params.id)
  if (!rec) throw notFound(`Tracking request ${ctx.params.id} not found.`)
  const include = parseIncludes(ctx.query.get('include'), INCLUDES)
  return {
    status: 200,
    body: {
      data: trackingRequestResource(rec),
      included: include.has('tracked_object') ? includedShipments(ctx.store, [rec.shipmentId]) : [],
      links: { self: `${ctx.baseUrl}/tracking_requests/${rec.id}` }
    }
  }
}

export const routes: RouteDef[] = [
  {
    method: 'POST',
    path: '/tracking_requests',
    handler(ctx) {
      const checked = validateTrackingCreate(ctx.body)
      if (!checked.ok) throw unprocessableAll(checked.errors)
      const deps = depsFor(ctx.env, ctx.account.id)
      const delay = ctx.config.trackingDelayMs
      const rec = createTrackingRequest(deps, checked.value, delay)
      ctx.env.schedule(delay + TIMER_SLACK_MS, () => resolveIfDue(deps, rec.id))
      return {
        status: 201,
        body: {
          data: trackingRequestResource(rec),
          links: { self: `${ctx.baseUrl}/tracking_requests/${rec.id}` }
        }
      }
    }
  },
  {
    method: 'GET',
    path: '/tracking_requests',
    handler(ctx) {
      resolveAllDue(depsFor(ctx.env, ctx.account.id))
      const include = parseIncludes(ctx.query.get('include'), INCLUDES)
      const status = ctx.query.get('filter[status]')
      const number = ctx.query.get('filter[request_number]')?.toUpperCase().replace(/[\s-]/g, '')
      const list = trackingRequestsOf(ctx.store).filter(
        (r) =>
          (!status || r.attributes.status === status) &&
          (!number || r.attributes.request_number.replace(/[\s-]/g, '') === number)
      )
      return newestFirstPage(ctx, '/tracking_requests', list, trackingRequestResource, (page) =>
        include.has('tracked_object')
          ? includedShipments(
              ctx.store,
              page.map((r) => r.shipmentId)
            )
          : []
      )
    }
  },
  { method: 'GET', path: '/tracking_requests/:id', handler: show },
  {
    method: 'PATCH',
    path: '/tracking_requests/:id',
    handler(ctx) {
      const requests = trackingRequestsOf(ctx.store)
      if (!requests.get(ctx.params.id)) {
        throw notFound(`Tracking request ${ctx.params.id} not found.`)
      }
      const checked = validateTrackingPatch(ctx.body)
      if (!checked.ok) throw unprocessableAll(checked.errors)
      requests.update(ctx.params.id, (r) => {
        if (checked.value.ref_numbers) r.attributes.ref_numbers = checked.value.ref_numbers
        if (checked.value.tags) r.attributes.tags = checked.value.tags
        r.attributes.updated_at = new Date().toISOString()
      })
      return show(ctx)
    }
  }
]
