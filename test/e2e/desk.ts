/// <reference types="node" />
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ContainerView, DocumentDetail, TrackingView } from '@shared/views'
import type { InferAttributes } from '@shared/service'
import { FAKE_SETTINGS, fakeRoutes, inboxWithInvoice } from './fakeRoutes'
import { journeySample } from '../renderer/journeySamples'
import { INVOICE_SCHEMA } from '../renderer/samples'
import { generateFixtures } from '../fixtures/generate'

/**
 * A clerk's desk for the browser tests: 60 files in the inbox, the extracted invoice
 * INV-2026-0415.pdf with its PDF, shipment and container, a booking to look up, settings of a
 * production connection with one watched folder. The screens and the languages tests show it.
 */
const fixtures = await generateFixtures(join(tmpdir(), `dropdock-e2e-desk-${process.pid}`))
const invoicePdf = new Uint8Array(await readFile(fixtures.invoicePdf))

const { items, invoice } = inboxWithInvoice()

const container: ContainerView = {
  id: 'c1',
  shipmentId: 's1',
  webUrl: null,
  attributes: {
    number: 'MSKU1234565',
    current_status: 'available',
    equipment_type: 'dry',
    equipment_length: 40,
    equipment_height: 'high_cube',
    pickup_lfd: '2026-03-24',
    holds_at_pod_terminal: [{ name: 'customs', status: 'hold', description: 'Customs exam' }],
    fees_at_pod_terminal: [{ type: 'demurrage', amount: 350, currency_code: 'USD' }],
    import_deadlines: { pickup_lfd_terminal: null, pickup_lfd_rail: null, pickup_lfd_line: null }
  } as unknown as ContainerView['attributes']
}

const detail: DocumentDetail = {
  item: {
    ...invoice,
    documentId: 'doc-8',
    shipmentNumbers: ['MAEU241234567'],
    history: [
      { state: 'waiting', at: '2026-03-02T07:55:00Z' },
      { state: 'queued', at: '2026-03-02T07:55:01Z' },
      { state: 'hashing', at: '2026-03-02T07:55:01Z' },
      { state: 'uploading', at: '2026-03-02T07:55:02Z' },
      { state: 'submitted', at: '2026-03-02T07:55:03Z' },
      { state: 'classified', at: '2026-03-02T07:55:06Z' },
      { state: 'extracted', at: '2026-03-02T07:55:09Z' }
    ]
  },
  document: {
    id: 'doc-8',
    name: 'INV-2026-0415.pdf',
    document_type: 'commercial_invoice',
    document_type_manual: null,
    classification_notes: null,
    source: 'upload',
    file_name: 'INV-2026-0415.pdf',
    file_content_type: 'application/pdf',
    file_size_bytes: 93000,
    created_at: '2026-03-02T07:55:03Z',
    updated_at: '2026-03-02T07:55:09Z'
  },
  representation: {
    schemaVersion: '2026-03-23',
    payload: {
      currency: 'USD',
      total_amount: '12450.00',
      supplier_name: 'Shenzhen Brightway Electronics Co., Ltd.',
      invoice_date: '2026-03-02',
      invoice_number: 'INV-2026-0415'
    },
    manual: null
  },
  shipments: [
    {
      id: 's1',
      containerIds: ['c1'],
      webUrl: null,
      attributes: {
        bill_of_lading_number: 'MAEU241234567',
        shipping_line_name: 'Maersk',
        shipping_line_scac: 'MAEU',
        pod_vessel_name: 'MAERSK KENSINGTON',
        pod_voyage_number: '446E',
        port_of_lading_name: 'Shanghai',
        port_of_lading_locode: 'CNSHA',
        port_of_discharge_name: 'Los Angeles',
        port_of_discharge_locode: 'USLAX',
        pod_eta_at: '2026-03-20T08:00:00Z',
        pod_ata_at: null,
        ref_numbers: ['PO-7781']
      } as unknown as DocumentDetail['shipments'][number]['attributes']
    }
  ],
  containers: [container],
  emailSubmission: null,
  emailSiblings: [],
  gap: null
}

const booking: InferAttributes = {
  number_type: 'booking',
  validation: { is_valid: null, type: 'shipment', parsed_number: null, reason: null },
  shipping_line: {
    decision: 'needs_confirmation',
    selected: { scac: 'MAEU', name: 'Maersk', confidence: 0.62 },
    candidates: [
      { scac: 'MAEU', name: 'Maersk', confidence: 0.62 },
      { scac: 'HLCU', name: 'Hapag-Lloyd', confidence: 0.31 },
      { scac: 'ONEY', name: 'Ocean Network Express', confidence: 0.07 }
    ]
  }
}

const created: TrackingView = {
  id: 't1',
  shipment: detail.shipments[0],
  containers: [container],
  shipmentUnavailable: null,
  attributes: {
    request_number: '246813579',
    request_type: 'booking_number',
    scac: 'MAEU',
    status: 'created',
    failed_reason: null,
    ref_numbers: [],
    tags: [],
    created_at: '2026-03-02T08:00:00Z',
    updated_at: '2026-03-02T08:00:05Z',
    is_retrying: false,
    retry_count: 0
  }
}

export const deskRoutes = fakeRoutes({
  'intake.list': items,
  'app.status': {
    connection: 'online',
    paused: false,
    counts: { total: 60, active: 20, done: 40, attention: 12, failed: 12, paused: false },
    message: null
  },
  'app.info': {
    name: 'Dropdock',
    version: '0.1.0',
    platform: 'linux',
    sandbox: false,
    service: 'production',
    serviceHost: null
  },
  'document.detail': detail,
  'document.preview': {
    kind: 'pdf',
    name: 'INV-2026-0415.pdf',
    mediaType: 'application/pdf',
    source: 'local',
    bytes: invoicePdf
  },
  'document.schema': INVOICE_SCHEMA,
  'lookup.infer': booking,
  'lookup.track': created,
  'container.journey': journeySample({ container }),
  'settings.get': {
    ...FAKE_SETTINGS,
    connection: {
      ...FAKE_SETTINGS.connection,
      mode: 'production',
      baseUrl: 'https://api.example.com/v2'
    },
    hasApiKey: true,
    keyStorage: 'basic_text',
    locked: ['logLevel'],
    folders: [
      {
        id: 'f1',
        path: '/home/clerk/Scans',
        enabled: true,
        recursive: true,
        include: ['*.pdf', '*.tif'],
        exclude: ['~$*'],
        usePolling: true,
        pollIntervalMs: 5000,
        quietMs: 2000,
        afterUpload: 'move',
        moveFailed: true,
        moveDuplicates: false,
        documentType: null,
        split: 'service',
        separatorText: 'DROPDOCK-SPLIT'
      }
    ]
  }
})
