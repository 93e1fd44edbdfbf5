import { closeSync, fsyncSync, ftruncateSync, openSync, readSync } from 'node:fs'
import { writeAllSync } from './durableFile'

export interface LineScan {
  /** Byte offset just after the last newline-terminated line. */
  endOfLastFullLine: number
  /** Bytes after that offset (a line cut short by a crash, or a final line without newline). */
  tailBytes: number
}

/**
 * Calls `onLine` for every newline-terminated line of a file, as the bytes `buf[start, end)`
 * (valid only during the call: the caller decodes what it keeps), reading it in 1 MiB chunks so
 * a 100,000-entry ledger never sits in memory as one string. The unterminated tail (if any) is
 * passed to `onTail` so the caller decides whether it is a torn write or a complete record.
 */
export function scanLinesSync(
  path: string,
  onLine: (buf: Buffer, start: number, end: number) => void,
  onTail?: (tail: string, startOffset: number) => void
): LineScan {
  const fd = openSync(path, 'r')
  const chunk = Buffer.allocUnsafe(1 << 20)
  let carry: Buffer = Buffer.alloc(0) as Buffer
  let carryStart = 0
  let position = 0
  try {
    for (;;) {
      const n = readSync(fd, chunk, 0, chunk.length, position)
      if (n === 0) break
      position += n
      const buf: Buffer =
        carry.length > 0 ? Buffer.concat([carry, chunk.subarray(0, n)]) : chunk.subarray(0, n)
      let lineStart = 0
      let nl = buf.indexOf(10, lineStart)
      while (nl !== -1) {
        if (nl > lineStart) onLine(buf, lineStart, nl)
        lineStart = nl + 1
        nl = buf.indexOf(10, lineStart)
      }
      const rest = buf.subarray(lineStart)
      carryStart += lineStart
      carry = Buffer.from(rest)
    }
  } finally {
    closeSync(fd)
  }
  if (carry.length > 0 && onTail) onTail(carry.toString('utf8'), carryStart)
  return { endOfLastFullLine: carryStart, tailBytes: carry.length }
}

const NEWLINE = Buffer.from('\n')

/**
 * Makes a file of lines end on a whole line again after a crash, so the next append starts on
 * a line of its own: the tail `scan` found after the last newline is cut off (a write cut short),
 * or, with `keepTail`, ended with the newline it lacks (a whole record whose newline never
 * made it). Fsynced before it returns; a no-op when the file already ends on a newline.
 */
export function endOnWholeLineSync(path: string, scan: LineScan, keepTail: boolean): void {
  if (scan.tailBytes === 0) return
  const fd = openSync(path, 'r+')
  try {
    if (keepTail) writeAllSync(fd, NEWLINE, scan.endOfLastFullLine + scan.tailBytes)
    else ftruncateSync(fd, scan.endOfLastFullLine)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}
