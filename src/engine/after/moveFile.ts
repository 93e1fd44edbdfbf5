import { link, lstat, open, readdir, rename, unlink } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import { decodeName, fsPath } from '../files/rawName'
import {
  asFolderRefusal,
  EXCLUSIVE_FLAGS,
  FolderActionError,
  type ActionFolder
} from './actionFolder'
import { cutToFit } from './names'

/** What a move did: moved (to `path`), or nothing because the file was not the one checked. */
export type MoveResult =
  | { kind: 'moved'; path: string; name: string }
  /** Moved or removed by someone else while it was being moved: no name of ours is left. */
  | { kind: 'gone' }
  /** Another file is at its path now (the one checked was replaced): it is left alone. */
  | { kind: 'changed' }

export interface MoveOptions {
  /** The inode of the file that was checked: a file swapped in at its path is not moved. */
  ino?: number
  /** Names that must be free beside the one chosen (a reason file), given that name. */
  companions?: (name: string) => string[]
}

/** Codes of a filesystem that has no hard links (FAT, some shares): a rename moves instead. */
const NO_HARD_LINKS = new Set(['EPERM', 'EXDEV', 'ENOTSUP', 'EOPNOTSUPP', 'EMLINK'])

/**
 * Moves `file` into `folder` under its own name, or, when that (or a companion) is taken, under
 * one numbered alternative (" (n)" before the extension, the lowest number the folder's listing
 * leaves free). When that is taken too, it refuses (name_taken): two attempts at most.
 * The name is taken by a hard link made through the folder's descriptor, which never replaces
 * anything; the file keeps its old name until the new one is known to hold it. A folder that
 * refuses to let the old name go (EPERM in a shared sticky folder, EROFS) gets the new name
 * taken back: the file stays where it was, once, and the refusal says why.
 */
export async function moveInto(
  file: string,
  folder: ActionFolder,
  opts: MoveOptions = {}
): Promise<MoveResult> {
  const name = basename(file)
  const own = await lstat(fsPath(file)).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null
    throw err
  })
  if (own === null) return { kind: 'gone' }
  if (own.isSymbolicLink()) {
    // A link the folder's rules took in: moved, a relative one would point nowhere.
    throw new FolderActionError(
      'link',
      'ELOOP',
      `"${name}" is a link: Dropdock leaves links where they are`
    )
  }
  const first = (await companionsFree(folder, name, opts)) ? name : null
  if (first !== null) {
    const r = await take(file, folder, first, opts)
    if (r !== 'taken') return r
  }
  const other = await alternativeName(folder, name, opts)
  const r = await take(file, folder, other, opts)
  if (r !== 'taken') return r
  const sub = basename(folder.path)
  throw new FolderActionError(
    'name_taken',
    'EEXIST',
    `${sub}/ already holds "${name}" and "${other}"; the file stays where it is`
  )
}

/**
 * True when no companion of `name` is there. A link standing in a companion's place does not
 * count: it is refused when the companion is written, and the clerk is told of it (a stale
 * reason file, by contrast, is an ordinary taken name).
 */
async function companionsFree(
  folder: ActionFolder,
  name: string,
  opts: MoveOptions
): Promise<boolean> {
  for (const c of opts.companions?.(name) ?? []) {
    const there = await lstat(folder.entry(c)).then(
      (s) => !s.isSymbolicLink(),
      (err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? false : Promise.reject(err))
    )
    if (there) return false
  }
  return true
}

/** The lowest `<stem> (n)<ext>` the folder's listing (with companions) leaves free. */
async function alternativeName(
  folder: ActionFolder,
  name: string,
  opts: MoveOptions
): Promise<string> {
  let listed: Buffer[]
  try {
    listed = await readdir(folder.entry('.'), { encoding: 'buffer' })
  } catch (err) {
    throw asFolderRefusal(err, `list its ${basename(folder.path)}/ folder`)
  }
  const taken = new Set(listed.map((b) => decodeName(b)))
  const ext = extname(name)
  const stem = basename(name, ext)
  for (let n = 1; ; n++) {
    const candidate = cutToFit(stem, ` (${n})${ext}`)
    const all = [candidate, ...(opts.companions?.(candidate) ?? [])]
    if (all.every((c) => !taken.has(c))) return candidate
  }
}

/** One attempt at `name`: 'taken' when it is not free. */
async function take(
  file: string,
  folder: ActionFolder,
  name: string,
  opts: MoveOptions
): Promise<MoveResult | 'taken'> {
  const dest = folder.entry(name)
  const into = `move it into ${basename(folder.path)}/`
  try {
    await link(fsPath(file), dest)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? ''
    if (code === 'EEXIST') return 'taken'
    if (NO_HARD_LINKS.has(code)) return renameInto(file, folder, name, opts)
    // The file went just before (moved by another desktop, or by a second look of this one).
    if (code === 'ENOENT' && !(await exists(file))) return { kind: 'gone' }
    throw asFolderRefusal(err, into)
  }
  // The new name is ours: it must hold the file that was checked (link takes a link as it is).
  const made = await lstat(dest)
  if (!made.isFile() || (opts.ino !== undefined && made.ino !== opts.ino)) {
    await unlink(dest)
    return { kind: 'changed' }
  }
  try {
    await unlink(fsPath(file))
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return lostRace(folder, name, dest)
    // Take the new name back: the file keeps the one name it had.
    await unlink(dest).catch(() => undefined)
    throw asFolderRefusal(err, 'move it out of this folder')
  }
  return { kind: 'moved', path: join(folder.path, name), name }
}

const exists = (path: string): Promise<boolean> =>
  lstat(fsPath(path)).then(
    () => true,
    () => false
  )

/**
 * The old name went while the new one was made (another desktop moved the file too, or someone
 * deleted it): a second name of a file moved elsewhere is taken back; a file whose only name is
 * now ours stays moved.
 */
async function lostRace(
  folder: ActionFolder,
  name: string,
  dest: string | Buffer
): Promise<MoveResult> {
  const made = await lstat(dest)
  if (made.nlink <= 1) return { kind: 'moved', path: join(folder.path, name), name }
  await unlink(dest)
  return { kind: 'gone' }
}

/**
 * The move on a filesystem without hard links: the name is claimed by exclusive creation first,
 * so the rename replaces only that empty claim of ours, never a file someone else put there.
 */
async function renameInto(
  file: string,
  folder: ActionFolder,
  name: string,
  opts: MoveOptions
): Promise<MoveResult | 'taken'> {
  const dest = folder.entry(name)
  const into = `move it into ${basename(folder.path)}/`
  try {
    await (await open(dest, EXCLUSIVE_FLAGS, 0o600)).close()
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return 'taken'
    throw asFolderRefusal(err, into)
  }
  try {
    const now = await lstat(fsPath(file))
    if (!now.isFile() || (opts.ino !== undefined && now.ino !== opts.ino)) {
      await unlink(dest)
      return { kind: 'changed' }
    }
    await rename(fsPath(file), dest)
  } catch (err) {
    await unlink(dest).catch(() => undefined)
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'gone' }
    throw asFolderRefusal(err, 'move it out of this folder')
  }
  return { kind: 'moved', path: join(folder.path, name), name }
}
