import type { AnyResource, DeliveryStatus } from '../../shared/service'

/** A stored webhook (the resource's attributes plus id). */
export interface WebhookRecord {
  id: string
  url: string
  active: boolean
  events: string[]
  secret: string
  headers: { name: string; value: string }[]
  created_at: string
  updated_at: string
}

/** One delivery attempt, kept for inspection. */
export interface DeliveryAttempt {
  at: string
  status_code: number | null
  error: string | null
}

/** A stored webhook notification: one per (event, webhook), or one without webhook. */
export interface NotificationRecord {
  id: string
  event: string
  delivery_status: DeliveryStatus
  created_at: string
  updated_at: string
  version?: string
  webhook_id: string | null
  reference: { id: string; type: string } | null
  relationships: Record<string, unknown>
  attributes: Record<string, unknown>
  included: AnyResource[]
  attempts: DeliveryAttempt[]
  next_attempt_at: string | null
}

export const WEBHOOKS = 'webhooks'
export const NOTIFICATIONS = 'webhook_notifications'
