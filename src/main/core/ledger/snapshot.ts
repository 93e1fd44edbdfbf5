import { closeSync, existsSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'
import { scanLinesSync } from './lines'
import type { LedgerEntry } from './types'
import { PRIVATE_FILE_MODE } from '../../../shared/fileModes'

/**
 * Characters written per write call: at most 128 KiB even as two-byte text, V8's large-object
 * size, so a compaction's text is collected young instead of going to the old generation.
 */
const CHUNK_CHARS = 64 * 1024

interface SnapshotHeader {
  v: 1
  /** Sequence number of the last journal record the snapshot includes. */
  q: number
  count: number
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
  count: number
): void {
  const tmp = `${path}.tmp`
  const fd = openSync(tmp, 'w', PRIVATE_FILE_MODE)
  try {
    const header: SnapshotHeader = { v: 1, q: seq, count }
    let buf = JSON.stringify(header) + '\n'
    for (const e of entries) {
      buf += JSON.stringify(e) + '\n'
      if (buf.length > CHUNK_CHARS) {
        writeSync(fd, buf)
        buf = ''
      }
    }
    if (buf.length > 0) writeSync(fd, buf)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(tmp, path)
  syncDir(dirname(path))
}

/** Reads a snapshot; returns the sequence number it covers (0 when there is none). */
export function readSnapshot(path: string, onEntry: (e: LedgerEntry) => void): number {
  if (!existsSync(path)) return 0
  let seq = 0
  let lineNo = 0
  scanLinesSync(path, (line) => {
    lineNo++
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch {
      // Written whole and renamed into place, a snapshot is never torn by a crash of ours.
      throw new Error(`The intake ledger snapshot ${path} is damaged at line ${lineNo}.`)
    }
    if (lineNo === 1) {
      const h = value as SnapshotHeader
      if (h.v !== 1) throw new Error(`Unknown ledger snapshot version ${String(h.v)} in ${path}`)
      seq = h.q
      return
    }
    onEntry(value as LedgerEntry)
  })
  return seq
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
