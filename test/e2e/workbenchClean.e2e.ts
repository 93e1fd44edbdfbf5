/// <reference types="node" />
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { Locale } from '@shared/i18n/locales'
import { generateFixtures } from '../fixtures/generate'
import { seriousViolations } from './axe'
import { createRealBridge } from './bridge'
import { dropFiles, useChromiumApp, type AppPage } from './harness'
import { catalogText } from './catalogText'

/**
 * Keeping the inbox clean, in Chromium over the real routes, engine and sandbox, in English and
 * German: a failed file acknowledged (the badge counts it out), an empty one removed (main's
 * question answered yes; the next document opens), next and previous by button and Alt+arrows,
 * and the retention setting saved. Screenshots: test-results/workbench-clean-<locale>.png and
 * workbench-retention-de.png.
 */
const text = (locale: Locale, key: string, values: Record<string, string> = {}): string =>
  catalogText(locale, key, values, { form: 'last' })

const row = (page: Page, name: string): Locator =>
  page.getByTestId('inbox-row').filter({ hasText: name })

async function openRow(page: Page, name: string): Promise<void> {
  await row(page, name).getByRole('button', { name }).click()
  await page.locator('#detail-title').filter({ hasText: name }).waitFor()
}

/** Three files dropped: an invoice that is extracted, a zip named .pdf (failed), an empty file. */
async function desk(app: AppPage, dir: string): Promise<void> {
  const fixtures = await generateFixtures(join(dir, 'fixtures'))
  const files = [
    { name: 'INV-2026-0415.pdf', bytes: await readFile(fixtures.invoicePdf) },
    { name: 'scan-0931.pdf', bytes: Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00zipped') },
    { name: 'blank-page.pdf', bytes: Buffer.alloc(0) }
  ]
  for (const f of files) {
    const path = join(dir, f.name)
    await writeFile(path, f.bytes)
    await app.mapPath(f.name, path)
  }
  await dropFiles(
    app.page,
    files.map((f) => ({
      name: f.name,
      type: 'application/pdf',
      base64: f.bytes.toString('base64')
    }))
  )
  const { page } = app
  await row(page, 'INV-2026-0415.pdf')
    .locator('[data-state="extracted"]')
    .waitFor({ timeout: 30_000 })
  await row(page, 'scan-0931.pdf').locator('[data-state="failed"]').waitFor()
  await row(page, 'blank-page.pdf').locator('[data-state="empty"]').waitFor()
}

describe('keeping the inbox clean, in Chromium', () => {
  const chromium = useChromiumApp()

  for (const [tag, locale] of [
    ['en-US', 'en'],
    ['de-DE', 'de']
  ] as const) {
    it(`acknowledges, removes and steps through documents (${tag})`, async () => {
      const bridge = await createRealBridge()
      const app = await chromium.open(bridge.handle, {
        locale: tag,
        viewport: { width: 1280, height: 800 }
      })
      try {
        bridge.forward(app.emit)
        const { page } = app
        await page.getByTestId('empty-inbox').waitFor()
        await desk(app, bridge.tempDir)
        const badge = page.getByTestId('nav-inbox').locator('.badge')
        expect(await badge.innerText()).toBe('2')

        // Acknowledge the failed file: it leaves "needs attention" in the badge and the filter.
        await openRow(page, 'scan-0931.pdf')
        await page.getByTestId('more-actions').click()
        await page.getByTestId('acknowledge').click()
        await page.getByTestId('acknowledged').waitFor()
        await page.waitForFunction(
          () => document.querySelector('[data-test="nav-inbox"] .badge')?.textContent === '1'
        )
        expect(
          await page.getByTestId('filter-state').locator('option[value="attention"]').innerText()
        ).toBe(text(locale, 'inbox.filter.attention', { n: '1' }))

        // Remove the empty file: main asks (answered yes here), the next document opens.
        await openRow(page, 'blank-page.pdf')
        const order = await page.getByTestId('inbox-row').allInnerTexts()
        await page.getByTestId('more-actions').click()
        await page.getByTestId('remove').click()
        await row(page, 'blank-page.pdf').waitFor({ state: 'detached' })
        expect(await page.getByTestId('inbox-row').count()).toBe(2)
        expect(await badge.count()).toBe(0)
        const after = order.findIndex((t) => t.includes('blank-page.pdf')) + 1
        const next = order[after] ?? order[after - 2]
        expect(next).toContain(await page.locator('#detail-title').innerText())
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('detail-title')

        // Next and previous, by the keys and by the buttons, in the list's order.
        const first = await page.locator('#detail-title').innerText()
        const step = page.getByTestId(after < order.length - 1 ? 'next' : 'previous')
        await page.keyboard.press(after < order.length - 1 ? 'Alt+ArrowDown' : 'Alt+ArrowUp')
        await page.locator('#detail-title').filter({ hasNotText: first }).waitFor()
        expect(await page.getByTestId('position').innerText()).toMatch(/2/)
        await page.keyboard.press(after < order.length - 1 ? 'Alt+ArrowUp' : 'Alt+ArrowDown')
        await page.locator('#detail-title').filter({ hasText: first }).waitFor()
        await step.click()
        await page.locator('#detail-title').filter({ hasNotText: first }).waitFor()

        await openRow(page, 'scan-0931.pdf')
        await page.getByTestId('more-actions').click()
        expect(await page.getByTestId('open-in-service').innerText()).toBe(
          text(locale, 'housekeeping.actions.openInService')
        )
        await app.screenshot(`workbench-clean-${locale}`)
        expect(await seriousViolations(page), 'axe: critical and serious').toEqual([])

        if (locale === 'de') {
          await page.getByTestId('nav-settings').click()
          const retention = page.getByTestId('retention')
          await retention.scrollIntoViewIfNeeded()
          await retention.selectOption('90')
          await page.getByTestId('retention-save').click()
          await page
            .getByTestId('retention-hint')
            .filter({ hasText: text('de', 'housekeeping.retention.hint', { n: '90' }) })
            .waitFor()
          await retention.focus()
          await page
            .getByTestId('retention-hint')
            .evaluate((el) => el.scrollIntoView({ block: 'center' }))
          await app.screenshot('workbench-retention-de')
          expect(await seriousViolations(page), 'axe: settings').toEqual([])
        }
        expect(app.errors).toEqual([])
      } finally {
        await app.close()
        await bridge.close()
      }
    })
  }
})
