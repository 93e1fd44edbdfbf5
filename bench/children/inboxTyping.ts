/**
 * Bench child for cases/inboxTyping.ts: opens the built renderer in Chromium over the browser
 * tests' fake routes, one page per list size, and measures frame intervals while a query is
 * typed into each page's search and taken back, then while its sort changes, the pages taking
 * turns round by round. Prints one JSON line (InboxTypingReport). Runs in its own process
 * because its page code needs the DOM types of the browser tests' project (tsconfig.e2e.json).
 */
import type { AppPage } from '../../test/e2e/harness'
import { measureInboxPages } from './inboxPages'
import type { InboxTypingInput, InboxTypingReport } from '../cases/inboxTyping'

const input = JSON.parse(process.argv[2] ?? '{}') as InboxTypingInput

/** Types `query` a key a frame and takes it back; the intervals between the frames, in ms. */
function typeOnce(app: AppPage, query: string): Promise<number[]> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return app.page.evaluate(async (q) => {
    const search = document.querySelector<HTMLInputElement>('[data-test="inbox-search"]')!
    const out: number[] = []
    let last = await new Promise<number>(requestAnimationFrame)
    const steps = [...q].map((_, i) => q.slice(0, i + 1))
    for (const value of [...steps, ...steps.slice(0, -1).reverse(), '']) {
      search.value = value
      search.dispatchEvent(new Event('input', { bubbles: true }))
      const now = await new Promise<number>(requestAnimationFrame)
      out.push(now - last)
      last = now
    }
    return out
  }, query)
}

/** Clicks each column's header three times (up, down, back), a click a frame. */
function sortOnce(app: AppPage, keys: string[]): Promise<number[]> {
  return app.page.evaluate(async (columns) => {
    const out: number[] = []
    let last = await new Promise<number>(requestAnimationFrame)
    for (const key of columns)
      for (let i = 0; i < 3; i++) {
        document.querySelector<HTMLButtonElement>(`[data-test="sort-${key}"]`)!.click()
        const now = await new Promise<number>(requestAnimationFrame)
        out.push(now - last)
        last = now
      }
    return out
  }, keys)
}

await measureInboxPages(input, async (baseline, ours) => {
  const report: InboxTypingReport = {
    baselineTypingMs: [],
    oursTypingMs: [],
    baselineSortMs: [],
    oursSortMs: [],
    matchedAtQuery: 0,
    firstByName: ''
  }
  // Round 0 warms both pages up (first layout, first frames after load) and is not kept.
  for (let r = 0; r <= input.rounds; r++) {
    const bt = await typeOnce(baseline, input.query)
    const ot = await typeOnce(ours, input.query)
    const bs = await sortOnce(baseline, input.sorts)
    const os = await sortOnce(ours, input.sorts)
    if (r === 0) continue
    report.baselineTypingMs.push(...bt)
    report.oursTypingMs.push(...ot)
    report.baselineSortMs.push(...bs)
    report.oursSortMs.push(...os)
  }
  await ours.page.getByTestId('inbox-search').fill(input.query)
  report.matchedAtQuery = Number(
    await ours.page.locator('[role="listitem"]').first().getAttribute('aria-setsize')
  )
  await ours.page.getByTestId('inbox-search').fill('')
  await ours.page.getByTestId('sort-name').click()
  report.firstByName = (await ours.page
    .locator('[data-test="inbox-row"] .name')
    .first()
    .textContent())!.trim()
  return report
})
