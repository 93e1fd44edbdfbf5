/**
 * pdf.js behind a small surface: open bytes, count pages, draw one page on a canvas. Loaded on
 * first use so the inbox does not pay for it. The worker is a module file of the app's own origin
 * (Vite emits it as an asset), so the page's CSP needs no blob: or eval; `isEvalSupported: false`
 * keeps pdf.js from compiling fonts with `new Function`.
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

export interface PdfView {
  pages: number
  /** Draws page `n` (1-based) `width` CSS pixels wide, sharp on high-density screens. */
  render(n: number, canvas: HTMLCanvasElement, width: number): Promise<void>
  destroy(): Promise<void>
}

/** Opens a PDF from its bytes (copied: pdf.js hands its buffer to the worker). */
export async function openPdf(bytes: Uint8Array): Promise<PdfView> {
  const pdfjs = await import('pdfjs-dist')
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    enableXfa: false,
    stopAtErrors: false
  })
  const doc = await task.promise
  let drawing: { cancel(): void } | null = null
  return {
    pages: doc.numPages,
    async render(n, canvas, width) {
      drawing?.cancel()
      const page = await doc.getPage(n)
      const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width })
      const ratio = window.devicePixelRatio || 1
      canvas.width = Math.floor(viewport.width * ratio)
      canvas.height = Math.floor(viewport.height * ratio)
      canvas.style.width = `${Math.floor(viewport.width)}px`
      canvas.style.height = `${Math.floor(viewport.height)}px`
      const task = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0]
      })
      drawing = task
      try {
        await task.promise
      } catch (err) {
        // A newer page or zoom replaced this drawing; that is not a failure.
        if ((err as Error).name !== 'RenderingCancelledException') throw err
      }
    },
    destroy: () => task.destroy()
  }
}
