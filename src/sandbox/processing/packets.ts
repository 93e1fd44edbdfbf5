/**
 * The service's packet split (docs/packets.md): a multi-page upload whose pages hold documents
 * of different types, or different key numbers of one type, is cut into one document per part,
 * `source: split_document`, each processed on its own. The upload's document stays as the
 * packet, naming its parts with their pages; it is not classified or extracted itself.
 */
import { randomUUID } from 'node:crypto'
import type { PageRange } from '../../shared/service'
import { DOCUMENTS, type DocumentRecord } from '../documents/records'
import { documentTypeLabel } from '../documents/types'
import type { SandboxEnv } from '../http/types'
import { TYPE_SCHEMAS } from '../schemas/fields'
import { titledType } from './classify'
import { extractFields } from './extract'

/** One part of a packet: its pages and the type its title names (null: no title found). */
export interface PacketPart extends PageRange {
  type: string | null
}

/** The number a document of `type` is known by: its schema's first field (invoice number, …). */
function keyNumber(type: string, text: string): string | null {
  const schema = TYPE_SCHEMAS[type]
  const field = schema?.fields[0]
  if (!schema || !field) return null
  const value = extractFields({ ...schema, fields: [field] }, text)[field.key]
  return typeof value === 'string' ? value.toUpperCase() : null
}

/**
 * Cuts pages into documents. A page whose title names a type starts a new document when the
 * one before has a type and the page's differs, or when both carry key numbers that differ; a
 * page without a title (a second page, a list of items) continues the one before, and pages
 * before the first title belong to the first document. One part means: no split.
 */
export function cutPages(pages: readonly string[], allowed: readonly string[]): PacketPart[] {
  const parts: (PacketPart & { key: string | null })[] = []
  pages.forEach((text, i) => {
    const page = i + 1
    const type = titledType(text, allowed)
    const key = type ? keyNumber(type, text) : null
    const current = parts[parts.length - 1]
    const starts =
      !current ||
      (type !== null &&
        current.type !== null &&
        (type !== current.type || (key !== null && current.key !== null && key !== current.key)))
    if (starts) {
      parts.push({ first: page, last: page, type, key })
      return
    }
    current.last = page
    current.type ??= type
    if (type === current.type) current.key ??= key
  })
  return parts.map(({ first, last, type }) => ({ first, last, type }))
}

/** "Pages 2–3" or "page 1": how a part's pages are written in names and notes. */
export function pagesLabel(range: PageRange): string {
  return range.first === range.last ? `page ${range.first}` : `pages ${range.first}–${range.last}`
}

/** A part's name: the packet's, its pages before the extension (`scan (pages 2–3).pdf`). */
export function partName(packetName: string, range: PageRange): string {
  const m = /^(.+?)(\.[A-Za-z0-9]{1,8})?$/.exec(packetName)
  const stem = m?.[1] ?? packetName
  return `${stem} (${pagesLabel(range)})${m?.[2] ?? ''}`
}

function partRecord(packet: DocumentRecord, range: PageRange): DocumentRecord {
  const now = new Date().toISOString()
  return {
    ...packet,
    id: randomUUID(),
    name: partName(packet.name, range),
    document_type: null,
    document_type_manual: null,
    classification_notes: null,
    source: 'split_document',
    created_at: now,
    updated_at: now,
    deleted_at: null,
    representation_id: null,
    extracted_data_manual: null,
    shipment_ids: [],
    container_ids: [],
    stage: 'classifying',
    run: 0,
    parts: [],
    split_from_id: packet.id,
    pages: { first: range.first, last: range.last }
  }
}

/**
 * Makes `packetId` a packet of `parts`: one document per part (a part stored before a restart
 * cut the split short is kept, not made twice), then the packet names them. Returns the parts
 * that are new, for the caller to start processing.
 */
export function splitPacket(
  env: SandboxEnv,
  accountId: string,
  packetId: string,
  parts: readonly PacketPart[]
): string[] {
  const docs = env.store.forAccount(accountId).collection<DocumentRecord>(DOCUMENTS)
  const packet = docs.get(packetId)
  if (!packet) return []
  const earlier = docs.filter((d) => d.split_from_id === packetId && !d.deleted_at)
  const made: { id: string; pages: PageRange }[] = []
  const fresh: string[] = []
  for (const part of parts) {
    const pages = { first: part.first, last: part.last }
    const kept = earlier.find((d) => d.pages?.first === part.first && d.pages?.last === part.last)
    if (kept) {
      made.push({ id: kept.id, pages })
      continue
    }
    const record = docs.put(partRecord(packet, pages))
    made.push({ id: record.id, pages })
    fresh.push(record.id)
  }
  const listed = parts
    .map((p) => `${pagesLabel(p)}${p.type ? ` ${documentTypeLabel(p.type)}` : ''}`)
    .join(', ')
  docs.update(packetId, (d) => {
    d.stage = 'split'
    d.parts = made
    d.document_type = null
    d.classification_notes = `Split into ${parts.length} documents by page: ${listed}.`
    d.updated_at = new Date().toISOString()
  })
  return fresh
}

/** The text of a document's own pages: a part's pages of the file, else the whole file. */
export function partText(doc: DocumentRecord, pages: readonly string[], whole: string): string {
  if (!doc.pages) return whole
  return pages.slice(doc.pages.first - 1, doc.pages.last).join('\n')
}
