import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { deskRoutes } from './desk'
import { useChromiumApp } from './harness'

/** Where the original's pane and its page sit, in CSS pixels. */
interface Layout {
  zoom: string
  /** The pane's left and right edges, and the right edge of the grid column it belongs in. */
  paneLeft: number
  paneRight: number
  columnRight: number
  /** The extracted data's left edge (the other column). */
  dataLeft: number
  frameWidth: number
  frameScrollWidth: number
  pageWidth: number
}

/**
 * The layout once it has stopped changing: read, wait two animation frames, read again, until two
 * readings agree (a resize loop never agrees; after 300 frame pairs that is an error).
 * `changedFrom` waits first for the page to be drawn at a width other than that one.
 */
async function settledLayout(page: Page, changedFrom?: number): Promise<Layout> {
  if (changedFrom !== undefined) {
    await page.waitForFunction(
      (before) =>
        document.querySelector<HTMLCanvasElement>('[data-test="pdf-page"]')?.style.width !==
        `${before}px`,
      changedFrom
    )
  }
  return page.evaluate(async () => {
    const read = (): Layout => {
      const pane = document.querySelector<HTMLElement>('[data-test="original"]')!
      const split = pane.parentElement!
      const frame = pane.querySelector<HTMLElement>('[role="region"]')!
      const canvas = pane.querySelector<HTMLCanvasElement>('[data-test="pdf-page"]')!
      const [first] = getComputedStyle(split).gridTemplateColumns.split(' ')
      const box = pane.getBoundingClientRect()
      return {
        zoom: pane.querySelector('[data-test="zoom-label"]')!.textContent!.trim(),
        paneLeft: box.left,
        paneRight: box.right,
        columnRight: split.getBoundingClientRect().left + parseFloat(first),
        dataLeft: split.querySelector('.body')!.getBoundingClientRect().left,
        frameWidth: frame.clientWidth,
        frameScrollWidth: frame.scrollWidth,
        pageWidth: canvas.getBoundingClientRect().width
      }
    }
    const frames = (n: number) =>
      new Promise<void>((done) => {
        const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : done())
        step(n)
      })
    let last = JSON.stringify(read())
    for (let i = 0; i < 300; i++) {
      await frames(2)
      const now = JSON.stringify(read())
      if (now === last) return JSON.parse(now) as Layout
      last = now
    }
    throw new Error(`the layout is still changing after 600 frames: ${last}`)
  })
}

describe("the original's zoom in Chromium", () => {
  const chromium = useChromiumApp()

  it('keeps the pane in its column from 50 % to 400 %, the page scrolling inside it', async () => {
    const app = await chromium.open(deskRoutes, { viewport: { width: 1280, height: 800 } })
    const { page } = app
    await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).click()
    await page.getByTestId('pdf-page').waitFor()
    const fit = await settledLayout(page)
    // Fit to width by default: the whole page across the frame, nothing to scroll sideways.
    expect(fit.zoom).toBe('100%')
    expect(fit.paneRight).toBeLessThanOrEqual(fit.columnRight + 1)
    expect(fit.frameScrollWidth).toBe(fit.frameWidth)
    expect(fit.pageWidth).toBeGreaterThan(fit.frameWidth * 0.8)

    const zoomIn = page.getByTestId('zoom-in')
    let before = fit
    for (const [label, factor] of [
      ['125%', 1.25],
      ['150%', 1.5],
      ['200%', 2],
      ['300%', 3],
      ['400%', 4]
    ] as const) {
      await zoomIn.click()
      const now = await settledLayout(page, before.pageWidth)
      expect(now.zoom).toBe(label)
      // The pane keeps its place and width; only the page inside it grows, and scrolls.
      expect(now.paneLeft).toBe(fit.paneLeft)
      expect(now.paneRight).toBe(fit.paneRight)
      expect(now.dataLeft).toBe(fit.dataLeft)
      expect(now.frameWidth).toBe(fit.frameWidth)
      expect(Math.abs(now.pageWidth - fit.pageWidth * factor)).toBeLessThanOrEqual(2)
      expect(now.frameScrollWidth).toBeGreaterThan(now.frameWidth)
      if (label === '150%' || label === '200%' || label === '400%') {
        await app.screenshot(`original-zoom-${label.replace('%', '')}`)
      }
      before = now
    }
    expect(await zoomIn.isDisabled()).toBe(true)

    const zoomOut = page.getByTestId('zoom-out')
    while (!(await zoomOut.isDisabled())) {
      await zoomOut.click()
      before = await settledLayout(page, before.pageWidth)
    }
    expect(before.zoom).toBe('50%')
    expect(before.paneRight).toBe(fit.paneRight)
    expect(Math.abs(before.pageWidth - fit.pageWidth / 2)).toBeLessThanOrEqual(2)
    await app.screenshot('original-zoom-50')
    expect(app.errors).toEqual([])
    await app.close()
  })
})
