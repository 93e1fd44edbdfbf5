import { closeSync, existsSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'
import { entryShapeOk as isLedgerEntry } from './entryShape'
import { parseLine, parseLineAt, sealLine } from './lineSeal'
import { scanLinesSync } from '../../storage/lines'
import { isFingerprint } from './fingerprints'
import type { Fingerprint, LedgerEntry } from './types'
import { PRIVATE_FILE_MODE } from '../../shared/fileModes'

/**
 * Characters written per write call: at most 128 KiB even as two-byte text, V8's large-object
 * size, so a compaction's text is collected young instead of going to the old generation.
 */
const CHUNK_CHARS = 64 * 1024

/**
 * The snapshot's first line. Then one line per entry, then (version 3) lines of fingerprints of
 * pruned entries, `{"p": [Fingerprint, …]}`, PRINTS_PER_LINE to a line.
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
/**
 * Writes every entry to `<path>.tmp`, fsyncs it, renames it over `path` and fsyncs the folder:
 * a crash at any point leaves either the old snapshot or the new one, never half of one.
 * One entry per line, so loading streams instead of parsing one huge JSON document.
 */
export function writeSnapshot(
  path: string,
  seq: number,
  entries: Iterable<LedgerEntry>,
  count: number,
  prints: { size: number; all(): Iterable<Fingerprint> } = { size: 0, all: () => [] }
): void {
  const tmp = `${path}.tmp`
  const fd = openSync(tmp, 'w', PRIVATE_FILE_MODE)
  try {
    const header: SnapshotHeader =
      prints.size > 0 ? { v: 3, q: seq, count, prints: prints.size } : { v: 2, q: seq, count }
    let buf = sealLine(JSON.stringify(header)) + '\n'
    const line = (value: unknown): void => {
      buf += sealLine(JSON.stringify(value)) + '\n'
      if (buf.length > CHUNK_CHARS) {
        writeSync(fd, buf)
        buf = ''
      }
    }
    for (const e of entries) line(e)
    const batch: Fingerprint[] = []
    for (const f of prints.all()) {
      batch.push(f)
      if (batch.length === PRINTS_PER_LINE) line({ p: batch.splice(0) })
    }
    if (batch.length > 0) line({ p: batch })
    if (buf.length > 0) writeSync(fd, buf)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(tmp, path)
  syncDir(dirname(path))
}

/**
 * Reads a snapshot, entry by entry. A damaged line (its checksum, its JSON or its shape wrong) is
 * skipped and counted, never thrown at the caller or handed on: the rest of the ledger loads
 * and the damage is reported. A file without checksums (version 1) loads as before.
 */
export function readSnapshot(
  path: string,
  onEntry: (e: LedgerEntry) => void,
  onPrint: (f: Fingerprint) => void = () => undefined
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
    (buf, start, end) => take(parseLineAt(buf, start, end)),
    (tail) => take(parseLine(tail))
  )
  return out
}

function syncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r')
    try {
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
  } catch {
    // Some filesystems refuse fsync on a directory; the rename itself is still atomic.
  }
}
