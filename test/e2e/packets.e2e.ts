/// <reference types="node" />
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BILL_OF_LADING_LINES, INVOICE_LINES, PACKING_LIST_LINES } from '../fixtures/content'
import { pagesPdf } from '../fixtures/generate'
import { seriousViolations } from './axe'
import { createRealBridge } from './bridge'
import { catalogText } from './catalogText'
import { dropFiles, useChromiumApp } from './harness'

/**
 * A scanner's one PDF for a stack (an invoice, a packing list, a bill of lading) in Chromium over
 * the real routes, engine and sandbox: one row saying "3 documents", disclosed by keyboard
 * (ArrowLeft from the name to the disclosure, Enter) with each document beneath it, then the
 * detail's list of the file's documents, the B/L chosen by keyboard showing its own shipment,
 * then the packing list's type corrected by keyboard on that part alone. Then, on a fresh scan,
 * page 2 removed by keyboard from its actions: two documents left, in the list and the row.
 * In en, de and zh-CN at 1280×800 and 1024×700; axe finds nothing critical or serious.
 * Screenshots: test-results/packet-<locale>-<width>[-detail|-part-type|-part-removed].png,
 * packet-<locale>-1280-remove-menu.png.
 */
const LOCALES = [
  { tag: 'en-US', locale: 'en' },
  { tag: 'de-DE', locale: 'de' },
  { tag: 'zh-CN', locale: 'zh-CN' }
] as const
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 }
] as const

type Open = Awaited<ReturnType<ReturnType<typeof useChromiumApp>['open']>>

/** Drops the three-page scan (invoice, packing list, B/L) as a file on disk; its name. */
async function dropPacket(
  app: Open,
  bridge: Awaited<ReturnType<typeof createRealBridge>>,
  locale: string
): Promise<string> {
  const name = 'scan-0001.pdf'
  const bytes = Buffer.from(
    await pagesPdf('Scan', [
      [...INVOICE_LINES, `Copy e2e-${locale}`],
      PACKING_LIST_LINES,
      BILL_OF_LADING_LINES
    ])
  )
  const path = join(bridge.tempDir, name)
  await writeFile(path, bytes)
  await app.mapPath(name, path)
  await dropFiles(app.page, [{ name, type: 'application/pdf', base64: bytes.toString('base64') }])
  return name
}

describe('a scan the service splits into three documents, in Chromium', () => {
  const chromium = useChromiumApp()

  it.each(LOCALES)('is one file with three documents ($locale)', async ({ tag, locale }) => {
    const words = (key: string, values: Record<string, string> = {}) =>
      catalogText(locale, key, values)
    const bridge = await createRealBridge({ delayMs: 5 })
    const app = await chromium.open(bridge.handle, { locale: tag, viewport: SIZES[0] })
    try {
      bridge.forward(app.emit)
      const { page } = app
      await page.getByTestId('empty-inbox').waitFor()
      const name = await dropPacket(app, bridge, locale)

      const rows = page.getByTestId('inbox-row')
      const row = rows.filter({ hasText: name })
      await row.locator('[data-state="extracted"]').waitFor({ timeout: 30_000 })
      expect(await rows.count()).toBe(1)
      const count = catalogText(locale, 'parts.count', { n: '3' }, { form: 'last' })
      await row.getByTestId('row-sentence').filter({ hasText: count }).waitFor()

      // Keyboard: onto the file's name, ArrowLeft to its disclosure, Enter lists its documents.
      await row.getByRole('button', { name, exact: true }).focus()
      await page.keyboard.press('ArrowLeft')
      const toggle = row.getByTestId('row-parts-toggle')
      await expect.poll(() => toggle.evaluate((e) => e === document.activeElement)).toBe(true)
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      await page.keyboard.press('Enter')
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
      const parts = page.getByTestId('row-part')
      await expect.poll(() => parts.count()).toBe(3)
      const pageWord = (n: number) => words('parts.pages.one', { first: String(n) })
      expect(await parts.locator('.pages').allInnerTexts()).toEqual([1, 2, 3].map(pageWord))
      expect(await parts.locator('.type').allInnerTexts()).toEqual([
        words('codes.documentType.commercial_invoice'),
        words('codes.documentType.packing_list'),
        words('codes.documentType.bill_of_lading')
      ])
      for (const size of SIZES) {
        await page.setViewportSize(size)
        await app.screenshot(`packet-${locale}-${size.width}`)
        expect(await seriousViolations(page), `axe: inbox at ${size.width}`).toEqual([])
      }

      // Back on the name (ArrowRight), Enter opens the file: its documents, each with pages.
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('Enter')
      await page.locator('#detail-title').filter({ hasText: name }).waitFor()
      const listed = page.getByTestId('part')
      await expect.poll(() => listed.count()).toBe(3)
      const bl = listed.nth(2)
      await bl.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => bl.getAttribute('aria-current')).toBe('true')
      await page
        .getByTestId('part-shown')
        .filter({ hasText: words('codes.documentType.bill_of_lading') })
        .waitFor()
      await page.getByTestId('shipment').filter({ hasText: 'MEDUQ2417731' }).waitFor({
        timeout: 15_000
      })
      expect(await bl.evaluate((e) => e === document.activeElement)).toBe(true)
      for (const size of [...SIZES].reverse()) {
        await page.setViewportSize(size)
        await bl.scrollIntoViewIfNeeded()
        await app.screenshot(`packet-${locale}-${size.width}-detail`)
        expect(await seriousViolations(page), `axe: detail at ${size.width}`).toEqual([])
      }

      // The packing list (page 2) chosen by keyboard, its type corrected by keyboard: arrows on
      // the closed list move the choice, Enter saves it on that part's own document.
      const pl = listed.nth(1)
      await pl.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => pl.getAttribute('aria-current')).toBe('true')
      const picker = page.getByTestId('manual-type')
      await picker.focus()
      for (let i = 0; i < 10; i++) {
        if ((await picker.inputValue()) === 'commercial_invoice') break
        await page.keyboard.press('ArrowDown')
      }
      expect(await picker.inputValue()).toBe('commercial_invoice')
      await page.keyboard.press('Enter')
      const invoice = words('codes.documentType.commercial_invoice')
      await pl.locator('.type').filter({ hasText: invoice }).waitFor({ timeout: 15_000 })
      await page.setViewportSize(SIZES[0])
      await app.screenshot(`packet-${locale}-1280-part-type`)
      expect(await seriousViolations(page), 'axe: part corrected').toEqual([])
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
      await bridge.close()
    }
  })
  it.each(LOCALES)('loses its second document by keyboard ($locale)', async ({ tag, locale }) => {
    const words = (key: string, values: Record<string, string> = {}) =>
      catalogText(locale, key, values)
    const bridge = await createRealBridge({ delayMs: 5 })
    const app = await chromium.open(bridge.handle, { locale: tag, viewport: SIZES[0] })
    try {
      bridge.forward(app.emit)
      const { page } = app
      await page.getByTestId('empty-inbox').waitFor()
      const name = await dropPacket(app, bridge, locale)
      const row = page.getByTestId('inbox-row').filter({ hasText: name })
      await row.locator('[data-state="extracted"]').waitFor({ timeout: 30_000 })
      const counted = (n: number) =>
        row.getByTestId('row-sentence').filter({
          hasText: catalogText(locale, 'parts.count', { n: String(n) }, { form: 'last' })
        })
      await counted(3).waitFor()

      // Enter on the name opens the file; Enter on page 2 in its list shows that document.
      await row.getByRole('button', { name, exact: true }).focus()
      await page.keyboard.press('Enter')
      await page.locator('#detail-title').filter({ hasText: name }).waitFor()
      const listed = page.getByTestId('part')
      await expect.poll(() => listed.count()).toBe(3)
      await listed.nth(1).focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => listed.nth(1).getAttribute('aria-current')).toBe('true')

      // More actions, End then ArrowUp onto "Remove this document" (the file's Remove is
      // last), Enter; main's question is answered yes by the route deps.
      const more = page.getByTestId('detail').getByTestId('more-actions')
      await more.focus()
      await page.keyboard.press('Enter')
      await page.keyboard.press('End')
      await page.keyboard.press('ArrowUp')
      const entry = page.getByTestId('remove-part')
      await expect.poll(() => entry.evaluate((e) => e === document.activeElement)).toBe(true)
      expect(await entry.innerText()).toBe(words('detail.actions.removePart'))
      expect(await entry.getAttribute('aria-disabled')).toBe('false')
      await app.screenshot(`packet-${locale}-1280-remove-menu`)
      expect(await seriousViolations(page), 'axe: remove in the menu').toEqual([])
      await page.keyboard.press('Enter')

      const pageWord = (n: number) => words('parts.pages.one', { first: String(n) })
      const said = words('detail.done.partRemoved', { pages: pageWord(2) })
      await page.getByTestId('notice').filter({ hasText: said }).waitFor({ timeout: 15_000 })
      expect(bridge.record.partRemovalAsked).toEqual([{ name, pages: { first: 2, last: 2 } }])
      await expect.poll(() => listed.count()).toBe(2)
      expect(await listed.locator('.pages').allInnerTexts()).toEqual([1, 3].map(pageWord))
      await expect
        .poll(() => page.getByTestId('part-whole').getAttribute('aria-current'))
        .toBe('true')
      expect(await more.evaluate((e) => e === document.activeElement)).toBe(true)
      await counted(2).waitFor({ timeout: 15_000 })
      for (const size of SIZES) {
        await page.setViewportSize(size)
        await app.screenshot(`packet-${locale}-${size.width}-part-removed`)
        expect(await seriousViolations(page), `axe: part removed at ${size.width}`).toEqual([])
      }
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
      await bridge.close()
    }
  })
})
