/**
 * Finds the separator sheets of a scanned PDF (docs/packets.md, "Separator sheets"): each page
 * is judged in a worker thread (./detectWorker), one PDF per thread, bounded like the cutter
 * (../split/boundedWorker: capped heap, deadline, the cutter's page and byte limits); the
 * separator pages and the documents between them follow from the pages' kinds
 * (src/shared/split.ts, separatorRanges). Each refusal is a CutFailure and a sentence.
 */
import {
  BLANK_MAX_DARK_RATIO,
  CUT_MAX_BYTES,
  CUT_MAX_PAGES,
  SEPARATOR_CODE_FORMATS,
  SEPARATOR_DARK_LUMINANCE,
  SEPARATOR_DEADLINE_MS,
  SEPARATOR_MAX_HEAP_MB,
  SEPARATOR_PAGE_KINDS,
  SEPARATOR_READ_MAX_SIDE,
  separatorRanges,
  type CutFailure,
  type PageRange,
  type SeparatorPageKind
} from '../../shared/split'
import {
  runBounded,
  type PdfWorkerLimits,
  type WorkerFile,
  type WorkerWords
} from '../split/boundedWorker'
import type { DetectAnswer, DetectJob } from './detectWorker'

/**
 * The page count, the separator pages (1-based, never sent) and the documents between them
 * (non-empty, in order), or why the PDF could not be read.
 */
export type SeparatorResult =
  | { ok: true; pageCount: number; separators: number[]; ranges: PageRange[] }
  | { ok: false; failure: CutFailure; reason: string }

export const DETECT_LIMITS: PdfWorkerLimits = {
  maxPages: CUT_MAX_PAGES,
  maxBytes: CUT_MAX_BYTES,
  maxHeapMb: SEPARATOR_MAX_HEAP_MB,
  deadlineMs: SEPARATOR_DEADLINE_MS
}

/** The built app has the worker beside main's bundle as .js; the source has it here as .ts. */
const DETECT_WORKER: WorkerFile = {
  built: new URL('./detectWorker.js', import.meta.url),
  source: new URL('./detectWorker.ts', import.meta.url)
}

const DETECT_WORDS: WorkerWords = {
  doing: 'Looking for separator sheets',
  who: 'The separator sheet reader',
  while: 'reading this PDF'
}

const KINDS = new Set<string>(SEPARATOR_PAGE_KINDS)
const isKinds = (k: string[]): k is SeparatorPageKind[] => k.every((x) => KINDS.has(x))

/**
 * The separator sheets of the PDF `bytes`: pages carrying a code whose text is `opts.text`, and
 * blank pages. Aborting `opts.signal` stops the thread (`stopped`).
 */
export async function detectSeparators(
  bytes: Uint8Array,
  opts: { text: string; signal?: AbortSignal },
  limits: PdfWorkerLimits = DETECT_LIMITS
): Promise<SeparatorResult> {
  if (bytes.byteLength > limits.maxBytes) {
    return {
      ok: false,
      failure: 'too_large',
      reason: `The PDF is larger than ${limits.maxBytes} bytes, the most Dropdock reads for separator sheets.`
    }
  }
  const job: DetectJob = {
    id: 1,
    bytes,
    text: opts.text,
    maxPages: limits.maxPages,
    maxBytes: limits.maxBytes,
    formats: [...SEPARATOR_CODE_FORMATS],
    darkLuminance: SEPARATOR_DARK_LUMINANCE,
    blankMaxDarkRatio: BLANK_MAX_DARK_RATIO,
    maxSide: SEPARATOR_READ_MAX_SIDE
  }
  const res = await runBounded<DetectJob, DetectAnswer>(
    DETECT_WORKER,
    job,
    limits,
    DETECT_WORDS,
    opts.signal
  )
  if (!res.ok) return { ok: false, failure: 'stopped', reason: res.reason }
  const a = res.answer
  if (!a.ok) return { ok: false, failure: a.failure as CutFailure, reason: a.reason }
  if (!isKinds(a.kinds)) throw new Error('the separator sheet reader answered an unknown page kind')
  return { ok: true, pageCount: a.kinds.length, ...separatorRanges(a.kinds) }
}
