import { unlink } from 'node:fs/promises'
import type { WatchedFolder } from '../../shared/settingsSchema'
import { actionWarning, applyAfterUpload, destinationOf, type Outcome } from './afterUpload'
import type { FolderActionParts, IntakeContext } from '../context/context'
import { holdsItsFile, sameStampVersion } from './fileVersion'

/** Removes the spooled copy of handed-over bytes once the service holds them. */
export async function releaseSpool(ctx: Pick<IntakeContext, 'ledger'>, id: string): Promise<void> {
  const spoolPath = ctx.ledger.get(id)?.meta?.spoolPath
  if (spoolPath) await unlink(spoolPath).catch(() => undefined)
}

/**
 * What happens to the local file once the item is settled: the watched folder's action (keep,
 * move, delete; Failed and Duplicates folders), and removal of a spooled copy. Called on final
 * states only: 'done' once extracted, 'failed' for any failure (extraction failed and stalled
 * included). A failure here is logged, never turned into a failure of the item.
 */
export function afterFinal(
  ctx: FolderActionParts,
  id: string,
  outcome: Outcome,
  reason?: string
): Promise<void> {
  const work = applyFolderAction(ctx, id, outcome, reason)
  ctx.track(work)
  return work
}

async function applyFolderAction(
  ctx: Omit<FolderActionParts, 'track'>,
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
    if (!(await holdsItsFile((p) => ctx.ledger.byPath(p), e))) {
      // Saved again since it was sent (a corrected version, a writer that went on): that file is
      // a new version with its own item, and this item's action must not move or delete it.
      ctx.log(`"${e.name}" changed since it was sent: left where it is for its newer version`)
      await sameStampVersion(ctx, e)
      return
    }
    const where = await applyAfterUpload(folder, e.path, outcome, reason)
    // A move that works now takes away the warning of one that failed before.
    const cleared = e.warning ? { warning: null } : {}
    if ((where !== e.path || e.warning) && !ctx.isClosing()) {
      ctx.set(
        id,
        where === null ? cleared : { path: where, ...cleared },
        where === null ? 'file deleted' : where === e.path ? 'left in place' : `moved to ${where}`
      )
    }
  } catch (err) {
    ctx.log(
      `after-upload action for "${e.name}" failed: ${err instanceof Error ? err.message : String(err)}`
    )
    // The outcome stands, but the clerk must see that the file is not where it should be.
    if (folder && !ctx.isClosing()) {
      const warning = actionWarning(folder, outcome, err)
      ctx.set(id, { warning }, `not ${warning.kind === 'not_moved' ? 'moved' : 'deleted'}`)
    }
  }
}

/** True when the folder's action for this outcome neither moves nor deletes the file. */
function leavesInPlace(folder: WatchedFolder, outcome: Outcome): boolean {
  return (
    destinationOf(folder, outcome) === null &&
    (outcome === 'failed' || folder.afterUpload !== 'delete')
  )
}
