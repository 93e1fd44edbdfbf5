import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { jsonApiAttributes } from '../http/body'
import { httpError, unprocessable } from '../http/errors'
import type { RouteContext, RouteResult } from '../http/types'
import { processDocument } from '../processing/pipeline'
import { BLOBS, verifySignedId, type BlobRecord } from '../upload/blobs'
import { blobPath } from '../upload/storage'
import { docs, single } from './access'
import type { DocumentRecord } from './records'
import { accountUserId } from './serialize'

/**
 * POST /documents: attaches an uploaded blob, with `document_type_manual` (one of the account's
 * types) when given and the sandbox takes it at create (`manualTypeOnCreate`). 422 for a signed_id that is forged, of another account or never uploaded,
 * or a type the account does not have; 409 duplicate_document (with the first id) for content already in
 * the account, so a retried create is safe.
 */
export function create(ctx: RouteContext): RouteResult {
  const attrs = jsonApiAttributes(ctx.body, 'document')
  const signed = attrs.attached_document
  if (typeof signed !== 'string' || signed === '') {
    throw unprocessable(
      'attached_document is required: the signed_id of a direct upload.',
      { pointer: '/data/attributes/attached_document' },
      'blank'
    )
  }
  if (attrs.name !== undefined && (typeof attrs.name !== 'string' || attrs.name.trim() === '')) {
    throw unprocessable(
      'name must be a non-empty string.',
      { pointer: '/data/attributes/name' },
      'invalid'
    )
  }
  // A service that takes the type only by PATCH ignores it here (manualTypeOnCreate false).
  const manual = ctx.config.manualTypeOnCreate ? attrs.document_type_manual : undefined
  if (
    manual !== undefined &&
    manual !== null &&
    (typeof manual !== 'string' || !ctx.account.documentTypes.includes(manual))
  ) {
    throw unprocessable(
      `document_type_manual must be null or one of: ${ctx.account.documentTypes.join(', ')}.`,
      { pointer: '/data/attributes/document_type_manual' },
      'inclusion'
    )
  }
  const blobId = verifySignedId(ctx.env.store, signed)
  const blob = blobId ? ctx.env.store.shared.collection<BlobRecord>(BLOBS).get(blobId) : undefined
  if (!blob || blob.accountId !== ctx.account.id) {
    throw unprocessable(
      'attached_document is not a valid signed_id of this account.',
      { pointer: '/data/attributes/attached_document' },
      'invalid'
    )
  }
  if (!blob.uploaded || !existsSync(blobPath(ctx.config.dataDir, blob.id))) {
    throw unprocessable(
      'attached_document refers to a blob whose bytes were never uploaded.',
      { pointer: '/data/attributes/attached_document' },
      'not_uploaded'
    )
  }
  const name = typeof attrs.name === 'string' ? attrs.name : blob.filename
  // A create refused on purpose (docs/sandbox.md, "Refused creates"), before any other answer.
  const refused = ctx.env.refusals.check(name, blob.checksum)
  if (refused) throw refused
  const existing = docs(ctx)
    .findBy('md5', blob.checksum)
    .find((d) => !d.deleted_at)
  if (existing) {
    throw httpError(409, `A document with the same content already exists: ${existing.name}.`, {
      code: 'duplicate_document',
      title: 'Duplicate document',
      meta: { existing_document_id: existing.id, existing_document_name: existing.name }
    })
  }
  const doc = documentRecord(ctx.account, blob, {
    name,
    source: 'api',
    emailSubmissionId: null
  })
  // A manual type given at create is the document's type: it is extracted under it, unclassified.
  if (typeof manual === 'string') doc.document_type_manual = manual
  docs(ctx).put(doc)
  processDocument(
    ctx.env,
    ctx.account.id,
    doc.id,
    typeof manual === 'string' ? 'extract' : 'classify'
  )
  return single(ctx, doc, 201)
}

/** A new document of `blob`, classifying; the caller stores it and starts processing. */
export function documentRecord(
  account: RouteContext['account'],
  blob: BlobRecord,
  opts: { name: string; source: DocumentRecord['source']; emailSubmissionId: string | null }
): DocumentRecord {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    name: opts.name,
    document_type: null,
    document_type_manual: null,
    classification_notes: null,
    source: opts.source,
    file_name: blob.filename,
    file_content_type: blob.content_type,
    file_size_bytes: blob.byte_size,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    account_id: account.id,
    blob_id: blob.id,
    md5: blob.checksum,
    user_id: accountUserId(account),
    email_submission_id: opts.emailSubmissionId,
    representation_id: null,
    extracted_data_manual: null,
    shipment_ids: [],
    container_ids: [],
    stage: 'classifying',
    run: 0
  }
}
