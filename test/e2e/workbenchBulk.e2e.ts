/// <reference types="node" />
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { invoiceText } from '../main/support/invoiceText'
import { seriousViolations } from './axe'
import { createRealBridge, type RealBridge } from './bridge'
import { dropFiles, useChromiumApp, type AppPage } from './harness'

/**
 * Acting on many, in Chromium over the real routes, IntakeService and sandbox, in English,
 * German and Chinese: three invoices and an empty file in the inbox; the clerk ticks the first
 * row and Shift-clicks the last, re-extracts, and reads one notice for the whole selection (the
 * empty file, never sent, is skipped). Screenshots: test-results/workbench-bulk-<locale>.png.
 */
const NAMES = ['invoice-a.txt', 'invoice-b.txt', 'invoice-c.txt', 'blank.txt']

const CASES = [
  {
    tag: 'en-US',
    locale: 'en',
    notice: '3 re-extracted, 1 skipped: not yet sent',
    reextract: 'Re-extract',
    selected: '4 selected'
  },
  {
    tag: 'de-DE',
    locale: 'de',
    notice: '3 neu ausgelesen, 1 übersprungen: noch nicht gesendet',
    reextract: 'Neu auslesen',
    selected: '4 ausgewählt'
  },
  {
    tag: 'zh-CN',
    locale: 'zh-CN',
    notice: '已重新提取 3 个，跳过 1 个：尚未发送',
    reextract: '重新提取',
    selected: '已选择 4 个'
  }
] as const

/** Drops the files from disk and waits until each has come to rest. */
async function fourFiles(app: AppPage, bridge: RealBridge): Promise<void> {
  const files = []
  for (const [i, name] of NAMES.entries()) {
    const path = join(bridge.tempDir, name)
    // Invoices of their own: the same number and supplier twice would be a possible duplicate.
    const text =
      name === 'blank.txt' ? '' : invoiceText(name).replace('INV-2026-0415', `INV-2026-05${i}`)
    await writeFile(path, text)
    await app.mapPath(name, path)
    files.push({ name, type: 'text/plain', base64: Buffer.from(text).toString('base64') })
  }
  await dropFiles(app.page, files)
  for (const name of NAMES) {
    await rowOf(app.page, name)
      .locator('[data-state="extracted"], [data-state="empty"]')
      .waitFor({ timeout: 30_000 })
  }
}

const rowOf = (page: Page, name: string) => page.getByTestId('inbox-row').filter({ hasText: name })

describe('acting on many files at once, in Chromium', () => {
  const chromium = useChromiumApp()
  let bridge: RealBridge | null = null
  let app: AppPage | null = null
  afterEach(async () => {
    await app?.close()
    await bridge?.close()
    app = null
    bridge = null
  })

  for (const c of CASES) {
    it(`selects a range, re-extracts it and says so in one notice (${c.tag})`, async () => {
      bridge = await createRealBridge()
      app = await chromium.open(bridge.handle, { locale: c.tag })
      bridge.forward(app.emit)
      const { page } = app
      await page.getByTestId('empty-inbox').waitFor()
      await fourFiles(app, bridge)

      const rows = page.getByTestId('inbox-row')
      await rows.first().locator('input[type="checkbox"]').click()
      await rows
        .last()
        .locator('input[type="checkbox"]')
        .click({ modifiers: ['Shift'] })
      const bar = page.getByTestId('bulk-actions')
      expect(await bar.getByTestId('selection-count').innerText()).toBe(c.selected)
      expect(await page.locator('[data-test="inbox-row"] input:checked').count()).toBe(4)

      const notices = page.locator('[data-test="notice"] .text')
      const before = await notices.allInnerTexts()
      const reextract = bar.getByRole('button', { name: c.reextract, exact: true })
      await reextract.click()
      await notices.filter({ hasText: c.notice }).waitFor()
      const after = await notices.allInnerTexts()
      // One notice for the whole selection, beside whatever was already shown.
      expect(after.filter((t) => !before.includes(t))).toEqual([c.notice])
      expect(await reextract.evaluate((el) => el === document.activeElement)).toBe(true)
      await app.screenshot(`workbench-bulk-${c.locale}`)

      expect(await seriousViolations(page)).toEqual([])
      // The three invoices are read again and come back to rest; the empty file was left alone.
      for (const name of NAMES.slice(0, 3))
        await rowOf(page, name).locator('[data-state="extracted"]').waitFor({ timeout: 30_000 })
      expect(app.errors).toEqual([])
    })
  }
})
