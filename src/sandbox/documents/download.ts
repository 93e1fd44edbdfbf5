import { randomBytes } from 'node:crypto'
import { createReadStream, statSync } from 'node:fs'
import { notFound } from '../http/errors'
import type { RouteContext, RouteDef, RouteResult } from '../http/types'
import { blobPath } from '../upload/storage'
import { findDocument } from './access'
import { DOCUMENTS, DOWNLOADS, type DocumentRecord, type DownloadRecord } from './records'

const DOWNLOAD_PATH = '/rails/active_storage/blobs/redirect'

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

/** download_url (API) and the short-lived address that serves the bytes (host root). */
export const downloadRoutes: RouteDef[] = [
  { method: 'GET', path: '/documents/:id/download_url', handler: downloadUrl },
  {
    method: 'GET',
    path: `${DOWNLOAD_PATH}/:token/:filename`,
    mount: 'root',
    auth: false,
    rateLimit: false,
    handler: serveBytes
  }
]
