import { lstat } from 'node:fs/promises'
import { basename, resolve } from 'node:path'
import type { ItemOrigin } from '../../../shared/intake'
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
}

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
  const result: AddResult = { accepted: 0, rejected: [], ids: [] }
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
    if (existing && isOnItsWay(existing.state)) {
      result.accepted++
      result.ids.push(existing.id)
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
