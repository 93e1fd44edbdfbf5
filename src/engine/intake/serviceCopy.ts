import {
  keptValues,
  sameValue,
  type ExtractedValue,
  type ExtractedValues
} from '../../shared/corrections'
import type { DocumentResource, SingleResponse } from '../../shared/service'
import type { ServiceClient } from '../client/serviceClient'
import { DOCUMENT_INCLUDE, readProgress, type DocumentProgress } from '../follow/checkDocument'

/**
 * A document's extracted data as the service holds it now: the corrections saved by anyone
 * (this desktop, another one on the account) and what it shows for each field.
 */
export interface ServiceCopy {
  /** The corrections the service holds; null when none. */
  manual: ExtractedValues | null
  /**
   * True when the service named its corrections (`extracted_data_manual`). Otherwise they are
   * read from the payload: the fields whose value differs from what the service itself read.
   */
  exact: boolean
  /** What the service shows for each field: its own value under the corrections. */
  shown: ExtractedValues
  /** The document as read (type, links, representation), for the item. */
  progress: DocumentProgress
  /** The document's `updated_at`, when the service gave one. */
  updatedAt: string | null
}

const nonEmpty = (v: ExtractedValues): ExtractedValues | null =>
  Object.keys(v).length > 0 ? v : null

/**
 * Reads the corrections and the shown values from one answer about the document. `ownValues`
 * are the service's own values as this desktop last kept them: what the payload is compared
 * with when the service does not name its corrections.
 */
export function copyOf(
  doc: SingleResponse<DocumentResource>,
  ownValues: ExtractedValues | null | undefined
): ServiceCopy {
  const progress = readProgress(doc)
  const attrs = doc.data.attributes as unknown as Record<string, unknown>
  const named = attrs.extracted_data_manual
  const payload = progress.payload ? keptValues(progress.payload) : {}
  let manual: ExtractedValues
  let exact = false
  if (named === null || (typeof named === 'object' && !Array.isArray(named))) {
    manual = keptValues(named ?? {})
    exact = true
  } else {
    manual = {}
    for (const [k, v] of Object.entries(payload)) {
      if (ownValues && Object.hasOwn(ownValues, k) && !sameValue(ownValues[k], v)) manual[k] = v
    }
  }
  const updatedAt = typeof attrs.updated_at === 'string' ? attrs.updated_at : null
  return {
    manual: nonEmpty(manual),
    exact,
    shown: { ...payload, ...manual },
    progress,
    updatedAt
  }
}

/** Reads the document now, with its representation and links. */
export async function readCopy(
  client: ServiceClient,
  documentId: string,
  ownValues: ExtractedValues | null | undefined
): Promise<ServiceCopy> {
  return copyOf(await client.getDocument(documentId, [...DOCUMENT_INCLUDE]), ownValues)
}

/** A field's value in a set of values; undefined when the set has none. */
export function valueIn(
  values: ExtractedValues | null | undefined,
  key: string
): ExtractedValue | undefined {
  return values && Object.hasOwn(values, key) ? values[key] : undefined
}
