import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { CATALOGS, type Key } from '@shared/i18n/messages'
import { flatten } from '@shared/i18n/catalog'
import { localeFor, type Locale } from '@shared/i18n/locales'
import { seriousViolations } from './axe'
import { deskRoutes } from './desk'
import { useChromiumApp } from './harness'

/**
 * The window in German and Chinese, the way a clerk whose system speaks that language first sees
 * it: the inbox and a document's detail beside its PDF, screenshotted into test-results/ as
 * i18n-<locale>-inbox.png and i18n-<locale>-detail.png for a human to look at (Chinese needs a
 * CJK font on the machine; .ci/run installs one).
 */

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
      const app = await chromium.open(deskRoutes, { locale: tag })
      const { page } = app
      await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).waitFor()

      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale)
      expect(await chrome(page, locale)).toEqual([])
      // The rows' chips speak it too: a read document's chip says its outcome.
      const chip = page.locator('.chip[data-state="extracted"]').first()
      const words = [
        catalogText(locale, 'outcome.label.linked'),
        catalogText(locale, 'outcome.label.needs_shipment')
      ]
      expect(words).toContain((await chip.innerText()).split('\n')[0]!.trim())
      // Every state drawn in the full-width list is whole, the longest ("Wird erneut versucht")
      // among them.
      const chips = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-test="inbox-row"] .chip')].map((e) => ({
          state: e.dataset.state,
          cut: e.scrollWidth > e.clientWidth + 1
        }))
      )
      expect(chips.map((c) => c.state)).toContain('retrying')
      expect(chips.filter((c) => c.cut)).toEqual([])
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
