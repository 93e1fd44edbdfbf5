/// <reference types="node" />
import { describe, expect, it } from 'vitest'
import { useChromiumApp } from './harness'
import { fakeRoutes, syntheticItems } from './fakeRoutes'

describe('renderer shell in Chromium', () => {
  const chromium = useChromiumApp()

  describe('first start', () => {
    it('renders the frame, the Sandbox badge, app info and the teaching empty state, without CSP violations', async () => {
      const app = await chromium.open(fakeRoutes({}))
      const { page } = app
      await page.getByTestId('empty-inbox').waitFor()
      expect(await page.getByTestId('service-label').innerText()).toBe('SANDBOX')
      expect(await page.getByTestId('app-info').innerText()).toContain('Dropdock 0.1.0 · linux')
      expect(
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button').allInnerTexts()
      ).toEqual([
        expect.stringContaining('Inbox'),
        expect.stringContaining('Lookup'),
        expect.stringContaining('Settings')
      ])
      expect(await page.getByRole('button', { name: /Inbox/ }).getAttribute('aria-current')).toBe(
        'page'
      )
      expect(await page.getByTestId('empty-inbox').innerText()).toContain('Drop files here')
      await app.screenshot('shell')
      await app.screenshot('inbox-empty')
      await page.emulateMedia({ colorScheme: 'dark' })
      await app.screenshot('dark-inbox-empty')
      expect(app.cspViolations()).toEqual([])
      expect(app.errors).toEqual([])
      await app.close()
    })

    it('reaches every screen from the keyboard', async () => {
      const app = await chromium.open(fakeRoutes({}))
      const { page } = app
      await page.getByTestId('empty-inbox').waitFor()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      let guard = 0
      while (
        !(await page.evaluate(() => document.activeElement?.textContent?.includes('Lookup'))) &&
        guard++ < 10
      ) {
        await page.keyboard.press('Tab')
      }
      await page.keyboard.press('Enter')
      await page.getByTestId('lookup-form').waitFor()
      expect(await page.getByRole('button', { name: /Lookup/ }).getAttribute('aria-current')).toBe(
        'page'
      )
      await app.close()
    })
  })

  describe('with items', () => {
    it('shows rows with their status words, in light and dark', async () => {
      const items = syntheticItems(40)
      const handler = fakeRoutes({
        'intake.list': items,
        'app.status': {
          connection: 'sandbox',
          paused: false,
          counts: { total: 40, active: 18, done: 22, attention: 8, failed: 8, paused: false },
          message: null
        }
      })
      for (const scheme of ['light', 'dark'] as const) {
        const app = await chromium.open(handler, { colorScheme: scheme })
        const { page } = app
        await page.getByTestId('inbox-row').first().waitFor()
        expect(await page.getByTestId('overall-progress').innerText()).toBe('22 of 40 done')
        expect(
          await page.getByText('Waiting for the file to finish saving').count()
        ).toBeGreaterThan(0)
        await app.screenshot(scheme === 'light' ? 'inbox-items' : 'dark-inbox-items')
        expect(app.cspViolations()).toEqual([])
        await app.close()
      }
    })
  })
})
