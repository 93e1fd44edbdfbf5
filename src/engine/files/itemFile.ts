/**
 * An item's file, opened the one way Dropdock reads what it took in: once, without following a
 * link, and matched on that very descriptor against what intake saw. A path is only a name: a
 * colleague who may write to a shared folder can rename a link to the clerk's ~/.ssh/id_rsa over
 * a scan while it waits, or replace a subfolder by a link to ~/.ssh. So every folder between the
 * watched folder and the file is looked at on each use (none may be a link, so the file is still
 * under the folder), the file is opened with O_NOFOLLOW, and its fstat (device, inode, size,
 * mtime) must be the one recorded; the caller then reads everything (type check, MD5, upload)
 * from that descriptor, so the bytes sent are the bytes hashed.
 */
import type { Stats } from 'node:fs'
import { lstat, stat } from 'node:fs/promises'
import { dirname, isAbsolute, join, relative, sep } from 'node:path'
import {
  FileError,
  fileChangedError,
  fileError,
  folderLinkRefusal,
  linkRefusal
} from './fileErrors'
import { openRegularFile } from './openRegular'
import { fsPath } from './rawName'
import type { FileStamp } from './stamp'

/** What intake saw of a file: size and mtime (null: never looked at), device and inode once known. */
export interface FileSeen {
  size: number
  mtimeMs: number | null
  dev?: number
  ino?: number
}

/** Where an item's file is, and what it must still be. */
export interface FilePlace {
  path: string
  /** The name people see (in messages). */
  name: string
  /** The watched folder the file lies in; null for a file handed over by path. */
  root: string | null
  /** A link the clerk handed over (dropped, given to the CLI): its target is read. */
  followLink: boolean
  seen: FileSeen
}

/** An item's file, open (the caller closes `handle`), with the fstat it was matched on. */
export type OpenedFile = Awaited<ReturnType<typeof openRegularFile>>

/** What a look at an item's file found: its stamp, nothing (gone), or a link where it was. */
export type FileLook = FileStamp | null | { refused: FileError }

/**
 * The folders from below `root` down to the file's own, outermost first; none when the file lies
 * in `root` itself or outside it (then there is no chain to check).
 */
function foldersBetween(place: FilePlace): string[] {
  if (place.root === null) return []
  const rel = relative(place.root, dirname(place.path))
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return []
  const out: string[] = []
  let at = place.root
  for (const part of rel.split(sep)) out.push((at = join(at, part)))
  return out
}

/**
 * Throws unless each folder is a real folder, not a link: a subfolder replaced by a link to a
 * folder outside would lead to files that were never in the watched folder. A folder gone, or a
 * file in its place, throws what lstat gives (the file is then no longer there).
 */
async function checkFolders(place: FilePlace, folders: string[]): Promise<void> {
  for (const dir of folders) {
    const st = await lstat(fsPath(dir))
    if (st.isSymbolicLink()) throw folderLinkRefusal(place.name, relative(place.root!, dir))
    if (!st.isDirectory())
      throw Object.assign(new Error(`${dir} is not a folder`), { code: 'ENOTDIR' })
  }
}

/** True when a file is the one intake saw: same size and mtime, same device and inode. */
export function isSeenFile(seen: FileSeen, st: FileStamp | Stats): boolean {
  const same = (a: number | undefined, b: number | undefined): boolean =>
    a === undefined || b === undefined || a === b
  return (
    st.size === seen.size &&
    (seen.mtimeMs === null || st.mtimeMs === seen.mtimeMs) &&
    same(seen.ino, st.ino) &&
    same(seen.dev, st.dev)
  )
}

/** O_NOFOLLOW's refusal of a link: ELOOP (Linux, macOS), EMLINK (FreeBSD). */
const isNoFollowRefusal = (err: unknown): boolean => {
  const code = (err as NodeJS.ErrnoException).code
  return code === 'ELOOP' || code === 'EMLINK'
}

/**
 * Opens the item's file (see the module comment). Throws kind 'file' ServiceErrors naming it:
 * code 'link' or 'folder_link' for a link where the file or one of its folders was (never
 * retried), 'changed' when it is another file or another version than the one seen (it goes back
 * to wait out its quiet period), and the usual ones (gone, unreadable, not a regular file).
 */
export async function openItemFile(place: FilePlace): Promise<OpenedFile> {
  const opened = await openPlaced(place)
  if (isSeenFile(place.seen, opened.stats)) return opened
  await opened.handle.close()
  throw fileChangedError(place.name)
}

/**
 * Opens the file at its place as openItemFile does (no link on the way, non-blocking, fstat on
 * the handle), leaving the comparison with what was seen to the caller.
 */
export async function openPlaced(place: FilePlace): Promise<OpenedFile> {
  const folders = foldersBetween(place)
  let opened: OpenedFile
  try {
    await checkFolders(place, folders)
    opened = await openRegularFile(place.path, { noFollow: !place.followLink })
  } catch (err) {
    throw await asFileError(place, err)
  }
  try {
    // The folders again: one swapped for a link just for the open, and back, is seen here.
    if (folders.length > 0) await checkFolders(place, folders)
    return opened
  } catch (err) {
    await opened.handle.close()
    throw await asFileError(place, err)
  }
}

async function asFileError(place: FilePlace, err: unknown): Promise<FileError> {
  if (err instanceof FileError) return err
  if (!place.followLink && isNoFollowRefusal(err)) {
    // ELOOP is also what a loop of links among the folders gives: only a link here is named so.
    const own = await lstat(fsPath(place.path)).catch(() => null)
    if (own?.isSymbolicLink()) return linkRefusal(place.name)
  }
  return fileError(place.name, err)
}

/**
 * The item's file as the quiet-period gate compares it, looked at the way openItemFile will open
 * it: its stamp (device and inode with it), null when there is no regular file there, or the
 * refusal when it or one of its folders is a link now.
 */
export async function lookAtItemFile(place: FilePlace): Promise<FileLook> {
  try {
    await checkFolders(place, foldersBetween(place))
    const p = fsPath(place.path)
    const st = place.followLink ? await stat(p) : await lstat(p)
    if (st.isSymbolicLink()) return { refused: linkRefusal(place.name) }
    if (!st.isFile()) return null
    return { size: st.size, mtimeMs: st.mtimeMs, dev: st.dev, ino: st.ino }
  } catch (err) {
    if (err instanceof FileError) return { refused: err }
    return null
  }
}
