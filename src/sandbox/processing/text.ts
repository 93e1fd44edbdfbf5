import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

const MAX_TEXT_FILE_BYTES = 5 * 1024 * 1024
const MAX_PDF_PAGES = 50

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

let pdfjs: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | null = null

/** Loads the PDF library once; started at sandbox start so the first document does not wait. */
export function loadPdfjs(): Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs').catch((err: unknown) => {
    pdfjs = null
    throw err
  })
  return pdfjs
}

/** Text of a PDF's text layer, line by line (items grouped by baseline); '' when it has none. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await loadPdfjs()
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    standardFontDataUrl: standardFontDataUrl()
  })
  const doc = await task.promise
  try {
    const lines: string[] = []
    for (let p = 1; p <= Math.min(doc.numPages, MAX_PDF_PAGES); p++) {
      const page = await doc.getPage(p)
      const content = await page.getTextContent()
      const rows = new Map<number, { x: number; s: string }[]>()
      for (const item of content.items as TextItem[]) {
        if (typeof item.str !== 'string' || item.str.trim() === '') continue
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
    }
    return lines.join('\n')
  } finally {
    await task.destroy()
  }
}

/**
 * The readable text of a stored file: PDF text layer, or the content of a text file; images and
 * other binaries (and unreadable PDFs) have none.
 */
export async function readDocumentText(
  file: string,
  contentType: string,
  fileName: string
): Promise<string> {
  const type = contentType.toLowerCase()
  const ext = fileName.toLowerCase().split('.').pop() ?? ''
  if (type === 'application/pdf' || ext === 'pdf') {
    try {
      return await pdfText(new Uint8Array(await readFile(file)))
    } catch {
      return ''
    }
  }
  if (type.startsWith('text/') || ['txt', 'csv', 'md', 'edi'].includes(ext)) {
    const buf = await readFile(file)
    return buf.subarray(0, MAX_TEXT_FILE_BYTES).toString('utf8')
  }
  return ''
}
