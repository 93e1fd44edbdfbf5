import { randomUUID } from 'node:crypto'
import type { EmitInput, SandboxEnv } from '../http/types'
import { NOTIFICATIONS, WEBHOOKS, type NotificationRecord, type WebhookRecord } from './records'
import { deliveryPayload } from './serialize'
import { postPayload } from './send'

export const MAX_ATTEMPTS = 12
const MAX_DELAY_MS = 60 * 60_000

/** Delay before retry `attempt` (1-based count of attempts made): base·2^(attempt-1), capped. */
export function retryDelay(baseMs: number, attempt: number): number {
  return Math.min(MAX_DELAY_MS, baseMs * 2 ** (attempt - 1))
}

/** True when the URL may receive deliveries (HTTPS, or loopback http when allowed). */
export function deliverableUrl(url: string, allowHttp: boolean): boolean {
  try {
    const u = new URL(url)
    return u.protocol === 'https:' || (allowHttp && u.protocol === 'http:')
  } catch {
    return false
  }
}

/**
 * Records notifications and delivers them: one per active webhook subscribed to the event (or
 * one without webhook when none is, so the outcome is still listed), retried with exponential
 * backoff up to 12 attempts, then `failed`.
 */
// eslint-disable-next-line max-lines-per-function -- attempt, schedule, emit and resume call each other over one env; split, they would pass env and each other around
export function createNotifier(env: SandboxEnv) {
  const attempt = async (accountId: string, id: string): Promise<void> => {
    const store = env.store.forAccount(accountId)
    const notes = store.collection<NotificationRecord>(NOTIFICATIONS)
    const n = notes.get(id)
    if (!n || n.delivery_status !== 'pending' || !n.webhook_id) return
    const hook = store.collection<WebhookRecord>(WEBHOOKS).get(n.webhook_id)
    let result: { succeeded: boolean; status_code: number | null; error: string | null }
    if (!hook) result = { succeeded: false, status_code: null, error: 'Webhook was deleted' }
    else if (!deliverableUrl(hook.url, env.config.allowHttpWebhooks))
      result = { succeeded: false, status_code: null, error: 'Webhook URL must be HTTPS' }
    else result = await postPayload(hook.url, deliveryPayload(n), hook.secret, hook.headers)
    const now = new Date()
    const updated = notes.update(id, (r) => {
      r.attempts.push({
        at: now.toISOString(),
        status_code: result.status_code,
        error: result.error
      })
      r.updated_at = now.toISOString()
      if (result.succeeded) {
        r.delivery_status = 'succeeded'
        r.next_attempt_at = null
      } else if (r.attempts.length >= MAX_ATTEMPTS || !hook) {
        r.delivery_status = 'failed'
        r.next_attempt_at = null
      } else {
        r.next_attempt_at = new Date(
          now.getTime() + retryDelay(env.config.webhookRetryBaseMs, r.attempts.length)
        ).toISOString()
      }
    })
    if (updated?.next_attempt_at) schedule(accountId, updated)
  }

  const schedule = (accountId: string, n: NotificationRecord): void => {
    const wait = n.next_attempt_at ? Math.max(0, Date.parse(n.next_attempt_at) - Date.now()) : 0
    env.schedule(wait, () => {
      void attempt(accountId, n.id).catch((err: unknown) =>
        env.config.log(`sandbox webhook delivery error: ${String(err)}`)
      )
    })
  }

  const emit = (accountId: string, event: string, input: EmitInput): NotificationRecord[] => {
    const store = env.store.forAccount(accountId)
    const hooks = store
      .collection<WebhookRecord>(WEBHOOKS)
      .filter((w) => w.active && w.events.includes(event))
    const now = new Date().toISOString()
    const { version, ...attributes } = input.attributes ?? {}
    const records = (hooks.length > 0 ? hooks.map((h) => h.id) : [null]).map(
      (webhookId): NotificationRecord => ({
        id: randomUUID(),
        event,
        delivery_status: 'pending',
        created_at: now,
        updated_at: now,
        ...(typeof version === 'string' ? { version } : {}),
        webhook_id: webhookId,
        reference: input.reference ?? null,
        relationships: input.relationships ?? {},
        attributes,
        included: input.included ?? [],
        attempts: [],
        next_attempt_at: webhookId ? now : null
      })
    )
    const notes = store.collection<NotificationRecord>(NOTIFICATIONS)
    for (const r of records) {
      notes.put(r)
      if (r.webhook_id) schedule(accountId, r)
    }
    return records
  }

  /** Re-schedules deliveries that were pending when the sandbox stopped. */
  const resume = (accountId: string): void => {
    for (const n of env.store
      .forAccount(accountId)
      .collection<NotificationRecord>(NOTIFICATIONS)
      .all()) {
      if (n.delivery_status === 'pending' && n.webhook_id && n.next_attempt_at)
        schedule(accountId, n)
    }
  }

  return { emit, resume }
}
