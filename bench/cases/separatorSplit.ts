import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { separatorScan, type ScanPage } from '../../test/fixtures/separatorScan'
import type { SeparatorReadInput, SeparatorReadReport } from '../children/separatorRead'
import { scratch } from '../lib/files'
import { runChild } from '../lib/processes'
import type { BenchResult } from '../lib/report'

const PAGES = 200
/** A document of 9 pages, then its separator sheet: 20 documents, 20 sheets (one trailing). */
const EVERY = 10
/** Pixels across a page: A4 at 150 dpi, as office scanners send by default. */
const WIDTH = 1240
const ROUNDS = 3
const TEXT = 'DROPDOCK-SPLIT'

/** The 200-page scan: pages of print, a QR separator sheet after every ninth, a blank one midway. */
function scanPages(): ScanPage[] {
  return Array.from({ length: PAGES }, (_, i): ScanPage => {
    if ((i + 1) % EVERY !== 0) return { kind: 'print', seed: i + 1 }
    return i + 1 === PAGES / 2 ? { kind: 'blank' } : { kind: 'code', text: TEXT }
  })
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/**
 * Splitting a 200-page scan at its separator sheets (detectSeparators: its thread, pdf.js,
 * the pixels of every page and zxing-wasm's reader over them) against reading it once with
 * pdf.js (the document and each page's operator list, which decodes the images), each in a
 * process of its own, taking turns.
 */
export async function separatorSplitBench(): Promise<BenchResult> {
  const { dir, cleanup } = await scratch('separators')
  try {
    const file = join(dir, 'scan.pdf')
    await writeFile(file, await separatorScan(scanPages(), WIDTH))
    const run = (mode: SeparatorReadInput['mode']): Promise<SeparatorReadReport> =>
      runChild<SeparatorReadReport>('bench/children/separatorRead.ts', {
        mode,
        file,
        text: TEXT
      } satisfies SeparatorReadInput)
    const seen: Record<'detect' | 'pdfjs', SeparatorReadReport[]> = { detect: [], pdfjs: [] }
    for (let round = 0; round < ROUNDS; round++) {
      seen.pdfjs.push(await run('pdfjs'))
      seen.detect.push(await run('detect'))
    }
    const found = seen.detect[0]!
    if (found.separators !== PAGES / EVERY || found.documents !== PAGES / EVERY) {
      throw new Error(`found ${found.separators} separators and ${found.documents} documents`)
    }
    const ms = (k: 'detect' | 'pdfjs'): number => median(seen[k].map((r) => r.ms))
    const rss = (k: 'detect' | 'pdfjs'): number => median(seen[k].map((r) => r.peakRssMiB))
    const memoryRatio = rss('pdfjs') / rss('detect')
    return {
      name: 'separator-split-200',
      what: `time to find the separator sheets of a ${PAGES}-page scan (${WIDTH} px wide pages)`,
      ours: ms('detect'),
      baseline: ms('pdfjs'),
      unit: 'ms',
      ratio: ms('pdfjs') / ms('detect'),
      target: 0.2,
      against: 'reading it once with pdf.js (each page’s operator list)',
      notes: {
        method: `median of ${ROUNDS} interleaved runs, each in a process of its own`,
        'peak RSS (ours / pdf.js)': `${rss('detect').toFixed(0)} / ${rss('pdfjs').toFixed(0)} MiB, ratio ${memoryRatio.toFixed(2)}`,
        'per page (ours / pdf.js)': `${(ms('detect') / PAGES).toFixed(1)} / ${(ms('pdfjs') / PAGES).toFixed(1)} ms`,
        found: `${found.separators} separator pages, ${found.documents} documents`
      }
    }
  } finally {
    await cleanup()
  }
}
