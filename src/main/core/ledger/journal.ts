import {
  closeSync,
  existsSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  writeSync
} from 'node:fs'
import { scanLinesSync } from './lines'
import type { JournalRecord } from './types'

export interface JournalReplay {
  /** Records applied (those with a sequence number above the snapshot's). */
  applied: number
  /** Records in the file, applied or not. */
  records: number
  /** Highest sequence number seen. */
  lastSeq: number
  /** A last line cut short by a crash was found and cut off. */
  tornTail: boolean
  /** Unreadable lines in the middle of the file (never written by this code; counted, skipped). */
  corrupt: number
}

/**
 * Replays a journal file, then repairs its end so new appends start on a clean line: a torn last
 * record (a crash in the middle of a write) is truncated away, a complete record missing only its
 * newline gets one. The action of a torn record was never started, because the engine acts only
 * after the write returned.
 */
export function replayJournal(
  path: string,
  afterSeq: number,
  apply: (rec: JournalRecord) => void,
  /** Read only (status on a folder it may not write, or one another process writes): no repair. */
  readOnly = false
): JournalReplay {
  const out: JournalReplay = {
    applied: 0,
    records: 0,
    lastSeq: afterSeq,
    tornTail: false,
    corrupt: 0
  }
  if (!existsSync(path)) return out
  const take = (line: string): boolean => {
    let rec: JournalRecord
    try {
      rec = JSON.parse(line) as JournalRecord
    } catch {
      return false
    }
    if (typeof rec !== 'object' || rec === null || typeof rec.q !== 'number') return false
    out.records++
    if (rec.q > out.lastSeq) out.lastSeq = rec.q
    if (rec.q > afterSeq) {
      apply(rec)
      out.applied++
    }
    return true
  }
  let tail: { text: string; start: number } | null = null
  const scan = scanLinesSync(
    path,
    (line) => {
      if (!take(line)) out.corrupt++
    },
    (text, start) => {
      tail = { text, start }
    }
  )
  const t = tail as { text: string; start: number } | null
  if (t && readOnly) {
    if (!take(t.text)) out.tornTail = true
  } else if (t) {
    const fd = openSync(path, 'r+')
    try {
      if (take(t.text)) {
        writeSync(fd, '\n', scan.endOfLastFullLine + scan.tailBytes)
      } else {
        out.tornTail = true
        ftruncateSync(fd, t.start)
      }
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
  }
  return out
}

/**
 * Appends records with a synchronous write(2) per batch: when append() returns, the record is in
 * the kernel and survives a kill -9 of this process. fsync (surviving power loss too) is batched
 * on a timer and forced on compaction and close; a lost tail after a power cut can only make the
 * engine redo a step the service deduplicates (409 for known content).
 *
 * Writes go to a known offset, not O_APPEND: when a write fails halfway (disk full), the part
 * that made it is cut off before the next append, so a refused record never glues itself to the
 * next one. Errors are thrown as they come (the ledger names them).
 */
export class JournalWriter {
  private fd: number
  private dirty = false
  /** Offset just after the last record written whole. */
  private end: number
  /** A write failed after this offset: cut the file back before writing again. */
  private needsRepair = false
  records = 0

  constructor(readonly path: string) {
    this.fd = openSync(path, existsSync(path) ? 'r+' : 'w+')
    this.end = fstatSync(this.fd).size
  }

  /** Writes records in one write call, one JSON object per line. */
  append(recs: JournalRecord[]): void {
    if (recs.length === 0) return
    let text = ''
    for (const r of recs) text += JSON.stringify(r) + '\n'
    this.write(Buffer.from(text, 'utf8'))
    this.records += recs.length
  }

  private write(buf: Buffer): void {
    this.repair()
    let off = 0
    try {
      while (off < buf.length) {
        off += writeSync(this.fd, buf, off, buf.length - off, this.end + off)
      }
    } catch (err) {
      if (off > 0) this.needsRepair = true
      throw err
    }
    this.end += buf.length
    this.dirty = true
  }

  /** Cuts off what a failed write left behind (a no-op when nothing failed). */
  repair(): void {
    if (!this.needsRepair) return
    ftruncateSync(this.fd, this.end)
    this.needsRepair = false
  }

  /** Forces written records to disk (cheap no-op when nothing new was written). */
  sync(): void {
    if (!this.dirty) return
    fsyncSync(this.fd)
    this.dirty = false
  }

  /** Empties the journal once a snapshot holds everything it said. */
  truncate(): void {
    ftruncateSync(this.fd, 0)
    fsyncSync(this.fd)
    this.end = 0
    this.needsRepair = false
    this.records = 0
    this.dirty = false
  }

  /** Syncs, then closes; the descriptor is closed even when the sync fails. */
  close(): void {
    if (this.fd < 0) return
    try {
      this.sync()
    } finally {
      closeSync(this.fd)
      this.fd = -1
    }
  }
}
