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

  it('zooms by Ctrl+wheel over the page only, and keeps the pane beside a moved divider', async () => {
    const app = await chromium.open(deskRoutes, { viewport: { width: 1280, height: 800 } })
    const { page } = app
    await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).click()
    await page.getByTestId('pdf-page').waitFor()
    const fit = await settledLayout(page)
    // Whether the window itself would have zoomed: a wheel nobody prevented reaches the window.
    await page.evaluate(() => {
      const seen: boolean[] = []
      ;(window as unknown as { wheels: boolean[] }).wheels = seen
      window.addEventListener('wheel', (e) => seen.push(e.ctrlKey && !e.defaultPrevented))
    })
    const frame = page.getByRole('region', { name: 'Original document' })
    const box = (await frame.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.keyboard.down('Control')
    await page.mouse.wheel(0, -100)
    let now = await settledLayout(page, fit.pageWidth)
    expect(now.zoom).toBe('125%')
    await page.mouse.wheel(0, -100)
    now = await settledLayout(page, now.pageWidth)
    await page.keyboard.up('Control')
    expect(now.zoom).toBe('150%')
    expect(now.paneRight).toBe(fit.paneRight)
    expect(now.dataLeft).toBe(fit.dataLeft)
    expect(Math.abs(now.pageWidth - fit.pageWidth * 1.5)).toBeLessThanOrEqual(2)
    expect(await page.evaluate(() => (window as unknown as { wheels: boolean[] }).wheels)).toEqual([
      false,
      false
    ])

    // + on the keyboard while the page has the focus
    await frame.focus()
    await page.keyboard.press('+')
    now = await settledLayout(page, now.pageWidth)
    expect(now.zoom).toBe('200%')

    // Drag the divider 200 px right: the pane widens until the data keeps its 256 px, the page
    // redraws to it and stays inside.
    const divider = page.getByRole('separator', { name: 'Width of the original' })
    const line = (await divider.boundingBox())!
    await page.mouse.move(line.x + line.width / 2, line.y + 200)
    await page.mouse.down()
    await page.mouse.move(line.x + line.width / 2 + 200, line.y + 200, { steps: 5 })
    await page.mouse.up()
    const wider = await settledLayout(page, now.pageWidth)
    expect(wider.zoom).toBe('200%')
    expect(wider.paneRight).toBeGreaterThan(now.paneRight + 60)
    expect(wider.paneRight).toBeLessThanOrEqual(wider.columnRight + 1)
    expect(wider.dataLeft).toBeGreaterThanOrEqual(wider.paneRight - 1)
    expect(wider.frameWidth).toBeGreaterThan(now.frameWidth + 60)
    const dataWidth = await page
      .getByTestId('detail')
      .locator('.body')
      .evaluate((b) => b.getBoundingClientRect().width)
    expect(dataWidth).toBeGreaterThanOrEqual(256)
    expect(Number(await divider.getAttribute('aria-valuenow'))).toBe(62)
    expect(wider.frameScrollWidth).toBeGreaterThan(wider.frameWidth)
    // The data beside the narrowed column wraps; no button or list runs past the panel.
    const cut = await page.evaluate(() => {
      const body = document.querySelector<HTMLElement>('[data-test="detail"] .body')!
      const edge = body.getBoundingClientRect().right
      return [...body.querySelectorAll<HTMLElement>('button, select')]
        .filter((e) => e.offsetParent !== null && e.getBoundingClientRect().right > edge + 1)
        .map((e) => e.textContent!.trim())
    })
    expect(cut).toEqual([])
    await app.screenshot('original-divider-dragged-200')

    // The keyboard takes it back, 5 % a press, and the layout settles again.
    await divider.focus()
    const dragged = Number(await divider.getAttribute('aria-valuenow'))
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    expect(Number(await divider.getAttribute('aria-valuenow'))).toBe(dragged - 10)
    const back = await settledLayout(page, wider.pageWidth)
    expect(back.paneRight).toBeLessThan(wider.paneRight)
    expect(back.paneRight).toBeLessThanOrEqual(back.columnRight + 1)

    // The large view fills the window with the page; Escape closes it and the panel stays open.
    const large = page.getByRole('button', { name: 'Large view' })
    await large.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByTestId('large-page').waitFor()
    const fills = await dialog.evaluate((d) => {
      const r = d.getBoundingClientRect()
      const p = d.querySelector('[data-test="large-page"]')!.getBoundingClientRect()
      return { width: r.width, height: r.height, page: p.width }
    })
    expect(fills).toMatchObject({ width: 1280, height: 800 })
    expect(fills.page).toBeGreaterThan(1100)
    await app.screenshot('original-large-view')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await large.evaluate((b) => b === document.activeElement)).toBe(true)
    expect(await page.getByTestId('detail').isVisible()).toBe(true)
    expect(app.errors).toEqual([])
    await app.close()
  })
})
