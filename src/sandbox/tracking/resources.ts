/**
 * JSON:API resources of the shipping domain, built from stored records. `links.self` is a path
 * that starts with the API's version prefix (`/v2/shipments/{id}`), as the service writes it.
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
  CustomFieldEntity,
  ShipmentRecord,
  TrackingRequestRecord
} from '../seed/records'
import { stableUuid } from '../seed/stableId'
import { API_PREFIX } from '../http/apiPrefix'
import { destinationTerminalId, pickupFacilityId } from './journey'
import { rawEventResources, transportEventResources } from '../reference/resources'

const one = <T extends string>(type: T, id: string | null) => ({
  data: id ? { id, type } : null
})

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
      destination: one('port', rec.portIds.destination),
      pod_terminal: one('terminal', rec.podTerminalId),
      destination_terminal: one('terminal', destinationTerminalId(rec)),
      line_tracking_stopped_by_user: one('user', rec.stoppedByUserId)
    },
    links: { self: `${API_PREFIX}/shipments/${rec.id}` }
  }
}

/**
 * A container resource with its shipment, terminal and event relationships; the events come
 * from its journey, so they need its shipment (`undefined` only if that is gone).
 */
export function containerResource(
  rec: ContainerRecord,
  shipment: ShipmentRecord | undefined
): ContainerResource {
  const ids = <T extends string>(list: { id: string; type: T }[]) =>
    list.map(({ id, type }) => ({ id, type }))
  return {
    id: rec.id,
    type: 'container',
    attributes: structuredClone(rec.attributes),
    relationships: {
      shipment: { data: { id: rec.shipmentId, type: 'shipment' } },
      pickup_facility: one(
        'terminal',
        shipment ? pickupFacilityId(rec, shipment) : rec.podTerminalId
      ),
      pod_terminal: one('terminal', rec.podTerminalId),
      transport_events: { data: shipment ? ids(transportEventResources(rec, shipment)) : [] },
      raw_events: { data: shipment ? ids(rawEventResources(rec, shipment)) : [] }
    },
    links: { self: `${API_PREFIX}/containers/${rec.id}` }
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
    links: { self: `${API_PREFIX}/tracking_requests/${rec.id}` }
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

const PLURAL: Record<CustomFieldEntity, string> = {
  container: 'containers',
  shipment: 'shipments',
  tracking_request: 'tracking_requests'
}

/** The custom field resource of one field of a container, shipment or tracking request. */
export function customFieldResource(
  holder: { id: string; customFields?: Record<string, string> },
  def: CustomFieldDefinitionRecord,
  kind: CustomFieldEntity = 'container'
): CustomFieldResource {
  const value = holder.customFields?.[def.api_slug] ?? ''
  const id = stableUuid('custom_field', holder.id, def.api_slug)
  return {
    id,
    type: 'custom_field',
    attributes: { api_slug: def.api_slug, value, display_value: displayValue(def, value) },
    relationships: {
      entity: { data: { id: holder.id, type: kind } },
      definition: { data: { id: def.id, type: 'custom_field_definition' } }
    },
    links: { self: `${API_PREFIX}/${PLURAL[kind]}/${holder.id}/custom_fields/${def.api_slug}` }
  }
}

/** Typed resources as members of `included` (whose element type is the loose AnyResource). */
export function asIncluded<R extends { id: string; type: string }>(resource: R): AnyResource {
  return resource as unknown as AnyResource
}
