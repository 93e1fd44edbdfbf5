import { createHash } from 'node:crypto'
import { access, link, mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises'
import { basename, dirname, extname, join } from 'node:path'
import type { ItemWarning } from '../../shared/intake'
import type { WatchedFolder } from '../../shared/settingsSchema'
import { fsPath } from '../files/rawName'

export type Outcome = 'done' | 'failed' | 'duplicate'

/**
 * Moves a file into `<root>/<sub>/`, adding " (1)", " (2)"… before the extension when the name
 * is taken. link + unlink makes "is the name free" and "take it" one step; filesystems without
 * hard links fall back to rename after an existence check. Returns the new path.
 */
export async function moveInto(file: string, root: string, sub: string): Promise<string> {
  const dir = join(root, sub)
  await mkdir(dir, { recursive: true })
  const ext = extname(file)
  const stem = basename(file, ext)
  for (let n = 0; n < 10_000; n++) {
    const dest = join(dir, n === 0 ? `${stem}${ext}` : `${stem} (${n})${ext}`)
    try {
      await link(fsPath(file), fsPath(dest))
      await unlink(fsPath(file))
      return dest
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      if (code === 'EEXIST') continue
      if (code === 'EPERM' || code === 'EXDEV' || code === 'ENOTSUP' || code === 'EOPNOTSUPP') {
        const taken = await access(fsPath(dest)).then(
          () => true,
          () => false
        )
        if (taken) continue
        await rename(fsPath(file), fsPath(dest))
        return dest
      }
      throw err
    }
  }
  throw new Error(`No free name for ${basename(file)} in ${dir}`)
}

/** The longest file name most filesystems take, in bytes. */
const NAME_MAX_BYTES = 255
const REASON = '.reason.txt'

/** Bytes a name takes on disk (a raw byte of a non-UTF-8 name takes one). */
const nameBytes = (s: string): number => {
  const p = fsPath(s)
  return typeof p === 'string' ? Buffer.byteLength(p) : p.length
}

/**
 * The reason file beside a failed file: `<name>.reason.txt`, or, when that is longer than a file
 * name may be (a 255-byte name), the name cut to fit with `~` and 8 hex digits of its SHA-256
 * before `.reason.txt`: every failed file keeps its reason, and two long names sharing their
 * start keep one each.
 */
function reasonFileOf(file: string): string {
  const name = basename(file)
  if (nameBytes(name) + REASON.length <= NAME_MAX_BYTES) return `${file}${REASON}`
  const hash = createHash('sha256').update(fsPath(name)).digest('hex').slice(0, 8)
  const tail = `~${hash}${REASON}`
  let kept = ''
  let used = 0
  for (const ch of name) {
    const n = nameBytes(ch)
    if (used + n + tail.length > NAME_MAX_BYTES) break
    kept += ch
    used += n
  }
  return join(dirname(file), `${kept}${tail}`)
}

/** The subfolder where files of this outcome go, or null when they stay where they are. */
export function destinationOf(folder: WatchedFolder, outcome: Outcome): string | null {
  if (outcome === 'failed') {
    // "Move when sent" must never put a failure among the sent files: failures go to Failed/.
    return folder.moveFailed || folder.afterUpload === 'move' ? 'Failed' : null
  }
  if (outcome === 'duplicate' && folder.moveDuplicates) return 'Duplicates'
  return folder.afterUpload === 'move' ? 'Done' : null
}

/**
 * What a watched folder does with a file once its outcome is final: only successes (extracted,
 * and duplicates unless they have their own folder) go to Done/ or are deleted; failures of any
 * kind (not sent, extraction failed, stalled, empty) go to Failed/ with `<name>.reason.txt`
 * beside them when the folder moves files or asks for it, and are never deleted; duplicates to
 * Duplicates/ when asked. A file already in its subfolder stays; one leaving Failed/ (retried
 * with success) takes its reason file away. Returns where the file is afterwards (null when
 * deleted).
 */
export async function applyAfterUpload(
  folder: WatchedFolder,
  file: string,
  outcome: Outcome,
  reason?: string
): Promise<string | null> {
  const sub = destinationOf(folder, outcome)
  const from = dirname(file)
  let where: string | null = file
  if (sub !== null && from !== join(folder.path, sub)) {
    where = await moveInto(file, folder.path, sub)
  } else if (sub === null && outcome !== 'failed' && folder.afterUpload === 'delete') {
    await rm(fsPath(file), { force: true })
    where = null
  }
  if (from === join(folder.path, 'Failed') && where !== file) {
    await rm(fsPath(reasonFileOf(file)), { force: true })
  }
  if (sub === 'Failed' && where !== null) {
    await writeFile(
      fsPath(reasonFileOf(where)),
      `${reason ?? 'The file could not be sent.'}\n`,
      'utf8'
    )
  }
  return where
}

/**
 * The warning an item carries when its folder's action failed: the file could not be moved to
 * the outcome's subfolder, or not deleted. The outcome itself stands.
 */
export function actionWarning(folder: WatchedFolder, outcome: Outcome, err: unknown): ItemWarning {
  const sub = destinationOf(folder, outcome)
  const code = (err as NodeJS.ErrnoException | null)?.code
  return {
    kind: sub === null ? 'not_deleted' : 'not_moved',
    folder: sub,
    reason: err instanceof Error ? err.message : String(err),
    code: typeof code === 'string' ? code : null
  }
}
