import { dirname, join } from 'node:path'
import type { WatchedFolder } from '../../shared/settingsSchema'
import type { FolderActionParts } from '../context/context'
import type { LedgerEntry } from '../ledger/types'
import { destinationOf } from './afterUpload'

/** True when the folder does anything with a duplicate (moves or deletes it). */
export function actsOnDuplicates(folder: WatchedFolder): boolean {
  return destinationOf(folder, 'duplicate') !== null || folder.afterUpload === 'delete'
}

/**
 * True when the document that the duplicate `e` repeats is extracted: only then is the file
 * done with, and its folder's action may move or delete it. Held by an item of this ledger:
 * that item's state says it. Held by none (another desktop watching the same share sent it,
 * or it came in long ago): the service is asked. A document still being read, one whose
 * extraction failed, and one nobody could look at are not done: the file is left to the outcome
 * of whoever sent it (another desktop moves it to Done/ or Failed/ itself).
 */
export async function duplicatedIsDone(
  ctx: Pick<FolderActionParts, 'ledger' | 'client' | 'log'>,
  e: LedgerEntry
): Promise<boolean> {
  const documentId = e.duplicateOf?.id
  if (!documentId) return true
  const holder = ctx.ledger.holderOf(documentId)
  if (holder) return holder.state === 'extracted'
  try {
    // A representation is what an extracted document has (the service shows no status field).
    const doc = await ctx.client.getDocument(documentId, ['last_document_representation'])
    return !!doc.data.relationships?.last_document_representation?.data
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err)
    ctx.log(`could not look at the document "${e.name}" repeats (${why})`)
    return false
  }
}

/**
 * The duplicates of `e`'s document that were left for its outcome and still wait for their
 * folder's action: outside the subfolder a duplicate goes to.
 */
export function duplicatesLeftFor(
  ctx: Pick<FolderActionParts, 'ledger' | 'folders'>,
  e: LedgerEntry
): string[] {
  if (!e.documentId) return []
  return ctx.ledger.idsIn(['duplicate']).filter((id) => {
    const d = ctx.ledger.get(id)
    if (!d?.path || d.duplicateOf?.id !== e.documentId || d.origin.kind !== 'watch') return false
    const folder = d.meta?.folderId ? ctx.folders.get(d.meta.folderId) : undefined
    if (!folder || !actsOnDuplicates(folder)) return false
    const sub = destinationOf(folder, 'duplicate')
    return sub === null || dirname(d.path) !== join(folder.path, sub)
  })
}
