/// <reference types="node" />
import { mkdir, readFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { generateFixtures, type Fixtures } from '../fixtures/generate'
import { createRealBridge, type RealBridge } from './bridge'
import { dropFiles, launchChromium, openApp, serveStatic, type AppPage } from './harness'

const FINAL =
  '[data-state="extracted"], [data-state="extraction_failed"], [data-state="stalled"], [data-state="duplicate"], [data-state="failed"]'

function row(page: Page, name: string): Locator {
  return page.getByTestId('inbox-row').filter({ hasText: name })
}

async function asFile(path: string, name = basename(path)) {
  const type = path.endsWith('.pdf') ? 'application/pdf' : 'text/plain'
  return { name, type, base64: (await readFile(path)).toString('base64') }
}

/** PATCH a seeded shipment's references through the service API, as a clerk would in the web app. */
async function addReference(bridge: RealBridge, bol: string, reference: string): Promise<void> {
  const { baseUrl, apiKey } = bridge.sandbox()
  const headers = { Authorization: `Token ${apiKey}`, 'Content-Type': 'application/json' }
  const found = (await (await fetch(`${baseUrl}/shipments?q=${bol}`, { headers })).json()) as {
    data: { id: string; attributes: { ref_numbers: string[] } }[]
  }
  const shipment = found.data[0]
  const res = await fetch(`${baseUrl}/shipments/${shipment.id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({
      data: {
        type: 'shipment',
        id: shipment.id,
        attributes: { ref_numbers: [...shipment.attributes.ref_numbers, reference] }
      }
    })
  })
  expect(res.status).toBe(200)
}

describe('the renderer over the real routes, IntakeService and sandbox', () => {
  let browser: Browser
  let server: Awaited<ReturnType<typeof serveStatic>>
  let bridge: RealBridge
  let fixtures: Fixtures
  let app: AppPage

  beforeAll(async () => {
    server = await serveStatic()
    browser = await launchChromium()
    bridge = await createRealBridge()
    fixtures = await generateFixtures(join(bridge.tempDir, 'fixtures'))
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

  describe('dropping files', () => {
    it('takes a PDF invoice to Extracted with its fields and linked shipment', async () => {
      const { page } = app
      expect(await page.getByTestId('service-label').innerText()).toBe('SANDBOX')
      await app.mapPath(basename(fixtures.invoicePdf), fixtures.invoicePdf)
      await dropFiles(page, [await asFile(fixtures.invoicePdf)])
      const invoice = row(page, 'invoice-INV-2026-0415.pdf')
      await invoice.locator('[data-state="extracted"]').waitFor({ timeout: 30_000 })
      expect(await invoice.innerText()).toContain('MAEU241234567')

      await invoice.getByRole('button', { name: 'invoice-INV-2026-0415.pdf' }).click()
      const detail = page.getByTestId('detail')
      await detail.getByTestId('shipment').waitFor()
      const data = await detail.getByTestId('extracted').innerText()
      expect(data).toContain('INV-2026-0415')
      expect(data).toContain('Shenzhen Brightway Electronics Co., Ltd.')
      expect(data).toContain('$12,450.00')
      expect(data).not.toContain('{')
      expect(await detail.getByTestId('shipment').innerText()).toContain('MAERSK KENSINGTON')
      expect(await detail.getByTestId('timeline').innerText()).toContain('Extracted')
      await app.screenshot('real-detail')

      await detail.getByTestId('more-actions').click()
      await detail.getByRole('menuitem', { name: 'Show in folder' }).click()
      await detail.getByTestId('more-actions').click()
      await detail.getByRole('menuitem', { name: "Download the service's copy" }).click()
      await page.getByTestId('notices').filter({ hasText: 'Saved to' }).waitFor()
      expect(bridge.record.shownInFolder).toContain(fixtures.invoicePdf)
    })

    it('recognises the same content dropped again (as a mail attachment) as a duplicate', async () => {
      const { page } = app
      await dropFiles(page, [await asFile(fixtures.invoicePdf, 'Re-sent invoice.pdf')])
      const copy = row(page, 'Re-sent invoice.pdf')
      await copy.locator('[data-state="duplicate"]').waitFor({ timeout: 30_000 })
      await copy.getByRole('button', { name: 'Re-sent invoice.pdf' }).click()
      expect(await page.getByTestId('explanation').innerText()).toContain(
        'already has this exact file'
      )
      await app.screenshot('real-duplicate')
      await page
        .getByRole('button', { name: 'Show the original: invoice-INV-2026-0415.pdf' })
        .click()
      await page.locator('#detail-title').filter({ hasText: 'invoice-INV-2026-0415.pdf' }).waitFor()
    })

    it('lets the clerk override the type from the account’s types', async () => {
      const { page } = app
      await row(page, 'invoice-INV-2026-0415.pdf')
        .getByRole('button', { name: 'invoice-INV-2026-0415.pdf' })
        .click()
      const select = page.getByTestId('manual-type')
      await select.waitFor()
      await select.selectOption('packing_list')
      await page.getByTestId('save-type').click()
      await page
        .getByTestId('document-type')
        .filter({ hasText: 'set by hand' })
        .waitFor({ timeout: 15_000 })
      expect(await page.getByTestId('document-type').innerText()).toMatch(/Packing list/i)
    })

    it('relinks a memo after its reference is added to a shipment', async () => {
      const { page } = app
      await app.mapPath(basename(fixtures.poMemoTxt), fixtures.poMemoTxt)
      await dropFiles(page, [await asFile(fixtures.poMemoTxt)])
      const memo = row(page, 'memo-PO-9921.txt')
      await memo.locator(FINAL).first().waitFor({ timeout: 30_000 })
      await memo.getByRole('button', { name: 'memo-PO-9921.txt' }).click()
      const links = page.getByTestId('links')
      expect(await links.innerText()).toContain('Not linked to any shipment yet')
      await addReference(bridge, 'MAEU241234567', 'PO-9921')
      await page.getByTestId('more-actions').click()
      await page.getByTestId('relink').click()
      await links
        .getByTestId('shipment')
        .filter({ hasText: 'MAEU241234567' })
        .waitFor({ timeout: 30_000 })
      expect(await links.innerText()).toContain('PO-9921')
      await app.screenshot('real-relinked')
    })
  })

  describe('Add files…', () => {
    it("takes the files chosen in main's dialog, from the header button and Ctrl+O", async () => {
      const { page } = app
      bridge.dialogs.files = [fixtures.packingListPdf]
      await page.getByRole('button', { name: 'Add files…' }).click()
      await row(page, basename(fixtures.packingListPdf)).waitFor({ timeout: 30_000 })

      bridge.dialogs.files = [fixtures.arrivalNoticePdf]
      await page.keyboard.press('Control+o')
      await row(page, basename(fixtures.arrivalNoticePdf)).waitFor({ timeout: 30_000 })
      await page.getByText('1 file added').first().waitFor()
      bridge.dialogs.files = null
    })
  })

  describe('pause', () => {
    it('pauses and resumes intake from the header', async () => {
      const { page } = app
      await page.getByTestId('pause').click()
      await page.getByTestId('pause').filter({ hasText: 'Resume intake' }).waitFor()
      expect(await page.getByTestId('pause').getAttribute('aria-pressed')).toBe('true')
      await page.getByTestId('pause').click()
      await page.getByTestId('pause').filter({ hasText: 'Pause intake' }).waitFor()
    })
  })

  describe('lookup', () => {
    it('explains a valid container, an invalid one and a booking, then tracks the booking', async () => {
      const { page } = app
      await page.getByTestId('nav-lookup').click()
      const look = async (n: string) => {
        await page.getByTestId('lookup-number').fill(n)
        await page.getByTestId('lookup-submit').click()
        await page.getByTestId('infer-result').filter({ hasText: n }).waitFor()
      }
      await look('MSCU6639870')
      expect(await page.getByTestId('validity').innerText()).toBe('Valid')
      expect(await page.getByTestId('decision').innerText()).toMatch(/^Carrier identified/)

      // Pasting looks up at once, without the button.
      await page.getByTestId('lookup-number').fill('')
      await page.getByTestId('lookup-number').focus()
      await page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('[data-test="lookup-number"]')!
        const data = new DataTransfer()
        data.setData('text/plain', 'MSCU6639871')
        input.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
        )
        input.value = 'MSCU6639871'
        input.dispatchEvent(new Event('input', { bubbles: true }))
      })
      await page.getByTestId('infer-result').filter({ hasText: 'MSCU6639871' }).waitFor()
      await look('MSCU6639871')
      expect(await page.getByTestId('validity').innerText()).toBe('Not valid')
      expect(await page.getByTestId('check-digit').innerText()).toBe('Failed')
      expect(await page.getByTestId('reason').innerText()).toMatch(/check digit/i)
      expect(await page.getByTestId('track').isDisabled()).toBe(true)

      await look('246813579')
      expect(await page.getByTestId('number-type').innerText()).toBe('Booking number')
      // A bare 9-digit booking only hints at a line: no carrier is picked for the clerk.
      expect(await page.getByTestId('decision').innerText()).toBe('Carrier unknown')
      expect(await page.getByTestId('track').isDisabled()).toBe(true)
      await page.getByTestId('candidate').filter({ hasText: 'Maersk' }).getByRole('radio').check()
      await page.getByTestId('track').click()
      await page
        .getByTestId('tracking-status')
        .filter({ hasText: 'shipment created' })
        .waitFor({ timeout: 30_000 })
      await page.getByTestId('tracked-shipment').waitFor()
      await app.screenshot('real-lookup')
    })

    it('lets the clerk choose the carrier from the service’s lines by keyboard alone', async () => {
      const { page } = app
      await page.getByTestId('nav-lookup').click()
      await page.getByTestId('lookup-number').fill('177NGBLGB0312')
      await page.getByTestId('lookup-number').press('Enter')
      await page.getByTestId('infer-result').filter({ hasText: '177NGBLGB0312' }).waitFor()
      // The service cannot tell the line: Track waits for a choice from its list.
      expect(await page.getByTestId('track').isDisabled()).toBe(true)
      const search = page.getByTestId('carrier-search')
      await search.focus()
      await page.keyboard.type('hapag')
      await page.getByTestId('carrier-option').first().waitFor()
      const options = await page.getByTestId('carrier-option').allInnerTexts()
      expect(options.every((o) => /hapag/i.test(o))).toBe(true)
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      expect(await page.getByTestId('carrier-chosen').innerText()).toMatch(/HLCU/)
      expect(await page.getByTestId('track').isDisabled()).toBe(false)
      await page.getByTestId('track').focus()
      await page.keyboard.press('Enter')
      await page.getByTestId('tracking-status').waitFor({ timeout: 30_000 })
      await app.screenshot('real-lookup-carrier')
    })
  })

  describe('settings', () => {
    it('keeps changes across a reload of the window', async () => {
      const { page } = app
      await mkdir(join(bridge.tempDir, 'watched'), { recursive: true })
      await page.getByTestId('nav-settings').click()
      await page.getByTestId('test-connection').click()
      expect(await page.getByTestId('test-result').innerText()).toMatch(/^✓ /)
      await page.getByTestId('notifications').selectOption('none')
      await page.getByTestId('notifications-save').click()
      await page.getByTestId('notices').filter({ hasText: 'Settings saved' }).waitFor()
      await page.getByTestId('add-folder').click()
      await page.getByTestId('folder').waitFor()
      await page.getByTestId('folder').getByLabel('Include subfolders').uncheck()
      await page.getByTestId('notices').filter({ hasText: 'Settings saved' }).waitFor()

      await page.reload()
      await page.getByTestId('nav-settings').click()
      await page.getByTestId('folder').waitFor()
      expect(await page.getByTestId('notifications').inputValue()).toBe('none')
      expect(await page.getByTestId('folder').locator('legend').innerText()).toBe(
        join(bridge.tempDir, 'watched')
      )
      expect(await page.getByTestId('folder').getByLabel('Include subfolders').isChecked()).toBe(
        false
      )
      await app.screenshot('real-settings')
    })
  })

  it('never violated the content security policy nor threw', () => {
    expect(app.cspViolations()).toEqual([])
    expect(app.errors.map(String)).toEqual([])
  })
})
