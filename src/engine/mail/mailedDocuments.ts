/**
 * Documents the service made from mail sent to the account's document alias. The clerk's app
 * never sent them, so its ledger does not know them: they are read from the service's document
 * list (newest first), picked by `source` `email` and their `email_submission` relationship,
 * and handed to the intake engine, which follows them like any document it sent.
 *
 * Everything here comes from the service and, through it, from whoever sent the mail: the
 * answer is checked by the client's schemas, the name is cleaned for display only, and the
 * submission id is used only to group the attachments of one mail.
 */
import { MAX_PAGE_SIZE, type DocumentResource } from '../../shared/service'
import type { ServiceClient } from '../client/serviceClient'

/** One mailed document as the engine takes it in. */
export interface MailedDocument {
  documentId: string
  /** The email submission it came with (its sibling attachments share it). */
  submissionId: string
  /** The attachment's name, cleaned: display only. */
  name: string
  size: number
  documentType: string | null
  createdAt: string
}

/** Pages read in one check at most, when mail came faster than the checks. */
export const MAIL_MAX_PAGES = 5
const NAME_MAX = 200

/**
 * An attachment name fit to show and to suggest as a file name: no folders, no control or
 * direction characters, bounded. Never used to decide how a file is opened.
 */
export function cleanMailedName(name: string): string {
  const flat = name
    // Control and format characters (bidi overrides, zero-width marks) could disguise a name.
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .split(/[\\/]/)
    .pop()!
    .trim()
  const bounded = flat.length > NAME_MAX ? flat.slice(flat.length - NAME_MAX) : flat
  return bounded === '' || bounded === '.' || bounded === '..' ? 'attachment' : bounded
}

/** The mailed document a listed document is, or null for any other (uploads, API, splits). */
export function mailedDocumentOf(doc: DocumentResource): MailedDocument | null {
  const attrs = doc.attributes as Partial<DocumentResource['attributes']>
  const submissionId = doc.relationships?.email_submission?.data?.id
  if (attrs.source !== 'email' || !submissionId) return null
  return {
    documentId: doc.id,
    submissionId,
    name: cleanMailedName(typeof attrs.name === 'string' ? attrs.name : ''),
    size:
      typeof attrs.file_size_bytes === 'number' && attrs.file_size_bytes >= 0
        ? attrs.file_size_bytes
        : 0,
    documentType: attrs.document_type ?? null,
    createdAt: typeof attrs.created_at === 'string' ? attrs.created_at : ''
  }
}

/**
 * The mailed documents among the newest of the account. The first page always; the next ones
 * only while every document on a page is newer than `newerThan` (the newest creation time seen
 * by the previous check), so a burst of mail between two checks is read in full and a quiet
 * account costs one request. Oldest first, the order the inbox received them in.
 */
export async function fetchMailedDocuments(
  client: Pick<ServiceClient, 'listDocuments'>,
  newerThan: string | undefined
): Promise<{ documents: MailedDocument[]; newest: string | undefined }> {
  const found: MailedDocument[] = []
  let newest = newerThan
  for (let page = 1; page <= MAIL_MAX_PAGES; page++) {
    const list = await client.listDocuments({
      page,
      size: MAX_PAGE_SIZE,
      sort: '-created_at'
    })
    for (const doc of list.data) {
      const created = doc.attributes.created_at
      if (newest === undefined || created > newest) newest = created
      const mailed = mailedDocumentOf(doc)
      if (mailed) found.push(mailed)
    }
    const allNew =
      newerThan !== undefined && list.data.every((d) => d.attributes.created_at > newerThan)
    if (!allNew || !list.links?.next || list.data.length === 0) break
  }
  found.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0))
  return { documents: found, newest }
}
