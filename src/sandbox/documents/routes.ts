import { randomBytes, randomUUID } from 'node:crypto'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { asObject, jsonApiAttributes } from '../http/body'
import { httpError, notFound, unprocessable } from '../http/errors'
import { paginate } from '../http/paging'
import type { RouteContext, RouteDef, RouteResult } from '../http/types'
import { processDocument, type PipelineStart } from '../processing/pipeline'
import { BLOBS, verifySignedId, type BlobRecord } from '../upload/blobs'
import { blobPath } from '../upload/storage'
import { queryDocuments } from './query'
import { DOCUMENTS, DOWNLOADS, type DocumentRecord, type DownloadRecord } from './records'
import { accountUserId, documentIncluded, documentResource, parseInclude } from './serialize'
import { documentTypeLabel } from './types'

const DOWNLOAD_PATH = '/rails/active_storage/blobs/redirect'

function docs(ctx: RouteContext) {
  return ctx.store.collection<DocumentRecord>(DOCUMENTS)
}

/** The live document of the path's id in the caller's account, or the interface's 404. */
function findDocument(ctx: RouteContext): DocumentRecord {
  const doc = docs(ctx).get(ctx.params.id)
  if (!doc || doc.deleted_at) throw notFound(`Document ${ctx.params.id} not found.`)
  return doc
}

function single(ctx: RouteContext, doc: DocumentRecord, status = 200): RouteResult {
  const include = parseInclude(ctx.query.get('include'))
  return {
    status,
    body: {
      data: documentResource(doc),
      included: documentIncluded([doc], include, ctx.account, ctx.store),
      links: { self: `${ctx.baseUrl}/documents/${doc.id}` }
    }
  }
}

function create(ctx: RouteContext): RouteResult {
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
  const existing = docs(ctx).find((d) => !d.deleted_at && d.md5 === blob.checksum)
  if (existing) {
    throw httpError(409, `A document with the same content already exists: ${existing.name}.`, {
      code: 'duplicate_document',
      title: 'Duplicate document',
      meta: { existing_document_id: existing.id, existing_document_name: existing.name }
    })
  }
  const now = new Date().toISOString()
  const doc: DocumentRecord = {
    id: randomUUID(),
    name: typeof attrs.name === 'string' ? attrs.name : blob.filename,
    document_type: null,
    document_type_manual: null,
    classification_notes: null,
    source: 'api',
    file_name: blob.filename,
    file_content_type: blob.content_type,
    file_size_bytes: blob.byte_size,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    account_id: ctx.account.id,
    blob_id: blob.id,
    md5: blob.checksum,
    user_id: accountUserId(ctx.account),
    email_submission_id: null,
    representation_id: null,
    extracted_data_manual: null,
    shipment_ids: [],
    container_ids: [],
    stage: 'classifying',
    run: 0
  }
  docs(ctx).put(doc)
  processDocument(ctx.env, ctx.account.id, doc.id, 'classify')
  return single(ctx, doc, 201)
}

function list(ctx: RouteContext): RouteResult {
  const include = parseInclude(ctx.query.get('include'))
  const all = queryDocuments(docs(ctx).all(), ctx.query, ctx.store)
  const self = new URL(`${ctx.baseUrl}/documents`)
  ctx.query.forEach((v, k) => self.searchParams.append(k, v))
  const page = paginate(all, ctx.query, self.toString())
  return {
    status: 200,
    body: {
      data: page.data.map(documentResource),
      included: documentIncluded(page.data, include, ctx.account, ctx.store),
      links: page.links,
      meta: page.meta
    }
  }
}

function patch(ctx: RouteContext): RouteResult {
  const doc = findDocument(ctx)
  const body = asObject(ctx.body) ?? {}
  const nested = asObject(asObject(body.data)?.attributes)
  const attrs = nested ?? body
  const base = nested ? '/data/attributes' : ''
  const allowed = ['document_type_manual', 'extracted_data_manual', 'name']
  for (const k of Object.keys(attrs)) {
    if (!allowed.includes(k) && !(nested === undefined && k === 'data')) {
      throw unprocessable(
        `${k} cannot be changed; accepted: ${allowed.join(', ')}.`,
        { pointer: `${base}/${k}` },
        'invalid'
      )
    }
  }
  const manual = attrs.document_type_manual
  if (
    manual !== undefined &&
    manual !== null &&
    (typeof manual !== 'string' || !ctx.account.documentTypes.includes(manual))
  ) {
    throw unprocessable(
      `document_type_manual must be null or one of: ${ctx.account.documentTypes.join(', ')}.`,
      { pointer: `${base}/document_type_manual` },
      'inclusion'
    )
  }
  const data = attrs.extracted_data_manual
  if (data !== undefined && data !== null && !asObject(data)) {
    throw unprocessable(
      'extracted_data_manual must be an object or null.',
      { pointer: `${base}/extracted_data_manual` },
      'invalid'
    )
  }
  if (attrs.name !== undefined && (typeof attrs.name !== 'string' || attrs.name.trim() === '')) {
    throw unprocessable('name must be a non-empty string.', { pointer: `${base}/name` }, 'invalid')
  }
  let reextract = false
  docs(ctx).update(doc.id, (d) => {
    if (manual !== undefined) {
      reextract = manual !== null && manual !== (d.document_type_manual ?? d.document_type)
      d.document_type_manual = manual as string | null
    }
    if (data !== undefined)
      d.extracted_data_manual = (data as Record<string, unknown> | null) ?? null
    if (typeof attrs.name === 'string') d.name = attrs.name
    d.updated_at = new Date().toISOString()
  })
  if (reextract) processDocument(ctx.env, ctx.account.id, doc.id, 'extract')
  return single(ctx, doc)
}

function remove(ctx: RouteContext): RouteResult {
  const doc = findDocument(ctx)
  docs(ctx).update(doc.id, (d) => {
    d.deleted_at = new Date().toISOString()
    d.run += 1
  })
  return { status: 204 }
}

function accepted(from: PipelineStart) {
  return (ctx: RouteContext): RouteResult => {
    const doc = findDocument(ctx)
    processDocument(ctx.env, ctx.account.id, doc.id, from)
    return { status: 202, body: { status: 'accepted' } }
  }
}

function downloadUrl(ctx: RouteContext): RouteResult {
  const doc = findDocument(ctx)
  const token = randomBytes(24).toString('base64url')
  ctx.env.store.shared.collection<DownloadRecord>(DOWNLOADS).put({
    id: token,
    accountId: ctx.account.id,
    document_id: doc.id,
    expires_at: new Date(Date.now() + ctx.config.urlTtlMs).toISOString()
  })
  return {
    status: 200,
    body: {
      download_url: `${ctx.env.rootUrl}${DOWNLOAD_PATH}/${token}/${encodeURIComponent(doc.file_name)}`
    }
  }
}

function serveBytes(ctx: RouteContext): RouteResult | undefined {
  const grant = ctx.env.store.shared.collection<DownloadRecord>(DOWNLOADS).get(ctx.params.token)
  const doc = grant
    ? ctx.env.store
        .forAccount(grant.accountId)
        .collection<DocumentRecord>(DOCUMENTS)
        .get(grant.document_id)
    : undefined
  if (!grant || !doc || doc.deleted_at || Date.parse(grant.expires_at) < Date.now()) {
    throw notFound('Unknown or expired download URL.')
  }
  const file = blobPath(ctx.config.dataDir, doc.blob_id)
  ctx.res.writeHead(200, {
    'Content-Type': doc.file_content_type,
    'Content-Length': String(statSync(file).size),
    'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(doc.file_name)}`
  })
  createReadStream(file).pipe(ctx.res)
  return undefined
}

/** Documents (beta): CRUD, types, download, and the asynchronous re-runs. */
export const routes: RouteDef[] = [
  { method: 'POST', path: '/documents', handler: create },
  { method: 'GET', path: '/documents', handler: list },
  {
    method: 'GET',
    path: '/documents/types',
    handler: (ctx) => ({
      status: 200,
      body: {
        document_types: ctx.account.documentTypes.map((code) => ({
          code,
          label: documentTypeLabel(code)
        }))
      }
    })
  },
  { method: 'GET', path: '/documents/:id', handler: (ctx) => single(ctx, findDocument(ctx)) },
  { method: 'PATCH', path: '/documents/:id', handler: patch },
  { method: 'DELETE', path: '/documents/:id', handler: remove },
  { method: 'GET', path: '/documents/:id/download_url', handler: downloadUrl },
  { method: 'POST', path: '/documents/:id/reclassify', handler: accepted('classify') },
  { method: 'POST', path: '/documents/:id/relink', handler: accepted('link') },
  { method: 'POST', path: '/documents/:id/reextract', handler: accepted('extract') },
  {
    method: 'GET',
    path: `${DOWNLOAD_PATH}/:token/:filename`,
    mount: 'root',
    auth: false,
    rateLimit: false,
    handler: serveBytes
  }
]
