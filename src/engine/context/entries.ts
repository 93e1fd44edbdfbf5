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
import type { LedgerEntry } from '../ledger/types'
import type { Lane, Priority } from '../queue/scheduler'
import type { QuietParts } from './context'

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
  const { meta: _meta, ...item } = e
  const out: IntakeItem = { ...item, history: [...item.history] }
  if (e.meta?.removedAt !== undefined) out.removed = true
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

/** The step an item needs next when it is (re)queued. */
export function laneFor(e: LedgerEntry): Lane {
  return e.md5 ? 'upload' : 'hash'
}

/** Quiet period for this item's file: its watched folder's, or the default. */
export function quietFor(ctx: QuietParts, e: LedgerEntry): number {
  const f = e.meta?.folderId ? ctx.folders.get(e.meta.folderId) : undefined
  return f?.quietMs ?? ctx.defaultQuietMs
}
