/**
 * How much of a service's answer Dropdock reads: past either bound the answer is refused
 * before it is parsed (error kind `answer_too_large`), so that an answer no service would send
 * (a small gzip inflating to tens of MiB, arrays nested millions deep) cannot hold the app's
 * main process, where the engine runs, for seconds on every request.
 *
 * Measured on the sandbox with 100 documents extracted: a page of 100 documents with their
 * representations, shipments and cargos is 190 KB, nested 7 deep; a page of 100 notifications
 * 222 KB, 7 deep. The bounds leave room for a page whose documents each carry 40 KB of
 * extracted line items (20 times the measured page), and for nine times the depth.
 */
export const SERVICE_ANSWER_LIMITS = {
  /** Bytes of an answer, once its content encoding is undone (and before, on the wire). */
  bytes: 4 * 1024 * 1024,
  /** Arrays and objects inside one another. */
  depth: 64
} as const
