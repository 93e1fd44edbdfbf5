import { ServiceError } from '../client/errors'
import type { ServiceClient } from '../client/serviceClient'

export type SubmitResult =
  | { kind: 'created'; documentId: string }
  | {
      kind: 'duplicate'
      documentId: string
      name: string | null
      /** The create was sent more than once: an earlier send whose answer was lost may have made it. */
      resent: boolean
    }

/**
 * Step 4 of the upload: creates the document for an uploaded blob, with `documentType` as its
 * manual type when a folder's rule gives one (the service then extracts under it, unclassified).
 * The service deduplicates by content, so 409 is an outcome, not a failure: the file is a
 * duplicate of an existing document.
 */
export async function submitDocument(
  client: ServiceClient,
  name: string,
  signedId: string,
  signal?: AbortSignal,
  documentType?: string
): Promise<SubmitResult> {
  try {
    const created = await client.createDocument(name, signedId, signal, documentType)
    return { kind: 'created', documentId: created.data.id }
  } catch (err) {
    const existing =
      err instanceof ServiceError && err.kind === 'duplicate'
        ? err.meta?.existing_document_id
        : undefined
    if (typeof existing !== 'string') throw err
    const existingName = (err as ServiceError).meta?.existing_document_name
    return {
      kind: 'duplicate',
      documentId: existing,
      name: typeof existingName === 'string' ? existingName : null,
      resent: (err as ServiceError).attempts > 1
    }
  }
}
