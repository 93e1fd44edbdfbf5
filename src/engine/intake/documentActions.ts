import type { FileState } from '../../shared/intake'
import type { LedgerEntry } from '../ledger/types'
import { isoAt } from '../time/clock'
import type { IntakeContext } from '../context/context'
import { RERUN_MIN_POLLS } from '../follow/checkDocument'
import type { ServiceClient } from '../client/serviceClient'

/** How following restarts after a correction the service processes asynchronously. */
export interface RefollowHow {
  /** The current representation predates the request: wait for a fresh one. */
  stale: boolean
  /** Polls before a final state counts (results of relink are not marked as fresh). */
  minPolls: number
  /** The document's `updated_at` before the request: a result counts once it changed. */
  updatedBefore?: string | null
}

export const AFTER_RECLASSIFY: RefollowHow = { stale: true, minPolls: RERUN_MIN_POLLS }
export const AFTER_REEXTRACT: RefollowHow = { stale: true, minPolls: RERUN_MIN_POLLS }
/** A relink shows in the document's `updated_at`; a service that keeps it is given 6 polls. */
export const AFTER_RELINK: RefollowHow = { stale: false, minPolls: RERUN_MIN_POLLS }

/** The item behind a document command; refuses one the service does not have yet. */
export function documentItem(
  ctx: Pick<IntakeContext, 'ledger'>,
  id: string
): LedgerEntry & { documentId: string } {
  const e = ctx.ledger.get(id)
  if (!e) throw new Error(`No item ${id}`)
  if (!e.documentId) throw new Error(`"${e.name}" has no document in the service yet`)
  return e as LedgerEntry & { documentId: string }
}

/**
 * The service's document a command on the item acts on: the item's own, or with `partId` one of
 * the parts the service cut it into (docs/packets.md); a part of another file is refused.
 */
export function documentOf(e: LedgerEntry & { documentId: string }, partId?: string): string {
  if (partId === undefined) return e.documentId
  const part = e.parts?.find((p) => p.documentId === partId)
  if (!part) throw new Error(`"${e.name}" has no document ${partId}`)
  return part.documentId
}

/** Puts a document back into following after the service accepted a re-run. */
export function refollow(
  ctx: Pick<IntakeContext, 'clock' | 'set' | 'follow'>,
  e: LedgerEntry,
  state: FileState,
  note: string,
  how: RefollowHow
): void {
  const followSince = isoAt(ctx.clock)
  const meta = { ...e.meta, followSince, followMinPolls: how.minPolls }
  if (how.stale && e.meta?.extractedAt) meta.staleExtractedAt = e.meta.extractedAt
  else delete meta.staleExtractedAt
  if (how.updatedBefore) meta.updatedBefore = how.updatedBefore
  else delete meta.updatedBefore
  ctx.set(e.id, { state, lastError: null, meta }, note)
  ctx.follow(e.id)
}

/**
 * Asks the service for a re-run of the item's document, or of its part `partId` alone, then
 * follows the item from `state`: a packet is followed through its parts (follow/parts.ts).
 */
export async function rerunDocument(
  ctx: Pick<IntakeContext, 'ledger' | 'clock' | 'set' | 'follow'>,
  run: { id: string; partId?: string; ask: (documentId: string) => Promise<unknown> },
  state: FileState,
  note: string,
  how: RefollowHow
): Promise<void> {
  const e = documentItem(ctx, run.id)
  await run.ask(documentOf(e, run.partId))
  refollow(ctx, e, state, run.partId === undefined ? note : `${note} for ${run.partId}`, how)
}

/**
 * Sets (or clears, with null) the clerk's type of the item's document, or of its part `partId`
 * (`PATCH document_type_manual` on that document): the service re-extracts on a change, and the
 * item is followed again (a packet through its parts).
 */
export async function setManualType(
  ctx: Pick<IntakeContext, 'ledger' | 'clock' | 'set' | 'follow'>,
  client: Pick<ServiceClient, 'patchDocument'>,
  to: { id: string; type: string | null; partId?: string }
): Promise<void> {
  const { id, type, partId } = to
  const e = documentItem(ctx, id)
  const documentId = documentOf(e, partId)
  await client.patchDocument(documentId, { document_type_manual: type })
  const now = documentItem(ctx, id)
  const note = `manual type ${type ?? 'cleared'}${partId === undefined ? '' : ` for ${partId}`}`
  let was: string | null
  let next: LedgerEntry
  if (partId === undefined) {
    was = now.documentType
    next = ctx.set(id, { documentType: type ?? was }, note)
  } else {
    was = now.parts?.find((p) => p.documentId === documentId)?.documentType ?? null
    const parts = (now.parts ?? []).map((p) =>
      p.documentId === documentId ? { ...p, documentType: type ?? was } : p
    )
    next = ctx.set(id, { parts }, note)
  }
  if (type !== null && type !== was)
    refollow(ctx, next, 'classified', 'manual type set', AFTER_REEXTRACT)
}
