/**
 * Deleting a document at the service (`DELETE /documents/{id}`, a soft delete answered 204):
 * the clerk's split replacing the one document by its parts, and a part removed
 * (docs/packets.md). Kept out of serviceClient.ts, which holds the other calls.
 */
import { ServiceError } from './errors'
import { callJson } from './http'
import type { Requests } from './requests'

/** What a delete found: the document deleted now, or already gone (404). */
export type DeleteOutcome = 'deleted' | 'gone'

export interface DocumentDeletes {
  /**
   * Deletes the document. Repeated on a transient failure: a second delete of a document the
   * first one deleted answers 404, which is `gone`, as is any document the service does not have.
   */
  deleteDocument(id: string, signal?: AbortSignal): Promise<DeleteOutcome>
}

export function documentDeletes({ ctx, api }: Requests): DocumentDeletes {
  return {
    deleteDocument: async (docId, signal) => {
      try {
        await callJson<unknown>(ctx, {
          method: 'DELETE',
          url: api(`/documents/${encodeURIComponent(docId)}`),
          idempotent: true,
          signal
        })
        return 'deleted'
      } catch (err) {
        if (err instanceof ServiceError && err.kind === 'not_found') return 'gone'
        throw err
      }
    }
  }
}
