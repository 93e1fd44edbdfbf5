/**
 * Stored shapes of the shipping domain (shipments, containers, tracking requests, custom fields)
 * and the names of their collections in an account's store. The document pipeline's reference
 * linking reads SHIPMENTS and CONTAINERS through these types.
 */
import type {
  ContainerAttributes,
  ShipmentAttributes,
  TrackingRequestAttributes
} from '../../shared/service'
import type { RoutePlan } from '../vesselRoutes/plan'

export const SHIPMENTS = 'shipments'
export const CONTAINERS = 'containers'
export const TRACKING_REQUESTS = 'tracking_requests'
export const CUSTOM_FIELD_DEFINITIONS = 'custom_field_definitions'

export interface ShipmentRecord {
  id: string
  attributes: ShipmentAttributes
  /** Container ids in display order. */
  containerIds: string[]
  /** Ports and terminals, for relationships. */
  portIds: { port_of_lading: string; port_of_discharge: string; destination: string | null }
  podTerminalId: string | null
  /** Set while tracking is stopped by a user of the account. */
  stoppedByUserId: string | null
  /** Custom field values by api_slug (absent in stores written before shipments had them). */
  customFields?: Record<string, string>
}

export interface ContainerRecord {
  id: string
  shipmentId: string
  attributes: ContainerAttributes
  podTerminalId: string | null
  /** Custom field values by api_slug. */
  customFields: Record<string, string>
  /** Null: the container has no route data yet (the map answers an empty collection). */
  route: RoutePlan | null
}

export interface TrackingRequestRecord {
  id: string
  attributes: TrackingRequestAttributes
  /** The shipment created when the request succeeded. */
  shipmentId: string | null
  /** Epoch ms after which a pending request is resolved. */
  dueAt: number
  /** Custom field values by api_slug. */
  customFields?: Record<string, string>
}

/** The kinds of resource a custom field definition may be for. */
export type CustomFieldEntity = 'container' | 'shipment' | 'tracking_request'

export interface CustomFieldDefinitionRecord {
  id: string
  /** What carries the field; absent (stores written before) means containers. */
  entity?: CustomFieldEntity
  api_slug: string
  label: string
  /** `text` keeps the value as given; `enum` restricts it to `options`. */
  data_type: 'text' | 'enum' | 'date'
  options: string[]
  /** Labels given to options when they were created; others show the value capitalised. */
  optionLabels?: Record<string, string>
  description?: string | null
}
