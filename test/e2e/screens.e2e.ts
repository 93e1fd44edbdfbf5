/// <reference types="node" />
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ContainerView, DocumentDetail, TrackingView } from '@shared/ipc'
import type { DocumentSchemaAttributes, InferAttributes } from '@shared/service'
import { seriousViolations } from './axe'
import { useChromiumApp } from './harness'
import { FAKE_SETTINGS, fakeRoutes, inboxWithInvoice } from './fakeRoutes'
import { journeySample } from '../renderer/journeySamples'
import { generateFixtures } from '../fixtures/generate'

const fixtures = await generateFixtures(join(tmpdir(), `dropdock-e2e-screens-${process.pid}`))
const invoicePdf = new Uint8Array(await readFile(fixtures.invoicePdf))

const { items, invoice } = inboxWithInvoice()

const schema: DocumentSchemaAttributes = {
  document_type: 'commercial_invoice',
  label: 'Commercial invoice',
  description: 'Seller’s bill to the buyer',
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
    required: ['invoice_number'],
    properties: {
      currency: { type: 'string', title: 'Currency' },
      invoice_number: { type: 'string', title: 'Invoice number' },
      invoice_date: { type: 'string', title: 'Invoice date', format: 'date' },
      supplier_name: { type: 'string', title: 'Supplier' },
      total_amount: { type: 'string', title: 'Total amount' }
    },
    propertyOrder: ['invoice_number', 'invoice_date', 'supplier_name', 'total_amount', 'currency']
  }
}

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
      { state: 'detected', at: '2026-03-02T07:55:00Z' },
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
  notice: null
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

const handler = fakeRoutes({
  'intake.list': items,
  'app.status': {
    connection: 'online',
    paused: false,
    counts: { total: 60, active: 20, done: 40, attention: 12, paused: false },
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
  'document.schema': schema,
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
        moveDuplicates: false
      }
    ]
  }
})

describe('every screen in Chromium (plain-object bridge)', () => {
  const chromium = useChromiumApp()

  for (const scheme of ['light', 'dark'] as const) {
    const prefix = scheme === 'dark' ? 'dark-' : ''
    it(`shows detail, lookup and settings (${scheme})`, async () => {
      const app = await chromium.open(handler, { colorScheme: scheme })
      const { page } = app
      await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).waitFor()
      await app.screenshot(`${prefix}inbox`)
      expect.soft(await seriousViolations(page), 'inbox').toEqual([])
      await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).click()
      await page.getByTestId('shipment').waitFor()
      expect(await page.getByTestId('extracted').locator('dt').allInnerTexts()).toEqual([
        'Invoice number',
        'Invoice date',
        'Supplier',
        'Total amount',
        'Currency'
      ])
      await page.getByTestId('pdf-page').waitFor()
      await page.waitForFunction(() => {
        const c = document.querySelector<HTMLCanvasElement>('[data-test="pdf-page"]')
        // Drawn: some pixel of the page is not white.
        const data = c?.getContext('2d')?.getImageData(0, 0, c.width, c.height).data
        return Boolean(data?.some((v, i) => i % 4 !== 3 && v < 200))
      })
      expect(await page.getByTestId('page-label').innerText()).toBe('Page 1 of 1')
      await app.screenshot(`${prefix}detail`)
      expect.soft(await seriousViolations(page), 'detail').toEqual([])
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('detail-title')
      await page.keyboard.press('Escape')
      await page.getByTestId('detail').waitFor({ state: 'detached' })
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
        'INV-2026-0415.pdf'
      )

      await page.getByTestId('nav-lookup').click()
      await page.getByTestId('lookup-number').fill('246813579')
      await page.getByTestId('lookup-submit').click()
      await page.getByTestId('decision').waitFor()
      await page.getByTestId('track').click()
      await page.getByTestId('tracked-shipment').waitFor()
      await app.screenshot(`${prefix}lookup`)
      await page.getByTestId('tracked-container').getByTestId('journey-toggle').click()
      await page.getByTestId('route-map').scrollIntoViewIfNeeded()
      await app.screenshot(`${prefix}lookup-journey`)
      expect.soft(await seriousViolations(page), 'lookup').toEqual([])

      await page.getByTestId('nav-settings').click()
      await page.getByTestId('folder').waitFor()
      await app.screenshot(`${prefix}settings`)
      expect.soft(await seriousViolations(page), 'settings').toEqual([])
      await page.getByTestId('general-settings').scrollIntoViewIfNeeded()
      await app.screenshot(`${prefix}settings-2`)
      expect.soft(await seriousViolations(page), 'settings-2').toEqual([])
      expect(app.cspViolations()).toEqual([])
      expect(app.errors).toEqual([])
      await app.close()
    })
  }
})

describe('the empty inbox in Chromium', () => {
  const chromium = useChromiumApp()
  const empty = fakeRoutes({ 'intake.list': [], 'settings.get': FAKE_SETTINGS })

  for (const scheme of ['light', 'dark'] as const) {
    it(`invites a first drop and passes axe (${scheme})`, async () => {
      const app = await chromium.open(empty, { colorScheme: scheme })
      await app.page.getByTestId('empty-inbox').waitFor()
      await app.screenshot(`${scheme === 'dark' ? 'dark-' : ''}inbox-empty`)
      expect(await seriousViolations(app.page)).toEqual([])
      expect(app.cspViolations()).toEqual([])
      await app.close()
    })
  }
})
