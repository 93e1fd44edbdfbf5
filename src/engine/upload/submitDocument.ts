import { ServiceError } from '../client/errors'
import type { ServiceClient } from '../client/serviceClient'
import { readProgress } from '../follow/checkDocument'
import { asFailure } from '../context/errors'

export type SubmitResult =
  | {
      kind: 'created'
      documentId: string
      /** The type was set by PATCH after the create; an extraction read before it is stale. */
      typeSet?: { staleExtractedAt: string | null }
      /** The service took the document but not the folder's type, and why. */
      typeRefused?: string
    }
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
    const documentId = created.data.id
    if (!documentType || created.data.attributes.document_type_manual === documentType) {
      return { kind: 'created', documentId }
    }
    return {
      kind: 'created',
      documentId,
      ...(await setTypeAfterCreate(client, name, documentId, documentType, signal))
    }
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

/**
 * A service that ignores `document_type_manual` in the create body (the public description
 * lists it only for PATCH) is given the type the way a clerk's type is set. An extraction it
 * already made under the type it guessed is marked stale, so the follower waits for the one the
 * PATCH starts. The document exists either way: a failure here is said, not thrown.
 */
async function setTypeAfterCreate(
  client: ServiceClient,
  name: string,
  documentId: string,
  documentType: string,
  signal?: AbortSignal
): Promise<{ typeSet: { staleExtractedAt: string | null } } | { typeRefused: string }> {
  try {
    const before = readProgress(
      await client.getDocument(documentId, ['last_document_representation'], signal)
    )
    // The same type guessed: the PATCH starts no new extraction, and what is there is its own.
    const stale = before.documentType !== documentType ? before.extractedAt : null
    const patched = await client.patchDocument(documentId, { document_type_manual: documentType })
    if (patched.data.attributes.document_type_manual !== documentType) {
      return { typeRefused: "the service kept the document without the folder's type" }
    }
    return { typeSet: { staleExtractedAt: stale } }
  } catch (err) {
    return { typeRefused: asFailure(err, name).message }
  }
}
