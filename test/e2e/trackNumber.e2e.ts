/// <reference types="node" />
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect } from 'vitest'
import { INVOICE_LINES } from '../fixtures/content'
import { seriousViolations } from './axe'
import { createRealBridge } from './bridge'
import { dropFiles, useChromiumApp } from './harness'
import { catalogText } from './catalogText'
import { inEachLocaleAndSize, type SceneCase } from './scenes'

/**
 * "Track this number" at the exception desk, in Chromium over the real routes, engine and
 * sandbox, in English, German and Chinese at 1280×800 and 1024×700, by keyboard: an invoice whose
 * B/L no shipment has is dropped, read, linked to nothing; Enter on the button beside its B/L
 * tracks it and the detail shows the shipment it is now linked to. Screenshots:
 * test-results/track-number-<locale>-<width>-before.png and -<width>.png.
 */
const BL = 'COSU6123456780'

describe('tracking a document’s number from its detail, in Chromium', () => {
  const chromium = useChromiumApp()

  inEachLocaleAndSize(
    (size, tag) => `links an invoice with an untracked B/L in one press (${tag}, ${size})`,
    trackScene
  )

  async function trackScene({ tag, locale, viewport }: SceneCase): Promise<void> {
    const say = (key: string, values: Record<string, string> = {}): string =>
      catalogText(locale, key, values)
    const shot = `track-number-${locale}-${viewport.width}`
    const bridge = await createRealBridge()
    const app = await chromium.open(bridge.handle, { locale: tag, viewport })
    try {
      bridge.forward(app.emit)
      const { page } = app
      await page.getByTestId('empty-inbox').waitFor()
      const name = `Rechnung-COSU-${locale}.txt`
      const text =
        INVOICE_LINES.join('\n')
          .replace('MAEU241234567', BL)
          .replace('MSKU1234565', 'TGHU9876544')
          .replace('PO-7781', 'PO-9902') + '\n'
      const path = join(bridge.tempDir, name)
      await writeFile(path, text)
      await app.mapPath(name, path)
      await dropFiles(page, [
        { name, type: 'text/plain', base64: Buffer.from(text).toString('base64') }
      ])
      const row = page.getByTestId('inbox-row').filter({ hasText: name })
      await row.locator('[data-state="extracted"]').waitFor({ timeout: 30_000 })
      await row.getByRole('button', { name }).click()
      await page.locator('#detail-title').filter({ hasText: name }).waitFor()

      const track = page.getByRole('button', {
        name: say('trackNumber.trackLabel', { number: BL })
      })
      expect(await track.innerText()).toBe(say('trackNumber.track'))
      await track.scrollIntoViewIfNeeded()
      await app.screenshot(`${shot}-before`)
      // The header keeps its buttons on one row beside the overall line ("1 von 1 Dateien…").
      const bottoms = await page.evaluate(() =>
        ['add-files', 'pause', 'overall-progress'].map(
          (t) => document.querySelector(`[data-test="${t}"]`)!.getBoundingClientRect().bottom
        )
      )
      const header = await page.locator('header.header').boundingBox()
      expect(bottoms.every((bottom) => bottom <= header!.y + header!.height)).toBe(true)
      expect(header!.height).toBeLessThan(64)
      expect(await seriousViolations(page), 'axe: before tracking').toEqual([])
      // By keyboard: the button takes focus and Enter presses it.
      await track.focus()
      await page.keyboard.press('Enter')
      const outcome = page.getByTestId('track-outcome')
      await outcome
        .filter({ hasText: say('trackNumber.linked', { refs: BL }) })
        .waitFor({ timeout: 30_000 })
      const open = page.getByTestId('open-shipment')
      expect(await open.innerText()).toBe(say('trackNumber.openShipment', { number: BL }))
      // The detail reloads with the shipment the relink gave it.
      await page.getByTestId('shipment').filter({ hasText: BL }).waitFor({ timeout: 10_000 })
      // Linked now: the number is no longer offered, the outcome stays.
      await track.waitFor({ state: 'detached' })
      expect(await row.innerText()).toContain(BL)
      await outcome.scrollIntoViewIfNeeded()
      await app.screenshot(shot)
      expect(await seriousViolations(page), 'axe: critical and serious').toEqual([])

      // Settings → how well the service reads: the invoice it read, counted in German.
      await page.getByTestId('nav-settings').press('Enter')
      const quality = page.getByTestId('reading-quality')
      await quality.scrollIntoViewIfNeeded()
      const first = page.getByTestId('quality-row').first()
      expect(await first.locator('th').innerText()).toBe(
        say('codes.documentType.commercial_invoice')
      )
      await app.screenshot(`reading-quality-${locale}-${viewport.width}`)
      expect(await seriousViolations(page), 'axe: settings').toEqual([])
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
      await bridge.close()
    }
  }
})
