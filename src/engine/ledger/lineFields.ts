/**
 * The top-level fields of one compact JSON object line (as JSON.stringify writes it: no
 * whitespace), found by their bytes without parsing the line: for a pass that needs a few
 * fields of 100,000 snapshot lines (status's first pass). Only for a line whose checksum
 * matched (lineSeal.ts), so its JSON is whole; anything unexpected answers null and the caller
 * parses the line as before.
 */

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const COMMA = 0x2c
const COLON = 0x3a

/** Index just past the string whose opening quote is at `at`; -1 when it does not end by `end`. */
function stringEnd(buf: Buffer, at: number, end: number): number {
  let j = at + 1
  for (;;) {
    j = buf.indexOf(QUOTE, j)
    if (j === -1 || j >= end) return -1
    let slashes = 0
    for (let k = j - 1; buf[k] === BACKSLASH; k--) slashes++
    if (slashes % 2 === 0) return j + 1
    j++
  }
}

/** Index just past the value that starts at `at`; -1 when it does not end by `end`. */
function valueEnd(buf: Buffer, at: number, end: number): number {
  const c = buf[at]
  if (c === QUOTE) return stringEnd(buf, at, end)
  if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
    let depth = 0
    for (let i = at; i < end; i++) {
      const b = buf[i]
      if (b === QUOTE) {
        const after = stringEnd(buf, i, end)
        if (after === -1) return -1
        i = after - 1
      } else if (b === OPEN_OBJECT || b === OPEN_ARRAY) depth++
      else if (b === CLOSE_OBJECT || b === CLOSE_ARRAY) {
        depth--
        if (depth === 0) return i + 1
      }
    }
    return -1
  }
  for (let i = at; i < end; i++) {
    const b = buf[i]
    if (b === COMMA || b === CLOSE_OBJECT) return i
  }
  return -1
}

/** True when `buf[from, to)` holds the bytes of `key`. */
function sameBytes(buf: Buffer, from: number, to: number, key: Buffer): boolean {
  if (to - from !== key.length) return false
  for (let i = 0; i < key.length; i++) if (buf[from + i] !== key[i]) return false
  return true
}

/** Where the values of some top-level fields of object lines are; one instance per pass. */
export class LineFields {
  private readonly keys: Buffer[]
  /** Per wanted key: its value's start and end in the last line found, -1 when absent. */
  readonly starts: Int32Array
  readonly ends: Int32Array

  constructor(keys: readonly string[]) {
    this.keys = keys.map((k) => Buffer.from(k, 'utf8'))
    this.starts = new Int32Array(keys.length)
    this.ends = new Int32Array(keys.length)
  }

  /**
   * Finds the wanted fields of the object `buf[start, end)`; false when it is not a compact
   * JSON object as JSON.stringify writes it (then nothing found is to be used).
   */
  find(buf: Buffer, start: number, end: number): boolean {
    this.starts.fill(-1)
    if (buf[start] !== OPEN_OBJECT || buf[end - 1] !== CLOSE_OBJECT) return false
    let i = start + 1
    if (i === end - 1) return true
    for (;;) {
      if (buf[i] !== QUOTE) return false
      const keyEnd = stringEnd(buf, i, end)
      if (keyEnd === -1 || buf[keyEnd] !== COLON) return false
      const at = keyEnd + 1
      const after = valueEnd(buf, at, end)
      if (after === -1) return false
      for (let k = 0; k < this.keys.length; k++) {
        if (sameBytes(buf, i + 1, keyEnd - 1, this.keys[k])) {
          this.starts[k] = at
          this.ends[k] = after
        }
      }
      if (after === end - 1) return true
      if (buf[after] !== COMMA) return false
      i = after + 1
    }
  }

  /** The first byte of wanted field `k`'s value (-1 when absent). */
  first(buf: Buffer, k: number): number {
    return this.starts[k] === -1 ? -1 : buf[this.starts[k]]
  }

  /** Wanted field `k` as a string (null when absent or not a string). */
  text(buf: Buffer, k: number): string | null {
    const s = this.starts[k]
    if (s === -1 || buf[s] !== QUOTE) return null
    const e = this.ends[k]
    for (let i = s + 1; i < e - 1; i++)
      if (buf[i] === BACKSLASH) return JSON.parse(buf.toString('utf8', s, e)) as string
    return buf.toString('utf8', s + 1, e - 1)
  }

  /** True when wanted field `k`'s value holds the bytes `needle` (a key inside an object). */
  holds(buf: Buffer, k: number, needle: Buffer): boolean {
    const s = this.starts[k]
    if (s === -1) return false
    return buf.subarray(s, this.ends[k]).includes(needle)
  }

  /** Wanted field `k` parsed (undefined when absent). */
  value(buf: Buffer, k: number): unknown {
    const s = this.starts[k]
    return s === -1 ? undefined : (JSON.parse(buf.toString('utf8', s, this.ends[k])) as unknown)
  }
}
