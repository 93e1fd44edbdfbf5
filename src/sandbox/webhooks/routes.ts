import { randomBytes, randomUUID } from 'node:crypto'
import type { AnyResource } from '../../shared/service'
import { asObject, jsonApiAttributes } from '../http/body'
import { HttpError, notFound, unprocessable } from '../http/errors'
import { paginate } from '../http/paging'
import type { RouteContext, RouteDef, RouteResult } from '../http/types'
import { EVENT_NAMES, eventGroup, isKnownEvent } from './events'
import { exampleNotification } from './examples'
import { deliverableUrl } from './notifier'
import { NOTIFICATIONS, WEBHOOKS, type NotificationRecord, type WebhookRecord } from './records'
import { deliveryPayload, notificationResource, webhookResource } from './serialize'
import { postPayload } from './send'

const hooks = (ctx: RouteContext) => ctx.store.collection<WebhookRecord>(WEBHOOKS)
const notes = (ctx: RouteContext) => ctx.store.collection<NotificationRecord>(NOTIFICATIONS)

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
    if (typeof attrs.secret !== 'string' || attrs.secret.length < 8)
      throw unprocessable(
        'Secret must be a string of at least 8 characters',
        p('secret'),
        'invalid'
      )
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

function includedOf(ctx: RouteContext, list: NotificationRecord[]): AnyResource[] {
  const out = new Map<string, AnyResource>()
  for (const n of list) {
    const hook = n.webhook_id ? hooks(ctx).get(n.webhook_id) : undefined
    const related = [
      ...(hook ? [webhookResource(hook) as unknown as AnyResource] : []),
      ...n.included
    ]
    for (const r of related) if (!out.has(`${r.type}:${r.id}`)) out.set(`${r.type}:${r.id}`, r)
  }
  return [...out.values()]
}

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

/** 422 in the trigger endpoint's own shape: `{errors:[{detail}]}`. */
const triggerError = (detail: string) => new HttpError(422, [{ detail }])

async function trigger(ctx: RouteContext): Promise<RouteResult> {
  const body = asObject(ctx.body) ?? {}
  const { url, event, secret } = body
  if (typeof url !== 'string' || url.trim() === '') throw triggerError('url is missing')
  if (typeof event !== 'string' || event.trim() === '') throw triggerError('event is missing')
  if (!isKnownEvent(event)) throw triggerError(`event '${event}' is not a known event name`)
  if (secret !== undefined && secret !== null && typeof secret !== 'string')
    throw triggerError('secret must be a string')
  if (!deliverableUrl(url, ctx.config.allowHttpWebhooks))
    throw triggerError('url must be a valid HTTPS URL')
  const result = await postPayload(
    url,
    deliveryPayload(exampleNotification(ctx.account, event)),
    (secret as string | undefined) || null
  )
  return { status: 200, body: { url, ...result } }
}

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
    handler: () => ({
      status: 200,
      body: {
        data: EVENT_NAMES.map((name) => ({
          id: name,
          type: 'webhook_event',
          attributes: { name, group: eventGroup(name) }
        })),
        events: EVENT_NAMES
      }
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
      hooks(ctx).delete(findHook(ctx).id)
      return { status: 204 }
    }
  },
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
