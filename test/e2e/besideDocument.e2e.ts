import { describe, expect, it } from 'vitest'
import { deskRoutes } from './desk'
import { useChromiumApp } from './harness'

/**
 * The inbox beside an open document, in Chromium, in English, German and Chinese, at 1280×800,
 * 1024×700 and 150 % zoom: the filters folded behind one button beside the search, no control
 * drawn over another, every visible name and state in full, no button or state cut off by the
 * pane; a filter change shows the list from its top.
 * Screenshots: test-results/beside-<locale>-<size>.png.
 */
const SIZES = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '1024x700', width: 1024, height: 700 },
  { name: 'zoom150', width: 853, height: 533 }
]

describe('the inbox beside an open document, in Chromium', () => {
  const chromium = useChromiumApp()

  for (const [tag, locale] of [
    ['en-US', 'en'],
    ['de-DE', 'de'],
    ['zh-CN', 'zh-CN']
  ] as const) {
    it(`folds the filters and keeps names and states whole (${tag})`, async () => {
      for (const size of SIZES) {
        const app = await chromium.open(deskRoutes, { locale: tag, viewport: size })
        const { page } = app
        await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).click()
        await page.getByTestId('why-type').or(page.getByTestId('document-type')).first().waitFor()
        const look = await page.evaluate(() => {
          const pane = document.querySelector('.list-pane')!.getBoundingClientRect()
          const cut = (sel: string) =>
            [...document.querySelectorAll<HTMLElement>(sel)]
              .filter((e) => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1)
              .map((e) => e.textContent!.trim())
          const outside = [
            ...document.querySelectorAll<HTMLElement>('.toolbar button, .toolbar select')
          ]
            .filter((e) => e.offsetParent !== null)
            .filter((e) => e.getBoundingClientRect().right > pane.right + 1)
            .map((e) => e.textContent!.trim())
          const boxes = [
            ...document.querySelectorAll<HTMLElement>('.toolbar input, .toolbar button')
          ]
            .filter((e) => e.offsetParent !== null)
            .map((e) => e.getBoundingClientRect())
          const overlapping = boxes.some((a, i) =>
            boxes.some(
              (b, k) =>
                k > i &&
                a.left < b.right - 1 &&
                b.left < a.right - 1 &&
                a.top < b.bottom - 1 &&
                b.top < a.bottom - 1
            )
          )
          return {
            overlapping,
            names: cut('[data-test="inbox-row"] .name'),
            states: cut('[data-test="inbox-row"] .chip'),
            outside
          }
        })
        await expect.poll(() => page.getByTestId('filters-toggle').isVisible()).toBe(true)
        expect(look.overlapping, `${size.name}: filters drawn over each other`).toBe(false)
        expect(look.states, `${size.name}: states cut`).toEqual([])
        expect(look.outside, `${size.name}: outside the pane`).toEqual([])
        if (size.name === '1280x800') expect(look.names, 'names cut').toEqual([])
        await app.screenshot(`beside-${locale}-${size.name}`)

        // A filter change shows the list from its top.
        const list = page.getByTestId('inbox-list')
        await list.evaluate((e) => (e.scrollTop = 600))
        await page.getByTestId('filters-toggle').click()
        await page.getByTestId('filter-folder').selectOption({ index: 1 })
        await expect.poll(() => list.evaluate((e) => e.scrollTop)).toBe(0)
        expect(app.errors).toEqual([])
        await app.close()
      }
    })
  }
})
