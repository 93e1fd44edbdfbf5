import { describe, expect, it } from 'vitest'
import type { DocumentDetail } from '@shared/views'
import type { IntakeItem } from '@shared/intake'
import type { Locale } from '@shared/i18n/locales'
import { makeItem } from '../support/makeItem'
import { countItems } from '../support/countItems'
import { INVOICE_SCHEMA } from '../renderer/samples'
import { seriousViolations } from './axe'
import { fakeRoutes } from './fakeRoutes'
import { useChromiumApp } from './harness'
import { catalogText } from './catalogText'

/**
 * The exception desk in the window: what each document came to (linked, on no shipment, its
 * data not read, refused), named by the number a clerk works it by, and the service's reasons in
 * the window's language. In English, German and Chinese, at 1280×800 and 1024×700; screenshots
 * go to test-results/ as desk-outcomes-<locale>-<width>-<inbox|detail>.png.
 */

const at = '2026-03-02T08:00:00Z'
const done = (over: Partial<IntakeItem>): IntakeItem =>
  makeItem({ state: 'extracted', createdAt: at, updatedAt: at, ...over })

const unlinked = done({
  id: 'scan7',
  name: 'Scan_20260302_0007.pdf',
  documentId: 'doc-7',
  documentType: 'commercial_invoice',
  extracted: {
    invoice_number: 'INV-2026-0777',
    bill_of_lading_number: 'COSU6123456780',
    supplier_name: 'Shenzhen Brightway Electronics Co., Ltd.'
  }
})
const linked = done({
  id: 'inv',
  name: 'INV-2026-0415.pdf',
  documentId: 'doc-8',
  documentType: 'commercial_invoice',
  shipmentNumbers: ['MAEU241234567'],
  containerNumbers: ['MSKU1234565'],
  extracted: { invoice_number: 'INV-2026-0415' }
})
const bl = done({
  id: 'bl',
  name: 'MEDUQ2417731.pdf',
  documentId: 'doc-9',
  documentType: 'bill_of_lading',
  shipmentNumbers: ['MEDUQ2417731'],
  extracted: { bill_of_lading_number: 'MEDUQ2417731', booking_number: '177NGBLGB0312' }
})
const REQUIRED = 'Required fields not found: invoice_number, invoice_date.'
const missing = done({
  id: 'missing',
  name: 'Rechnung März.pdf',
  state: 'extraction_failed',
  documentId: 'doc-10',
  documentType: 'commercial_invoice',
  lastError: {
    kind: 'upstream',
    message: `The service could not extract data from this document: ${REQUIRED}`,
    note: REQUIRED
  }
})
const ZIP =
  '"hello.docx" is a ZIP archive (Office files such as .docx and .xlsx are ZIP archives too), which the service cannot read: send it as a PDF, an image or a text file.'
const zip = done({
  id: 'zip',
  name: 'hello.docx',
  state: 'failed',
  lastError: { kind: 'not_a_document', message: ZIP }
})
const items = [unlinked, linked, bl, missing, zip]

function detailOf(item: IntakeItem): DocumentDetail {
  return {
    item,
    document: {
      id: item.documentId ?? 'doc',
      name: item.name,
      document_type: item.documentType,
      document_type_manual: null,
      classification_notes: null,
      source: 'upload',
      file_name: item.name,
      file_content_type: 'application/pdf',
      file_size_bytes: item.size,
      created_at: at,
      updated_at: at
    },
    representation: item.extracted
      ? { schemaVersion: '2026-03-23', payload: item.extracted, manual: null }
      : null,
    shipments: [],
    containers: [],
    emailSubmission: null,
    emailSiblings: [],
    gap: null
  } as DocumentDetail
}

const routes = fakeRoutes({
  'intake.list': items,
  'app.status': {
    connection: 'online',
    paused: false,
    counts: countItems(items, false),
    message: null
  },
  'document.detail': (input: unknown) =>
    detailOf(items.find((i) => i.id === (input as { itemId: string }).itemId) ?? unlinked),
  'document.preview': {
    kind: 'unavailable',
    name: 'x.pdf',
    source: 'local',
    reason: { kind: 'not_viewable' }
  },
  'document.schema': { ...INVOICE_SCHEMA, label: 'Commercial Invoice' }
})

const text = (locale: Locale, key: string, params: Record<string, string> = {}): string =>
  catalogText(locale, key, params)

describe('the exception desk: an outcome per document', () => {
  const chromium = useChromiumApp()

  for (const [tag, locale] of [
    ['en-US', 'en'],
    ['de-DE', 'de'],
    ['zh-CN', 'zh-CN']
  ] as const) {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1024, height: 700 }
    ]) {
      it(`shows what each document came to in ${tag} at ${viewport.width}×${viewport.height}`, async () => {
        const app = await chromium.open(routes, { locale: tag, viewport })
        const { page } = app
        const row = (id: string) => page.locator(`[data-test="inbox-row"][data-id="${id}"]`)
        await row('scan7').waitFor()
        const name = `desk-outcomes-${locale}-${viewport.width}`

        // The unlinked invoice: a warning chip, its invoice number and outcome on its line.
        const chip = row('scan7').locator('[data-state]')
        expect(await chip.getAttribute('data-outcome')).toBe('needs_shipment')
        const key = text(locale, 'outcome.key.invoice_number', { number: 'INV-2026-0777' })
        const sentence = text(locale, 'outcome.row', {
          key,
          text: text(locale, 'outcome.sentence.needs_shipment')
        })
        // Its parts are flex items (the number keeps its width): read as text, not as lines.
        expect((await row('scan7').getByTestId('row-sentence').textContent())?.trim()).toBe(
          sentence
        )
        expect(await row('inv').locator('[data-state]').getAttribute('data-outcome')).toBe('linked')
        // Main's count: the unlinked one, the unread one and the refused one need attention.
        expect(await page.locator('[data-test="nav-inbox"] .badge').innerText()).toContain('3')
        // The refusal's tooltip is in the window's language.
        const refused = await row('zip').getByTestId('row-sentence').getAttribute('title')
        expect(refused).toContain('hello.docx')
        if (locale !== 'en') expect(refused).not.toContain('which the service cannot read')
        await app.screenshot(`${name}-inbox`)
        expect.soft(await seriousViolations(page), 'inbox').toEqual([])

        // The failed extraction's detail: the missing fields by their labels, not their keys.
        await row('missing').getByRole('button', { name: missing.name }).press('Enter')
        const fields = new Intl.ListFormat(locale, { type: 'conjunction' }).format([
          text(locale, 'codes.field.invoice_number'),
          text(locale, 'codes.field.invoice_date')
        ])
        const aside = page.locator('aside').first()
        const said = text(locale, 'outcome.said.required_fields_missing', { fields })
        await aside.getByText(said, { exact: false }).waitFor()
        const detailText = await aside.innerText()
        expect(detailText).not.toContain('invoice_number')
        expect(detailText).not.toContain('Required fields')

        // The unlinked invoice's detail leads with what it needs, naming the B/L it can track
        // and the button beside it.
        await row('scan7').getByRole('button', { name: unlinked.name }).click()
        const bl = text(locale, 'outcome.key.bill_of_lading_number', { number: 'COSU6123456780' })
        await aside
          .getByText(text(locale, 'outcome.explain.needs_shipmentTrack', { key: bl }))
          .waitFor()
        await aside
          .getByRole('button', {
            name: text(locale, 'trackNumber.trackLabel', { number: 'COSU6123456780' })
          })
          .waitFor()
        await aside.getByTestId('extracted').waitFor()
        // The service's form is named by the type's name in the window's language.
        expect(await aside.innerText()).not.toContain('Commercial Invoice')
        // Beside the open document every row's key number is drawn whole, inside its row.
        const cutKeys = await page
          .locator('[data-test="inbox-row"] .keyed .key')
          .evaluateAll((keys) =>
            keys
              .filter((k) => {
                const box = k.getBoundingClientRect()
                const row = k.closest('[data-test="inbox-row"]')!.getBoundingClientRect()
                const shown = k.parentElement!.getBoundingClientRect()
                return box.right > Math.min(row.right, shown.right) + 0.5
              })
              .map((k) => k.textContent)
          )
        expect(cutKeys).toEqual([])
        await app.screenshot(`${name}-detail`)
        expect.soft(await seriousViolations(page), 'detail').toEqual([])

        expect(app.cspViolations()).toEqual([])
        expect(app.errors).toEqual([])
        await app.close()
      })
    }
  }
})
