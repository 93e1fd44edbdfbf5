import { describe, expect, it } from 'vitest'
import type { IntakeItem } from '@shared/intake'
import { deskRoutes } from './desk'
import { inboxWithInvoice } from './fakeRoutes'
import { seriousViolations } from './axe'
import { useChromiumApp, type AppPage, type CommandHandler } from './harness'

/**
 * Finding files on the clerk's desk in Chromium, in English and German: a scan whose name says
 * nothing found by the invoice number the service read from it, the list sorted by name both
 * ways, the date filter, and beside an open document at 1024×700 the filters folded behind one
 * button, nothing cut; a reload keeps the filters and the sort. Screenshots: test-results/workbench-find-<locale>[-1024x700].png.
 */
const NOW = new Date(2026, 2, 2, 16, 0)

/** The desk's inbox, one scan carrying extracted values, a third of it received weeks before. */
function findRoutes(): CommandHandler {
  const { items } = inboxWithInvoice()
  const listed: IntakeItem[] = items.map((item, i) => {
    if (i === 11)
      return {
        ...item,
        name: 'Scan 0012.pdf',
        state: 'extracted',
        documentType: 'commercial_invoice',
        extracted: { invoice_number: 'INV-2026-0999', supplier_name: 'Ningbo Harbour Tools' }
      }
    if (i % 3 !== 2) return item
    const weeksAgo = new Date(2026, 1, 10, 9).toISOString()
    return { ...item, createdAt: weeksAgo, updatedAt: weeksAgo }
  })
  return (name, input) =>
    name === 'intake.list' ? Promise.resolve({ ok: true, value: listed }) : deskRoutes(name, input)
}

const names = (app: AppPage) => app.page.locator('[data-test="inbox-row"] .name').allTextContents()

/** Controls and texts cut by their box, and toolbar controls drawn over each other. */
function cutAndOverlap(app: AppPage) {
  return app.page.evaluate(() => {
    const shown = (e: Element) => (e as HTMLElement).offsetParent !== null
    const pane = document.querySelector('.list-pane')!.getBoundingClientRect()
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        '.toolbar input, .toolbar select, .toolbar button, [role="columnheader"] button'
      )
    ].filter(shown)
    const boxes = controls.map((e) => e.getBoundingClientRect())
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
    // A select is cut when its chosen entry needs more room than the box gives it.
    const probe = document.createElement('span')
    probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap'
    document.body.append(probe)
    const cutSelects = [...document.querySelectorAll<HTMLSelectElement>('.toolbar select')]
      .filter(shown)
      .filter((s) => {
        probe.style.font = getComputedStyle(s).font
        probe.textContent = s.selectedOptions[0]?.text ?? ''
        // 28 px: the arrow and the padding of .select.
        return probe.offsetWidth + 28 > s.clientWidth + 1
      })
      .map((s) => s.selectedOptions[0]?.text)
    const search = document.querySelector<HTMLInputElement>('#inbox-search')!
    probe.style.font = getComputedStyle(search).font
    probe.textContent = search.placeholder
    const searchCut = probe.offsetWidth + 16 > search.clientWidth
    probe.remove()
    const outside = controls
      .filter((e) => e.closest('.toolbar'))
      .filter((e) => e.getBoundingClientRect().right > pane.right + 1)
      .map((e) => e.textContent!.trim() || e.id)
    const headers = [...document.querySelectorAll<HTMLElement>('[role="columnheader"] button')]
      .filter(shown)
      .filter((e) => e.scrollWidth > e.clientWidth + 1)
      .map((e) => e.textContent!.trim())
    return { overlapping, cutSelects, searchCut, outside, headers }
  })
}

describe('finding files on the desk, in Chromium', () => {
  const chromium = useChromiumApp()

  for (const [tag, locale, words] of [
    ['en-US', 'en', { filters: 'Filters', sorted: 'ascending' }],
    ['de-DE', 'de', { filters: 'Filter', sorted: 'ascending' }]
  ] as const) {
    it(`finds by an extracted value, sorts, filters by date; folds beside a document (${tag})`, async () => {
      const app = await chromium.open(findRoutes(), { locale: tag })
      const { page } = app
      await page.clock.setFixedTime(NOW)
      await page.getByTestId('inbox-row').first().waitFor()

      // Search by the invoice number the service read: the scan's name does not say it.
      await page.getByTestId('inbox-search').fill('inv-2026-0999')
      await expect.poll(() => names(app)).toEqual(['Scan 0012.pdf'])
      await page.getByTestId('inbox-search').fill('')

      // Sort by name, both ways.
      const byName = page.getByTestId('sort-name')
      await byName.click()
      const header = page.locator('[role="columnheader"]', { has: byName })
      await expect.poll(() => header.getAttribute('aria-sort')).toBe(words.sorted)
      const up = await names(app)
      expect(up).toEqual([...up].sort((a, b) => a.localeCompare(b, locale, { numeric: true })))
      await byName.press('Enter')
      await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending')
      const down = await names(app)
      expect(down[0]).not.toBe(up[0])

      // Received in the last 7 days: the 19 files from weeks before leave the list of 60.
      const setSize = () => page.locator('[role="listitem"]').first().getAttribute('aria-setsize')
      expect(await setSize()).toBe('60')
      await page.getByTestId('filter-received').selectOption('week')
      await expect.poll(setSize).toBe('41')

      // A reload within the session keeps the filters and the sort.
      await page.reload()
      await page.getByTestId('inbox-row').first().waitFor()
      expect(await page.getByTestId('filter-received').inputValue()).toBe('week')
      await expect.poll(setSize).toBe('41')
      expect(await header.getAttribute('aria-sort')).toBe('descending')

      await app.screenshot(`workbench-find-${locale}`)
      let look = await cutAndOverlap(app)
      expect(look).toEqual({
        overlapping: false,
        cutSelects: [],
        searchCut: false,
        outside: [],
        headers: []
      })
      expect(await seriousViolations(page)).toEqual([])
      await app.close()

      // Beside an open document at 1024×700: the filters fold behind one button; nothing cut.
      const narrow = await chromium.open(findRoutes(), {
        locale: tag,
        viewport: { width: 1024, height: 700 }
      })
      await narrow.page.clock.setFixedTime(NOW)
      await narrow.page.getByRole('button', { name: 'INV-2026-0415.pdf' }).click()
      await narrow.page
        .getByTestId('why-type')
        .or(narrow.page.getByTestId('document-type'))
        .first()
        .waitFor()
      const toggle = narrow.page.getByTestId('filters-toggle')
      await expect.poll(() => toggle.textContent()).toBe(words.filters)
      expect(await narrow.page.getByTestId('filter-state').isVisible()).toBe(false)
      await toggle.click()
      await narrow.page.getByTestId('filter-received').selectOption('week')
      await expect.poll(() => toggle.textContent()).toBe(`${words.filters} (1)`)
      await narrow.screenshot(`workbench-find-${locale}-1024x700`)
      look = await cutAndOverlap(narrow)
      expect(look).toEqual({
        overlapping: false,
        cutSelects: [],
        searchCut: false,
        outside: [],
        headers: []
      })
      expect(await seriousViolations(narrow.page)).toEqual([])
      expect(app.errors).toEqual([])
      expect(narrow.errors).toEqual([])
      await narrow.close()
    })
  }
})
