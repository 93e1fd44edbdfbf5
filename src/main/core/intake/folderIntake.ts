import type { WatchedFolder } from '../../../shared/ipc'
import type { LedgerEntry } from '../ledger/types'
import { isoAt } from '../time/clock'
import { newItemId } from './itemId'
import type { NetChange } from '../watch/coalesce'
import type { IntakeContext } from './context'
import { isOnItsWay, newEntry } from './entries'

/**
 * Turns a watched folder's net changes into gate events and new entries (state `waiting`):
 * a file already on its way only restarts its quiet period; a known file with the same size
 * and mtime (found again after a restart, or kept after upload) is left alone; a changed one is
 * a new version and gets a new entry. Returns the entries to create; the caller writes them
 * and puts them into the gate.
 */
export function entriesForChanges(
  ctx: Pick<IntakeContext, 'clock' | 'ledger' | 'gate'>,
  changes: NetChange[],
  folder: WatchedFolder
): LedgerEntry[] {
  const created: LedgerEntry[] = []
  const at = isoAt(ctx.clock)
  for (const c of changes) {
    const e = ctx.ledger.byPath(c.path)
    if (c.change === 'remove') {
      if (e?.state === 'waiting') ctx.gate.observe(c.path, null, folder.quietMs)
      continue
    }
    if (e && isOnItsWay(e.state)) {
      if (e.state === 'waiting') ctx.gate.observe(c.path, c.stamp ?? null, folder.quietMs)
      continue
    }
    if (e && c.stamp && e.size === c.stamp.size && e.mtimeMs === c.stamp.mtimeMs) continue
    const entry = newEntry({
      id: newItemId(ctx.clock.now()),
      origin: { kind: 'watch', folder: folder.path },
      path: c.path,
      size: c.stamp?.size ?? 0,
      mtimeMs: c.stamp?.mtimeMs ?? null,
      state: 'waiting',
      at
    })
    entry.meta = { folderId: folder.id }
    created.push(entry)
  }
  return created
}

/**
 * The entry for a file saved again after its item sent it (state `waiting`, same origin and
 * folder): the old item keeps the document of the version it sent, this one sends the new one.
 */
export function newVersionEntry(ctx: Pick<IntakeContext, 'clock'>, old: LedgerEntry): LedgerEntry {
  const entry = newEntry({
    id: newItemId(ctx.clock.now()),
    origin: old.origin,
    path: old.path,
    size: 0,
    mtimeMs: null,
    state: 'waiting',
    at: isoAt(ctx.clock),
    note: 'saved again after it was sent'
  })
  if (old.meta?.folderId) entry.meta = { folderId: old.meta.folderId }
  return entry
}
