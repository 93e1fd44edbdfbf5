import { stat } from 'node:fs/promises'
import { md5File } from '../checksum/md5'
import type { LedgerEntry } from '../ledger/types'
import type { FolderActionParts } from '../context/context'
import type { Snapshot } from '../files/stamp'
import { fsPath } from '../files/rawName'

/**
 * The file at `path` now (size, mtime, inode), or null when there is no regular file there (gone,
 * unreadable): what an item's recorded version is compared with.
 */
export async function versionAt(path: string): Promise<Snapshot | null> {
  try {
    const s = await stat(fsPath(path))
    return s.isFile() ? { size: s.size, mtimeMs: s.mtimeMs, ino: s.ino } : null
  } catch {
    return null
  }
}

/**
 * True when `now` is the version of the file the item recorded: same size and mtime, and the same
 * inode once it was hashed (a corrected file saved through a temp file and a rename has another).
 */
export function isSameVersion(e: LedgerEntry, now: Snapshot): boolean {
  if (now.size !== e.size || now.mtimeMs !== e.mtimeMs) return false
  return e.meta?.ino === undefined || e.meta.ino === now.ino
}

/**
 * True when the file at the item's path holds the content the item sent: its stamp is the one
 * recorded and, once the MD5 is known, so are its bytes. A file rewritten in place whose writer
 * set its old size and mtime again (`touch -d`, some sync tools) has the same stamp and inode;
 * only its content tells it apart. An unreadable file is not the one sent.
 */
export async function isSentContent(e: LedgerEntry, path: string): Promise<boolean> {
  const now = await versionAt(path)
  if (now === null || !isSameVersion(e, now)) return false
  if (e.md5 === null) return true
  try {
    const { md5, size } = await md5File(path)
    return md5 === e.md5 && size === e.size
  } catch {
    return false
  }
}

/**
 * The item's own file, exactly as it was sent, is still at its path, and no newer item holds the
 * path: only then may a folder's action (move, delete) touch it. A later version saved under the
 * same name belongs to its own item.
 */
export async function holdsItsFile(
  newestAt: (path: string) => LedgerEntry | undefined,
  e: LedgerEntry
): Promise<boolean> {
  if (!e.path || newestAt(e.path)?.id !== e.id) return false
  return isSentContent(e, e.path)
}

/**
 * A file rewritten in place under its old stamp (same size, mtime and inode) while its document
 * was followed: no watcher event told a new version (it compares stamps), so its item is made
 * here, once the bytes were found to differ.
 */
export async function sameStampVersion(
  ctx: Omit<FolderActionParts, 'track'>,
  e: LedgerEntry
): Promise<void> {
  if (!e.path || ctx.ledger.byPath(e.path)?.id !== e.id || ctx.isClosing()) return
  const now = await versionAt(e.path)
  if (now !== null && isSameVersion(e, now) && ctx.ledger.byPath(e.path)?.id === e.id) {
    ctx.newVersion?.(e.id)
  }
}
