/**
 * Worker-thread entry that reads the text layer of one PDF at a time for the sandbox (see
 * ./pdfReader). A hostile PDF can make pdf.js decode for seconds and allocate gigabytes; here it
 * does so in a thread with a capped heap that the reader terminates on a deadline, never in the
 * thread that serves HTTP (and, in the app, the window's IPC).
 *
 * Node runs this file as is (types stripped) from the source, and the app's build emits it
 * beside main's bundle; so it imports nothing of ours, and its limits come with each job.
 */
import { readFile, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort } from 'node:worker_threads'

/** One job: the stored file and the limits it is read under. */
export interface PdfJob {
  id: number
  file: string
  maxPages: number
  maxFileBytes: number
  maxTextChars: number
}

/**
 * The answer: the text of each page (lines joined by newlines), or why it was not read (a
 * sentence for `extraction_failed`).
 */
export type PdfAnswer =
  { id: number; ok: true; pages: string[] } | { id: number; ok: false; reason: string }

interface TextItem {
  str: string
  transform: number[]
}

function standardFontDataUrl(): string | undefined {
  try {
    const pkg = createRequire(import.meta.url).resolve('pdfjs-dist/package.json')
    return pathToFileURL(join(dirname(pkg), 'standard_fonts') + '/').href
  } catch {
    return undefined
  }
}

async function read(job: PdfJob): Promise<PdfAnswer> {
  const size = (await stat(job.file)).size
  if (size > job.maxFileBytes) {
    return {
      id: job.id,
      ok: false,
      reason: `The PDF is larger than ${job.maxFileBytes} bytes, the most the sandbox reads.`
    }
  }
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const task = getDocument({
    data: new Uint8Array(await readFile(job.file)),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    standardFontDataUrl: standardFontDataUrl()
  })
  const doc = await task.promise
  try {
    if (doc.numPages > job.maxPages) {
      return {
        id: job.id,
        ok: false,
        reason: `The PDF has ${doc.numPages} pages; the sandbox reads at most ${job.maxPages}.`
      }
    }
    const pages: string[] = []
    let chars = 0
    for (let p = 1; p <= doc.numPages; p++) {
      const lines: string[] = []
      const page = await doc.getPage(p)
      const content = await page.getTextContent()
      const rows = new Map<number, { x: number; s: string }[]>()
      for (const item of content.items as TextItem[]) {
        if (typeof item.str !== 'string' || item.str.trim() === '') continue
        chars += item.str.length
        if (chars > job.maxTextChars) {
          return {
            id: job.id,
            ok: false,
            reason: `The PDF holds more than ${job.maxTextChars} characters of text, the most the sandbox reads.`
          }
        }
        const y = Math.round(item.transform[5])
        const row = rows.get(y) ?? []
        row.push({ x: item.transform[4], s: item.str })
        rows.set(y, row)
      }
      for (const y of [...rows.keys()].sort((a, b) => b - a)) {
        lines.push(
          rows
            .get(y)!
            .sort((a, b) => a.x - b.x)
            .map((r) => r.s)
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim()
        )
      }
      pages.push(lines.join('\n'))
      page.cleanup()
    }
    return { id: job.id, ok: true, pages }
  } finally {
    await task.destroy()
  }
}

parentPort?.on('message', (job: PdfJob) => {
  read(job).then(
    (answer) => parentPort?.postMessage(answer),
    // An unreadable PDF has no text, as before: extraction then says so.
    () => parentPort?.postMessage({ id: job.id, ok: true, pages: [] } satisfies PdfAnswer)
  )
})
