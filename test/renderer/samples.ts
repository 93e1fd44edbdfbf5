import type { DocumentDetail, ShipmentView, TrackingView } from '@shared/views'
import type { SettingsView } from '@shared/settingsSchema'
import type { DocumentSchemaAttributes, InferAttributes } from '@shared/service'
import { makeItem } from './fakeBridge'

export function inferContainer(
  over: Partial<InferAttributes['shipping_line']> = {}
): InferAttributes {
  return {
    number_type: 'container',
    validation: {
      is_valid: true,
      type: 'container',
      check_digit_passed: true,
      parsed_number: null,
      reason: null
    },
    shipping_line: {
      decision: 'auto_select',
      selected: { scac: 'MSCU', name: 'Mediterranean Shipping Company', confidence: 0.97 },
      candidates: [{ scac: 'MSCU', name: 'Mediterranean Shipping Company', confidence: 0.97 }],
      ...over
    }
  }
}

export const INVALID_CONTAINER: InferAttributes = {
  number_type: 'container',
  validation: {
    is_valid: false,
    type: 'container',
    check_digit_passed: false,
    parsed_number: null,
    reason: 'Invalid check digit'
  },
  shipping_line: { decision: 'no_prediction', selected: null, candidates: [] }
}

export const BOOKING: InferAttributes = {
  number_type: 'booking',
  validation: { is_valid: null, type: 'shipment', parsed_number: null, reason: null },
  shipping_line: {
    decision: 'needs_confirmation',
    selected: { scac: 'MAEU', name: 'Maersk', confidence: 0.62 },
    candidates: [
      { scac: 'MAEU', name: 'Maersk', confidence: 0.62 },
      { scac: 'HLCU', name: 'Hapag-Lloyd', confidence: 0.31 }
    ]
  }
}

export function shipmentView(): ShipmentView {
  return {
    id: 'shp-1',
    containerIds: ['c-1'],
    webUrl: null,
    attributes: {
      bill_of_lading_number: 'MAEU241234567',
      normalized_number: 'MAEU241234567',
      ref_numbers: ['PO-7781'],
      tags: [],
      created_at: '2026-02-20T00:00:00Z',
      port_of_lading_locode: 'CNSHA',
      port_of_lading_name: 'Shanghai',
      port_of_discharge_locode: 'USLAX',
      port_of_discharge_name: 'Los Angeles',
      destination_locode: null,
      destination_name: null,
      shipping_line_scac: 'MAEU',
      shipping_line_name: 'Maersk',
      shipping_line_short_name: 'Maersk',
      customer_name: null,
      pod_vessel_name: 'MAERSK KENSINGTON',
      pod_vessel_imo: null,
      pod_voyage_number: '446E',
      pol_etd_at: null,
      pol_atd_at: null,
      pod_eta_at: '2026-03-20T08:00:00Z',
      pod_original_eta_at: null,
      pod_ata_at: null,
      destination_eta_at: null,
      destination_ata_at: null,
      pol_timezone: null,
      pod_timezone: null,
      destination_timezone: null,
      line_tracking_last_attempted_at: null,
      line_tracking_last_succeeded_at: null,
      line_tracking_stopped_at: null,
      line_tracking_stopped_reason: null
    }
  }
}

export function tracking(
  status: TrackingView['attributes']['status'],
  withShipment = false
): TrackingView {
  return {
    id: 'tr-1',
    shipment: withShipment ? shipmentView() : null,
    containers: [],
    shipmentUnavailable: null,
    attributes: {
      request_number: 'MSCU6639870',
      request_type: 'container',
      scac: 'MSCU',
      status,
      failed_reason: null,
      ref_numbers: [],
      tags: [],
      created_at: '2026-03-02T09:00:00Z',
      updated_at: '2026-03-02T09:00:00Z',
      is_retrying: false,
      retry_count: 0
    }
  }
}

export function settingsView(over: Partial<SettingsView> = {}): SettingsView {
  return {
    connection: {
      mode: 'production',
      baseUrl: 'https://api.example.com/v2',
      appUrl: 'https://app.example.com',
      directUploadUrl: null
    },
    folders: [],
    notifications: 'all',
    startAtLogin: false,
    hideOnClose: true,
    concurrency: { hash: 2, upload: 3 },
    logLevel: 'info',
    autoUpdate: { enabled: false, feedUrl: null },
    paused: false,
    language: 'en',
    retentionDays: 30,
    hasApiKey: true,
    keyStorage: 'keychain',
    locked: [],
    ...over
  }
}

export const INVOICE_SCHEMA: DocumentSchemaAttributes = {
  document_type: 'commercial_invoice',
  label: 'Commercial invoice',
  description: '',
  schema_version: '2026-03-23',
  full_version: 'commercial_invoice@2026-03-23',
  current: true,
  draft: false,
  active_at: '2026-03-23T00:00:00Z',
  created_at: '2026-03-23T00:00:00Z',
  updated_at: '2026-03-23T00:00:00Z',
  schema_format: 'json_schema',
  schema_payload: {
    type: 'object',
    required: [],
    properties: {
      currency: { type: 'string', title: 'Currency' },
      total_amount: { type: 'string', title: 'Total amount' },
      supplier_name: { type: 'string', title: 'Supplier' },
      invoice_date: { type: 'string', title: 'Invoice date', format: 'date' },
      invoice_number: { type: 'string', title: 'Invoice number' }
    },
    propertyOrder: ['invoice_number', 'invoice_date', 'supplier_name', 'total_amount', 'currency']
  }
}

export function invoiceDetail(): DocumentDetail {
  const item = makeItem({
    name: 'invoice.pdf',
    state: 'extracted',
    documentId: 'doc-1',
    documentType: 'commercial_invoice',
    shipmentNumbers: ['MAEU241234567'],
    containerNumbers: ['MSKU1234565']
  })
  return {
    item,
    document: {
      id: 'doc-1',
      name: 'invoice.pdf',
      document_type: 'commercial_invoice',
      document_type_manual: null,
      classification_notes: null,
      source: 'upload',
      file_name: 'invoice.pdf',
      file_content_type: 'application/pdf',
      file_size_bytes: 2048,
      created_at: '2026-03-02T09:00:00Z',
      updated_at: '2026-03-02T09:00:00Z'
    },
    representation: {
      schemaVersion: '2026-03-23',
      payload: {
        currency: 'USD',
        invoice_number: 'INV-2026-0415',
        total_amount: '12450.00',
        invoice_date: '2026-03-02',
        supplier_name: 'Shenzhen Brightway Electronics Co., Ltd.'
      },
      manual: null
    },
    shipments: [shipmentView()],
    containers: [],
    emailSubmission: null,
    emailSiblings: [],
    gap: null
  }
}
