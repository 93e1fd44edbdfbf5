import { readFileSync } from 'node:fs'
import type { Identified } from './collection'

/**
 * One line of the journal or the snapshot: a record put, a record deleted, or a scope's meta.
 * `s` scope, `c` collection, `p` the whole record, `d` an id, `m` meta.
 */
export type Entry =
  | { s: string; c: string; p: Identified }
  | { s: string; c: string; d: string }
  | { s: string; m: { seeded: boolean } }

/** What a line of the journal holds, as written. */
export const putLine = (scope: string, collection: string, item: Identified): string =>
  JSON.stringify({ s: scope, c: collection, p: item })
export const deleteLine = (scope: string, collection: string, id: string): string =>
  JSON.stringify({ s: scope, c: collection, d: id })
export const metaLine = (scope: string, seeded: boolean): string =>
  JSON.stringify({ s: scope, m: { seeded } })

export interface ReadResult {
  entries: Entry[]
  /** Bytes up to the end of the last complete line: where appending may continue. */
  goodBytes: number
  /** Complete lines that did not parse (skipped). */
  bad: number
  /** True when the file ended in a line without its newline (a write cut short; ignored). */
  torn: boolean
}

/**
 * Reads a file of JSON lines. A last line without its newline is a write cut short by a crash:
 * it was never acknowledged, so it is ignored.
 */
export function readEntries(path: string): ReadResult {
  const buf = readFileSync(path)
  const entries: Entry[] = []
  let start = 0
  let bad = 0
  for (;;) {
    const end = buf.indexOf(10, start)
    if (end < 0) break
    if (end > start) {
      try {
        entries.push(JSON.parse(buf.toString('utf8', start, end)) as Entry)
      } catch {
        bad++
      }
    }
    start = end + 1
  }
  return { entries, goodBytes: start, bad, torn: start < buf.length }
}
