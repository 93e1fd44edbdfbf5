import type { FileState } from '../../shared/intake'
import { splitRuleOf } from '../../shared/separators'
import type { WatchedFolder } from '../../shared/settingsSchema'
import type { LedgerEntry } from '../ledger/types'
import { isoAt } from '../time/clock'
import { newItemId } from '../context/itemId'
import type { NetChange } from './coalesce'
import type { FileStamp } from '../files/stamp'
import type { IntakeContext } from '../context/context'
import { isOnItsWay, newEntry } from '../context/entries'

/** A file on its way that reappeared under another name in its folder. */
export interface Rename {
  id: string
  from: string
  to: string
  stamp: FileStamp | null
}

/** States in which no step holds the file open: its item can follow it to a new name. */
const RENAMEABLE: readonly FileState[] = ['waiting', 'queued', 'paused', 'retrying']

/** Paths removed from watched folders whose items may reappear under a new name (id by path). */
export type RemovedPaths = Map<string, string>

/** At most this many removed paths are remembered; the oldest go first. */
const REMOVED_MAX = 1000

/**
 * The item on its way whose file was removed from this folder and has this new file's size and
 * mtime (a rename keeps both): the same file under a new name, not a new one.
 */
function renamedSource(
  ledger: IntakeContext['ledger'],
  removed: RemovedPaths,
  stamp: FileStamp | undefined,
  folder: WatchedFolder
): LedgerEntry | null {
  if (!stamp) return null
  for (const [path, id] of removed) {
    const e = ledger.get(id)
    if (!e || e.path !== path || !RENAMEABLE.includes(e.state)) {
      removed.delete(path)
      continue
    }
    if (e.origin.kind !== 'watch' || e.origin.folder !== folder.path) continue
    if (e.size === stamp.size && e.mtimeMs === stamp.mtimeMs) return e
  }
  return null
}

/**
 * Turns a watched folder's net changes into gate events, renames and new entries (state
 * `waiting`): a file already on its way only restarts its quiet period; a file on its way that
 * went and came back under another name (same size and mtime, same folder) is a rename, its
 * item follows it; a known file with the same size and mtime (found again after a restart, or
 * kept after upload, or pruned from the ledger at its bound) is left alone; a changed one is a new
 * version and gets a new entry. A file found changed while its item reads or sends it is only
 * noted (`touched`): the check after the create makes its new version's item.
 * Returns the entries to create, the renames and the items touched; the caller writes them and
 * puts them into the gate.
 */
export function entriesForChanges(
  ctx: Pick<IntakeContext, 'clock' | 'ledger' | 'gate'>,
  changes: NetChange[],
  folder: WatchedFolder,
  removed: RemovedPaths = new Map()
): { created: LedgerEntry[]; renamed: Rename[]; touched: string[] } {
  const created: LedgerEntry[] = []
  const renamed: Rename[] = []
  const touched: string[] = []
  const at = isoAt(ctx.clock)
  const split = splitRuleOf(folder)
  // Removals first: a rename arrives as a removal and an addition, in either order.
  for (const c of changes) {
    if (c.change !== 'remove') continue
    const e = ctx.ledger.byPath(c.path)
    if (e?.state === 'waiting') ctx.gate.observe(c.path, null, folder.quietMs)
    if (e && RENAMEABLE.includes(e.state)) {
      removed.set(c.path, e.id)
      if (removed.size > REMOVED_MAX) removed.delete(removed.keys().next().value!)
    }
  }
  for (const c of changes) {
    if (c.change === 'remove') continue
    removed.delete(c.path)
    const e = ctx.ledger.byPath(c.path)
    if (!e) {
      const source = renamedSource(ctx.ledger, removed, c.stamp, folder)
      if (source) {
        removed.delete(source.path!)
        renamed.push({ id: source.id, from: source.path!, to: c.path, stamp: c.stamp ?? null })
        continue
      }
    }
    if (e && isOnItsWay(e.state)) {
      if (e.state === 'waiting') ctx.gate.observe(c.path, c.stamp ?? null, folder.quietMs)
      else if (!c.stamp || c.stamp.size !== e.size || c.stamp.mtimeMs !== e.mtimeMs)
        touched.push(e.id)
      continue
    }
    if (e && c.stamp && e.size === c.stamp.size && e.mtimeMs === c.stamp.mtimeMs) continue
    // An entry the ledger's bound pruned left its file's fingerprint: unchanged, it is known.
    if (!e && c.stamp && ctx.ledger.prunedFile(c.path, c.stamp.size, c.stamp.mtimeMs)) continue
    const entry = newEntry({
      id: newItemId(ctx.clock.now()),
      origin: {
        kind: 'watch',
        folder: folder.path,
        ...(folder.documentType ? { type: folder.documentType } : {}),
        ...(split ? { split } : {})
      },
      path: c.path,
      size: c.stamp?.size ?? 0,
      mtimeMs: c.stamp?.mtimeMs ?? null,
      state: 'waiting',
      at
    })
    entry.meta = { folderId: folder.id }
    created.push(entry)
  }
  return { created, renamed, touched }
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
