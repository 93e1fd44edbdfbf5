/**
 * Reads PDFs' text for the sandbox in a worker thread (./pdfWorker), one document at a time,
 * under limits (./pdfLimits): pages, file and text size are checked in the thread; its heap is
 * capped with `resourceLimits`; and a document that takes longer than its deadline has its
 * thread terminated. Each way a document is refused is a sentence for `extraction_failed`; the
 * next document gets a fresh thread. A thread idle for PDF_IDLE_MS is ended too, so the memory
 * pdf.js grew is given back between bursts.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import {
  PDF_DEADLINE_MS,
  PDF_IDLE_MS,
  PDF_MAX_FILE_BYTES,
  PDF_MAX_HEAP_MB,
  PDF_MAX_PAGES,
  PDF_MAX_TEXT_CHARS
} from './pdfLimits'
import type { PdfAnswer, PdfJob } from './pdfWorker'

/** A PDF's text, whole and page by page, or why it was not read. */
export type PdfText = { ok: true; text: string; pages: string[] } | { ok: false; reason: string }

/** The limits one reader applies (tests lower them). */
export interface PdfReaderLimits {
  maxPages: number
  maxFileBytes: number
  maxTextChars: number
  maxHeapMb: number
  deadlineMs: number
  /** Idle time after which the thread is ended. */
  idleMs: number
}

export const PDF_LIMITS: PdfReaderLimits = {
  maxPages: PDF_MAX_PAGES,
  maxFileBytes: PDF_MAX_FILE_BYTES,
  maxTextChars: PDF_MAX_TEXT_CHARS,
  maxHeapMb: PDF_MAX_HEAP_MB,
  deadlineMs: PDF_DEADLINE_MS,
  idleMs: PDF_IDLE_MS
}

/** The built app has the worker beside main's bundle as .js; the source has it here as .ts. */
function workerUrl(): URL {
  const built = new URL('./pdfWorker.js', import.meta.url)
  return existsSync(fileURLToPath(built)) ? built : new URL('./pdfWorker.ts', import.meta.url)
}

interface Pending {
  file: string
  resolve(text: PdfText): void
}

/** One reading thread and its queue. */
export class PdfReader {
  private worker: Worker | null = null
  private readonly queue: Pending[] = []
  private busy = false
  private nextId = 1
  private idleTimer: NodeJS.Timeout | null = null

  /** `onThreadEnd` hears of every reading thread that ended, whatever ended it. */
  constructor(
    private readonly limits: PdfReaderLimits = PDF_LIMITS,
    private readonly onThreadEnd: () => void = () => undefined
  ) {}

  /** The text of the PDF at `file`, read after the documents before it. */
  read(file: string): Promise<PdfText> {
    return new Promise((resolve) => {
      this.queue.push({ file, resolve })
      this.pump()
    })
  }

  /** Starts the thread ahead of the first document (it loads pdf.js once). */
  warm(): void {
    this.thread()
    this.armIdle()
  }

  /** Ends the thread once nothing has been read for idleMs. */
  private armIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null
      if (this.busy || !this.worker) return
      void this.worker.terminate()
      this.worker = null
    }, this.limits.idleMs)
    this.idleTimer.unref()
  }

  private thread(): Worker {
    if (this.worker) return this.worker
    const url = workerUrl()
    const options = {
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.maxHeapMb,
        maxYoungGenerationSizeMb: Math.min(32, this.limits.maxHeapMb),
        stackSizeMb: 4
      }
    }
    let worker: Worker
    try {
      // From the source (tests, the CLI) Node strips the worker's types itself: by default
      // from Node 22.18, with this flag from 22.12.
      worker = url.pathname.endsWith('.ts')
        ? new Worker(url, {
            ...options,
            execArgv: [...process.execArgv, '--experimental-strip-types']
          })
        : new Worker(url, options)
    } catch {
      worker = new Worker(url, options)
    }
    // An idle thread never keeps the process alive; a document being read does (its timer).
    worker.unref()
    worker.on('error', () => undefined)
    worker.once('exit', () => this.onThreadEnd())
    this.worker = worker
    return worker
  }

  private pump(): void {
    if (this.busy) return
    const job = this.queue.shift()
    if (!job) {
      if (this.worker) this.armIdle()
      return
    }
    if (this.idleTimer) clearTimeout(this.idleTimer)
    this.busy = true
    const { limits } = this
    const worker = this.thread()
    const id = this.nextId++
    let settled = false
    const finish = (result: PdfText, stop: boolean): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      worker.off('message', onMessage)
      worker.off('error', onError)
      worker.off('exit', onExit)
      if (stop || this.worker !== worker) {
        if (this.worker === worker) this.worker = null
        void worker.terminate()
      }
      this.busy = false
      job.resolve(result)
      this.pump()
    }
    const onMessage = (answer: PdfAnswer): void => {
      if (answer.id !== id) return
      finish(
        answer.ok
          ? { ok: true, text: answer.pages.join('\n'), pages: answer.pages }
          : { ok: false, reason: answer.reason },
        false
      )
    }
    const onError = (err: Error & { code?: string }): void => {
      finish(
        {
          ok: false,
          reason:
            err.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? `Reading the PDF needed more than ${limits.maxHeapMb} MB of memory, the most the sandbox gives one document.`
              : 'The PDF reader stopped while reading this PDF.'
        },
        true
      )
    }
    const onExit = (): void =>
      finish({ ok: false, reason: 'The PDF reader stopped while reading this PDF.' }, true)
    const timer = setTimeout(
      () =>
        finish(
          {
            ok: false,
            reason: `Reading the PDF took longer than ${limits.deadlineMs} ms, the most the sandbox gives one document.`
          },
          true
        ),
      limits.deadlineMs
    )
    worker.on('message', onMessage)
    worker.on('error', onError)
    worker.on('exit', onExit)
    const message: PdfJob = {
      id,
      file: job.file,
      maxPages: limits.maxPages,
      maxFileBytes: limits.maxFileBytes,
      maxTextChars: limits.maxTextChars
    }
    worker.postMessage(message)
  }
}
