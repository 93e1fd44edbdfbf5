/** The parts a packet names (docs/packets.md), read from the service's untrusted answer. */
import type { ItemPart } from '../../shared/intake'
import type { DocumentResource } from '../../shared/service'

/** Most parts taken from one packet: the service's answer is not trusted to be small. */
export const MAX_PARTS = 100

/** A part the packet names, with its pages when it gives them. */
export interface PartRef {
  documentId: string
  pages: ItemPart['pages']
  /** A client part's record (docs/packets.md, "Cut before sending"), kept as it is followed. */
  part?: ItemPart
}

function pagesOf(meta: unknown): ItemPart['pages'] {
  const pages = (meta as { pages?: { first?: unknown; last?: unknown } } | undefined)?.pages
  const first = pages?.first
  const last = pages?.last
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(last)) return null
  return (first as number) >= 1 && (last as number) >= (first as number)
    ? { first: first as number, last: last as number }
    : null
}

/** The parts a document names as a packet, in its order; null for a document of its own. */
export function partsOf(doc: DocumentResource): PartRef[] | null {
  const data: unknown = doc.relationships?.split_documents?.data
  if (!Array.isArray(data)) return null
  const parts: PartRef[] = []
  for (const d of data.slice(0, MAX_PARTS) as { id?: unknown; type?: unknown; meta?: unknown }[]) {
    if (typeof d?.id !== 'string' || d.id === '' || d.type !== 'document') continue
    if (parts.some((p) => p.documentId === d.id)) continue
    parts.push({ documentId: d.id, pages: pagesOf(d.meta) })
  }
  return parts.length > 0 ? parts : null
}
