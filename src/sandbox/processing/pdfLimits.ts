/**
 * What the sandbox's PDF text reading may cost per document, each limit once. A document past
 * one ends `extraction_failed` with a sentence naming it (./pdfReader).
 */

/** Most pages read; a longer PDF is not read at all. */
export const PDF_MAX_PAGES = 50

/** Largest PDF read. */
export const PDF_MAX_FILE_BYTES = 50 * 1024 * 1024

/** Most characters of text taken from one PDF. */
export const PDF_MAX_TEXT_CHARS = 2 * 1024 * 1024

/** Heap of the reading thread (V8's old generation), in MB: past it the thread is stopped. */
export const PDF_MAX_HEAP_MB = 256

/** Time one PDF may take, queueing excluded, before its reading thread is stopped. */
export const PDF_DEADLINE_MS = 15_000

/**
 * How long the reading thread may sit idle before it is ended: pdf.js and the heap it grew keep
 * about 285 MiB of the sandbox's process alive otherwise. The next PDF starts a fresh one.
 */
export const PDF_IDLE_MS = 30_000
