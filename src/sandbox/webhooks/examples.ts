import type { AnyResource } from '../../shared/service'
import type { Account } from '../accounts'
import { seedForAccount } from '../seed'
import type { ContainerRecord } from '../seed/records'
import { stableUuid } from '../seed/stableId'
import { TYPE_SCHEMAS } from '../schemas/fields'
import { containerResource, shipmentResource } from '../tracking/resources'
import { eventGroup } from './events'
import type { NotificationRecord } from './records'
import { API_PREFIX } from '../http/apiPrefix'

const CREATED_AT = '2026-03-02T09:30:00Z'

function base(account: Account, event: string): NotificationRecord {
  return {
    id: stableUuid('example_notification', account.id, event),
    event,
    delivery_status: 'pending',
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
    webhook_id: null,
    reference: null,
    relationships: {},
    attributes: {},
    included: [],
    attempts: [],
    next_attempt_at: null
  }
}

function documentExample(account: Account, event: string): NotificationRecord {
  const documentId = stableUuid('example_document', account.id)
  const repId = stableUuid('example_representation', account.id)
  const schema = TYPE_SCHEMAS.commercial_invoice
  const extracted = event === 'document.extracted'
  const document: AnyResource = {
    id: documentId,
    type: 'document',
    attributes: {
      id: documentId,
      name: 'invoice-INV-2026-0415.pdf',
      document_type: 'commercial_invoice',
      document_type_manual: null,
      classification_notes: 'Classified as Commercial Invoice by keywords.',
      source: 'api',
      file_name: 'invoice-INV-2026-0415.pdf',
      file_content_type: 'application/pdf',
      file_size_bytes: 2468,
      created_at: CREATED_AT,
      updated_at: CREATED_AT
    },
    relationships: {
      account: { data: { id: account.id, type: 'account' } },
      user: { data: null },
      email_submission: { data: null },
      last_document_representation: {
        data: extracted ? { id: repId, type: 'document_representation' } : null
      },
      shipments: { data: [] },
      cargos: { data: [] }
    },
    links: {
      self: `${API_PREFIX}/documents/${documentId}`,
      download: `${API_PREFIX}/documents/${documentId}/download_url`
    }
  }
  const included: AnyResource[] = [document]
  if (extracted) {
    included.push({
      id: repId,
      type: 'document_representation',
      attributes: {
        schema_version: schema.version,
        payload: {
          invoice_number: 'INV-2026-0415',
          invoice_date: '2026-03-02',
          supplier_name: 'Shenzhen Brightway Electronics Co., Ltd.',
          total_amount: '12450.00',
          currency: 'USD'
        },
        created_at: CREATED_AT,
        updated_at: CREATED_AT
      }
    })
  }
  return {
    ...base(account, event),
    version: schema.version,
    relationships: { document: { data: { id: documentId, type: 'document' } } },
    included
  }
}

const TRACKING_STATUS: Record<string, string> = {
  'tracking_request.succeeded': 'created',
  'tracking_request.failed': 'failed',
  'tracking_request.awaiting_manifest': 'awaiting_manifest',
  'tracking_request.tracking_stopped': 'tracking_stopped'
}

/** An example notification of `event` built from the account's seeded shipment data. */
// eslint-disable-next-line max-lines-per-function -- builds one example per event group from the same seeded shipment and container; split, each part would rebuild them
export function exampleNotification(account: Account, event: string): NotificationRecord {
  const group = eventGroup(event)
  if (group === 'document') return documentExample(account, event)
  const seed = seedForAccount(account, new Date(CREATED_AT))
  const s = seed.shipments[0]
  const c = seed.containers.find((x) => x.shipmentId === s?.id) ?? seed.containers[0]
  const shipment: AnyResource[] = s ? [shipmentResource(s) as unknown as AnyResource] : []
  const container: AnyResource[] = c
    ? [
        containerResource(
          c,
          seed.shipments.find((x) => x.id === c.shipmentId)
        ) as unknown as AnyResource
      ]
    : []
  if (group === 'tracking_request') {
    const id = stableUuid('example_tracking_request', account.id, event)
    const status = TRACKING_STATUS[event] ?? 'pending'
    const tr: AnyResource = {
      id,
      type: 'tracking_request',
      attributes: {
        request_number: s?.attributes.bill_of_lading_number ?? 'MAEU241234567',
        request_type: 'bill_of_lading',
        scac: s?.attributes.shipping_line_scac ?? 'MAEU',
        status,
        failed_reason: status === 'failed' ? 'not_found' : null,
        ref_numbers: s?.attributes.ref_numbers ?? [],
        tags: [],
        created_at: CREATED_AT,
        updated_at: CREATED_AT,
        is_retrying: false,
        retry_count: 0
      },
      relationships: {
        tracked_object: { data: status === 'created' && s ? { id: s.id, type: 'shipment' } : null },
        customer: { data: null }
      }
    }
    return {
      ...base(account, event),
      reference: { id, type: 'tracking_request' },
      included: [tr, ...(status === 'created' ? shipment : [])]
    }
  }
  if (group === 'shipment') {
    const id = stableUuid('example_estimated_event', account.id, event)
    const estimated: AnyResource = {
      id,
      type: 'estimated_event',
      attributes: {
        event,
        estimated_timestamp: s?.attributes.pod_eta_at ?? CREATED_AT,
        voyage_number: s?.attributes.pod_voyage_number ?? null,
        location_locode: s?.attributes.port_of_discharge_locode ?? null,
        created_at: CREATED_AT
      },
      relationships: { shipment: { data: s ? { id: s.id, type: 'shipment' } : null } }
    }
    return {
      ...base(account, event),
      reference: { id, type: 'estimated_event' },
      included: [estimated, ...shipment]
    }
  }
  if (event.startsWith('container.transport.')) {
    const id = stableUuid('example_transport_event', account.id, event)
    const transport: AnyResource = {
      id,
      type: 'transport_event',
      attributes: {
        event,
        timestamp: CREATED_AT,
        voyage_number: s?.attributes.pod_voyage_number ?? null,
        location_locode: s?.attributes.port_of_discharge_locode ?? null,
        timezone: s?.attributes.pod_timezone ?? null,
        created_at: CREATED_AT
      },
      relationships: {
        container: { data: c ? { id: c.id, type: 'container' } : null },
        shipment: { data: s ? { id: s.id, type: 'shipment' } : null }
      }
    }
    return {
      ...base(account, event),
      reference: { id, type: 'transport_event' },
      included: [transport, ...container, ...shipment]
    }
  }
  // Container record events point at a container_updated_event, as the service's do.
  const id = stableUuid('example_container_updated_event', account.id, event)
  const updated: AnyResource = {
    id,
    type: 'container_updated_event',
    attributes: {
      changeset: c ? changesetOf(event, c) : {},
      timestamp: CREATED_AT,
      timezone: c?.attributes.pod_timezone ?? null,
      data_source: 'terminal'
    },
    relationships: {
      container: { data: c ? { id: c.id, type: 'container' } : null },
      terminal: { data: c?.podTerminalId ? { id: c.podTerminalId, type: 'terminal' } : null }
    }
  }
  return {
    ...base(account, event),
    reference: { id, type: 'container_updated_event' },
    included: [updated, ...container, ...shipment]
  }
}

/** The attributes a container record event reports as `[before, after]`. */
function changesetOf(event: string, c: ContainerRecord): Record<string, [unknown, unknown]> {
  const a = c.attributes
  switch (event) {
    case 'container.pod_terminal_changed':
      return { pod_terminal: [null, c.podTerminalId] }
    case 'container.pickup_lfd.changed':
      return { pickup_lfd: [null, a.pickup_lfd] }
    case 'container.pickup_lfd_line.changed':
      return { pickup_lfd_line: [null, a.import_deadlines?.pickup_lfd_line ?? null] }
    default:
      return { available_for_pickup: [null, a.available_for_pickup] }
  }
}
