/**
 * Bench child for cases/inboxBurst.ts: opens the built renderer in Chromium over the browser
 * tests' fake routes with 10,000 items and measures frame intervals while the inbox is scrolled
 * top to bottom, in turns: once still, once while a burst of items, progress and status events
 * reaches the page every 100 ms (made in the page, as the preload hands them over). Prints one
 * JSON line (InboxBurstReport).
 */
import { launchChromium, openApp, serveStatic, type AppPage } from '../../test/e2e/harness'
import { fakeRoutes, syntheticItems } from '../../test/e2e/fakeRoutes'
import type { InboxBurstInput, InboxBurstReport } from '../cases/inboxBurst'

const input = JSON.parse(process.argv[2] ?? '{}') as InboxBurstInput
const items = syntheticItems(input.items)

/** One pass over the list in `frames` jumps, under the burst or not; frame intervals in ms. */
function scrollOnce(app: AppPage, burst: boolean): Promise<{ frames: number[]; ticks: number }> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return app.page.evaluate(
    async ({ n, burst, tickMs, changed, sending }) => {
      const w = window as unknown as {
        __burst: { items: Record<string, unknown>[]; next: number; tick: number }
        __dropdockEmit(event: string, payload: unknown): void
      }
      const states = ['hashing', 'uploading', 'submitted', 'classified', 'extracted']
      const scroller = document.querySelector<HTMLElement>('[data-test="inbox-list"]')!
      scroller.scrollTop = 0
      const step = scroller.scrollHeight / n
      let ticks = 0
      const timer = burst
        ? setInterval(() => {
            const b = w.__burst
            const tick = ++b.tick
            const at = new Date(Date.UTC(2026, 2, 3) + tick * tickMs).toISOString()
            const state = states[tick % states.length]
            const batch: Record<string, unknown>[] = []
            for (let i = 0; i < changed; i++) {
              const item = b.items[(b.next + i) % b.items.length]
              const history = [...(item.history as unknown[]), { state, at }].slice(-12)
              batch.push({ ...item, state, updatedAt: at, history })
            }
            const progress = batch.slice(0, sending).map((item, i) => ({
              id: item.id,
              bytesSent: ((tick * 7919 + i) % 100) * 400,
              size: 40_000
            }))
            b.next = (b.next + changed) % b.items.length
            w.__dropdockEmit('intake.items', batch)
            w.__dropdockEmit('intake.progress', progress)
            w.__dropdockEmit('app.status', {
              connection: 'sandbox',
              paused: false,
              counts: {
                total: b.items.length,
                active: 4000 - (tick % 100),
                done: 6000,
                attention: 12,
                failed: 12,
                paused: false
              },
              message: null
            })
            ticks++
          }, tickMs)
        : null
      const out: number[] = []
      let last = await new Promise<number>(requestAnimationFrame)
      for (let i = 0; i < n; i++) {
        scroller.scrollTop += step
        const now = await new Promise<number>(requestAnimationFrame)
        out.push(now - last)
        last = now
      }
      if (timer !== null) clearInterval(timer)
      return { frames: out, ticks }
    },
    { n: input.frames, burst, ...input }
  )
}

const server = await serveStatic()
const browser = await launchChromium()
try {
  const app = await openApp(browser, server.url, fakeRoutes({ 'intake.list': items }))
  await app.page.getByTestId('inbox-row').first().waitFor()
  await app.page.evaluate((json) => {
    ;(window as unknown as { __burst: unknown }).__burst = {
      items: JSON.parse(json) as unknown,
      next: 0,
      tick: 0
    }
  }, JSON.stringify(items))
  const report: InboxBurstReport = { stillMs: [], burstMs: [], ticks: 0, lastState: '' }
  // Round 0 warms the page up (first layout, first frames, first batches) and is not kept.
  for (let r = 0; r <= input.rounds; r++) {
    const still = await scrollOnce(app, false)
    const burst = await scrollOnce(app, true)
    if (r === 0) continue
    report.stillMs.push(...still.frames)
    report.burstMs.push(...burst.frames)
    report.ticks += burst.ticks
  }
  await app.page.evaluate(() => {
    document.querySelector<HTMLElement>('[data-test="inbox-list"]')!.scrollTop = 0
  })
  const first = app.page.locator(`[data-test="inbox-row"][data-id="${items[0].id}"] [data-state]`)
  report.lastState = (await first.getAttribute('data-state')) ?? '(row not shown)'
  if (app.errors.length > 0) throw app.errors[0]
  await app.close()
  console.log(JSON.stringify(report))
} finally {
  await browser.close()
  await server.close()
}
