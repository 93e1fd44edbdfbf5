import { randomBytes, randomUUID } from 'node:crypto'
import { asObject, jsonApiAttributes } from '../http/body'
import { notFound, unprocessable } from '../http/errors'
import { paginate } from '../http/paging'
import type { RouteContext, RouteDef, RouteResult } from '../http/types'
import { eventCategories, isKnownEvent } from './events'
import { notificationRoutes } from './notificationRoutes'
import { deliverableUrl } from './notifier'
import { WEBHOOKS, type WebhookRecord } from './records'
import { webhookResource } from './serialize'
import { trigger } from './trigger'

const hooks = (ctx: RouteContext) => ctx.store.collection<WebhookRecord>(WEBHOOKS)

function findHook(ctx: RouteContext): WebhookRecord {
  const w = hooks(ctx).get(ctx.params.id)
  if (!w) throw notFound(`Webhook ${ctx.params.id} not found.`)
  return w
}

/** Validates webhook attributes; on create url and events are required. */
function webhookFields(
  ctx: RouteContext,
  attrs: Record<string, unknown>,
  creating: boolean
): Partial<WebhookRecord> {
  const out: Partial<WebhookRecord> = {}
  const p = (k: string) => ({ pointer: `/data/attributes/${k}` })
  if (attrs.url !== undefined || creating) {
    if (typeof attrs.url !== 'string' || attrs.url === '')
      throw unprocessable("Url can't be blank", p('url'), 'blank')
    if (!deliverableUrl(attrs.url, ctx.config.allowHttpWebhooks))
      throw unprocessable('Url must be a valid HTTPS URL', p('url'), 'invalid')
    out.url = attrs.url
  }
  if (attrs.events !== undefined || creating) {
    const events = attrs.events
    if (!Array.isArray(events) || events.length === 0)
      throw unprocessable("Events can't be blank", p('events'), 'blank')
    const unknown = events.find((e) => !isKnownEvent(e))
    if (unknown !== undefined)
      throw unprocessable(`Unknown event ${JSON.stringify(unknown)}`, p('events'), 'inclusion')
    out.events = [...new Set(events as string[])]
  }
  if (attrs.active !== undefined) {
    if (typeof attrs.active !== 'boolean')
      throw unprocessable('Active must be true or false', p('active'), 'invalid')
    out.active = attrs.active
  }
  if (attrs.secret !== undefined) {
    if (typeof attrs.secret !== 'string')
      throw unprocessable('Secret must be a string', p('secret'), 'invalid')
    out.secret = attrs.secret
  }
  if (attrs.headers !== undefined) {
    const ok =
      Array.isArray(attrs.headers) &&
      attrs.headers.every(
        (h) => typeof asObject(h)?.name === 'string' && typeof asObject(h)?.value === 'string'
      )
    if (!ok)
      throw unprocessable(
        'Headers must be an array of {name, value} strings',
        p('headers'),
        'invalid'
      )
    out.headers = (attrs.headers as { name: string; value: string }[]).map(({ name, value }) => ({
      name,
      value
    }))
  }
  return out
}

function createHook(ctx: RouteContext): RouteResult {
  const fields = webhookFields(ctx, jsonApiAttributes(ctx.body, 'webhook'), true)
  const now = new Date().toISOString()
  const hook = hooks(ctx).put({
    id: randomUUID(),
    url: fields.url!,
    events: fields.events!,
    active: fields.active ?? true,
    secret: fields.secret ?? randomBytes(24).toString('hex'),
    headers: fields.headers ?? [],
    created_at: now,
    updated_at: now
  })
  return {
    status: 201,
    body: { data: webhookResource(hook), links: { self: `${ctx.baseUrl}/webhooks/${hook.id}` } }
  }
}

function updateHook(ctx: RouteContext): RouteResult {
  const hook = findHook(ctx)
  const fields = webhookFields(ctx, jsonApiAttributes(ctx.body, 'webhook'), false)
  hooks(ctx).update(hook.id, (w) =>
    Object.assign(w, fields, { updated_at: new Date().toISOString() })
  )
  return {
    status: 200,
    body: { data: webhookResource(hook), links: { self: `${ctx.baseUrl}/webhooks/${hook.id}` } }
  }
}

/** When the list of delivery addresses last changed (it never has). */
const IPS_UPDATED_AT = '2026-01-01T00:00:00Z'

/** Webhooks CRUD, events, notifications (list, show, examples) and the test trigger. */
export const routes: RouteDef[] = [
  {
    method: 'GET',
    path: '/webhooks',
    handler: (ctx) => {
      const page = paginate(hooks(ctx).all(), ctx.query, `${ctx.baseUrl}/webhooks`)
      return {
        status: 200,
        body: {
          data: page.data.map(webhookResource),
          included: [],
          links: page.links,
          meta: page.meta
        }
      }
    }
  },
  { method: 'POST', path: '/webhooks', handler: createHook },
  {
    method: 'GET',
    path: '/webhooks/events',
    handler: () => ({ status: 200, body: { data: eventCategories() } })
  },
  {
    method: 'GET',
    path: '/webhooks/ips',
    // The sandbox delivers from the machine it runs on; receivers may allow loopback only.
    handler: () => ({
      status: 200,
      body: { webhook_notification_ips: ['127.0.0.1'], last_updated: IPS_UPDATED_AT }
    })
  },
  { method: 'POST', path: '/webhooks/trigger', handler: trigger, write: false },
  {
    method: 'GET',
    path: '/webhooks/:id',
    handler: (ctx) => ({
      status: 200,
      body: {
        data: webhookResource(findHook(ctx)),
        links: { self: `${ctx.baseUrl}/webhooks/${ctx.params.id}` }
      }
    })
  },
  { method: 'PATCH', path: '/webhooks/:id', handler: updateHook },
  {
    method: 'DELETE',
    path: '/webhooks/:id',
    handler: (ctx) => {
      // The public description answers 200 "OK" with no body here, not 204.
      hooks(ctx).delete(findHook(ctx).id)
      return { status: 200 }
    }
  },
  ...notificationRoutes
]
