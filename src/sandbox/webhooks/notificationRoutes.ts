import type { AnyResource } from '../../shared/service'
import { notFound, unprocessable } from '../http/errors'
import { paginate } from '../http/paging'
import type { RouteContext, RouteDef, RouteResult } from '../http/types'
import { EVENT_NAMES, isKnownEvent } from './events'
import { exampleNotification } from './examples'
import { NOTIFICATIONS, WEBHOOKS, type NotificationRecord, type WebhookRecord } from './records'
import { notificationResource, webhookResource } from './serialize'

const hooks = (ctx: RouteContext) => ctx.store.collection<WebhookRecord>(WEBHOOKS)
const notes = (ctx: RouteContext) => ctx.store.collection<NotificationRecord>(NOTIFICATIONS)

function listOf(ctx: RouteContext, path: string, records: NotificationRecord[]): RouteResult {
  const self = new URL(`${ctx.baseUrl}${path}`)
  ctx.query.forEach((v, k) => self.searchParams.append(k, v))
  const page = paginate(records, ctx.query, self.toString())
  return {
    status: 200,
    body: {
      data: page.data.map(notificationResource),
      included: includedOf(ctx, page.data),
      links: page.links,
      meta: page.meta
    }
  }
}

/**
 * What a listing of notifications includes of each one's payload: the types the interface and
 * the public description name (webhook, tracking request, transport and estimated events), and
 * for document notifications what the interface says their payload holds. The shipments,
 * containers and container_updated_events a payload carries stay in the payload: the
 * description's `included` of these routes has no such items.
 */
const LISTED_TYPES: ReadonlySet<string> = new Set([
  'tracking_request',
  'transport_event',
  'estimated_event',
  'document',
  'email_submission',
  'document_representation'
])

function includedOf(ctx: RouteContext, list: NotificationRecord[]): AnyResource[] {
  const out = new Map<string, AnyResource>()
  for (const n of list) {
    const hook = n.webhook_id ? hooks(ctx).get(n.webhook_id) : undefined
    const related = [
      ...(hook ? [webhookResource(hook) as unknown as AnyResource] : []),
      ...n.included.filter((r) => LISTED_TYPES.has(r.type))
    ]
    for (const r of related) if (!out.has(`${r.type}:${r.id}`)) out.set(`${r.type}:${r.id}`, r)
  }
  return [...out.values()]
}

/** Newest first; `filter[event]` narrows to one event. */
function listNotifications(ctx: RouteContext): RouteResult {
  const event = ctx.query.get('filter[event]')
  const all = notes(ctx)
    .all()
    .filter((n) => !event || n.event === event)
    .reverse()
  return listOf(ctx, '/webhook_notifications', all)
}

function examples(ctx: RouteContext): RouteResult {
  const event = ctx.query.get('event')
  if (event !== null && !isKnownEvent(event)) {
    throw unprocessable(
      `Unknown event '${event}'; see GET /webhooks/events.`,
      { parameter: 'event' },
      'inclusion'
    )
  }
  const events = event ? [event] : EVENT_NAMES
  return listOf(
    ctx,
    '/webhook_notifications/examples',
    events.map((e) => exampleNotification(ctx.account, e))
  )
}

/** Notifications of the account (list, show) and the example payloads of every event. */
export const notificationRoutes: RouteDef[] = [
  { method: 'GET', path: '/webhook_notifications', handler: listNotifications },
  { method: 'GET', path: '/webhook_notifications/examples', handler: examples },
  {
    method: 'GET',
    path: '/webhook_notifications/:id',
    handler: (ctx) => {
      const n = notes(ctx).get(ctx.params.id)
      if (!n) throw notFound(`Webhook notification ${ctx.params.id} not found.`)
      return {
        status: 200,
        body: {
          data: notificationResource(n),
          included: includedOf(ctx, [n]),
          links: { self: `${ctx.baseUrl}/webhook_notifications/${n.id}` }
        }
      }
    }
  }
]
