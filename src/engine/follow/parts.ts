/**
 * Following a file the service cut into several documents (docs/packets.md): the packet, the
 * upload's own document, names its parts; each part is looked at on its own, and the file's
 * outcome is theirs together.
 */
import { serviceValues } from '../../shared/corrections'
import type { ItemPart } from '../../shared/intake'
import { isPartAtService } from '../../shared/split'
import type { ServiceClient } from '../client/serviceClient'
import { checkDocument, type DocumentProgress } from './checkDocument'
import type { PartRef } from './partRefs'

const ENDED = new Set(['extracted', 'extraction_failed', 'failed'])

/** The client's own parts (cut before sending) of an item as refs to follow, else null. */
export function clientRefs(parts: readonly ItemPart[] | null | undefined): PartRef[] | null {
  if (!parts?.some((p) => p.by === 'client')) return null
  return parts
    .filter((p) => isPartAtService(p.sent) && p.documentId !== '' && !p.removed)
    .map((p) => ({ documentId: p.documentId, pages: p.pages, part: p }))
}

const union = (lists: string[][]): string[] => [...new Set(lists.flat())]

/** "pages 2–3", "page 1", or the part's place when the service gave no pages. */
function partLabel(part: ItemPart, i: number): string {
  const p = part.pages
  if (!p) return `document ${i + 1}`
  return p.first === p.last ? `page ${p.first}` : `pages ${p.first}–${p.last}`
}

/**
 * One look at each part; the file is extracted once every part is, failed once every part ended
 * and one failed (the notes say which pages), else classified. `parts` holds each part's state;
 * `known` gives the parts as the ledger holds them now, whose corrections (`manual`) stay.
 */
export async function partsProgress(
  client: ServiceClient,
  refs: readonly PartRef[],
  failedIds?: Set<string>,
  clientParts: readonly ItemPart[] = [],
  known: () => readonly ItemPart[] = () => []
): Promise<{ progress: DocumentProgress; parts: ItemPart[] }> {
  // A part the clerk removed is deleted at the service, which may still name it: not looked at.
  const gone = new Set(keptRemoved(known()).map((p) => p.documentId))
  const looked = refs.filter((r) => !gone.has(r.documentId))
  const seen: DocumentProgress[] = []
  for (const ref of looked) seen.push(await checkDocument(client, ref.documentId, { failedIds }))
  // Read after the looks: a correction saved while they ran is kept.
  const kept = known()
  const parts: ItemPart[] = looked.map((ref, i) => {
    const s = seen[i]!
    // The clerk's corrections of a part are kept across looks, as a file's are.
    const before = kept.find((k) => k.documentId === ref.documentId)
    const manual = before?.manual ?? null
    const { manual: _stale, ...sent } = ref.part ?? {}
    return {
      ...sent,
      documentId: ref.documentId,
      pages: ref.pages,
      documentType: s.documentType,
      state: s.state,
      shipmentNumbers: s.shipmentNumbers,
      containerNumbers: s.containerNumbers,
      extracted: s.payload ? serviceValues(s.payload, manual, before?.extracted) : null,
      schemaVersion: s.schemaVersion,
      ...(manual ? { manual } : {})
    }
  })
  // A client part the service refused has no document: it stands failed beside the others.
  const refused = clientParts.filter((p) => p.sent === 'failed' && !p.removed)
  const live = [...parts, ...refused].sort((a, b) => (a.pages?.first ?? 0) - (b.pages?.first ?? 0))
  const ended = live.every((p) => ENDED.has(p.state))
  const failed = live
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.state === 'extraction_failed' || p.state === 'failed')
  const why = (p: ItemPart): string =>
    p.sent === 'failed'
      ? `not sent: ${p.error?.message ?? 'refused'}`
      : (seen[parts.indexOf(p)]?.note ?? 'not extracted')
  const note = failed.map(({ p, i }) => `${partLabel(p, i)}: ${why(p)}`).join('; ')
  const progress: DocumentProgress = {
    state: !ended ? 'classified' : failed.length > 0 ? 'extraction_failed' : 'extracted',
    documentType: null,
    shipmentNumbers: union(seen.map((s) => s.shipmentNumbers)),
    containerNumbers: union(seen.map((s) => s.containerNumbers)),
    // What a re-run of one part changes: a fresh result shows as a change here (refollow).
    extractedAt: ended ? seen.map((s) => s.extractedAt ?? '').join(' ') : null,
    note: failed.length > 0 ? note : null,
    payload: null,
    schemaVersion: null
  }
  // The removed parts stay in the ledger as they were, after the others.
  return { progress, parts: [...live, ...keptRemoved(kept)] }
}

/** The parts the clerk removed (docs/packets.md, "Removing a part"). */
function keptRemoved(parts: readonly ItemPart[]): ItemPart[] {
  return parts.filter((p) => p.removed)
}
