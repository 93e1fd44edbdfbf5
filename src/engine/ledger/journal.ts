import {
  closeSync,
  existsSync,
  fdatasync,
  fdatasyncSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  openSync
} from 'node:fs'
import { dirname } from 'node:path'
import { patchShapeOk, entryShapeOk } from './entryShape'
import { isFingerprint } from './fingerprints'
import { parseLine, parseLineAt, sealLine } from './lineSeal'
import { syncDir, writeAllSync } from '../../storage/durableFile'
import { endOnWholeLineSync, scanLinesSync } from '../../storage/lines'
import type { JournalRecord } from './types'
import { PRIVATE_FILE_MODE } from '../../shared/fileModes'

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
  /** Lowest sequence number of a change in the file (0 when there is none). */
  firstSeq: number
  /** The snapshot this journal continues from, as written when it was emptied (compaction). */
  base: SnapshotBase | null
  /** Changes to items that neither the snapshot nor an earlier record holds. */
  orphans: number
}

/** The snapshot a journal continues from: its sequence number and entry count. */
export interface SnapshotBase {
  q: number
  count: number
}

function isBaseRecord(v: unknown): v is { q: number; base: SnapshotBase } {
  const b = (v as { base?: Partial<SnapshotBase> } | null)?.base
  return (
    typeof (v as { q?: unknown } | null)?.q === 'number' &&
    typeof b?.q === 'number' &&
    typeof b.count === 'number'
  )
}

/** True for a record of one of the three kinds, its fields in shape. */
function recordShapeOk(v: unknown): v is JournalRecord {
  const r = v as Record<string, unknown> | null
  if (typeof r !== 'object' || r === null || typeof r.q !== 'number' || typeof r.id !== 'string')
    return false
  if ('n' in r) return entryShapeOk(r.n) && r.n.id === r.id
  if ('d' in r) return r.d === 1 && (r.f === undefined || isFingerprint(r.f))
  if (!patchShapeOk(r.s)) return false
  const h = r.h
  if (h === undefined) return true
  const changes = Array.isArray(h) ? (h as unknown[]) : [h]
  return changes.every(
    (c) =>
      typeof c === 'object' && c !== null && typeof (c as { state?: unknown }).state === 'string'
  )
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
  /** Applies a record; false when it changes an item that is not there. */
  apply: (rec: JournalRecord) => boolean,
  /** Read only (status on a folder it may not write, or one another process writes): no repair. */
  readOnly = false
): JournalReplay {
  const out: JournalReplay = {
    applied: 0,
    records: 0,
    lastSeq: afterSeq,
    tornTail: false,
    corrupt: 0,
    firstSeq: 0,
    base: null,
    orphans: 0
  }
  if (!existsSync(path)) return out
  const take = (rec: unknown): boolean => {
    if (isBaseRecord(rec)) {
      out.base = rec.base
      if (rec.q > out.lastSeq) out.lastSeq = rec.q
      return true
    }
    if (!recordShapeOk(rec)) return false
    out.records++
    if (rec.q > out.lastSeq) out.lastSeq = rec.q
    if (out.firstSeq === 0 || rec.q < out.firstSeq) out.firstSeq = rec.q
    if (rec.q > afterSeq) {
      if (!apply(rec)) out.orphans++
      out.applied++
    }
    return true
  }
  let tail: { text: string; start: number } | null = null
  const scan = scanLinesSync(
    path,
    (buf, start, end) => {
      if (!take(parseLineAt(buf, start, end))) out.corrupt++
    },
    (text, start) => {
      tail = { text, start }
    }
  )
  const t = tail as { text: string; start: number } | null
  if (t && readOnly) {
    if (!take(parseLine(t.text))) out.tornTail = true
  } else if (t) {
    const whole = take(parseLine(t.text))
    out.tornTail = !whole
    endOnWholeLineSync(path, scan, whole)
  }
  return out
}

/**
 * Appends records with a synchronous write(2) per batch: when append() returns, the record is in
 * the kernel and survives a kill -9 of this process. fdatasync (surviving power loss too) is
 * batched: `syncAsync()` runs it in libuv's thread pool, so the event loop goes on while the disk
 * works (the engine syncs before each batch of item events and on a timer), and `sync()` blocks
 * for compaction and close. A lost tail after a power cut can only make the engine redo a step
 * the service deduplicates (409 for known content). fdatasync is enough: an append changes the
 * file's size, which fdatasync writes too; only timestamps are left to the kernel.
 *
 * Writes go to a known offset, not O_APPEND: when a write fails halfway (disk full), the part
 * that made it is cut off before the next append, so a refused record never glues itself to the
 * next one. Errors are thrown as they come (the ledger names them).
 */
export class JournalWriter {
  private fd: number
  /** Offset just after the last record written whole. */
  private end: number
  /** Bytes known to be on disk (after the last completed sync). */
  private synced: number
  /** Grows when the file is emptied: a sync started before covers nothing after it. */
  private epoch = 0
  /** A write failed after this offset: cut the file back before writing again. */
  private needsRepair = false
  records = 0

  constructor(readonly path: string) {
    const fresh = !existsSync(path)
    this.fd = openSync(path, fresh ? 'w+' : 'r+', PRIVATE_FILE_MODE)
    // A journal created now: its name in the folder must survive a power cut as its lines do.
    if (fresh) {
      try {
        syncDir(dirname(path))
      } catch (err) {
        closeSync(this.fd)
        throw err
      }
    }
    this.end = fstatSync(this.fd).size
    this.synced = this.end
  }

  /** Records were written since the last sync. */
  get dirty(): boolean {
    return this.end > this.synced
  }

  /** Writes records in one write call, one sealed JSON object per line. */
  append(recs: JournalRecord[]): void {
    if (recs.length === 0) return
    let text = ''
    for (const r of recs) text += sealLine(JSON.stringify(r)) + '\n'
    this.write(Buffer.from(text, 'utf8'))
    this.records += recs.length
  }

  /**
   * Names, as the first line of an emptied journal, the snapshot it continues from: a snapshot
   * deleted or replaced by an older one later is then seen, not taken for a fresh start.
   */
  appendBase(base: SnapshotBase): void {
    this.write(Buffer.from(sealLine(JSON.stringify({ q: base.q, base })) + '\n', 'utf8'))
  }

  private write(buf: Buffer): void {
    this.repair()
    try {
      writeAllSync(this.fd, buf, this.end)
    } catch (err) {
      // Part of it may have made it: cut the file back to `end` before the next write.
      this.needsRepair = true
      throw err
    }
    this.end += buf.length
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
    const target = this.end
    fdatasyncSync(this.fd)
    this.synced = target
  }

  /**
   * Like sync(), off the event loop: resolves once every record written before the call is on
   * disk, rejects with the error of the fdatasync. Several calls may overlap; each covers what
   * was written before it.
   */
  syncAsync(): Promise<void> {
    if (!this.dirty || this.fd < 0) return Promise.resolve()
    const target = this.end
    const epoch = this.epoch
    return new Promise((resolve, reject) => {
      fdatasync(this.fd, (err) => {
        // Emptied meanwhile (compaction): what it held went to the snapshot, synced there.
        if (epoch !== this.epoch || this.fd < 0) return resolve()
        if (err) return reject(err)
        if (target > this.synced) this.synced = target
        resolve()
      })
    })
  }

  /** Empties the journal once a snapshot holds everything it said. */
  truncate(): void {
    ftruncateSync(this.fd, 0)
    fsyncSync(this.fd)
    this.epoch++
    this.end = 0
    this.synced = 0
    this.needsRepair = false
    this.records = 0
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
