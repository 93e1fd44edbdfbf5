/**
 * Cuts a PDF's bytes into parts in a worker thread (./cutWorker), one cut per thread: its heap
 * is capped with `resourceLimits`, and a cut that takes longer than its deadline has its thread
 * terminated. Each way a cut is refused is a CutFailure (src/shared/split.ts) and a sentence.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import {
  CUT_DEADLINE_MS,
  CUT_MAX_BYTES,
  CUT_MAX_HEAP_MB,
  CUT_MAX_PAGES,
  type CutFailure,
  type PageRange
} from '../../shared/split'
import type { CutAnswer, CutJob } from './cutWorker'

/** The parts cut (one PDF per range, in order) and the source's page count, or why not. */
export type CutResult =
  | { ok: true; pageCount: number; parts: Buffer[] }
  | { ok: false; failure: CutFailure; reason: string }

export interface CutLimits {
  maxPages: number
  maxBytes: number
  maxHeapMb: number
  deadlineMs: number
}

export const CUT_LIMITS: CutLimits = {
  maxPages: CUT_MAX_PAGES,
  maxBytes: CUT_MAX_BYTES,
  maxHeapMb: CUT_MAX_HEAP_MB,
  deadlineMs: CUT_DEADLINE_MS
}

/** The built app has the worker beside main's bundle as .js; the source has it here as .ts. */
function workerUrl(): URL {
  const built = new URL('./cutWorker.js', import.meta.url)
  return existsSync(fileURLToPath(built)) ? built : new URL('./cutWorker.ts', import.meta.url)
}

function startWorker(limits: CutLimits): Worker {
  const url = workerUrl()
  const options = {
    resourceLimits: {
      maxOldGenerationSizeMb: limits.maxHeapMb,
      maxYoungGenerationSizeMb: Math.min(32, limits.maxHeapMb),
      stackSizeMb: 4
    }
  }
  return url.pathname.endsWith('.ts')
    ? new Worker(url, { ...options, execArgv: [...process.execArgv, '--experimental-strip-types'] })
    : new Worker(url, options)
}

/**
 * The pages `ranges` of the PDF `bytes`, each as a PDF of its own; with no ranges, only the page
 * count. The same bytes and ranges always give the same parts, byte for byte.
 */
export function cutPdf(
  bytes: Uint8Array,
  ranges: readonly PageRange[],
  limits: CutLimits = CUT_LIMITS
): Promise<CutResult> {
  if (bytes.byteLength > limits.maxBytes) {
    return Promise.resolve({
      ok: false,
      failure: 'too_large',
      reason: `The PDF is larger than ${limits.maxBytes} bytes, the most Dropdock cuts.`
    })
  }
  return new Promise((resolve) => {
    const worker = startWorker(limits)
    let settled = false
    const finish = (result: CutResult): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      resolve(result)
    }
    const stopped = (reason: string): void => finish({ ok: false, failure: 'stopped', reason })
    const timer = setTimeout(
      () => stopped(`Cutting the PDF took longer than ${limits.deadlineMs} ms, the most it may.`),
      limits.deadlineMs
    )
    worker.on('message', (a: CutAnswer) =>
      finish(
        a.ok
          ? { ok: true, pageCount: a.pageCount, parts: a.parts.map((p) => Buffer.from(p)) }
          : { ok: false, failure: a.failure as CutFailure, reason: a.reason }
      )
    )
    worker.on('error', (err: Error & { code?: string }) =>
      stopped(
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `Cutting the PDF needed more than ${limits.maxHeapMb} MB of memory, the most it may.`
          : 'The PDF cutter stopped while cutting this PDF.'
      )
    )
    worker.on('exit', () => stopped('The PDF cutter stopped while cutting this PDF.'))
    const job: CutJob = {
      id: 1,
      bytes,
      ranges: ranges.map((r) => ({ first: r.first, last: r.last })),
      maxPages: limits.maxPages,
      maxBytes: limits.maxBytes
    }
    worker.postMessage(job)
  })
}
