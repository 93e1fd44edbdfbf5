/**
 * Bench child for cases/inboxScroll.ts: opens the built renderer in Chromium over the browser
 * tests' fake routes, one page per list size, and measures frame intervals while each page's
 * inbox is scrolled top to bottom, the pages taking turns round by round. Prints one JSON line
 * (InboxScrollReport). Runs in its own process because its page code needs the DOM types of the
 * browser tests' project (tsconfig.e2e.json).
 */
import type { AppPage } from '../../test/e2e/harness'
import { measureInboxPages } from './inboxPages'
import type { InboxScrollInput, InboxScrollReport } from '../cases/inboxScroll'

const input = JSON.parse(process.argv[2] ?? '{}') as InboxScrollInput

/** One pass over the list in `frames` jumps; the intervals between the frames, in ms. */
function scrollOnce(app: AppPage, frames: number): Promise<number[]> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return app.page.evaluate(async (n) => {
    const scroller = document.querySelector<HTMLElement>('[data-test="inbox-list"]')!
    scroller.scrollTop = 0
    const step = scroller.scrollHeight / n
    const out: number[] = []
    let last = await new Promise<number>(requestAnimationFrame)
    for (let i = 0; i < n; i++) {
      scroller.scrollTop += step
      const now = await new Promise<number>(requestAnimationFrame)
      out.push(now - last)
      last = now
    }
    return out
  }, frames)
}

await measureInboxPages(input, async (baseline, ours) => {
  const report: InboxScrollReport = {
    baselineMs: [],
    oursMs: [],
    rowsInDom: 0,
    lastRowShown: false
  }
  // Round 0 warms both pages up (first layout, first frames after load) and is not kept.
  for (let r = 0; r <= input.rounds; r++) {
    const b = await scrollOnce(baseline, input.frames)
    const o = await scrollOnce(ours, input.frames)
    if (r === 0) continue
    report.baselineMs.push(...b)
    report.oursMs.push(...o)
  }
  const rows = ours.page.getByTestId('inbox-row')
  const last = `${String(input.items).padStart(5, '0')}.pdf`
  report.rowsInDom = await rows.count()
  report.lastRowShown = (await rows.filter({ hasText: last }).count()) > 0
  return report
})
