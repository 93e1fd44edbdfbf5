import type { AnyResource, DocumentResource, SingleResponse } from '../../shared/service'
import type { ServiceClient } from '../client/serviceClient'
import { partsOf, type PartRef } from './partRefs'

export { pollDelayMs } from './pollDelay'
export { fetchFailedExtractions } from './failedExtractions'

export type DocumentProgressState = 'submitted' | 'classified' | 'extracted' | 'extraction_failed'

export interface DocumentProgress {
  state: DocumentProgressState
  documentType: string | null
  shipmentNumbers: string[]
  containerNumbers: string[]
  /** updated_at of the last representation, to tell a fresh extraction after reextract (additive). */
  extractedAt: string | null
  /**
   * The service's own words on why it could not extract, from `classification_notes`, while
   * there is no representation (cleaned and bounded: the service's text is not trusted).
   */
  note: string | null
  /** The document's `updated_at` (a relink shows only there), when the service gives it. */
  updatedAt?: string | null
  /** The representation's payload (as the service gives it) and its schema version. */
  payload?: Record<string, unknown> | null
  schemaVersion?: string | null
  /** The documents the service cut this one into, when it is a packet (docs/packets.md). */
  parts?: PartRef[] | null
}

/** Longest service note kept: a sentence, not a page. */
export const NOTE_MAX = 300

/**
 * The reason in a document's `classification_notes`: what follows "Extraction failed:" when the
 * notes say it, else the notes themselves; control characters removed, at most NOTE_MAX
 * characters. Null when there is nothing to say.
 */
export function extractionNote(notes: unknown): string | null {
  if (typeof notes !== 'string') return null
  const failed = /Extraction failed:\s*(.*)$/s.exec(notes)
  const text = (failed ? failed[1] : notes)
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (text === '') return null
  return text.length > NOTE_MAX ? `${text.slice(0, NOTE_MAX - 1)}…` : text
}

/** What a look at a document includes: its representation, shipments and containers. */
export const DOCUMENT_INCLUDE = ['last_document_representation', 'shipments', 'cargos'] as const

function attributeOf(
  included: AnyResource[],
  type: string,
  id: string,
  key: string
): string | null {
  const found = included.find((r) => r.type === type && r.id === id)
  const value = found?.attributes?.[key]
  return typeof value === 'string' ? value : null
}

/**
 * Polls a re-run document is given before its reading counts without a fresh one: a service
 * that keeps its last reading (or its links) while it works anew shows no change for a while.
 */
export const RERUN_MIN_POLLS = 6

/** Reads where a document is in classification, extraction and linking, from one GET. */
export function progressOf(
  doc: SingleResponse<DocumentResource>,
  failedIds?: Set<string>
): DocumentProgress {
  return withFailures(readProgress(doc), doc.data.id, failedIds)
}

/**
 * What the document itself says, before failures are known (those come only from
 * notifications): small enough to keep for a list page's documents once the page is gone.
 */
export function readProgress(doc: SingleResponse<DocumentResource>): DocumentProgress {
  const { attributes, relationships } = doc.data
  const included = doc.included ?? []
  const documentType = attributes.document_type_manual ?? attributes.document_type ?? null
  const representation = relationships?.last_document_representation?.data ?? null
  const shipmentNumbers = (relationships?.shipments?.data ?? [])
    .map((s) => attributeOf(included, 'shipment', s.id, 'bill_of_lading_number'))
    .filter((n): n is string => n !== null)
  const containerNumbers = (relationships?.cargos?.data ?? [])
    .map((c) => attributeOf(included, c.type, c.id, 'number'))
    .filter((n): n is string => n !== null)
  const parts = partsOf(doc.data)
  let state: DocumentProgressState
  if (representation) state = 'extracted'
  // A manual type (given at create, by a folder's rule) is the document's type: not waiting.
  else if (documentType === null) state = 'submitted'
  else state = 'classified'
  const extractedAt = representation
    ? attributeOf(included, 'document_representation', representation.id, 'updated_at')
    : null
  const note = representation ? null : extractionNote(attributes.classification_notes)
  const rep = representation
    ? included.find((r) => r.type === 'document_representation' && r.id === representation.id)
    : undefined
  const repAttrs = rep?.attributes as { payload?: unknown; schema_version?: unknown } | undefined
  const payload =
    repAttrs?.payload && typeof repAttrs.payload === 'object'
      ? (repAttrs.payload as Record<string, unknown>)
      : null
  const schemaVersion =
    typeof repAttrs?.schema_version === 'string' ? repAttrs.schema_version : null
  const updatedAt = typeof attributes.updated_at === 'string' ? attributes.updated_at : null
  return {
    state,
    documentType,
    shipmentNumbers,
    containerNumbers,
    extractedAt,
    updatedAt,
    note,
    payload,
    schemaVersion,
    ...(parts ? { parts } : {})
  }
}

/** A document not extracted whose failure was notified has failed extraction. */
export function withFailures(
  p: DocumentProgress,
  documentId: string,
  failedIds: Set<string> | undefined
): DocumentProgress {
  if (p.state === 'extracted' || !failedIds?.has(documentId)) return p
  return { ...p, state: 'extraction_failed' }
}

/**
 * One look at a submitted document: its state (the service has no status field; a type means
 * classified, a representation means extracted, a failure is only known from notifications),
 * its type and the shipments and containers it was linked to.
 */
export async function checkDocument(
  client: ServiceClient,
  documentId: string,
  opts: { failedIds?: Set<string>; signal?: AbortSignal } = {}
): Promise<DocumentProgress> {
  const doc = await client.getDocument(documentId, [...DOCUMENT_INCLUDE], opts.signal)
  return progressOf(doc, opts.failedIds)
}
