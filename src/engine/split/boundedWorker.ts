/**
 * Runs one job in a worker thread of its own, bounded: its heap is capped with
 * `resourceLimits`, a job that takes longer than its deadline (or is aborted) has its thread
 * terminated, and a thread that dies says so. The PDF cutter (./cutter) and the separator
 * reader (../separators/detect) each run their worker file through it.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

/** The worker's file: `built` beside the app's bundle (.js), else `source` (.ts, types stripped). */
export interface WorkerFile {
  built: URL
  source: URL
}

export interface WorkerBounds {
  maxHeapMb: number
  deadlineMs: number
}

/** A PDF thread's bounds and the most pages and bytes it takes. */
export interface PdfWorkerLimits extends WorkerBounds {
  maxPages: number
  maxBytes: number
}

/** How a stopped job is worded: "<doing> took longer than …", "<who> stopped while <while>." */
export interface WorkerWords {
  doing: string
  who: string
  while: string
}

/** The worker's one answer, or the sentence saying why it gave none. */
export type BoundedAnswer<A> = { ok: true; answer: A } | { ok: false; reason: string }

function startWorker(file: WorkerFile, maxHeapMb: number): Worker {
  const url = existsSync(fileURLToPath(file.built)) ? file.built : file.source
  const options = {
    resourceLimits: {
      maxOldGenerationSizeMb: maxHeapMb,
      maxYoungGenerationSizeMb: Math.min(32, maxHeapMb),
      stackSizeMb: 4
    }
  }
  // The parent's own flags are not the thread's: a process flag such as --expose-gc would make
  // the Worker refuse to start, and the source entry needs only its types stripped.
  return new Worker(url, {
    ...options,
    execArgv: url.pathname.endsWith('.ts') ? ['--experimental-strip-types'] : []
  })
}

/** Posts `job` to a new thread running `file` and resolves with its first message. */
export function runBounded<J, A>(
  file: WorkerFile,
  job: J,
  bounds: WorkerBounds,
  words: WorkerWords,
  signal?: AbortSignal
): Promise<BoundedAnswer<A>> {
  const died = `${words.who} stopped while ${words.while}.`
  if (signal?.aborted) return Promise.resolve({ ok: false, reason: died })
  return new Promise((resolve) => {
    const worker = startWorker(file, bounds.maxHeapMb)
    let settled = false
    const finish = (result: BoundedAnswer<A>): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      void worker.terminate()
      resolve(result)
    }
    const stopped = (reason: string): void => finish({ ok: false, reason })
    const onAbort = (): void => stopped(died)
    const timer = setTimeout(
      () => stopped(`${words.doing} took longer than ${bounds.deadlineMs} ms, the most it may.`),
      bounds.deadlineMs
    )
    signal?.addEventListener('abort', onAbort, { once: true })
    worker.on('message', (answer: A) => finish({ ok: true, answer }))
    worker.on('error', (err: Error & { code?: string }) =>
      stopped(
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `${words.doing} needed more than ${bounds.maxHeapMb} MB of memory, the most it may.`
          : died
      )
    )
    worker.on('exit', () => stopped(died))
    worker.postMessage(job)
  })
}
