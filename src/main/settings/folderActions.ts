/**
 * What a watched folder does to a clerk's files once they are sent, checked where the window
 * saves it: moving or deleting them takes the clerk's yes in a native dialog, and deleting is
 * refused outright where it would empty the home folder, a drive or the system's own folders.
 */
import { realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import type { AfterUploadAction, WatchedFolder } from '@shared/settingsSchema'
import { resolveFolder } from '../../engine/watch/folderConfig'
import { POSIX_SYSTEM_FOLDERS, WINDOWS_SYSTEM_FOLDERS } from '@shared/systemFolders'

/** A folder whose files will be moved away or deleted once sent. */
export interface FolderAction {
  folder: string
  action: Exclude<AfterUploadAction, 'keep'>
}

/**
 * The move and delete actions `after` sets that `before` did not have for the same folder path:
 * a new folder, a changed path, or a changed action. Disabled folders count (enabling one later
 * changes no action).
 */
export function newFolderActions(before: WatchedFolder[], after: WatchedFolder[]): FolderAction[] {
  // A stored folder may leave its options to the shared defaults ("keep").
  const actionOf = (f: WatchedFolder) => `${resolveFolder(f).afterUpload}\n${f.path}`
  const had = new Set(before.map(actionOf))
  const out: FolderAction[] = []
  for (const f of after) {
    const { afterUpload } = resolveFolder(f)
    if (afterUpload === 'keep' || had.has(actionOf(f))) continue
    out.push({ folder: f.path, action: afterUpload })
  }
  return out
}

export interface FolderPlace {
  /** The clerk's home folder. */
  home: string
  platform: string
}

/**
 * Why files in `folder` must never be deleted after upload, as a sentence; null when they may.
 * Refused: the home folder and the folders above it, a drive's root (`/`, `C:\`, a share's
 * root, a mount point such as a USB stick), and the system folders of POSIX_SYSTEM_FOLDERS and
 * WINDOWS_SYSTEM_FOLDERS with everything inside them.
 */
export async function deleteRefusal(folder: string, place: FolderPlace): Promise<string | null> {
  // A link to the home folder is the home folder: both the name given and where it leads count.
  const real = await realpath(folder).catch(() => null)
  for (const candidate of real && real !== folder ? [folder, real] : [folder]) {
    const what = await protectedKind(candidate, place)
    if (what) {
      return (
        `Files cannot be deleted after upload in "${folder}": it is ${what}. ` +
        'Choose a folder that holds only the scans to send, or keep or move the files instead.'
      )
    }
  }
  return null
}

/** What kind of protected folder `folder` is, in words; null for an ordinary one. */
async function protectedKind(folder: string, place: FolderPlace): Promise<string | null> {
  const win = place.platform === 'win32'
  const p = win ? path.win32 : path.posix
  const norm = (s: string): string => {
    const r = p.resolve(s)
    return win ? r.toLowerCase() : r
  }
  const target = norm(folder)
  const home = norm(place.home)
  const inside = (parent: string): boolean =>
    target === parent || target.startsWith(parent.endsWith(p.sep) ? parent : parent + p.sep)

  if (target === p.parse(target).root) return 'the root of a drive'
  if (target === home) return 'your home folder'
  if (home.startsWith(target + p.sep)) return 'a folder that holds your home folder'
  if (win) {
    const drive = p.parse(target).root
    const system = WINDOWS_SYSTEM_FOLDERS.some((name) => inside(norm(p.join(drive, name))))
    return system ? 'a system folder' : null
  }
  if (POSIX_SYSTEM_FOLDERS.some((dir) => inside(dir))) return 'a system folder'
  return (await isMountPoint(target)) ? 'the root of a drive' : null
}

/** A folder on another device than its parent: the root of a mounted drive (POSIX). */
async function isMountPoint(folder: string): Promise<boolean> {
  const [own, parent] = await Promise.all([
    stat(folder).catch(() => null),
    stat(path.posix.dirname(folder)).catch(() => null)
  ])
  return own !== null && parent !== null && own.dev !== parent.dev
}
