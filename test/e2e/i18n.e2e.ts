/// <reference types="node" />
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { DocumentDetail } from '@shared/ipc'
import { CATALOGS, type Key } from '@shared/i18n/messages'
import { flatten } from '@shared/i18n/catalog'
import { localeFor, type Locale } from '@shared/i18n/locales'
import { seriousViolations } from './axe'
import { useChromiumApp } from './harness'
import { FAKE_SETTINGS, fakeRoutes, inboxWithInvoice } from './fakeRoutes'
import { generateFixtures } from '../fixtures/generate'
import { INVOICE_SCHEMA } from '../renderer/samples'

/**
 * The window in German and Chinese, the way a clerk whose system speaks that language first sees
 * it: the inbox and a document's detail beside its PDF, screenshotted into test-results/ as
 * i18n-<locale>-inbox.png and i18n-<locale>-detail.png for a human to look at (Chinese needs a
 * CJK font on the machine; .ci/run installs one).
 */

const fixtures = await generateFixtures(join(tmpdir(), `dropdock-e2e-i18n-${process.pid}`))
const invoicePdf = new Uint8Array(await readFile(fixtures.invoicePdf))

const { items, invoice } = inboxWithInvoice()

const detail: DocumentDetail = {
  item: {
    ...invoice,
    documentId: 'doc-8',
    history: [
      { state: 'detected', at: '2026-03-02T07:55:00Z' },
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
      invoice_number: 'INV-2026-0415',
      invoice_date: '2026-03-02',
      total_amount: '12450.00',
      currency: 'USD'
    },
    manual: null
  },
  shipments: [],
  containers: [],
  emailSubmission: null,
  emailSiblings: [],
  notice: null
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
  'document.schema': INVOICE_SCHEMA,
  'settings.get': {
    ...FAKE_SETTINGS,
    language: 'system',
    connection: { ...FAKE_SETTINGS.connection, mode: 'production' }
  }
})

/** Texts of the window's chrome a clerk reads first, each with the catalog key it must show. */
const CHROME: { what: string; at: (page: Page) => ReturnType<Page['locator']>; key: Key }[] = [
  {
    what: 'the app name in the header',
    at: (page) => page.locator('header h1'),
    key: 'common.appName'
  },
  {
    what: 'the inbox in the menu',
    at: (page) => page.getByTestId('nav-inbox'),
    key: 'shell.nav.inbox'
  },
  {
    what: 'the lookup in the menu',
    at: (page) => page.getByTestId('nav-lookup'),
    key: 'shell.nav.lookup'
  },
  {
    what: 'the settings in the menu',
    at: (page) => page.getByTestId('nav-settings'),
    key: 'shell.nav.settings'
  },
  { what: 'the pause button', at: (page) => page.getByTestId('pause'), key: 'shell.pause' }
]

/** A catalog text as the window shows it (one line, no surrounding spaces). */
function catalogText(locale: Locale, key: Key): string {
  const text = flatten(CATALOGS[locale]).get(key)
  if (text === undefined) throw new Error(`no ${key} in the ${locale} catalog`)
  return text
}

/** The places of CHROME that do not show their catalog text (icons and badges may sit beside it). */
async function chrome(page: Page, locale: Locale) {
  const wrong: string[] = []
  for (const entry of CHROME) {
    const shown = (await entry.at(page).innerText()).trim()
    const expected = catalogText(locale, entry.key)
    if (!shown.includes(expected)) wrong.push(`${entry.what}: "${shown}", not "${expected}"`)
  }
  return wrong
}

describe('the window in the system language', () => {
  const chromium = useChromiumApp()

  for (const [tag, name] of [
    ['de-DE', 'de'],
    ['zh-CN', 'zh-CN']
  ] as const) {
    it(`shows the inbox and a document in ${tag}`, async () => {
      const locale = localeFor('system', tag)
      expect(locale).toBe(name)
      const app = await chromium.open(handler, { locale: tag })
      const { page } = app
      await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).waitFor()

      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale)
      expect(await chrome(page, locale)).toEqual([])
      // The rows' state chips speak it too.
      const chip = page.locator('.chip[data-state="extracted"]').first()
      expect(await chip.innerText()).toContain(catalogText(locale, 'states.label.extracted'))
      await app.screenshot(`i18n-${name}-inbox`)
      expect.soft(await seriousViolations(page), 'inbox').toEqual([])

      await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).click()
      await page.getByTestId('extracted').waitFor()
      await page.getByTestId('pdf-page').waitFor()
      await page.waitForFunction(() => {
        const c = document.querySelector<HTMLCanvasElement>('[data-test="pdf-page"]')
        // Drawn: some pixel of the page is not white.
        const data = c?.getContext('2d')?.getImageData(0, 0, c.width, c.height).data
        return Boolean(data?.some((v, i) => i % 4 !== 3 && v < 200))
      })
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale)
      // The invoice's date (2026-03-02) names its month as the clerk's language does: März, 3月.
      const march = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
        Date.UTC(2026, 2, 2)
      )
      const invoiceDate = page.getByTestId('extracted').locator('dd').nth(1)
      expect(await invoiceDate.innerText()).toContain(march)
      expect(await chrome(page, locale)).toEqual([])
      expect((await page.locator('#data-title').innerText()).trim()).toBe(
        catalogText(locale, 'detail.data.title')
      )
      await app.screenshot(`i18n-${name}-detail`)
      expect.soft(await seriousViolations(page), 'detail').toEqual([])

      expect(app.cspViolations()).toEqual([])
      expect(app.errors).toEqual([])
      await app.close()
    })
  }
})
