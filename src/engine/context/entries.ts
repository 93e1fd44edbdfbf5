import { basename } from 'node:path'
import { displayName } from '../../shared/fileNames'
import {
  FILE_STATES,
  FINAL_STATES,
  FOLLOW_STATES,
  type FileState,
  type IntakeItem,
  type ItemOrigin
} from '../../shared/intake'
import type { FilePlace } from '../files/itemFile'
import { WHOLE_READ_MAX_BYTES } from '../files/wholeRead'
import type { LedgerEntry } from '../ledger/types'
import type { Lane, Priority } from '../queue/scheduler'
import type { QuietParts } from './context'
import { keptParts } from '../../shared/outcome'

export function isFinal(state: FileState): boolean {
  return FINAL_STATES.includes(state)
}

/** Not final and not yet with the service: a file found again in this state keeps its item. */
export function isOnItsWay(state: FileState): boolean {
  return !isFinal(state) && !FOLLOW_STATES.includes(state)
}

/** Dropped, pasted and command-line files go before files found in watched folders. */
export function priorityOf(origin: ItemOrigin): Priority {
  return origin.kind === 'watch' ? 'normal' : 'high'
}

/** A ledger entry for a file just found (or handed over), in its first state. */
export function newEntry(args: {
  id: string
  origin: ItemOrigin
  path: string | null
  name?: string
  size: number
  mtimeMs: number | null
  state: FileState
  at: string
  md5?: string | null
  note?: string
}): LedgerEntry {
  const first = { state: args.state, at: args.at, ...(args.note ? { note: args.note } : {}) }
  return {
    id: args.id,
    // Numbered by Ledger.create, the one place that knows the last number given.
    seq: 0,
    origin: args.origin,
    path: args.path,
    name: args.name ?? (args.path ? displayName(basename(args.path)) : 'attachment'),
    size: args.size,
    mtimeMs: args.mtimeMs,
    md5: args.md5 ?? null,
    state: args.state,
    bytesSent: 0,
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    signedId: null,
    documentId: null,
    duplicateOf: null,
    documentType: null,
    shipmentNumbers: [],
    containerNumbers: [],
    history: [first],
    createdAt: args.at,
    updatedAt: args.at
  }
}

/** The public view of an entry (engine-private facts dropped, live byte progress merged in). */
export function toPublic(e: LedgerEntry, bytesSent?: number): IntakeItem {
  // The history read from `e` itself: a finished entry's is not one of its own fields (packed).
  const { meta: _meta, ...item } = e
  const out: IntakeItem = { ...item, history: [...e.history] }
  if (e.meta?.removedAt !== undefined) out.removed = true
  // Parts the clerk removed stay in the ledger only: the hosts list, count and export the rest.
  if (e.parts?.some((p) => p.removed)) out.parts = keptParts(e.parts)
  if (bytesSent !== undefined && e.state === 'uploading') out.bytesSent = bytesSent
  return out
}

/** States an item is busy in: not final, and not waiting for a timed retry. */
export const BUSY_STATES: readonly FileState[] = FILE_STATES.filter(
  (s) => !isFinal(s) && s !== 'retrying'
)

/** The file the bytes come from: the original, or the spooled copy of handed-over bytes. */
export function sourceOf(e: LedgerEntry): string | null {
  return e.meta?.spoolPath ?? e.path
}

/**
 * Where the item's bytes are and what that file must still be (see files/itemFile): under its
 * watched folder, the version recorded (device, inode, size, mtime). Null without a file.
 */
export function placeOf(e: LedgerEntry): FilePlace | null {
  const spool = e.meta?.spoolPath
  const path = spool ?? e.path
  if (path === null) return null
  const { dev, ino } = e.meta ?? {}
  return {
    path,
    name: e.name,
    root: !spool && e.origin.kind === 'watch' ? e.origin.folder : null,
    followLink: !spool && e.meta?.linked === true,
    seen: {
      size: e.size,
      mtimeMs: e.mtimeMs,
      ...(dev !== undefined ? { dev } : {}),
      ...(ino !== undefined ? { ino } : {})
    }
  }
}

/**
 * The step an item needs next when it is (re)queued: sending once it is hashed. A file small
 * enough to be read whole is hashed in the upload step itself, from the one read that also gives
 * the bytes sent; a larger one is hashed ahead (hash lane), then opened again to be streamed.
 */
export function laneFor(e: LedgerEntry): Lane {
  return e.md5 || e.size <= WHOLE_READ_MAX_BYTES ? 'upload' : 'hash'
}

/** Quiet period for this item's file: its watched folder's, or the default. */
export function quietFor(ctx: QuietParts, e: LedgerEntry): number {
  const f = e.meta?.folderId ? ctx.folders.get(e.meta.folderId) : undefined
  return f?.quietMs ?? ctx.defaultQuietMs
}
