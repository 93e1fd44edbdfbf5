import { createReadStream, type ReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { ServiceClient, UploadBody } from '../client/serviceClient'
import { fileChangedError, fileError } from './fileErrors'

export { submitDocument, type SubmitResult } from './submitDocument'

export interface UploadSource {
  /** A file on disk, streamed; or `bytes` held in memory (mail attachments). */
  path?: string
  bytes?: Uint8Array
  name: string
  contentType: string
  size: number
  /** Base64 MD5 computed before; the storage checks the bytes against it. */
  md5: string
  /** mtime seen when hashing; when given, a different mtime means the file changed. */
  mtimeMs?: number
}

export interface UploadOptions {
  onProgress?(sent: number): void
  signal?: AbortSignal
}

/** Small reads keep garbage low while uploading; the socket, not the disk, sets the pace. */
const READ_CHUNK = 64 * 1024

interface Snapshot {
  size: number
  mtimeMs: number
}

/**
 * Size and mtime of a regular file, to tell later whether it changed; a missing, unreadable or
 * non-regular file throws the kind 'file' ServiceError that names it.
 */
export async function snapshot(path: string, name: string): Promise<Snapshot> {
  try {
    const s = await stat(path)
    if (!s.isFile()) throw Object.assign(new Error('not a file'), { code: 'EISDIR' })
    return { size: s.size, mtimeMs: s.mtimeMs }
  } catch (err) {
    throw fileError(name, err)
  }
}

function unchanged(src: UploadSource, now: Snapshot): boolean {
  return now.size === src.size && (src.mtimeMs === undefined || now.mtimeMs === src.mtimeMs)
}

/**
 * Steps 1–3 of a direct upload: blob request, then the bytes streamed to storage with progress.
 * Memory stays flat whatever the size: a file is read in 1 MiB chunks as the socket takes them.
 * Throws kind 'file' code 'changed' when the file is no longer the one that was hashed, and
 * kind 'checksum' when the storage refused the MD5.
 */
export async function uploadBlob(
  client: ServiceClient,
  src: UploadSource,
  opts: UploadOptions = {}
): Promise<{ signedId: string }> {
  if (src.path === undefined && src.bytes === undefined) {
    throw new TypeError('uploadBlob needs a path or bytes')
  }
  if (src.bytes && src.bytes.byteLength !== src.size) {
    throw new TypeError(`uploadBlob: ${src.bytes.byteLength} bytes given for size ${src.size}`)
  }
  if (src.path !== undefined && !unchanged(src, await snapshot(src.path, src.name))) {
    throw fileChangedError(src.name)
  }

  const blob = await client.createBlob(
    { filename: src.name, content_type: src.contentType, byte_size: src.size, checksum: src.md5 },
    opts.signal
  )
  const url = new URL(blob.direct_upload.url, client.directUploadUrl).href

  let stream: ReadStream | undefined
  let readError: unknown
  let body: UploadBody
  if (src.path !== undefined && src.size > 0) {
    const file = createReadStream(src.path, {
      start: 0,
      end: src.size - 1,
      highWaterMark: READ_CHUNK
    })
    stream = file
    body = (async function* () {
      try {
        yield* file
      } catch (err) {
        readError = err
        throw err
      }
    })()
  } else {
    body = src.bytes ?? new Uint8Array(0)
  }

  try {
    await client.putBlob(url, { ...blob.direct_upload.headers }, body, src.size, opts)
  } catch (err) {
    // A read failure (EACCES, EIO…) is the file's problem, not the network's.
    if (readError !== undefined && !opts.signal?.aborted) throw fileError(src.name, readError)
    if (src.path !== undefined && !opts.signal?.aborted) {
      const after = await snapshot(src.path, src.name)
      if (!unchanged(src, after)) throw fileChangedError(src.name)
    }
    throw err
  } finally {
    stream?.destroy()
  }
  if (src.path !== undefined && !unchanged(src, await snapshot(src.path, src.name))) {
    throw fileChangedError(src.name)
  }
  return { signedId: blob.signed_id }
}
