/**
 * How wide the original's page is drawn in its pane. Apart from lib/pdfView so the detail can
 * size pages without loading pdf.js.
 */

/** Room the page's frame keeps around the page (its padding and scrollbar gutter). */
const FRAME_INSET = 18
/** Narrowest a page is drawn at 100 %, however narrow the pane. */
const MIN_PAGE_WIDTH = 120

/**
 * How wide to draw a page in a frame `frameWidth` CSS pixels wide: 100 % fits the page to the
 * frame's width, as an image does; other zooms scale that. Whole pixels, so a resize by a
 * fraction of a pixel does not redraw.
 */
export function pageWidth(frameWidth: number, zoom: number): number {
  const fit = Math.max(MIN_PAGE_WIDTH, frameWidth - FRAME_INSET)
  return Math.round(fit * zoom)
}

/** The zoom buttons' steps, from half the pane's width to four times it. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const
/** The step a document opens at: the page fitted to the pane's width. */
export const FIT_ZOOM = ZOOM_STEPS.indexOf(1)
