import { describe, expect, it } from 'vitest'
import type { IntakeItem } from '@shared/intake'
import { deskRoutes } from './desk'
import { useChromiumApp, type CommandHandler } from './harness'

/**
 * The inbox beside an open document, in Chromium, in English, German and Chinese, at 1280×800,
 * 1024×700 and 150 % zoom: the filters folded behind one button beside the search, no control
 * drawn over another, every visible name and state in full (a long name on two lines, rows not
 * drawn over each other), no button or state cut off by the pane; a filter change shows the list
 * from its top.
 * Screenshots: test-results/beside-<locale>-<size>.png, and window-names-de-1024x700.png,
 * window-names-de-1280x800.png, window-names-150.png (German at 150 %).
 */
const SIZES = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '1024x700', width: 1024, height: 700 },
  { name: 'zoom150', width: 853, height: 533 }
]

/** A scanner's name for a file: longer than the pane beside a document is wide. */
const LONG_NAME = 'Bill of lading MAEU241234567 Shenzhen Brightway Electronics signed copy.pdf'

/** The desk, its second file named as a scanner names one. */
const withLongName: CommandHandler = async (name, input) => {
  const answer = await deskRoutes(name, input)
  if (name !== 'intake.list' || !answer.ok) return answer
  const items = answer.value as IntakeItem[]
  return { ok: true, value: items.map((i, n) => (n === 1 ? { ...i, name: LONG_NAME } : i)) }
}

/** The screenshot the clerk's issue asked for, by locale and size (German only). */
const NAMES_SHOT: Record<string, string> = {
  '1024x700': 'window-names-de-1024x700',
  '1280x800': 'window-names-de-1280x800',
  zoom150: 'window-names-150'
}

describe('the inbox beside an open document, in Chromium', () => {
  const chromium = useChromiumApp()

  for (const [tag, locale] of [
    ['en-US', 'en'],
    ['de-DE', 'de'],
    ['zh-CN', 'zh-CN']
  ] as const) {
    it(`folds the filters and keeps names and states whole (${tag})`, async () => {
      for (const size of SIZES) {
        const app = await chromium.open(withLongName, { locale: tag, viewport: size })
        const { page } = app
        await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).click()
        await page.getByTestId('why-type').or(page.getByTestId('document-type')).first().waitFor()
        await page.getByTestId('pdf-page').waitFor()
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
          // Rows drawn over each other, or a row's content taller than the row.
          const slots = [...document.querySelectorAll<HTMLElement>('#inbox-list [data-index]')]
            .map((e) => ({
              box: e.getBoundingClientRect(),
              row: e.firstElementChild as HTMLElement
            }))
            .sort((a, b) => a.box.top - b.box.top)
          const crowded = slots
            .filter(
              (s, i) =>
                s.row.scrollHeight > s.row.clientHeight + 1 ||
                (i + 1 < slots.length && s.box.bottom > slots[i + 1].box.top + 1)
            )
            .map((s) => s.row.querySelector('.name')!.textContent!.trim())
          const chipsOutside = [
            ...document.querySelectorAll<HTMLElement>('[data-test="inbox-row"] .chip')
          ]
            .filter((e) => e.offsetParent !== null)
            .filter((e) => e.getBoundingClientRect().right > pane.right + 1)
            .map((e) => e.textContent!.trim())
          const long = [...document.querySelectorAll<HTMLElement>('.name')].find((e) =>
            e.textContent!.includes('Shenzhen')
          )
          return {
            overlapping,
            names: cut('[data-test="inbox-row"] .name'),
            states: cut('[data-test="inbox-row"] .chip'),
            chipsOutside,
            crowded,
            longName: long
              ? {
                  text: long.textContent!.trim(),
                  lines: long.getClientRects().length,
                  height: long.clientHeight
                }
              : null,
            outside
          }
        })
        await expect.poll(() => page.getByTestId('filters-toggle').isVisible()).toBe(true)
        expect(look.overlapping, `${size.name}: filters drawn over each other`).toBe(false)
        expect(look.states, `${size.name}: states cut`).toEqual([])
        expect(look.chipsOutside, `${size.name}: states outside the pane`).toEqual([])
        expect(look.outside, `${size.name}: outside the pane`).toEqual([])
        expect(look.names, `${size.name}: names cut`).toEqual([])
        expect(look.crowded, `${size.name}: rows drawn over each other`).toEqual([])
        // The long name is there in full, on more than one line.
        expect(look.longName?.text).toBe(LONG_NAME)
        await app.screenshot(`beside-${locale}-${size.name}`)
        if (locale === 'de') await app.screenshot(NAMES_SHOT[size.name])

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
