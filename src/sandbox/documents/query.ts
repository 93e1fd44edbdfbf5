import { badRequest } from '../http/errors'
import type { AccountStore } from '../store/store'
import { CONTAINERS, SHIPMENTS, type ContainerRecord, type ShipmentRecord } from '../seed/records'
import { REPRESENTATIONS, type DocumentRecord, type RepresentationRecord } from './records'

const norm = (s: string): string => s.toUpperCase().replace(/[\s-]/g, '')

/** Effective type: the manual one wins. */
export function effectiveType(doc: DocumentRecord): string | null {
  return doc.document_type_manual ?? doc.document_type
}

/** Numbers a document answers to: its linked shipments and containers, and extracted strings. */
export function documentReferences(doc: DocumentRecord, store: AccountStore): string[] {
  const out: string[] = []
  const shipments = store.collection<ShipmentRecord>(SHIPMENTS)
  const containers = store.collection<ContainerRecord>(CONTAINERS)
  for (const id of doc.shipment_ids) {
    const s = shipments.get(id)
    if (s) out.push(s.attributes.bill_of_lading_number, ...s.attributes.ref_numbers)
  }
  for (const id of doc.container_ids) {
    const c = containers.get(id)
    if (c) out.push(c.attributes.number, ...c.attributes.ref_numbers)
  }
  const rep = doc.representation_id
    ? store.collection<RepresentationRecord>(REPRESENTATIONS).get(doc.representation_id)
    : undefined
  const collect = (v: unknown): void => {
    if (typeof v === 'string') out.push(v)
    else if (Array.isArray(v)) v.forEach(collect)
  }
  if (rep) Object.values(rep.payload).forEach(collect)
  return out
}

/**
 * Applies `filter[filename]` (substring, case-insensitive), `filter[reference]` (a linked
 * shipment's or container's number or reference, or a number in the extracted data) and
 * `filter[document_types]` (comma list), then `sort` (created_at | document_type, `-` for
 * descending; default newest first).
 */
export function queryDocuments(
  docs: DocumentRecord[],
  query: URLSearchParams,
  store: AccountStore
): DocumentRecord[] {
  let out = docs.filter((d) => !d.deleted_at)
  const filename = query.get('filter[filename]')
  if (filename) {
    const f = filename.toLowerCase()
    out = out.filter(
      (d) => d.file_name.toLowerCase().includes(f) || d.name.toLowerCase().includes(f)
    )
  }
  const reference = query.get('filter[reference]')
  if (reference) {
    const r = norm(reference)
    out = out.filter((d) => documentReferences(d, store).some((x) => norm(x) === r))
  }
  const types = query.get('filter[document_types]')
  if (types) {
    const set = new Set(
      types
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
    )
    out = out.filter((d) => {
      const t = effectiveType(d)
      return t !== null && set.has(t)
    })
  }
  const sort = query.get('sort') ?? '-created_at'
  const desc = sort.startsWith('-')
  const field = desc ? sort.slice(1) : sort
  if (field !== 'created_at' && field !== 'document_type') {
    throw badRequest(
      `Unknown sort '${sort}'; use created_at or document_type, with '-' for descending.`
    )
  }
  const key = (d: DocumentRecord): string =>
    field === 'created_at' ? d.created_at : (effectiveType(d) ?? '')
  // Documents are stored in the order they were created, so by created_at they are usually in
  // order already: one pass checks it, and only a list out of order is sorted (stably: equal
  // keys keep the order they were created in, and the reverse of it newest first).
  if (!out.every((d, i) => i === 0 || key(out[i - 1]!) <= key(d))) {
    out.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
  }
  return desc ? out.reverse() : out
}
