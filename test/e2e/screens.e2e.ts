import { describe, expect, it } from 'vitest'
import { seriousViolations } from './axe'
import { deskRoutes } from './desk'
import { useChromiumApp } from './harness'
import { FAKE_SETTINGS, fakeRoutes } from './fakeRoutes'

describe('every screen in Chromium (plain-object bridge)', () => {
  const chromium = useChromiumApp()

  for (const scheme of ['light', 'dark'] as const) {
    const prefix = scheme === 'dark' ? 'dark-' : ''
    it(`shows detail, lookup and settings (${scheme})`, async () => {
      const app = await chromium.open(deskRoutes, { colorScheme: scheme })
      const { page } = app
      await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).waitFor()
      await app.screenshot(`${prefix}inbox`)
      expect.soft(await seriousViolations(page), 'inbox').toEqual([])
      await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).click()
      await page.getByTestId('shipment').waitFor()
      expect(await page.getByTestId('extracted').locator('dt').allInnerTexts()).toEqual([
        'Invoice number',
        'Invoice date',
        'Supplier',
        'Total amount',
        'Currency'
      ])
      await page.getByTestId('pdf-page').waitFor()
      await page.waitForFunction(() => {
        const c = document.querySelector<HTMLCanvasElement>('[data-test="pdf-page"]')
        // Drawn: some pixel of the page is not white.
        const data = c?.getContext('2d')?.getImageData(0, 0, c.width, c.height).data
        return Boolean(data?.some((v, i) => i % 4 !== 3 && v < 200))
      })
      expect(await page.getByTestId('page-label').innerText()).toBe('Page 1 of 1')
      await app.screenshot(`${prefix}detail`)
      expect.soft(await seriousViolations(page), 'detail').toEqual([])
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('detail-title')
      await page.keyboard.press('Escape')
      await page.getByTestId('detail').waitFor({ state: 'detached' })
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
        'INV-2026-0415.pdf'
      )

      await page.getByTestId('nav-lookup').click()
      await page.getByTestId('lookup-number').fill('246813579')
      await page.getByTestId('lookup-submit').click()
      await page.getByTestId('decision').waitFor()
      await page.getByTestId('track').click()
      await page.getByTestId('tracked-shipment').waitFor()
      await app.screenshot(`${prefix}lookup`)
      await page.getByTestId('tracked-container').getByTestId('journey-toggle').click()
      await page.getByTestId('route-map').scrollIntoViewIfNeeded()
      await app.screenshot(`${prefix}lookup-journey`)
      expect.soft(await seriousViolations(page), 'lookup').toEqual([])

      await page.getByTestId('nav-settings').click()
      await page.getByTestId('folder').waitFor()
      await app.screenshot(`${prefix}settings`)
      expect.soft(await seriousViolations(page), 'settings').toEqual([])
      await page.getByTestId('general-settings').scrollIntoViewIfNeeded()
      await app.screenshot(`${prefix}settings-2`)
      expect.soft(await seriousViolations(page), 'settings-2').toEqual([])
      expect(app.cspViolations()).toEqual([])
      expect(app.errors).toEqual([])
      await app.close()
    })
  }
})

describe('the empty inbox in Chromium', () => {
  const chromium = useChromiumApp()
  const empty = fakeRoutes({ 'intake.list': [], 'settings.get': FAKE_SETTINGS })

  for (const scheme of ['light', 'dark'] as const) {
    it(`invites a first drop and passes axe (${scheme})`, async () => {
      const app = await chromium.open(empty, { colorScheme: scheme })
      await app.page.getByTestId('empty-inbox').waitFor()
      await app.screenshot(`${scheme === 'dark' ? 'dark-' : ''}inbox-empty`)
      expect(await seriousViolations(app.page)).toEqual([])
      expect(app.cspViolations()).toEqual([])
      await app.close()
    })
  }
})
