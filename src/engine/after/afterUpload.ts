import { rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import type { ItemWarning, ItemWarningKind } from '../../shared/itemWarning'
import type { WatchedFolder } from '../../shared/settingsSchema'
import { fsPath } from '../files/rawName'
import { asFolderRefusal, openActionFolder, refusalOf } from './actionFolder'
import { moveInto } from './moveFile'
import { reasonNameOf, removeReason, writeReason } from './reasonFile'

export type Outcome = 'done' | 'failed' | 'duplicate'

/** Where the file is once its folder's action ran. */
export type ActionResult =
  /** Moved to `path` (a reason file beside it, unless `reasonError` says why not). */
  | { kind: 'moved'; path: string; reasonError?: unknown }
  /** Left at `path`: kept, or already in its subfolder (a reason written again, or why not). */
  | { kind: 'left'; path: string; reasonError?: unknown }
  | { kind: 'deleted' }
  /** Moved or removed by someone else while it was being moved: not ours to record. */
  | { kind: 'gone' }
  /** Another file took its path just before the move: that file is left alone. */
  | { kind: 'changed' }

/** The subfolder where files of this outcome go, or null when they stay where they are. */
export function destinationOf(folder: WatchedFolder, outcome: Outcome): string | null {
  if (outcome === 'failed') {
    // "Move when sent" must never put a failure among the sent files: failures go to Failed/.
    return folder.moveFailed || folder.afterUpload === 'move' ? 'Failed' : null
  }
  if (outcome === 'duplicate' && folder.moveDuplicates) return 'Duplicates'
  return folder.afterUpload === 'move' ? 'Done' : null
}

const NOT_SENT = 'The file could not be sent.'

/**
 * What a watched folder does with a file once its outcome is final: only successes (extracted,
 * and duplicates unless they have their own folder) go to Done/ or are deleted; failures of any
 * kind (not sent, extraction failed, stalled, empty) go to Failed/ with `<name>.reason.txt`
 * beside them when the folder moves files or asks for it, and are never deleted; duplicates to
 * Duplicates/ when asked. A file already in its subfolder stays; one leaving Failed/ (retried
 * with success) takes its reason file away. The subfolders are Dropdock's own (see
 * openActionFolder); `ino`, the inode checked, keeps a file swapped in at the path from moving.
 * A refusal (a link, permissions, a read-only disk, names taken) throws, the file left in place.
 */
export async function applyAfterUpload(
  folder: WatchedFolder,
  file: string,
  outcome: Outcome,
  reason?: string,
  opts: { ino?: number } = {}
): Promise<ActionResult> {
  const sub = destinationOf(folder, outcome)
  const leavesFailed = dirname(file) === join(folder.path, 'Failed')
  if (sub === null) {
    if (outcome === 'failed' || folder.afterUpload !== 'delete') return { kind: 'left', path: file }
    await rm(fsPath(file), { force: true }).catch((err: unknown) => {
      throw asFolderRefusal(err, 'delete it')
    })
    if (leavesFailed) await removeReason(folder.path, basename(file))
    return { kind: 'deleted' }
  }
  const target = await openActionFolder(folder.path, sub)
  try {
    const words = reason ?? NOT_SENT
    if (dirname(file) === target.path) {
      if (sub !== 'Failed') return { kind: 'left', path: file }
      const reasonError = await failure(
        writeReason(target, basename(file), words, { replace: true })
      )
      return { kind: 'left', path: file, ...reasonError }
    }
    const companions = sub === 'Failed' ? (n: string) => [reasonNameOf(n)] : undefined
    const moved = await moveInto(file, target, { ino: opts.ino, companions })
    if (moved.kind !== 'moved') return moved
    if (leavesFailed) await removeReason(folder.path, basename(file))
    if (sub !== 'Failed') return { kind: 'moved', path: moved.path }
    return {
      kind: 'moved',
      path: moved.path,
      ...(await failure(writeReason(target, moved.name, words)))
    }
  } finally {
    await target.close()
  }
}

/** `{ reasonError }` when `work` failed, else nothing. */
async function failure(work: Promise<void>): Promise<{ reasonError?: unknown }> {
  return work.then(
    () => ({}),
    (reasonError: unknown) => ({ reasonError })
  )
}

/**
 * The warning an item carries when its folder's action failed: the file could not be moved to
 * the outcome's subfolder, or not deleted (or, moved to Failed/, its reason file not written).
 * The outcome itself stands.
 */
export function actionWarning(
  folder: WatchedFolder,
  outcome: Outcome,
  err: unknown,
  kind?: ItemWarningKind
): ItemWarning {
  const sub = destinationOf(folder, outcome)
  const code = (err as NodeJS.ErrnoException | null)?.code
  return {
    kind: kind ?? (sub === null ? 'not_deleted' : 'not_moved'),
    folder: sub,
    reason: err instanceof Error ? err.message : String(err),
    code: typeof code === 'string' ? code : null,
    cause: refusalOf(err)
  }
}
