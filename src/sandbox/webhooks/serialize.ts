import type {
  AnyResource,
  WebhookNotificationResource,
  WebhookResource
} from '../../shared/service'
import type { NotificationRecord, WebhookRecord } from './records'
import { API_PREFIX } from '../http/apiPrefix'

/** JSON:API resource of a webhook. */
export function webhookResource(w: WebhookRecord): WebhookResource {
  return {
    id: w.id,
    type: 'webhook',
    attributes: {
      url: w.url,
      active: w.active,
      events: w.events,
      secret: w.secret,
      headers: w.headers
    },
    links: { self: `${API_PREFIX}/webhooks/${w.id}` }
  }
}

/** JSON:API resource of a notification (document events use `relationships.document`). */
export function notificationResource(n: NotificationRecord): WebhookNotificationResource {
  return {
    id: n.id,
    type: 'webhook_notification',
    attributes: {
      event: n.event,
      delivery_status: n.delivery_status,
      created_at: n.created_at,
      ...(n.version ? { version: n.version } : {}),
      ...n.attributes
    },
    relationships: {
      webhook: { data: n.webhook_id ? { id: n.webhook_id, type: 'webhook' } : null },
      ...(n.reference ? { reference_object: { data: n.reference } } : {}),
      ...n.relationships
    },
    links: { self: `${API_PREFIX}/webhook_notifications/${n.id}` }
  } as WebhookNotificationResource
}

/** The body posted to a webhook: the notification with its related resources. */
export function deliveryPayload(n: NotificationRecord): {
  data: WebhookNotificationResource
  included: AnyResource[]
} {
  return { data: notificationResource(n), included: n.included }
}
