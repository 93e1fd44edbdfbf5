/** Webhooks, their notifications and test deliveries. */
import type { Relationship, Resource } from './jsonApi'

export interface WebhookAttributes {
  url: string
  active: boolean
  events: string[]
  secret: string
  headers: { name: string; value: string }[]
}

export type WebhookResource = Resource<'webhook', WebhookAttributes>

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed'

export interface WebhookNotificationAttributes {
  event: string
  delivery_status: DeliveryStatus
  created_at: string
  version?: string
}

export type WebhookNotificationResource = Resource<
  'webhook_notification',
  WebhookNotificationAttributes,
  {
    webhook: Relationship<'webhook'>
    reference_object?: Relationship
    document?: Relationship<'document'>
  }
>

export interface WebhookTriggerResponse {
  url: string
  succeeded: boolean
  error: string | null
  status_code: number | null
  request_headers: Record<string, string>
  request_body: string
  response_headers: Record<string, string> | null
  response_body: string | null
}
