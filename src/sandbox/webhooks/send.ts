import { createHmac } from 'node:crypto'
import type { WebhookTriggerResponse } from '../../shared/service'

export const USER_AGENT = 'ServiceWebhooks/2.0 (Dropdock sandbox)'
export const SIGNATURE_HEADER = 'X-Service-Webhook-Signature'
const SUCCESS = new Set([200, 201, 202, 204])
const TIMEOUT_MS = 10_000

/** Lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook secret. */
export function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex')
}

/** What happened when a payload was posted: the service's trigger answer without its url. */
export type SendResult = Omit<WebhookTriggerResponse, 'url'>

/**
 * POSTs a JSON payload with the service's headers (signature when a secret is given); success
 * only on 200, 201, 202 or 204. Never throws: failures are described in the result.
 */
export async function postPayload(
  url: string,
  payload: unknown,
  secret: string | null,
  extraHeaders: { name: string; value: string }[] = []
): Promise<SendResult> {
  const body = JSON.stringify(payload)
  const headers: Record<string, string> = {}
  for (const h of extraHeaders) headers[h.name] = h.value
  headers['Content-Type'] = 'application/json'
  headers['User-Agent'] = USER_AGENT
  if (secret) headers[SIGNATURE_HEADER] = sign(body, secret)
  const base = { request_headers: headers, request_body: body }
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS)
    })
    const text = await res.text()
    const ok = SUCCESS.has(res.status)
    return {
      ...base,
      succeeded: ok,
      error: ok ? null : `Target answered HTTP ${res.status}`,
      status_code: res.status,
      response_headers: Object.fromEntries(res.headers.entries()),
      response_body: text.slice(0, 10_000)
    }
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } }
    const why =
      e.name === 'TimeoutError'
        ? `No answer within ${TIMEOUT_MS / 1000} s`
        : (e.cause?.code ?? e.cause?.message ?? e.message)
    return {
      ...base,
      succeeded: false,
      error: `Delivery failed: ${why}`,
      status_code: null,
      response_headers: null,
      response_body: null
    }
  }
}
