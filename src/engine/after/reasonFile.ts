import { createHash } from 'node:crypto'
import { lstat, open, unlink, type FileHandle } from 'node:fs/promises'
import { basename } from 'node:path'
import { displayName, UNSAFE_CHAR } from '../../shared/fileNames'
import { fsPath } from '../files/rawName'
import {
  asFolderRefusal,
  EXCLUSIVE_FLAGS,
  FolderActionError,
  openActionFolder,
  type ActionFolder
} from './actionFolder'
import { cutToFit, NAME_MAX_BYTES, nameBytes } from './names'

const REASON = '.reason.txt'

/**
 * The reason file's name beside a failed file: `<name>.reason.txt`, or, when that is longer than
 * a file name may be (a 255-byte name), the name cut to fit with `~` and 8 hex digits of its
 * SHA-256 before `.reason.txt`: every failed file keeps its reason, and two long names sharing
 * their start keep one each.
 */
export function reasonNameOf(name: string): string {
  if (nameBytes(name) + REASON.length <= NAME_MAX_BYTES) return `${name}${REASON}`
  const hash = createHash('sha256').update(fsPath(name)).digest('hex').slice(0, 8)
  return cutToFit(name, `~${hash}${REASON}`)
}

/**
 * The first line of every reason file. Each line is a comment to a shell, so a reason file run
 * as a script (`. Failed/x.reason.txt`, a clerk's mistaken double-click) runs nothing.
 */
export const REASON_HEADER = '# Dropdock could not finish this file and moved it here.'

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/**
 * `text` kept on its line: controls, line separators and bidi marks as escapes (`\n`,
 * `\u202e`), backslashes doubled, and quotes escaped when it goes between quotes; raw bytes of
 * a non-UTF-8 name shown as `\xFC`.
 */
function inert(text: string, quoted: boolean): string {
  const escaped = text
    .replace(quoted ? /["\\]/g : /\\/g, (c) => `\\${c}`)
    .replace(UNSAFE_CHAR, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return displayName(escaped)
}

/** The reason file's text: the fixed header, then the file's name quoted and the reason. */
export function reasonText(name: string, reason: string): string {
  return `${REASON_HEADER}\n# File: "${inert(name, true)}"\n# Reason: ${inert(reason, false)}\n`
}

/**
 * Writes the reason beside `name` in `folder`, by exclusive creation that follows no link: a
 * name already there refuses it (a link planted there is named as one). With `replace` (a file
 * failed again while in Failed/), an earlier reason is removed first (the entry itself, never
 * what a link points to) and the new one created once more.
 */
export async function writeReason(
  folder: ActionFolder,
  name: string,
  reason: string,
  opts: { replace?: boolean } = {}
): Promise<void> {
  const reasonName = reasonNameOf(name)
  const at = folder.entry(reasonName)
  let handle: FileHandle
  try {
    handle = await open(at, EXCLUSIVE_FLAGS, 0o644)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || !opts.replace) {
      throw await refusal(err, folder, reasonName)
    }
    try {
      await unlink(at)
      handle = await open(at, EXCLUSIVE_FLAGS, 0o644)
    } catch (again) {
      throw await refusal(again, folder, reasonName)
    }
  }
  try {
    await handle.writeFile(reasonText(name, reason), 'utf8')
  } finally {
    await handle.close()
  }
}

/** Why the reason file could not be created, in the engine's English. */
async function refusal(err: unknown, folder: ActionFolder, reasonName: string): Promise<unknown> {
  const shown = `${basename(folder.path)}/${displayName(reasonName)}`
  if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
    return asFolderRefusal(err, `write ${shown}`)
  }
  const s = await lstat(folder.entry(reasonName)).catch(() => null)
  return s?.isSymbolicLink()
    ? new FolderActionError('link', 'ELOOP', `${shown} is a link: nothing was written through it`)
    : new FolderActionError('name_taken', 'EEXIST', `${shown} already exists`)
}

/**
 * Removes the reason file of a file that left Failed/ (retried with success), through Failed/
 * itself: a Failed/ that is gone or is a link now holds nothing of ours. Best effort: a reason
 * file left behind costs nothing but a stale line.
 */
export async function removeReason(root: string, name: string): Promise<void> {
  const folder = await openActionFolder(root, 'Failed', { create: false }).catch(() => null)
  if (!folder) return
  try {
    await unlink(folder.entry(reasonNameOf(name))).catch(() => undefined)
  } finally {
    await folder.close()
  }
}
