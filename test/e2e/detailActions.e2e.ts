import { describe, expect, it } from 'vitest'
import { deskRoutes } from './desk'
import { useChromiumApp } from './harness'

/**
 * The open document's buttons in German and Chinese, in Chromium, at 1280×800 and 1024×700: the
 * action rows and "Correct the type" wrap inside the data column; no button or list is cut at the
 * panel's right edge. Screenshots: test-results/detail-actions-<locale>-<size>.png.
 */
const SIZES = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '1024x700', width: 1024, height: 700 }
]

describe("the open document's buttons, in Chromium", () => {
  const chromium = useChromiumApp()

  for (const [tag, locale] of [
    ['de-DE', 'de'],
    ['zh-CN', 'zh-CN']
  ] as const) {
    it(`wraps the action rows inside the data column (${tag})`, async () => {
      for (const size of SIZES) {
        const app = await chromium.open(deskRoutes, { locale: tag, viewport: size })
        const { page } = app
        await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).click()
        await page.getByTestId('document-type').waitFor()
        await page.getByTestId('pdf-page').waitFor()
        // A chosen type shows its save button beside the list.
        await page.getByTestId('manual-type').selectOption({ index: 2 })
        await page.getByTestId('save-type').waitFor()
        const look = await page.evaluate(() => {
          const body = document.querySelector<HTMLElement>('[data-test="detail"] .body')!
          const edge = Math.min(
            body.getBoundingClientRect().right,
            document.querySelector('[data-test="detail"]')!.getBoundingClientRect().right,
            window.innerWidth
          )
          const cut = [...body.querySelectorAll<HTMLElement>('button, select')]
            .filter((e) => e.offsetParent !== null)
            .filter((e) => e.getBoundingClientRect().right > edge + 1)
            .map((e) => e.textContent!.trim().slice(0, 40))
          return { cut, sideways: body.scrollWidth - body.clientWidth }
        })
        await app.screenshot(`detail-actions-${locale}-${size.name}`)
        expect(look.cut, `${size.name}: buttons past the edge`).toEqual([])
        expect(look.sideways, `${size.name}: sideways scroll`).toBeLessThanOrEqual(1)
        expect(app.errors).toEqual([])
        await app.close()
      }
    })
  }
})
