import { describe, expect, it } from 'vitest'
import { useChromiumApp } from './harness'
import { fakeRoutes, syntheticItems } from './fakeRoutes'

describe('inbox at volume in Chromium', () => {
  const chromium = useChromiumApp()

  // How fast it scrolls is measured in bench/cases/inboxScroll.ts, not asserted here.
  describe('10,000 items', () => {
    it('keeps a bounded number of rows in the page while scrolling to the end and back', async () => {
      const items = syntheticItems(10_000)
      const app = await chromium.open(fakeRoutes({ 'intake.list': items }))
      const { page } = app
      await page.getByTestId('inbox-row').first().waitFor()
      expect(await page.getByTestId('filter-state').locator('option').first().innerText()).toMatch(
        /^All \(10,?000\)$/
      )
      const list = page.getByTestId('inbox-list')

      await list.evaluate((el) => (el.scrollTop = el.scrollHeight))
      await page.getByTestId('inbox-row').filter({ hasText: '10000.pdf' }).waitFor()
      expect(await page.getByTestId('inbox-row').count()).toBeLessThan(60)
      await app.screenshot('inbox-10000-end')

      await page.locator('[data-index="9995"] .name').focus()
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown')
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toMatch(
        /09999\.pdf$/
      )
      await page.keyboard.press('ArrowUp')
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toMatch(
        /09998\.pdf$/
      )

      await page.getByTestId('inbox-search').fill('00042')
      expect(await page.getByTestId('inbox-row').count()).toBe(1)
      await list.evaluate((el) => (el.scrollTop = 0))
      expect(app.cspViolations()).toEqual([])
      await app.close()
    })
  })
})
