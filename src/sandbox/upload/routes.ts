import { randomBytes, randomUUID } from 'node:crypto'
import type { BlobResponse } from '../../shared/service'
import { statfs } from 'node:fs/promises'
import { HttpError, httpError, insufficientStorage, notFound, unprocessable } from '../http/errors'
import { sendJson } from '../http/respond'
import type { RouteContext, RouteDef, RouteResult } from '../http/types'
import { sandboxStorageMessage } from '../store/storageError'
import { BLOBS, signBlobId, type BlobRecord } from './blobs'
import { storeUpload } from './storage'
import { validateBlobRequest } from './validate'

const STORAGE_PATH = '/rails/active_storage/disk'

function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

function createBlob(ctx: RouteContext): RouteResult {
  const input = validateBlobRequest(ctx.body, ctx.config.maxUploadBytes)
  const now = new Date()
  const blob: BlobRecord = {
    id: randomUUID(),
    key: randomBytes(14).toString('hex'),
    accountId: ctx.account.id,
    ...input,
    created_at: now.toISOString(),
    token: randomBytes(24).toString('base64url'),
    expires_at: new Date(now.getTime() + ctx.config.urlTtlMs).toISOString(),
    uploaded: false
  }
  ctx.env.store.shared.collection<BlobRecord>(BLOBS).put(blob)
  const body: BlobResponse = {
    id: blob.id,
    key: blob.key,
    filename: blob.filename,
    content_type: blob.content_type,
    metadata: {},
    service_name: 'local',
    byte_size: blob.byte_size,
    checksum: blob.checksum,
    created_at: blob.created_at,
    signed_id: signBlobId(ctx.env.store, blob.id),
    direct_upload: {
      url: `${ctx.env.rootUrl}${STORAGE_PATH}/${blob.token}`,
      headers: {
        'Content-Type': blob.content_type,
        'Content-MD5': blob.checksum,
        'Content-Disposition': contentDisposition(blob.filename)
      }
    }
  }
  return { status: 200, body }
}

/**
 * 507 when the disk has less free space than the upload needs, so the client hears it before
 * sending the bytes (a disk filling up mid-upload resets the connection instead).
 */
async function roomFor(dataDir: string, bytes: number): Promise<HttpError | null> {
  const fs = await statfs(dataDir).catch(() => null)
  if (!fs || fs.bavail * fs.bsize > bytes) return null
  return insufficientStorage(sandboxStorageMessage('ENOSPC', dataDir))
}

/** Refuses a PUT without reading its body, closing the connection so nothing more is sent. */
function refuse(ctx: RouteContext, err: ReturnType<typeof httpError>): undefined {
  sendJson(ctx.res, err.status, err.envelope(), { Connection: 'close' })
  ctx.req.resume()
  return undefined
}

async function putBytes(ctx: RouteContext): Promise<RouteResult | undefined> {
  const blobs = ctx.env.store.shared.collection<BlobRecord>(BLOBS)
  const [blob] = blobs.findBy('token', ctx.params.token)
  if (!blob || Date.parse(blob.expires_at) < Date.now()) {
    return refuse(ctx, notFound('Unknown or expired upload URL.'))
  }
  const max = ctx.config.maxUploadBytes
  const lengthHeader = ctx.req.headers['content-length']
  const length = lengthHeader === undefined ? NaN : Number(lengthHeader)
  if (length > max) {
    return refuse(
      ctx,
      httpError(413, `Upload of ${length} bytes exceeds the limit of ${max} bytes.`)
    )
  }
  if (!Number.isSafeInteger(length)) {
    return refuse(
      ctx,
      unprocessable('Content-Length is required and must match the blob byte_size.', {
        parameter: 'Content-Length'
      })
    )
  }
  if (length !== blob.byte_size) {
    return refuse(
      ctx,
      unprocessable(`Content-Length ${length} differs from the blob byte_size ${blob.byte_size}.`, {
        parameter: 'Content-Length'
      })
    )
  }
  const type = ctx.req.headers['content-type']
  if (type !== undefined && type.split(';')[0].trim() !== blob.content_type.split(';')[0].trim()) {
    return refuse(
      ctx,
      unprocessable(
        `Content-Type ${type} differs from the blob content_type ${blob.content_type}.`,
        { parameter: 'Content-Type' }
      )
    )
  }
  const md5Header = ctx.req.headers['content-md5']
  if (md5Header !== undefined && md5Header !== blob.checksum) {
    return refuse(
      ctx,
      unprocessable('Content-MD5 differs from the blob checksum.', { parameter: 'Content-MD5' })
    )
  }
  const room = await roomFor(ctx.config.dataDir, blob.byte_size)
  if (room) return refuse(ctx, room)
  const result = await storeUpload(ctx.req, ctx.config.dataDir, blob.id, {
    bytes: blob.byte_size,
    md5: blob.checksum
  })
  if (!result.ok) {
    if (ctx.req.destroyed && !ctx.req.complete) return undefined
    return refuse(
      ctx,
      unprocessable(
        `Upload refused: ${result.problem}; nothing was stored.`,
        { parameter: 'body' },
        'checksum_mismatch'
      )
    )
  }
  blobs.update(blob.id, (b) => {
    b.uploaded = true
  })
  await Promise.all([result.synced, ctx.env.store.durable()])
  return { status: 204 }
}

const blobRoute = (mount: 'root' | 'api'): RouteDef => ({
  method: 'POST',
  path: '/rails/active_storage/direct_uploads',
  mount,
  auth: true,
  handler: createBlob
})

/** Direct upload: blob creation (host root and /v2) and the storage PUT. */
export const routes: RouteDef[] = [
  blobRoute('root'),
  blobRoute('api'),
  {
    method: 'PUT',
    path: `${STORAGE_PATH}/:token`,
    mount: 'root',
    auth: false,
    rateLimit: false,
    body: 'raw',
    handler: putBytes
  }
]
