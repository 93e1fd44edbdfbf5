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
