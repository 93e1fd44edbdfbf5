import { stat } from 'node:fs/promises'
import type { LedgerEntry } from '../ledger/types'
import type { Snapshot } from '../upload/uploadFile'
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
 * The item's own file, exactly as it was sent, is still at its path, and no newer item holds the
 * path: only then may a folder's action (move, delete) touch it. A later version saved under the
 * same name belongs to its own item.
 */
export async function holdsItsFile(
  newestAt: (path: string) => LedgerEntry | undefined,
  e: LedgerEntry
): Promise<boolean> {
  if (!e.path || newestAt(e.path)?.id !== e.id) return false
  const now = await versionAt(e.path)
  return now !== null && isSameVersion(e, now)
}
