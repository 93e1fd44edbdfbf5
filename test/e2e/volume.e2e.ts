/// <reference types="node" />
import { describe, expect, it } from 'vitest'
import { useChromiumApp } from './harness'
import { fakeRoutes, syntheticItems } from './fakeRoutes'

describe('inbox at volume in Chromium', () => {
  const chromium = useChromiumApp()

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

      const frames = await page.evaluate(async () => {
        const scroller = document.querySelector<HTMLElement>('[data-test="inbox-list"]')!
        const times: number[] = []
        let last = performance.now()
        for (let step = 0; step < 60; step++) {
          scroller.scrollTop += scroller.scrollHeight / 60
          await new Promise(requestAnimationFrame)
          const now = performance.now()
          times.push(now - last)
          last = now
        }
        return times
      })
      // Headless frames are paced at ~16 ms; a list that re-rendered every row would take seconds.
      const slowest = Math.max(...frames.slice(1))
      expect(slowest).toBeLessThan(250)

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
