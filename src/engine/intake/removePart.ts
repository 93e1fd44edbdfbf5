/**
 * Removing one part of a file (docs/packets.md, "Removing a part"): its document is deleted at
 * the service, and the ledger keeps the part marked `removed`, so it is accounted for once and
 * no list, count, export or look takes it again. Only a part of that file's own, never its last
 * one, never one whose document is another file's, and only once the file is read.
 */
import { keptParts, partRemovalBar, type PartRemovalBar } from '../../shared/outcome'
import { pagesLabel } from '../../shared/split'
import type { ServiceClient } from '../client/serviceClient'
import type { FacadeParts } from '../context/context'
import { Failure } from '../failures/failure'

function refused(why: string, message: string, kind: 'validation' | 'not_found' = 'validation') {
  return new Failure({ kind, message, code: `remove_part_${why}`, transient: false })
}

/** The clerk's sentence for each refusal (its code is `remove_part_<bar>`). */
const REFUSALS: Record<PartRemovalBar, (name: string) => string> = {
  not_own: (name) => `That document is not one of "${name}".`,
  not_ours: () => 'That document is another file’s: it was at the service before.',
  last: (name) => `It is the last document of "${name}".`,
  in_flight: (name) => `"${name}" is still on its way; remove a part once it is read.`
}

/** Deletes the document of part `partId` of item `id`, and marks the part removed. */
export async function removePart(
  ctx: FacadeParts,
  client: ServiceClient,
  id: string,
  partId: string
): Promise<{ removed: boolean }> {
  const e = ctx.ledger.get(id)
  if (!e || e.meta?.removedAt !== undefined) {
    throw refused('gone', 'This file is no longer in the inbox.', 'not_found')
  }
  const bar = partRemovalBar(e, partId)
  if (bar) throw refused(bar, REFUSALS[bar](e.name), bar === 'not_own' ? 'not_found' : 'validation')
  const part = keptParts(e.parts).find((p) => p.documentId === partId)!
  const found = await client.deleteDocument(partId)
  const now = ctx.ledger.get(id)!
  const parts = (now.parts ?? []).map((p) =>
    p.documentId === partId ? { ...p, removed: true } : p
  )
  const left = keptParts(parts)
  // The file's own document, when it was this part (a clerk's split names its first), is the next.
  const documentId = now.documentId === partId ? left[0]!.documentId : now.documentId
  // A file that failed only for this part is read whole now.
  const read = now.state === 'extraction_failed' && left.every((p) => p.state === 'extracted')
  const where = part.pages ? pagesLabel(part.pages) : `document ${partId}`
  ctx.set(
    id,
    { parts, documentId, ...(read ? { state: 'extracted' as const, lastError: null } : {}) },
    `${where} removed: document ${partId} ${found === 'deleted' ? 'deleted' : 'already gone'}`
  )
  return { removed: true }
}
