import { constants, existsSync, type Stats } from 'node:fs'
import { lstat, mkdir, open, type FileHandle } from 'node:fs/promises'
import { join } from 'node:path'
import type { ItemWarningCause } from '../../shared/itemWarning'
import { PRIVATE_DIR_MODE } from '../../shared/fileModes'
import { fsPath } from '../files/rawName'

/**
 * A folder action refused for a reason the clerk is told in words of their own: `cause` names
 * it (ITEM_WARNING_CAUSES), `code` is the system's code, the message the engine's English.
 */
export class FolderActionError extends Error {
  constructor(
    readonly refusal: ItemWarningCause,
    readonly code: string,
    message: string
  ) {
    super(message)
    this.name = 'FolderActionError'
  }
}

/** The refusal a system error stands for, when it is one the clerk is told as such. */
export function refusalOf(err: unknown): ItemWarningCause | null {
  if (err instanceof FolderActionError) return err.refusal
  const code = (err as NodeJS.ErrnoException | null)?.code
  if (code === 'EPERM' || code === 'EACCES') return 'no_permission'
  if (code === 'EROFS') return 'read_only'
  return null
}

/**
 * `err` said in the engine's English as a refusal of the folder (`what` being done: "move it
 * out of this folder"), keeping the system's words; other errors as they are.
 */
export function asFolderRefusal(err: unknown, what: string): unknown {
  const refusal = refusalOf(err)
  if (err instanceof FolderActionError || refusal === null) return err
  const code = (err as NodeJS.ErrnoException).code!
  const said = err instanceof Error ? err.message : String(err)
  const sentence =
    refusal === 'read_only'
      ? `the folder is read-only, so Dropdock cannot ${what}`
      : `the folder does not permit Dropdock to ${what}`
  return new FolderActionError(refusal, code, `${sentence} (${said}); the file stays where it is`)
}

/**
 * One of the subfolders the folder actions use (Done/, Failed/, Duplicates/), opened as the very
 * folder that was checked: entries are reached through its descriptor, so a link or folder
 * renamed into its place afterwards does not redirect what is written.
 */
export interface ActionFolder {
  /** Where the folder is, as the clerk knows it (`<root>/Done`). */
  readonly path: string
  /** The path that reaches `name` inside exactly this folder. */
  entry(name: string): string | Buffer
  close(): Promise<void>
}

/** Linux reaches an opened folder by its descriptor: `/proc/self/fd/<fd>/<name>` (openat). */
const BY_DESCRIPTOR = process.platform === 'linux' && existsSync('/proc/self/fd')

/** Exclusive creation that takes no link at the last step: the name is ours or it fails. */
export const EXCLUSIVE_FLAGS =
  constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0)

const DIR_FLAGS = constants.O_RDONLY | (constants.O_DIRECTORY ?? 0) | (constants.O_NOFOLLOW ?? 0)

/**
 * Opens `<root>/<sub>`, creating it (mode 0700) when it is not there. Refuses, naming `sub`, a
 * link (even one to a folder) and anything that is not a folder; a read-only or protected
 * folder refuses with its own cause (read_only, no_permission).
 */
export async function openActionFolder(
  root: string,
  sub: string,
  opts: { create?: boolean } = {}
): Promise<ActionFolder> {
  const path = join(root, sub)
  if (opts.create !== false) {
    try {
      await mkdir(fsPath(path), { mode: PRIVATE_DIR_MODE })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw asFolderRefusal(err, `make its ${sub}/ folder`)
      }
    }
  }
  if (process.platform === 'win32') {
    // No descriptor for a folder there: the entry itself is checked, not followed.
    checkFolder(await lstat(fsPath(path)), sub)
    return { path, entry: (name) => fsPath(join(path, name)), close: async () => undefined }
  }
  let handle: FileHandle
  try {
    handle = await open(fsPath(path), DIR_FLAGS)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ENOTDIR' || code === 'ELOOP') checkFolder(await lstat(fsPath(path)), sub)
    throw asFolderRefusal(err, `open its ${sub}/ folder`)
  }
  try {
    checkFolder(await handle.stat(), sub)
  } catch (err) {
    await handle.close()
    throw err
  }
  const base = BY_DESCRIPTOR ? `/proc/self/fd/${handle.fd}` : path
  return {
    path,
    entry: (name) => fsPath(`${base}/${name}`),
    close: () => handle.close()
  }
}

/** Throws the refusal for a subfolder that is a link or no folder at all. */
function checkFolder(s: Stats, sub: string): void {
  if (s.isSymbolicLink()) {
    throw new FolderActionError(
      'link',
      'ELOOP',
      `${sub}/ is a link, not a folder: Dropdock moves and writes nothing through it`
    )
  }
  if (!s.isDirectory()) {
    throw new FolderActionError('not_a_folder', 'ENOTDIR', `${sub}/ is not a folder`)
  }
}
