/// <reference types="node" />
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { INVOICE_LINES } from '../fixtures/content'
import { textPdf } from '../fixtures/generate'
import { seriousViolations } from './axe'
import { createRealBridge, type RealBridge } from './bridge'
import { catalogText } from './catalogText'
import { dropFiles, useChromiumApp } from './harness'

/**
 * The detail of an invoice scanned again, in Chromium over the real routes, engine and sandbox,
 * by keyboard, in English, German and Chinese at 1280×800 and 1024×700: the outcome and its one
 * next step (Compare) are the first button after the title; More actions opens on Enter and
 * ArrowDown and closes on Escape back to its button; the data sits beside the original, in view;
 * Compare shows both originals and Escape returns to it. axe finds nothing critical or serious.
 * Screenshots: test-results/next-step-<locale>-<size>.png, -menu and -compare.
 */
const SIZES = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '1024x700', width: 1024, height: 700 }
]
const LOCALES = [
  ['en-US', 'en'],
  ['de-DE', 'de'],
  ['zh-CN', 'zh-CN']
] as const
const FIRST = 'invoice.pdf'
const AGAIN = 'invoice-rescan.pdf'

const row = (page: Page, name: string) =>
  page.getByTestId('inbox-row').filter({ has: page.getByRole('button', { name, exact: true }) })
const active = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return { test: el?.dataset.test ?? null, id: el?.id ?? null, text: el?.textContent?.trim() }
  })

/** Whether `selector`'s box lies inside the window, nothing of it cut or scrolled away. */
function inView(page: Page, selector: string) {
  return page.evaluate((s) => {
    const r = document.querySelector(s)!.getBoundingClientRect()
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth
  }, selector)
}

describe('the detail leads with its next step, in Chromium', () => {
  const chromium = useChromiumApp()
  let bridge: RealBridge

  beforeAll(async () => {
    bridge = await createRealBridge()
    const app = await chromium.open(bridge.handle, { viewport: SIZES[0] })
    try {
      bridge.forward(app.emit)
      const { page } = app
      await page.getByTestId('empty-inbox').waitFor()
      for (const [name, note] of [
        [FIRST, 'first scan'],
        [AGAIN, 'second scan']
      ]) {
        const bytes = Buffer.from(await textPdf('Invoice', [...INVOICE_LINES, `Note: ${note}`]))
        const path = join(bridge.tempDir, name)
        await writeFile(path, bytes)
        await app.mapPath(name, path)
        await dropFiles(page, [{ name, type: 'application/pdf', base64: bytes.toString('base64') }])
        await row(page, name).locator('[data-state="extracted"]').waitFor({ timeout: 30_000 })
      }
      await row(page, AGAIN)
        .locator('[data-outcome="possible_duplicate"]')
        .waitFor({ timeout: 30_000 })
    } finally {
      await app.close()
    }
  }, 120_000)
  afterAll(() => bridge?.close())

  for (const [tag, locale] of LOCALES) {
    it(`by keyboard in ${locale}`, async () => {
      const words = (key: string) => catalogText(locale, key)
      for (const size of SIZES) {
        const at = `${locale} ${size.name}`
        const app = await chromium.open(bridge.handle, { locale: tag, viewport: size })
        try {
          bridge.forward(app.emit)
          const { page } = app
          await row(page, AGAIN).getByRole('button', { name: AGAIN, exact: true }).press('Enter')
          await page.getByTestId('pdf-page').waitFor()
          expect((await active(page)).id, at).toBe('detail-title')

          // The next step is the first stop after the title.
          await page.keyboard.press('Tab')
          expect(await active(page), at).toMatchObject({
            test: 'next-step',
            text: words('detail.next.compare')
          })
          expect(await page.getByTestId('next-step-area').innerText()).toContain(
            words('outcome.label.possible_duplicate')
          )

          await app.screenshot(`next-step-${locale}-${size.name}`)
          // The data beside the original, in view without scrolling.
          const look = await page.evaluate(() => {
            const box = (s: string) => document.querySelector(s)!.getBoundingClientRect()
            const original = box('[data-test="detail"] [data-test="original"]')
            const data = box('[data-test="extracted"] dl')
            return { beside: data.left >= original.right - 1, dataTop: data.top }
          })
          expect(look.beside, `${at}: data beside the original`).toBe(true)
          expect(await inView(page, '[data-test="extracted"] dl dd'), `${at}: data in view`).toBe(
            true
          )
          expect(await seriousViolations(page), `${at}: axe`).toEqual([])

          // More actions: Enter opens it on its first item, Escape closes it back to the button.
          await page.keyboard.press('Tab')
          expect((await active(page)).test, at).toBe('more-actions')
          await page.keyboard.press('Enter')
          expect((await active(page)).test, at).toBe('reclassify')
          const button = page.getByTestId('more-actions')
          expect(await button.getAttribute('aria-expanded')).toBe('true')
          await page.keyboard.press('ArrowDown')
          expect((await active(page)).test, at).toBe('relink')
          expect(await inView(page, '[data-test="more-actions-menu"]'), `${at}: menu cut`).toBe(
            true
          )
          await app.screenshot(`next-step-${locale}-${size.name}-menu`)
          expect(await seriousViolations(page), `${at}: axe, menu open`).toEqual([])
          await page.keyboard.press('Escape')
          expect((await active(page)).test, at).toBe('more-actions')
          expect(await button.getAttribute('aria-expanded')).toBe('false')
          await page.getByTestId('detail').waitFor()
          // ArrowDown opens it too; Escape again closes it, and the panel stays.
          await page.keyboard.press('ArrowDown')
          expect((await active(page)).test, at).toBe('reclassify')
          await page.keyboard.press('Escape')
          expect((await active(page)).test, at).toBe('more-actions')

          // Compare: both originals, each with its data; Escape back to Compare.
          await page.keyboard.press('Shift+Tab')
          await page.keyboard.press('Enter')
          const compare = page.getByTestId('compare')
          await compare.getByTestId('compare-before').getByTestId('pdf-page').waitFor()
          await compare.getByTestId('compare-this').getByTestId('pdf-page').waitFor()
          expect(await compare.getByTestId('compare-before').locator('h3.name').innerText()).toBe(
            catalogText(locale, 'detail.compare.before', { name: FIRST })
          )
          for (const side of ['this', 'before']) {
            expect(
              await compare
                .getByTestId(`compare-${side}`)
                .locator('dd[data-key="invoice_number"]')
                .innerText()
            ).toBe('INV-2026-0415')
          }
          const sides = await page.evaluate(() => {
            const box = (s: string) => document.querySelector(s)!.getBoundingClientRect()
            const one = box('[data-test="compare-this"] [data-test="original"]')
            const two = box('[data-test="compare-before"] [data-test="original"]')
            return { beside: two.left >= one.right - 1, top: Math.abs(two.top - one.top) }
          })
          expect(sides.beside, `${at}: originals side by side`).toBe(true)
          await app.screenshot(`next-step-${locale}-${size.name}-compare`)
          expect(await inView(page, '[data-test="compare-keep"]'), `${at}: Keep both`).toBe(true)
          expect(await seriousViolations(page), `${at}: axe, compare`).toEqual([])
          await page.keyboard.press('Escape')
          await compare.waitFor({ state: 'detached' })
          expect((await active(page)).test, at).toBe('next-step')
          expect(app.errors, at).toEqual([])
        } finally {
          await app.close()
        }
      }
    }, 120_000)
  }
})
