/// <reference types="node" />
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { INVOICE_LINES } from '../fixtures/content'
import { seriousViolations } from './axe'
import { createRealBridge } from './bridge'
import { dropFiles, useChromiumApp } from './harness'
import { catalogText } from './catalogText'

/**
 * "Track this number" at the exception desk, in Chromium over the real routes, engine and
 * sandbox, in German at 1024×700: an invoice whose B/L no shipment has is dropped, read, linked
 * to nothing; one press beside its B/L tracks it and the detail shows the shipment it is now
 * linked to. Screenshots: test-results/track-number-de-1024-before.png and -1024.png.
 */
const BL = 'COSU6123456780'

const de = (key: string, values: Record<string, string> = {}): string =>
  catalogText('de', key, values)

describe('tracking a document’s number from its detail, in Chromium', () => {
  const chromium = useChromiumApp()

  it('links an invoice with an untracked B/L in one press (de-DE, 1024×700)', async () => {
    const bridge = await createRealBridge()
    const app = await chromium.open(bridge.handle, {
      locale: 'de-DE',
      viewport: { width: 1024, height: 700 }
    })
    try {
      bridge.forward(app.emit)
      const { page } = app
      await page.getByTestId('empty-inbox').waitFor()
      const name = 'Rechnung-COSU.txt'
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

      const track = page.getByRole('button', { name: de('trackNumber.trackLabel', { number: BL }) })
      expect(await track.innerText()).toBe(de('trackNumber.track'))
      await track.scrollIntoViewIfNeeded()
      await app.screenshot('track-number-de-1024-before')
      // The header keeps its buttons on one row beside "1 von 1 Dateien ist zu prüfen".
      const bottoms = await page.evaluate(() =>
        ['add-files', 'pause', 'overall-progress'].map(
          (t) => document.querySelector(`[data-test="${t}"]`)!.getBoundingClientRect().bottom
        )
      )
      const header = await page.locator('header.header').boundingBox()
      expect(bottoms.every((bottom) => bottom <= header!.y + header!.height)).toBe(true)
      expect(header!.height).toBeLessThan(64)
      expect(await seriousViolations(page), 'axe: before tracking').toEqual([])
      await track.click()
      const outcome = page.getByTestId('track-outcome')
      await outcome
        .filter({ hasText: de('trackNumber.linked', { refs: BL }) })
        .waitFor({ timeout: 30_000 })
      const open = page.getByTestId('open-shipment')
      expect(await open.innerText()).toBe(de('trackNumber.openShipment', { number: BL }))
      // The detail reloads with the shipment the relink gave it.
      await page.getByTestId('shipment').filter({ hasText: BL }).waitFor({ timeout: 10_000 })
      // Linked now: the number is no longer offered, the outcome stays.
      await track.waitFor({ state: 'detached' })
      expect(await row.innerText()).toContain(BL)
      await outcome.scrollIntoViewIfNeeded()
      await app.screenshot('track-number-de-1024')
      expect(await seriousViolations(page), 'axe: critical and serious').toEqual([])

      // Settings → how well the service reads: the invoice it read, counted in German.
      await page.getByTestId('nav-settings').click()
      const quality = page.getByTestId('reading-quality')
      await quality.scrollIntoViewIfNeeded()
      const first = page.getByTestId('quality-row').first()
      expect(await first.locator('th').innerText()).toBe(
        de('codes.documentType.commercial_invoice')
      )
      await app.screenshot('reading-quality-de-1024')
      expect(await seriousViolations(page), 'axe: settings').toEqual([])
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
      await bridge.close()
    }
  })
})
