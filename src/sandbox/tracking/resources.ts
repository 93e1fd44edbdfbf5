/**
 * JSON:API resources of the shipping domain, built from stored records. `links.self` is a path
 * relative to the API base, as the service writes it.
 */
import type {
  AnyResource,
  ContainerResource,
  CustomFieldResource,
  ShipmentResource,
  TrackingRequestResource
} from '../../shared/service'
import type {
  ContainerRecord,
  CustomFieldDefinitionRecord,
  ShipmentRecord,
  TrackingRequestRecord
} from '../seed/records'
import { stableUuid } from '../seed/stableId'

/** A shipment resource with its container, port and terminal relationships. */
export function shipmentResource(rec: ShipmentRecord): ShipmentResource {
  return {
    id: rec.id,
    type: 'shipment',
    attributes: structuredClone(rec.attributes),
    relationships: {
      containers: { data: rec.containerIds.map((id) => ({ id, type: 'container' as const })) },
      port_of_lading: { data: { id: rec.portIds.port_of_lading, type: 'port' } },
      port_of_discharge: { data: { id: rec.portIds.port_of_discharge, type: 'port' } },
      destination: {
        data: rec.portIds.destination ? { id: rec.portIds.destination, type: 'port' } : null
      },
      pod_terminal: {
        data: rec.podTerminalId ? { id: rec.podTerminalId, type: 'terminal' } : null
      },
      destination_terminal: { data: null },
      line_tracking_stopped_by_user: {
        data: rec.stoppedByUserId ? { id: rec.stoppedByUserId, type: 'user' } : null
      }
    },
    links: { self: `/shipments/${rec.id}` }
  }
}

/** A container resource with its shipment and terminal relationships. */
export function containerResource(rec: ContainerRecord): ContainerResource {
  return {
    id: rec.id,
    type: 'container',
    attributes: structuredClone(rec.attributes),
    relationships: {
      shipment: { data: { id: rec.shipmentId, type: 'shipment' } },
      pickup_facility: { data: null },
      pod_terminal: {
        data: rec.podTerminalId ? { id: rec.podTerminalId, type: 'terminal' } : null
      },
      transport_events: { data: [] },
      raw_events: { data: [] }
    },
    links: { self: `/containers/${rec.id}` }
  }
}

/** A tracking request resource; tracked_object points at the shipment once created. */
export function trackingRequestResource(rec: TrackingRequestRecord): TrackingRequestResource {
  return {
    id: rec.id,
    type: 'tracking_request',
    attributes: structuredClone(rec.attributes),
    relationships: {
      tracked_object: { data: rec.shipmentId ? { id: rec.shipmentId, type: 'shipment' } : null },
      customer: { data: null }
    },
    links: { self: `/tracking_requests/${rec.id}` }
  }
}

/** Human form of a custom field value (dates and choices read better capitalised/formatted). */
export function displayValue(def: CustomFieldDefinitionRecord, value: string): string {
  if (def.data_type === 'enum') return value.charAt(0).toUpperCase() + value.slice(1)
  if (def.data_type === 'date') {
    const d = new Date(`${value}T00:00:00Z`)
    return d.toLocaleDateString('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'short',
      day: 'numeric'
    })
  }
  return value
}

/** A container's custom field resource. */
export function customFieldResource(
  container: ContainerRecord,
  def: CustomFieldDefinitionRecord
): CustomFieldResource {
  const value = container.customFields[def.api_slug] ?? ''
  const id = stableUuid('custom_field', container.id, def.api_slug)
  return {
    id,
    type: 'custom_field',
    attributes: { api_slug: def.api_slug, value, display_value: displayValue(def, value) },
    relationships: {
      entity: { data: { id: container.id, type: 'container' } },
      definition: { data: { id: def.id, type: 'custom_field_definition' } }
    },
    links: { self: `/containers/${container.id}/custom_fields/${def.api_slug}` }
  }
}

/** Typed resources as members of `included` (whose element type is the loose AnyResource). */
export function asIncluded<R extends { id: string; type: string }>(resource: R): AnyResource {
  return resource as unknown as AnyResource
}
