import { unlink } from 'node:fs/promises'
import type { ItemWarning } from '../../shared/itemWarning'
import type { WatchedFolder } from '../../shared/settingsSchema'
import {
  actionWarning,
  applyAfterUpload,
  destinationOf,
  type ActionResult,
  type Outcome
} from './afterUpload'
import type { FolderActionParts, IntakeContext } from '../context/context'
import type { LedgerEntry } from '../ledger/types'
import { actsOnDuplicates, duplicatedIsDone, duplicatesLeftFor } from './duplicates'
import { holdsItsFile, sameStampVersion } from './fileVersion'

/** Removes the spooled copy of handed-over bytes once the service holds them. */
export async function releaseSpool(ctx: Pick<IntakeContext, 'ledger'>, id: string): Promise<void> {
  const spoolPath = ctx.ledger.get(id)?.meta?.spoolPath
  if (spoolPath) await unlink(spoolPath).catch(() => undefined)
}

type ActionParts = Omit<FolderActionParts, 'track'>

/**
 * What happens to the local file once the item is settled: the watched folder's action (keep,
 * move, delete; Failed and Duplicates folders), and removal of a spooled copy. Called on final
 * states only: 'done' once extracted, 'failed' for any failure (extraction failed and stalled
 * included). A failure here is logged, never turned into a failure of the item. A duplicate is
 * acted on only once the document it repeats is extracted: until then its file belongs to that
 * document's outcome, and an item that reaches 'done' takes the duplicates left for it along.
 */
export function afterFinal(
  ctx: FolderActionParts,
  id: string,
  outcome: Outcome,
  reason?: string
): Promise<void> {
  const work = settle(ctx, id, outcome, reason)
  ctx.track(work)
  return work
}

async function settle(ctx: ActionParts, id: string, outcome: Outcome, reason?: string) {
  await applyFolderAction(ctx, id, outcome, reason)
  const e = ctx.ledger.get(id)
  if (outcome !== 'done' || !e || ctx.isClosing()) return
  for (const dup of duplicatesLeftFor(ctx, e)) await applyFolderAction(ctx, dup, 'duplicate')
}

async function applyFolderAction(
  ctx: ActionParts,
  id: string,
  outcome: Outcome,
  reason?: string
): Promise<void> {
  const e = ctx.ledger.get(id)
  if (!e) return
  let folder: WatchedFolder | undefined
  try {
    if (e.meta?.spoolPath && outcome !== 'failed') {
      await releaseSpool(ctx, id)
      return
    }
    folder = e.meta?.folderId ? ctx.folders.get(e.meta.folderId) : undefined
    if (!folder || !e.path || e.origin.kind !== 'watch') return
    // An action that leaves the file where it is has nothing to check: the file is not read
    // again (a version saved since is its folder's events' to find).
    if (leavesInPlace(folder, outcome) && !e.warning) return
    if (outcome === 'duplicate' && actsOnDuplicates(folder) && !(await duplicatedIsDone(ctx, e))) {
      ctx.log(
        `"${e.name}" repeats a document not extracted (yet): left where it is for that document's outcome`
      )
      return
    }
    if (!(await holdsItsFile((p) => ctx.ledger.byPath(p), e))) {
      // Saved again since it was sent (a corrected version, a writer that went on): that file is
      // a new version with its own item, and this item's action must not move or delete it.
      ctx.log(`"${e.name}" changed since it was sent: left where it is for its newer version`)
      await sameStampVersion(ctx, e)
      return
    }
    const result = await applyAfterUpload(folder, e.path, outcome, reason, { ino: e.meta?.ino })
    record(ctx, e, folder, outcome, result)
  } catch (err) {
    ctx.log(
      `after-upload action for "${e.name}" failed: ${err instanceof Error ? err.message : String(err)}`
    )
    // The outcome stands, but the clerk must see that the file is not where it should be.
    if (folder) warn(ctx, e, actionWarning(folder, outcome, err))
  }
}

/** Records where the action left the file, and what it could not do. */
function record(
  ctx: ActionParts,
  e: LedgerEntry,
  folder: WatchedFolder,
  outcome: Outcome,
  result: ActionResult
): void {
  if (result.kind === 'gone' || result.kind === 'changed') {
    ctx.log(
      result.kind === 'gone'
        ? `"${e.name}" was moved or removed by someone else while it was being moved`
        : `"${e.name}" was replaced just before it was moved: the new file is left where it is`
    )
    return
  }
  if (ctx.isClosing()) return
  const reasonError = 'reasonError' in result ? result.reasonError : undefined
  if (reasonError !== undefined) {
    const why = reasonError instanceof Error ? reasonError.message : String(reasonError)
    ctx.log(`the reason file of "${e.name}" was not written: ${why}`)
  }
  const warning =
    reasonError === undefined ? null : actionWarning(folder, outcome, reasonError, 'no_reason_file')
  // A move that works now takes away the warning of one that failed before.
  const cleared = e.warning ? { warning: null } : {}
  if (result.kind === 'deleted') ctx.set(e.id, cleared, 'file deleted')
  else if (result.kind === 'moved') {
    ctx.set(
      e.id,
      { path: result.path, ...(warning ? { warning } : cleared) },
      `moved to ${result.path}`
    )
  } else if (warning) warn(ctx, e, warning)
  else if (e.warning) ctx.set(e.id, cleared, 'left in place')
}

/** Puts the warning on the item, once: the same warning again is not said again. */
function warn(ctx: ActionParts, e: LedgerEntry, warning: ItemWarning): void {
  if (ctx.isClosing()) return
  const had = e.warning
  const same =
    had &&
    had.kind === warning.kind &&
    had.folder === warning.folder &&
    had.reason === warning.reason &&
    had.code === warning.code &&
    (had.cause ?? null) === warning.cause
  if (same) return
  const note = {
    not_moved: 'not moved',
    not_deleted: 'not deleted',
    no_reason_file: 'no reason file'
  }
  ctx.set(e.id, { warning }, note[warning.kind])
}

/** True when the folder's action for this outcome neither moves nor deletes the file. */
function leavesInPlace(folder: WatchedFolder, outcome: Outcome): boolean {
  return (
    destinationOf(folder, outcome) === null &&
    (outcome === 'failed' || folder.afterUpload !== 'delete')
  )
}
