/// <reference types="node" />
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { INVOICE_LINES, LETTERHEAD_PACKING_LIST_LINES } from '../fixtures/content'
import { pagesPdf } from '../fixtures/generate'
import { seriousViolations } from './axe'
import { createRealBridge } from './bridge'
import { catalogText } from './catalogText'
import { dropFiles, useChromiumApp } from './harness'
import { SCENE_LOCALES } from './scenes'

/**
 * "Split into documents…" in Chromium over the real routes, engine and sandbox: a 4-page invoice
 * the service takes as one document, opened, its More actions' entry chosen, a cut put after
 * page 2 by keyboard alone (Tab to the pages, ArrowRight, Space), Split (main's confirmation
 * answered yes, as the bridge answers Remove's), then the file lists two documents, pages 1–2
 * and 3–4, an invoice and a packing list
 * each with its own type and outcome, the whole file with no data of the deleted one. In en, de and zh-CN at 1280×800 and 800×600, plus the dialog at 640×400 (a 1280×800
 * window at 200 % zoom); axe finds nothing serious in the dialog.
 * Screenshots: test-results/split-<locale>-<width>[-cut|-zoom200|-done|-after].png.
 */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 800, height: 600 }
] as const
/** A 1280×800 window at 200 % zoom, in CSS pixels. */
const ZOOMED = { width: 640, height: 400 }

const CASES = SCENE_LOCALES.flatMap(([tag, locale]) =>
  SIZES.map((viewport) => ({ tag, locale, viewport }))
)

/** The focused element's `data-test`, else its id, else its tag. */
const active = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return el?.dataset.test ?? (el?.id || el?.tagName.toLowerCase()) ?? null
  })

/** Presses `key` until the focus is on `test` (at most `most` times). */
async function pressTo(page: Page, key: string, test: string, most = 12): Promise<void> {
  for (let i = 0; i < most && (await active(page)) !== test; i++) await page.keyboard.press(key)
  expect(await active(page)).toBe(test)
}

/** What overflows its box sideways inside the dialog (clipped words, a strip wider than it). */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-test="split-dialog"] *')]
      .filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'auto')
      .filter((e) => e.clientWidth > 0 && !(e instanceof HTMLCanvasElement))
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${e.textContent?.slice(0, 40)}`)
  )

describe('Split into documents, by keyboard, in Chromium', () => {
  const chromium = useChromiumApp()

  it.each(CASES)(
    'cuts a 4-page scan into pages 1–2 and 3–4 ($tag, $viewport.width×$viewport.height)',
    async ({ tag, locale, viewport }) => {
      const words = (key: string, values: Record<string, string> = {}) =>
        catalogText(locale, key, values)
      const at = `${locale}-${viewport.width}`
      const bridge = await createRealBridge({ delayMs: 5 })
      const app = await chromium.open(bridge.handle, { locale: tag, viewport })
      try {
        bridge.forward(app.emit)
        const { page } = app
        await page.getByTestId('empty-inbox').waitFor()
        // An invoice and a packing list whose letterhead hides its title from the service's
        // cut: the service takes the four pages as one invoice; split, each is read on its own.
        const name = `scan-${at}.pdf`
        const bytes = Buffer.from(
          await pagesPdf('Scan', [
            [...INVOICE_LINES, `Copy e2e-${at}`],
            ['Notes', 'Goods received in good order.'],
            LETTERHEAD_PACKING_LIST_LINES,
            ['Remarks', 'Handle with care.']
          ])
        )
        const path = join(bridge.tempDir, name)
        await writeFile(path, bytes)
        await app.mapPath(name, path)
        await dropFiles(page, [{ name, type: 'application/pdf', base64: bytes.toString('base64') }])
        const row = page.getByTestId('inbox-row').filter({ hasText: name })
        await row.locator('[data-state="extracted"]').waitFor({ timeout: 30_000 })

        // Open it; from its title Tab reaches More actions, whose entry opens the dialog.
        await row.getByRole('button', { name, exact: true }).focus()
        await page.keyboard.press('Enter')
        await page.locator('#detail-title').filter({ hasText: name }).waitFor()
        await expect.poll(() => active(page)).toBe('detail-title')
        await pressTo(page, 'Tab', 'more-actions', 4)
        await page.keyboard.press('Enter')
        await pressTo(page, 'ArrowDown', 'split')
        await page.keyboard.press('Enter')
        const dialog = page.getByTestId('split-dialog')
        await dialog.waitFor()
        expect(await active(page)).toBe('split-close')
        await expect
          .poll(() => dialog.getByTestId('split-page').count(), { timeout: 30_000 })
          .toBe(4)
        const parts = dialog.getByTestId('split-part')
        const part = (n: number, pages: string) =>
          words('splitDialog.part', { n: String(n), pages })
        const range = (first: number, last: number) =>
          words('splitDialog.pagesRange', { first: String(first), last: String(last) })
        expect(await parts.allInnerTexts()).toEqual([part(1, range(1, 4))])
        const run = dialog.getByTestId('split-run')
        expect(await run.getAttribute('aria-disabled')).toBe('true')

        // Tab to the pages, ArrowRight to page 2, Space: a cut after it.
        await page.keyboard.press('Tab')
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-page'))).toBe(
          '1'
        )
        await page.keyboard.press('ArrowRight')
        await page.keyboard.press('Space')
        const second = dialog.getByTestId('split-page').nth(1)
        await expect.poll(() => second.getAttribute('aria-pressed')).toBe('true')
        expect(await second.evaluate((e) => e === document.activeElement)).toBe(true)
        expect(await parts.allInnerTexts()).toEqual([part(1, range(1, 2)), part(2, range(3, 4))])
        expect(await run.getAttribute('aria-disabled')).toBe('false')
        // The thumbnails in view are drawn.
        await expect
          .poll(() => dialog.locator('canvas[width]').count(), { timeout: 10_000 })
          .toBe(4)
        await app.screenshot(`split-${at}-cut`)
        expect(await overflowing(page), 'overflow').toEqual([])
        expect(await seriousViolations(page), 'axe: the dialog').toEqual([])
        if (viewport.width === SIZES[0].width) {
          await page.setViewportSize(ZOOMED)
          await second.scrollIntoViewIfNeeded()
          await app.screenshot(`split-${locale}-zoom200`)
          expect(await overflowing(page), 'overflow at 200 %').toEqual([])
          expect(await run.isVisible(), 'Split at 200 %').toBe(true)
          await page.setViewportSize(viewport)
        }

        // Tab to Split, Enter: main asks, the bridge says yes, the parts are sent.
        await page.keyboard.press('Tab')
        expect(await active(page)).toBe('split-run')
        await page.keyboard.press('Enter')
        const created = catalogText(
          locale,
          'splitDialog.outcome.created',
          { n: '2' },
          {
            form: 'last'
          }
        )
        await dialog
          .getByTestId('split-outcome')
          .filter({ hasText: created })
          .waitFor({ timeout: 30_000 })
        await expect.poll(() => active(page)).toBe('split-close')
        await app.screenshot(`split-${at}-done`)
        expect(await seriousViolations(page), 'axe: the outcome').toEqual([])

        // Escape closes it back to More actions; the file now lists its two documents.
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'detached' })
        expect(await active(page)).toBe('more-actions')
        const listed = page.getByTestId('part')
        await expect.poll(() => listed.count(), { timeout: 30_000 }).toBe(2)
        expect(await listed.locator('.pages').allInnerTexts()).toEqual([
          words('parts.pages.range', { first: '1', last: '2' }),
          words('parts.pages.range', { first: '3', last: '4' })
        ])
        // Each read as what it is, with its own outcome; the file shows nothing of the deleted
        // invoice: no type, no data, no links of its own.
        await expect
          .poll(() => listed.locator('[data-state="extracted"]').count(), { timeout: 30_000 })
          .toBe(2)
        expect(await listed.locator('.type').allInnerTexts()).toEqual([
          words('codes.documentType.commercial_invoice'),
          words('codes.documentType.packing_list')
        ])
        await page.locator('header.top [data-state="extracted"]').first().waitFor()
        // The whole file says it is two documents, each with its own type and outcome.
        const summary = page.getByTestId('whole-summary-part')
        await expect.poll(() => summary.count(), { timeout: 30_000 }).toBe(2)
        expect(await page.getByTestId('whole-summary').innerText()).not.toContain('PO-7781')
        expect(await page.getByTestId('extracted').count()).toBe(0)
        expect(await page.getByTestId('shipment').count()).toBe(0)
        await app.screenshot(`split-${at}-after`)
        await listed.first().scrollIntoViewIfNeeded()
        await app.screenshot(`split-${at}`)
        expect(app.errors).toEqual([])
      } finally {
        await app.close()
        await bridge.close()
      }
    }
  )
})
