import { asObject } from '../http/body'
import { HttpError } from '../http/errors'
import type { RouteContext, RouteResult } from '../http/types'
import { isKnownEvent } from './events'
import { exampleNotification } from './examples'
import { deliverableUrl } from './notifier'
import { deliveryPayload } from './serialize'
import { postPayload } from './send'

/** 422 in the trigger endpoint's own shape: `{errors:[{detail}]}`. */
const triggerError = (detail: string) => new HttpError(422, [{ detail }])

/**
 * POST /webhooks/trigger: posts one example of `event` to `url` (signed when a secret is given)
 * and reports what the target answered; its failures are in the body, never an HTTP error.
 */
export async function trigger(ctx: RouteContext): Promise<RouteResult> {
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
