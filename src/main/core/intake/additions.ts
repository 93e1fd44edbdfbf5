import { lstat } from 'node:fs/promises'
import { basename, resolve } from 'node:path'
import type { FileState, ItemOrigin } from '../../../shared/intake'
import type { LedgerEntry } from '../ledger/types'
import { isoAt } from '../util/clock'
import { newItemId } from '../util/ids'
import type { IntakeContext } from './context'
import { isOnItsWay, newEntry } from './entries'

export interface AddResult {
  accepted: number
  rejected: { path: string; reason: string }[]
  /** Ids of the items (in the order of the accepted paths). */
  ids: string[]
  /**
   * Ids of earlier items, for files given again unchanged, that ended without success (failed,
   * extraction failed, stalled): they answer for the file as they are unless retried.
   */
  endedBadly: string[]
}

/** Earlier outcomes a file given again unchanged is sent again for without being asked. */
const SEND_AGAIN: readonly FileState[] = ['cancelled']
const ENDED_BADLY: readonly FileState[] = ['failed', 'extraction_failed', 'stalled']

/**
 * Entries for files handed over by path (dropped, given to the CLI). A path that does not exist
 * or is a folder is rejected with a reason; a path already on its way keeps its item; anything
 * else becomes an entry, even if reading it will fail, so that the failure is shown and counted.
 */
export async function entriesForPaths(
  ctx: IntakeContext,
  paths: string[],
  origin: ItemOrigin
): Promise<{ created: LedgerEntry[]; result: AddResult }> {
  const result: AddResult = { accepted: 0, rejected: [], ids: [], endedBadly: [] }
  const created: LedgerEntry[] = []
  const at = isoAt(ctx.clock)
  const seen = new Map<string, number>()
  for (const raw of paths) {
    const path = resolve(raw)
    // The same file twice in one drop is one item.
    const twice = seen.get(path)
    if (twice !== undefined) {
      result.accepted++
      result.ids.push(result.ids[twice])
      continue
    }
    seen.set(path, result.ids.length)
    const st = await lstat(path).catch(() => null)
    if (!st) {
      result.rejected.push({ path: raw, reason: `"${basename(path)}" does not exist.` })
      continue
    }
    if (st.isDirectory()) {
      const reason = `"${basename(path)}" is a folder; drop the files inside it, or watch it.`
      result.rejected.push({ path: raw, reason })
      continue
    }
    const existing = ctx.ledger.byPath(path)
    // A file given again keeps its item when it is still on its way, or when it did not change
    // since: an earlier run's item is followed to its end, or answers with how it ended (a
    // failure stays a failure). The ledger grows with new files, not with runs.
    const unchanged =
      existing !== undefined && existing.size === st.size && existing.mtimeMs === st.mtimeMs
    if (
      existing &&
      (isOnItsWay(existing.state) || (unchanged && !SEND_AGAIN.includes(existing.state)))
    ) {
      result.accepted++
      result.ids.push(existing.id)
      if (ENDED_BADLY.includes(existing.state)) result.endedBadly.push(existing.id)
      continue
    }
    const id = newItemId(ctx.clock.now())
    created.push(
      newEntry({
        id,
        origin,
        path,
        size: st.size,
        mtimeMs: st.mtimeMs,
        state: ctx.queuedState(),
        at
      })
    )
    result.accepted++
    result.ids.push(id)
  }
  return { created, result }
}
