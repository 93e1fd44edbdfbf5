/// <reference types="node" />
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { CATALOGS } from '@shared/i18n/messages'
import { flatten } from '@shared/i18n/catalog'
import { INVOICE_LINES } from '../fixtures/content'
import { seriousViolations } from './axe'
import { createRealBridge } from './bridge'
import { dropFiles, useChromiumApp } from './harness'

/**
 * An invoice scanned again, in Chromium over the real routes, engine and sandbox: the same
 * number and supplier with other bytes. The second row says "Possible duplicate", its detail
 * names the first, and Keep both, reached by the keyboard, takes it out of the badge.
 * Screenshot: test-results/possible-duplicate-en.png.
 */
const en = flatten(CATALOGS.en)
const words = (key: string, values: Record<string, string> = {}): string =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{${k}}`, v), en.get(key)!)

/** The row of this file (its name button, exactly: another row's line may name it). */
const row = (page: Page, name: string) =>
  page.getByTestId('inbox-row').filter({ has: page.getByRole('button', { name, exact: true }) })

describe('a possible duplicate, in Chromium', () => {
  const chromium = useChromiumApp()

  it('flags the invoice scanned again and keeps both by keyboard', async () => {
    const bridge = await createRealBridge()
    const app = await chromium.open(bridge.handle, {
      locale: 'en-US',
      viewport: { width: 1280, height: 800 }
    })
    try {
      bridge.forward(app.emit)
      const { page } = app
      await page.getByTestId('empty-inbox').waitFor()
      const drop = async (name: string, note: string) => {
        const bytes = Buffer.from(`${INVOICE_LINES.join('\n')}\nNote: ${note}\n`)
        const path = join(bridge.tempDir, name)
        await writeFile(path, bytes)
        await app.mapPath(name, path)
        await dropFiles(page, [{ name, type: 'text/plain', base64: bytes.toString('base64') }])
        await row(page, name).locator('[data-state="extracted"]').waitFor({ timeout: 30_000 })
      }
      await drop('invoice.txt', 'first scan')
      await drop('invoice-rescan.txt', 'second scan')

      const chip = row(page, 'invoice-rescan.txt').locator('[data-state]')
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('[data-test="inbox-row"]')].some(
            (r) =>
              r.textContent?.includes('invoice-rescan.txt') &&
              r.querySelector('[data-outcome="possible_duplicate"]')
          ),
        undefined,
        { timeout: 30_000 }
      )
      expect(await chip.innerText()).toContain(words('outcome.label.possible_duplicate'))
      expect(
        await row(page, 'invoice.txt').locator('[data-state]').getAttribute('data-outcome')
      ).toBe('linked')
      const badge = page.getByTestId('nav-inbox').locator('.badge')
      expect(await badge.innerText()).toBe('1')

      await row(page, 'invoice-rescan.txt')
        .getByRole('button', { name: 'invoice-rescan.txt' })
        .press('Enter')
      const section = page.getByTestId('possible-duplicate')
      await section
        .getByRole('heading', { name: words('outcome.duplicate.of', { name: 'invoice.txt' }) })
        .waitFor()
      await app.screenshot('possible-duplicate-en')
      expect(await seriousViolations(page), 'axe: critical and serious').toEqual([])

      // The keyboard's way: from Open the other, Tab to Keep both, Enter.
      await section.getByTestId('duplicate-open').focus()
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(() => document.activeElement?.getAttribute('data-test') ?? null)
      ).toBe('duplicate-keep')
      await page.keyboard.press('Enter')
      await section.getByTestId('duplicate-kept').waitFor()
      await badge.waitFor({ state: 'detached' })
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('detail-title')
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
      await bridge.close()
    }
  })
})
