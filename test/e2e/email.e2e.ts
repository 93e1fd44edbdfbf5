/// <reference types="node" />
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { BLUE_HARBOR } from '../../src/sandbox/accounts'
import { generateFixtures } from '../fixtures/generate'
import { eml, postEml } from '../support/eml'
import { seriousViolations } from './axe'
import { createRealBridge, type RealBridge } from './bridge'
import { launchChromium, openApp, serveStatic, type AppPage } from './harness'

describe('a document mailed to the account’s alias, in Chromium over the real routes and sandbox', () => {
  let browser: Browser
  let server: Awaited<ReturnType<typeof serveStatic>>
  let bridge: RealBridge
  let app: AppPage

  beforeAll(async () => {
    server = await serveStatic()
    browser = await launchChromium()
    bridge = await createRealBridge({ mailEveryMs: 200 })
    app = await openApp(browser, server.url, bridge.handle)
    bridge.forward(app.emit)
    await app.page.getByTestId('empty-inbox').waitFor()
  })
  afterAll(async () => {
    await app?.close()
    await bridge?.close()
    await browser?.close()
    await server?.close()
  })

  it('appears in the inbox from email and shows its mail, with the sibling, in the detail', async () => {
    const { page } = app
    const f = await generateFixtures(join(bridge.tempDir, 'fixtures'))
    const res = await postEml(
      bridge.sandbox().baseUrl,
      eml({
        to: BLUE_HARBOR.documentAlias,
        attachments: [
          { name: 'invoice-INV-2026-0415.pdf', bytes: await readFile(f.invoicePdf) },
          { name: 'bill-of-lading-MEDUQ2417731.pdf', bytes: await readFile(f.billOfLadingPdf) }
        ]
      })
    )
    expect(res.status).toBe(201)

    const invoice = page.getByTestId('inbox-row').filter({ hasText: 'invoice-INV-2026-0415.pdf' })
    const bill = page.getByTestId('inbox-row').filter({ hasText: 'bill-of-lading-MEDUQ2417731' })
    await invoice.locator('[data-state="extracted"]').waitFor({ timeout: 30_000 })
    await bill.locator('[data-state="extracted"]').waitFor({ timeout: 30_000 })
    expect(await invoice.innerText()).toContain('Email')
    expect(await bill.innerText()).toContain('Email')

    await invoice.getByRole('button', { name: 'invoice-INV-2026-0415.pdf' }).click()
    const email = page.getByTestId('email')
    await email.getByTestId('email-sibling').waitFor()
    const text = await email.innerText()
    expect(text).toContain('Documents für MAEU241234567')
    expect(text).toContain('ana.ruiz@shipper.example')
    expect(text).toContain('Received')
    expect(text).toContain('Grüße, Ana')
    const sibling = email.getByTestId('email-sibling')
    expect(await sibling.innerText()).toContain('bill-of-lading-MEDUQ2417731.pdf')
    await sibling.locator('[data-state="extracted"]').waitFor()

    // The original beside its data is the service's copy: there is no file on this computer.
    await page.getByTestId('pdf-page').waitFor()
    await page.waitForFunction(() => {
      const c = document.querySelector<HTMLCanvasElement>('[data-test="pdf-page"]')
      const data = c?.getContext('2d')?.getImageData(0, 0, c.width, c.height).data
      return Boolean(data?.some((v, i) => i % 4 !== 3 && v < 200))
    })
    expect(await page.getByTestId('service-copy').innerText()).toBe(
      'This document came by email; this is the service’s copy.'
    )
    await email.scrollIntoViewIfNeeded()
    await app.screenshot('detail-email')
    expect(await seriousViolations(page)).toEqual([])

    await page.getByTestId('more-actions').click()
    await page.getByRole('menuitem', { name: 'Open original' }).click()
    await expect
      .poll(() => bridge.record.openedPaths.at(-1) ?? '', { timeout: 10_000 })
      .toMatch(/invoice-INV-2026-0415\.pdf$/)
    await page.getByTestId('more-actions').click()
    const folder = page.getByRole('menuitem', { name: 'Show in folder' })
    expect(await folder.getAttribute('aria-disabled')).toBe('true')
    await page.keyboard.press('Escape')

    await sibling.getByRole('button', { name: 'bill-of-lading-MEDUQ2417731.pdf' }).click()
    await page
      .getByTestId('email-sibling')
      .filter({ hasText: 'invoice-INV-2026-0415.pdf' })
      .waitFor()
    expect(await page.locator('#detail-title').innerText()).toBe('bill-of-lading-MEDUQ2417731.pdf')
    expect(app.errors).toEqual([])
    expect(app.cspViolations()).toEqual([])
  })
})
