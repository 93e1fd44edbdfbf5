/**
 * Cuts a PDF's bytes into parts in a worker thread (./cutWorker), one cut per thread, bounded
 * by ./boundedWorker: its heap is capped, and a cut that takes longer than its deadline has its
 * thread terminated. Each way a cut is refused is a CutFailure (src/shared/split.ts) and a sentence.
 */
import {
  CUT_DEADLINE_MS,
  CUT_MAX_BYTES,
  CUT_MAX_HEAP_MB,
  CUT_MAX_PAGES,
  type CutFailure,
  type PageRange
} from '../../shared/split'
import type { CutAnswer, CutJob } from './cutWorker'
import {
  runBounded,
  type PdfWorkerLimits,
  type WorkerFile,
  type WorkerWords
} from './boundedWorker'

/** The parts cut (one PDF per range, in order) and the source's page count, or why not. */
export type CutResult =
  | { ok: true; pageCount: number; parts: Buffer[] }
  | { ok: false; failure: CutFailure; reason: string }

export const CUT_LIMITS: PdfWorkerLimits = {
  maxPages: CUT_MAX_PAGES,
  maxBytes: CUT_MAX_BYTES,
  maxHeapMb: CUT_MAX_HEAP_MB,
  deadlineMs: CUT_DEADLINE_MS
}

/** The built app has the worker beside main's bundle as .js; the source has it here as .ts. */
const CUT_WORKER: WorkerFile = {
  built: new URL('./cutWorker.js', import.meta.url),
  source: new URL('./cutWorker.ts', import.meta.url)
}

const CUT_WORDS: WorkerWords = {
  doing: 'Cutting the PDF',
  who: 'The PDF cutter',
  while: 'cutting this PDF'
}

/**
 * The pages `ranges` of the PDF `bytes`, each as a PDF of its own; with no ranges, only the page
 * count. The same bytes and ranges always give the same parts, byte for byte.
 */
export function cutPdf(
  bytes: Uint8Array,
  ranges: readonly PageRange[],
  limits: PdfWorkerLimits = CUT_LIMITS
): Promise<CutResult> {
  if (bytes.byteLength > limits.maxBytes) {
    return Promise.resolve({
      ok: false,
      failure: 'too_large',
      reason: `The PDF is larger than ${limits.maxBytes} bytes, the most Dropdock cuts.`
    })
  }
  const job: CutJob = {
    id: 1,
    bytes,
    ranges: ranges.map((r) => ({ first: r.first, last: r.last })),
    maxPages: limits.maxPages,
    maxBytes: limits.maxBytes
  }
  return runBounded<CutJob, CutAnswer>(CUT_WORKER, job, limits, CUT_WORDS).then((res) => {
    if (!res.ok) return { ok: false, failure: 'stopped', reason: res.reason }
    const a = res.answer
    return a.ok
      ? { ok: true, pageCount: a.pageCount, parts: a.parts.map((p) => Buffer.from(p)) }
      : { ok: false, failure: a.failure as CutFailure, reason: a.reason }
  })
}
