import type { FileReason } from '../../shared/intake'
import { placeOf } from '../context/entries'
import { FileError } from '../files/fileErrors'
import { isSeenFile, openPlaced, type OpenedFile } from '../files/itemFile'
import type { LedgerEntry } from '../ledger/types'

/** What the window may be shown of an item's file on this computer. */
export type LocalOriginal =
  /** The file intake took in, read through a descriptor that is that file. */
  | { kind: 'bytes'; bytes: Uint8Array }
  /** That file, larger than the caller's limit (not read). */
  | { kind: 'too_large'; size: number }
  /** Not here (gone, or a later version than the one sent): the service's copy is the original. */
  | { kind: 'elsewhere' }
  /**
   * Something else took its place: a link (to the file, or on the way to it), a pipe, device or
   * folder (`not_regular`), or another file before anything was sent (`replaced`).
   */
  | { kind: 'refused'; reason: FileReason | 'not_regular' | 'replaced' }

const GONE = new Set(['vanished', 'ENOTDIR'])
const NOT_REGULAR = new Set(['not_regular', 'not_a_file'])

/**
 * The item's local original for the preview, at most `maxBytes` (see files/itemFile: opened
 * once, no link on the way). Only the file intake recorded (device and inode) is read; once a
 * document holds it, only the very version sent (size and mtime too), else the service's copy
 * is the one to show.
 */
export async function readLocalOriginal(e: LedgerEntry, maxBytes: number): Promise<LocalOriginal> {
  const place = placeOf(e)
  if (!e.path || place?.path !== e.path) return { kind: 'elsewhere' }
  let opened: OpenedFile
  try {
    opened = await openPlaced(place)
  } catch (err) {
    if (!(err instanceof FileError)) throw err
    if (err.code === 'link' || err.code === 'folder_link')
      return { kind: 'refused', reason: err.code }
    if (NOT_REGULAR.has(err.code ?? '')) return { kind: 'refused', reason: 'not_regular' }
    if (GONE.has(err.code ?? '')) return { kind: 'elsewhere' }
    throw err
  }
  const { handle, stats } = opened
  try {
    const { dev, ino } = place.seen
    const sameFile = isSeenFile({ size: stats.size, mtimeMs: null, dev, ino }, stats)
    if (!sameFile)
      return e.documentId ? { kind: 'elsewhere' } : { kind: 'refused', reason: 'replaced' }
    if (e.documentId && !isSeenFile(place.seen, stats)) return { kind: 'elsewhere' }
    if (stats.size > maxBytes) return { kind: 'too_large', size: stats.size }
    const bytes = new Uint8Array(stats.size)
    let got = 0
    while (got < bytes.length) {
      const { bytesRead } = await handle.read(bytes, got, bytes.length - got, got)
      if (bytesRead === 0) break
      got += bytesRead
    }
    return { kind: 'bytes', bytes: bytes.subarray(0, got) }
  } finally {
    await handle.close()
  }
}
