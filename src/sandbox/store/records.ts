import { scanLinesSync, type LineScan } from '../../storage/lines'
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
  /** Complete lines that did not parse (skipped). */
  bad: number
  /**
   * Where the last complete line ends, and the bytes after it: a line without its newline is
   * a write cut short by a crash (never acknowledged, so ignored).
   */
  scan: LineScan
}

/**
 * Reads a file of JSON lines, 1 MiB at a time. A last line without its newline is a write cut
 * short by a crash: it was never acknowledged, so it is ignored.
 */
export function readEntries(path: string): ReadResult {
  const entries: Entry[] = []
  let bad = 0
  const scan = scanLinesSync(path, (buf, start, end) => {
    try {
      entries.push(JSON.parse(buf.toString('utf8', start, end)) as Entry)
    } catch {
      bad++
    }
  })
  return { entries, bad, scan }
}
