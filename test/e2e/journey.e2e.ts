/// <reference types="node" />
import { mkdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { generateFixtures, type Fixtures } from '../fixtures/generate'
import { createRealBridge, type RealBridge } from './bridge'
import { RESULTS, dropFiles, launchChromium, openApp, serveStatic } from './harness'

const asFile = async (path: string) => ({
  name: basename(path),
  type: 'application/pdf',
  base64: (await readFile(path)).toString('base64')
})

/**
 * The journey of a linked container over the real routes and sandbox: Shanghai → Los Angeles
 * (at sea, east of the antimeridian) from the invoice, and Ningbo → Busan → Seattle (held,
 * past its last free day) from the bill of lading. Both cross the Pacific and the antimeridian.
 */
describe('container journey in Chromium (real routes and sandbox)', () => {
  let browser: Browser
  let server: Awaited<ReturnType<typeof serveStatic>>
  let bridge: RealBridge
  let fixtures: Fixtures

  beforeAll(async () => {
    server = await serveStatic()
    browser = await launchChromium()
    bridge = await createRealBridge()
    fixtures = await generateFixtures(join(bridge.tempDir, 'fixtures'))
  })
  afterAll(async () => {
    await bridge?.close()
    await browser?.close()
    await server?.close()
  })

  const cases = [
    { file: () => fixtures.invoicePdf, box: 'MSKU1234565', shot: 'journey-transpacific' },
    { file: () => fixtures.billOfLadingPdf, box: 'MSCU6639870', shot: 'journey-transshipped' }
  ]

  for (const scheme of ['light', 'dark'] as const) {
    it(`shows the timeline, terminal status and route map (${scheme})`, async () => {
      const app = await openApp(browser, server.url, bridge.handle, {
        colorScheme: scheme,
        viewport: { width: 1280, height: 1700 }
      })
      bridge.forward(app.emit)
      const { page } = app
      const prefix = scheme === 'dark' ? 'dark-' : ''
      try {
        for (const c of cases) {
          const name = basename(c.file())
          const row = page.getByTestId('inbox-row').filter({ hasText: name })
          if ((await row.count()) === 0) {
            await app.mapPath(name, c.file())
            await dropFiles(page, [await asFile(c.file())])
          }
          await row.locator('[data-state="extracted"]').waitFor({ timeout: 30_000 })
          await row.getByRole('button', { name }).click()
          const card = page.getByTestId('container').filter({ hasText: c.box })
          await card.getByTestId('journey-toggle').click()
          const journey = card.getByTestId('journey')
          await journey.getByTestId('route-map').waitFor()
          const events = journey.getByTestId('journey-event')
          expect(await events.count()).toBeGreaterThanOrEqual(4)
          // local time at the port of lading: Shanghai/Ningbo are UTC+8
          expect(await events.nth(2).innerText()).toMatch(/GMT\+8/)
          await journey.scrollIntoViewIfNeeded()
          mkdirSync(RESULTS, { recursive: true })
          await journey.screenshot({ path: join(RESULTS, `${prefix}${c.shot}.png`) })
          await app.screenshot(`${prefix}${c.shot}-window`)
          if (c.box === 'MSCU6639870') {
            expect(await journey.getByTestId('last-free-day').getAttribute('data-state')).toBe(
              'past'
            )
            expect(await journey.getByTestId('holds').innerText()).toContain('CBP exam hold')
            expect(await journey.getByTestId('map-port').count()).toBe(3)
          } else {
            expect(await journey.getByTestId('map-vessel').count()).toBe(1)
          }
          await page.keyboard.press('Escape')
        }
        expect(app.cspViolations()).toEqual([])
        expect(app.errors).toEqual([])
      } finally {
        await app.close()
      }
    })
  }
})
