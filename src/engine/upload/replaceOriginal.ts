/**
 * The last step of a clerk's split (docs/packets.md, "Split by the clerk"): the service's one
 * document of the file, recorded as `meta.replaces` before the first part was sent, is deleted
 * once every part is at the service. A part that failed leaves it standing (it is tried again
 * once that part is sent); a document that is itself one of the parts is never deleted.
 */
import { isPartAtService } from '../../shared/split'
import { keptParts } from '../../shared/outcome'
import type { IntakeContext } from '../context/context'
import type { EntryPatch, LedgerEntry } from '../ledger/types'

/** What replacing uses. */
export type ReplaceParts = Pick<IntakeContext, 'ledger' | 'client' | 'set'>

/**
 * What the item drops of the document its parts replace (docs/packets.md, "Split by the
 * clerk"): its type, data, links, the clerk's corrections of it and what was pending on it. The
 * file is its parts from then on, its own fields theirs as the follower finds them, as for a
 * packet. The corrections go into the history note (when the write carries one), not the item:
 * they were made on a document that is deleted.
 */
export function withoutOriginal(e: LedgerEntry): { patch: EntryPatch; note: string | null } {
  const {
    extractedAt: _at,
    staleExtractedAt: _stale,
    followMinPolls: _polls,
    updatedBefore: _before,
    trackRelink: _track,
    ...meta
  } = e.meta ?? {}
  const patch: EntryPatch = {
    documentType: null,
    shipmentNumbers: [],
    containerNumbers: [],
    extracted: null,
    schemaVersion: null,
    manual: null,
    relinkDue: false,
    relinkUnseen: false,
    possibleDuplicateOf: null,
    trackingPending: null,
    trackingFailed: null,
    meta
  }
  const fields = Object.entries(e.manual ?? {})
  const note = fields.length
    ? `corrections of document ${e.meta?.replaces ?? e.documentId} dropped with it: ` +
      fields.map(([k, v]) => `${k} = ${JSON.stringify(v)}`).join(', ')
    : null
  return { patch, note }
}

/** Deletes, for each entry found waiting for it at a start, the document its parts replace. */
export function resumeReplacements(ctx: ReplaceParts, track: (work: Promise<void>) => void): void {
  for (const e of ctx.ledger.values()) {
    if (replacementDue(e)) track(replaceOriginal(ctx, e.id).then(() => undefined))
  }
}

/** True when the entry waits to have its one document replaced by its parts. */
export function replacementDue(e: LedgerEntry): boolean {
  const parts = keptParts(e.parts)
  return (
    e.meta?.replaces !== undefined &&
    parts.length > 0 &&
    parts.every((p) => isPartAtService(p.sent) && p.documentId !== '')
  )
}

/**
 * Deletes the document `id` replaces, when due; true once it is gone (deleted now, or a 404:
 * already gone). The item then names its first part as its document. A delete that fails is
 * said in the item's history, and `meta.replaces` kept: the next start tries again.
 */
export async function replaceOriginal(ctx: ReplaceParts, id: string): Promise<boolean> {
  const e = ctx.ledger.get(id)
  if (!e || !replacementDue(e)) return false
  const original = e.meta!.replaces!
  const parts = keptParts(e.parts)
  const { replaces: _done, ...meta } = e.meta!
  if (parts.some((p) => p.documentId === original)) {
    // The service took a part for the document itself (its 409 named it): it stays.
    ctx.set(id, { meta }, `document ${original} kept: it is one of the parts`)
    return false
  }
  let found: 'deleted' | 'gone'
  try {
    found = await ctx.client.deleteDocument(original)
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err)
    ctx.set(id, {}, `document ${original} not deleted yet (tried again on the next start): ${why}`)
    return false
  }
  // An entry cut before the parts dropped the original's fields still holds them: dropped now.
  const dropped = withoutOriginal({ ...e, meta })
  const keep = e.manual || e.extracted || e.documentType ? dropped.patch : {}
  ctx.set(
    id,
    {
      ...keep,
      documentId: parts[0]!.documentId,
      meta: { ...(keep.meta ?? meta), replaced: original }
    },
    `document ${original} ${found === 'deleted' ? 'deleted' : 'already gone'}: replaced by ${parts.length} parts`
  )
  return true
}
