import { describe, expect, it } from 'vitest'
import { deskRoutes } from './desk'
import { useChromiumApp } from './harness'

/**
 * The route map of a container's journey, in Chromium, in English, German and Chinese: each
 * port label clear of the route lines, the legend naming the marks drawn (the vessel as the
 * same arrow), and the journey still open in the detail after a visit to the lookup.
 * Screenshots: test-results/journey-map-<locale>.png.
 */
describe('the journey map in Chromium', () => {
  const chromium = useChromiumApp()

  for (const [tag, locale] of [
    ['en-US', 'en'],
    ['de-DE', 'de'],
    ['zh-CN', 'zh-CN']
  ] as const) {
    it(`keeps labels off the route and the journey open per view (${tag})`, async () => {
      const app = await chromium.open(deskRoutes, {
        locale: tag,
        viewport: { width: 1280, height: 1400 }
      })
      const { page } = app
      await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).click()
      await page.getByTestId('journey-toggle').first().click()
      const map = page.getByTestId('route-map')
      await map.waitFor()
      const look = await map.evaluate((figure) => {
        const svg = figure.querySelector('svg')!
        const lines = [...svg.querySelectorAll<SVGPathElement>('path.line')]
        const labels = [...svg.querySelectorAll<SVGTextElement>('.port text')]
        const hits: string[] = []
        for (const label of labels) {
          const b = label.getBBox()
          for (const line of lines) {
            const n = Math.ceil(line.getTotalLength() / 2)
            for (let i = 0; i <= n; i++) {
              const p = line.getPointAtLength((line.getTotalLength() * i) / n)
              if (p.x > b.x && p.x < b.x + b.width && p.y > b.y && p.y < b.y + b.height) {
                hits.push(label.textContent!.trim())
                break
              }
            }
          }
        }
        return {
          hits: [...new Set(hits)],
          keys: [...figure.querySelectorAll('[data-key]')].map((k) => k.getAttribute('data-key')),
          vesselSame:
            svg.querySelector('[data-test="map-vessel"] path')?.getAttribute('d') ===
            figure.querySelector('[data-key="vessel"] path')?.getAttribute('d')
        }
      })
      expect(look.hits, 'labels over a route line').toEqual([])
      expect(look.keys).toContain('port')
      expect(look.vesselSame).toBe(true)
      await map.scrollIntoViewIfNeeded()
      await map.screenshot({ path: `test-results/journey-map-${locale}.png` })

      // The lookup and back: the detail's journey is still open.
      await page.getByTestId('nav-lookup').click()
      await page.getByTestId('nav-inbox').click()
      await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).waitFor()
      expect(await page.getByTestId('route-map').count()).toBe(1)
      expect(app.errors).toEqual([])
      await app.close()
    })
  }
})
