/// <reference types="node" />
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect } from 'vitest'
import { scanPdf } from '../fixtures/generate'
import { seriousViolations } from './axe'
import { createRealBridge } from './bridge'
import { dropFiles, useChromiumApp } from './harness'
import { catalogText } from './catalogText'
import { inEachLocaleAndSize, type SceneCase } from './scenes'

/**
 * Data keyed by hand into a scan the service could not read, in Chromium over the real routes,
 * engine and sandbox, in English, German and Chinese at 1280×800 and 1024×700, by keyboard: the
 * scan ends "extraction failed"; Enter the data opens the invoice number's editor, typed and saved
 * with Enter, then the B/L; the relink the keyed B/L calls for links the document to its shipment.
 * Screenshots: test-results/keyed-data-<locale>-<width>.png.
 */
const BL = 'MEDUQ2417731'

describe('entering the data of an unread scan, in Chromium', () => {
  const chromium = useChromiumApp()

  inEachLocaleAndSize(
    (size, tag) =>
      `keys an invoice number and a B/L by keyboard and links the scan (${tag}, ${size})`,
    keyScene
  )

  async function keyScene({ tag, locale, viewport }: SceneCase): Promise<void> {
    const say = (key: string, values: Record<string, string> = {}): string =>
      catalogText(locale, key, values)
    const bridge = await createRealBridge()
    const app = await chromium.open(bridge.handle, { locale: tag, viewport })
    try {
      bridge.forward(app.emit)
      const { page } = app
      await page.getByTestId('empty-inbox').waitFor()
      const name = `Rechnung-Scan-${locale}.pdf`
      const bytes = Buffer.from(await scanPdf())
      const path = join(bridge.tempDir, name)
      await writeFile(path, bytes)
      await app.mapPath(name, path)
      await dropFiles(page, [{ name, type: 'application/pdf', base64: bytes.toString('base64') }])
      const row = page.getByTestId('inbox-row').filter({ hasText: name })
      await row.locator('[data-state="extraction_failed"]').waitFor({ timeout: 30_000 })
      await row.getByRole('button', { name }).press('Enter')
      await page.locator('#detail-title').filter({ hasText: name }).waitFor()

      const start = page.getByRole('button', { name: say('corrections.keyData') })
      await start.waitFor({ timeout: 10_000 })
      await start.focus()
      await page.keyboard.press('Enter')
      const number = page.getByTestId('input-invoice_number')
      await expect.poll(() => number.evaluate((e) => e === document.activeElement)).toBe(true)
      await page.keyboard.type('INV-SCAN-77')
      await page.keyboard.press('Enter')
      await page
        .getByTestId('corrected-invoice_number')
        .filter({ hasText: say('corrections.enteredByHand') })
        .waitFor({ timeout: 10_000 })

      await page
        .getByTestId('notice')
        .filter({
          hasText: say('corrections.done.entered', {
            field: say('codes.field.invoice_number'),
            name
          })
        })
        .waitFor()
      const enterBl = page.getByTestId('correct-bill_of_lading_number')
      await enterBl.focus()
      await page.keyboard.press('Enter')
      await page.getByTestId('input-bill_of_lading_number').waitFor()
      await page.keyboard.type(BL)
      await page.keyboard.press('Enter')
      const offer = page.getByTestId('relink-offer')
      await offer.filter({ hasText: say('corrections.relinkOfferKeyed') }).waitFor()
      const relink = page.getByTestId('relink-corrected')
      expect(await relink.innerText()).toBe(say('corrections.relinkKeyed'))
      await relink.focus()
      await page.keyboard.press('Enter')
      // The detail reloads with the shipment the relink gave it.
      await page.getByTestId('shipment').filter({ hasText: BL }).waitFor({ timeout: 30_000 })
      await offer.waitFor({ state: 'detached' })
      // Followed after the relink, the row ends as it was, now with the shipment.
      await row
        .filter({ hasText: BL })
        .locator('[data-state="extraction_failed"]')
        .waitFor({ timeout: 30_000 })
      await page.getByTestId('extracted').scrollIntoViewIfNeeded()
      await app.screenshot(`keyed-data-${locale}-${viewport.width}`)
      expect(await seriousViolations(page), 'axe: critical and serious').toEqual([])
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
      await bridge.close()
    }
  }
})
