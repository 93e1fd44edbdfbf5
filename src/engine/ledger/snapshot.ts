import { closeSync, existsSync, openSync, readSync } from 'node:fs'
import { replaceDurablySync } from '../../storage/durableFile'
import { scanLinesSync } from '../../storage/lines'
import { entryShapeOk as isLedgerEntry } from './entryShape'
import { parseLine, parseLineAt, sealLine } from './lineSeal'
import { isFingerprint } from './fingerprints'
import type { Fingerprint, LedgerEntry } from './types'

/**
 * The snapshot's first line. Then one line per entry, then (version 3) lines of fingerprints of
 * pruned entries, `{"p": [Fingerprint, …]}`, PRINTS_PER_LINE to a line. The legend of the
 * single-letter fields of the ledger's files is beside JournalRecord (types.ts).
 */
interface SnapshotHeader {
  /**
   * 1: plain JSON lines; 2: each line sealed with its checksum (lineSeal.ts); 3: as 2, with
   * fingerprints after the entries (written only when there are any, so a ledger that never
   * reached its bound stays readable by a version that knows 2).
   */
  v: 1 | 2 | 3
  /** Sequence number of the last journal record the snapshot includes. */
  q: number
  /** Entries. */
  count: number
  /** Fingerprints (version 3). */
  prints?: number
}

/** Fingerprints written per snapshot line: few lines to parse, none of them large. */
const PRINTS_PER_LINE = 500

const isPrintLine = (v: unknown): v is { p: unknown[] } =>
  typeof v === 'object' && v !== null && Array.isArray((v as { p?: unknown }).p)

/** What reading a snapshot found. */
export interface SnapshotRead {
  /** The sequence number it covers (0 when there is none). */
  seq: number
  exists: boolean
  /** Entries its header announces (null without a readable header). */
  count: number | null
  /** Entries read whole. */
  read: number
  /** Fingerprints its header announces (0 before version 3). */
  prints: number
  /** Fingerprints read whole. */
  printsRead: number
  /** Lines whose checksum, JSON or shape was wrong: skipped. */
  damaged: number
}
/** The snapshot's lines: its header, one sealed line per entry, then the fingerprints. */
function* snapshotLines(
  seq: number,
  entries: Iterable<LedgerEntry>,
  count: number,
  prints: { size: number; all(): Iterable<Fingerprint> }
): Generator<string> {
  const header: SnapshotHeader =
    prints.size > 0 ? { v: 3, q: seq, count, prints: prints.size } : { v: 2, q: seq, count }
  const line = (value: unknown): string => sealLine(JSON.stringify(value)) + '\n'
  yield line(header)
  for (const e of entries) yield line(e)
  const batch: Fingerprint[] = []
  for (const f of prints.all()) {
    batch.push(f)
    if (batch.length === PRINTS_PER_LINE) yield line({ p: batch.splice(0) })
  }
  if (batch.length > 0) yield line({ p: batch })
}

/**
 * Writes every entry to `<path>.tmp`, fsyncs it, renames it over `path` and fsyncs the folder:
 * a crash at any point leaves either the old snapshot or the new one, never half of one (a
 * refused write leaves no temp file behind). One entry per line, so loading streams instead of
 * parsing one huge JSON document.
 */
export function writeSnapshot(
  path: string,
  seq: number,
  entries: Iterable<LedgerEntry>,
  count: number,
  prints: { size: number; all(): Iterable<Fingerprint> } = { size: 0, all: () => [] }
): void {
  replaceDurablySync(path, snapshotLines(seq, entries, count, prints))
}

/**
 * Takes a line after the header as it is on disk, `buf[start, end)` (valid only during the call):
 * true when it was a whole entry the caller took without it being parsed, false to have it read
 * as any line is.
 */
export type RawEntry = (buf: Buffer, start: number, end: number) => boolean

/**
 * Reads a snapshot, entry by entry. A damaged line (its checksum, its JSON or its shape wrong) is
 * skipped and counted, never thrown at the caller or handed on: the rest of the ledger loads
 * and the damage is reported. A file without checksums (version 1) loads as before. `onRaw`
 * sees each line after the header first (a pass needing few fields of each, passes.ts).
 */
export function readSnapshot(
  path: string,
  onEntry: (e: LedgerEntry) => void,
  onPrint: (f: Fingerprint) => void = () => undefined,
  onRaw?: RawEntry
): SnapshotRead {
  const out: SnapshotRead = {
    seq: 0,
    exists: false,
    count: null,
    read: 0,
    damaged: 0,
    prints: 0,
    printsRead: 0
  }
  if (!existsSync(path)) return out
  out.exists = true
  let lineNo = 0
  const take = (value: unknown): void => {
    lineNo++
    if (lineNo === 1) {
      const h = value as Partial<SnapshotHeader> | undefined
      if (h?.v !== 1 && h?.v !== 2 && h?.v !== 3) {
        if (h !== undefined && typeof h?.v === 'number') {
          throw new Error(`Unknown ledger snapshot version ${String(h.v)} in ${path}`)
        }
        // No header to trust: the line may be an entry; read it as one.
        if (isLedgerEntry(value)) return entry(value)
        out.damaged++
        return
      }
      out.seq = typeof h.q === 'number' ? h.q : 0
      out.count = typeof h.count === 'number' ? h.count : null
      out.prints = typeof h.prints === 'number' ? h.prints : 0
      return
    }
    if (isLedgerEntry(value)) entry(value)
    else if (isPrintLine(value) && value.p.every(isFingerprint)) {
      out.printsRead += value.p.length
      for (const f of value.p) onPrint(f)
    } else out.damaged++
  }
  const entry = (e: LedgerEntry): void => {
    out.read++
    onEntry(e)
  }
  // Written whole and renamed into place, a snapshot is never torn by a crash of ours: a last
  // line without its newline is damage like any other.
  scanLinesSync(
    path,
    (buf, start, end) => {
      if (lineNo > 0 && onRaw?.(buf, start, end)) {
        lineNo++
        out.read++
      } else take(parseLineAt(buf, start, end))
    },
    (tail) => take(parseLine(tail))
  )
  return out
}

/**
 * The sequence number a snapshot covers, from its first line alone: 0 without a snapshot or a
 * header (as readSnapshot reads it).
 */
export function readSnapshotSeq(path: string): number {
  if (!existsSync(path)) return 0
  const fd = openSync(path, 'r')
  const buf = Buffer.allocUnsafe(4096)
  try {
    const n = readSync(fd, buf, 0, buf.length, 0)
    const nl = buf.subarray(0, n).indexOf(10)
    const h = parseLineAt(buf, 0, nl === -1 ? n : nl) as Partial<SnapshotHeader> | undefined
    const known = h?.v === 1 || h?.v === 2 || h?.v === 3
    return known && typeof h.q === 'number' ? h.q : 0
  } finally {
    closeSync(fd)
  }
}
