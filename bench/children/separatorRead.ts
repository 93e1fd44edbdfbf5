/**
 * Bench child: reads one scan in a process of its own, so its time and memory are its own.
 * `detect` looks for its separator sheets (detectSeparators, thread and all); `pdfjs` is the
 * baseline, reading it once with pdf.js: the document, then each page's operator list (which
 * decodes its images). Prints one JSON line (SeparatorReadReport). Argument: JSON
 * SeparatorReadInput.
 */
import { readFile } from 'node:fs/promises'
import { detectSeparators } from '../../src/engine/separators/detect'
import { PDFJS_READ_OPTIONS } from '../../src/engine/separators/detectWorker'
import { ownPeakRssMiB } from '../lib/measure'

export interface SeparatorReadInput {
  mode: 'detect' | 'pdfjs'
  file: string
  text: string
}

export interface SeparatorReadReport {
  ms: number
  peakRssMiB: number
  pages: number
  /** detect: the separator pages and the documents found. */
  separators: number
  documents: number
}

async function readWithPdfJs(bytes: Uint8Array): Promise<number> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const task = getDocument({
    data: bytes,
    ...PDFJS_READ_OPTIONS
  })
  const doc = await task.promise
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p)
    await page.getOperatorList()
    page.cleanup()
  }
  const pages = doc.numPages
  await task.destroy()
  return pages
}

const input = JSON.parse(process.argv[2]!) as SeparatorReadInput
const bytes = new Uint8Array(await readFile(input.file))
const t0 = process.hrtime.bigint()
let report: Omit<SeparatorReadReport, 'ms' | 'peakRssMiB'>
if (input.mode === 'detect') {
  const res = await detectSeparators(bytes, { text: input.text })
  if (!res.ok) throw new Error(res.reason)
  report = { pages: res.pageCount, separators: res.separators.length, documents: res.ranges.length }
} else {
  report = { pages: await readWithPdfJs(bytes), separators: 0, documents: 0 }
}
const ms = Number(process.hrtime.bigint() - t0) / 1e6
console.log(JSON.stringify({ ms, peakRssMiB: await ownPeakRssMiB(), ...report }))
