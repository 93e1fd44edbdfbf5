import { basename } from 'node:path'
import { displayName } from '../../../shared/fileNames'
import {
  ATTENTION_STATES,
  FAILED_STATES,
  FINAL_STATES,
  GOOD_FINAL_STATES,
  type FileState,
  type IntakeCounts,
  type IntakeItem,
  type ItemOrigin
} from '../../../shared/intake'
import type { LedgerEntry } from '../ledger/types'
import type { Lane, Priority } from '../queue/scheduler'
import type { QuietParts } from './context'

/** States in which the service already has the document and the engine follows it. */
export const FOLLOW_STATES: readonly FileState[] = ['submitted', 'classified']

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
  if (bytesSent !== undefined && e.state === 'uploading') out.bytesSent = bytesSent
  return out
}

/** Totals for the tray icon and status line. */
export function countEntries(entries: Iterable<LedgerEntry>, paused: boolean): IntakeCounts {
  const c: IntakeCounts = { total: 0, active: 0, done: 0, attention: 0, failed: 0, paused }
  for (const e of entries) {
    c.total++
    if (!isFinal(e.state)) c.active++
    else if (GOOD_FINAL_STATES.includes(e.state)) c.done++
    if (ATTENTION_STATES.includes(e.state)) c.attention++
    if (FAILED_STATES.includes(e.state)) c.failed++
  }
  return c
}

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
