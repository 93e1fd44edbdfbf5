import type { Snapshot } from '../files/stamp'
import { stat, type FileHandle } from 'node:fs/promises'
import { isServiceError } from '../client/errors'
import type { ServiceClient, UploadBody } from '../client/serviceClient'
import { fileChangedError, fileError } from '../files/fileErrors'
import { fsPath } from '../files/rawName'
import { NOT_REGULAR_CODE, openRegularFile } from '../files/openRegular'

export { submitDocument } from './submitDocument'

export interface UploadSource {
  /** A file on disk, streamed; or `bytes` held in memory (mail attachments). */
  path?: string
  bytes?: Uint8Array
  /** The name people see (in messages). */
  name: string
  /** The name the service is given, when it differs from `name` (see `nameForService`). */
  serviceName?: string
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

/** Bytes read from the file per write to the socket: the socket, not the disk, sets the pace. */
export const READ_CHUNK_BYTES = 64 * 1024

/**
 * The first `size` bytes of a file, read in turn into ONE buffer: each chunk is lent to the
 * consumer until it asks for the next (putStream writes a chunk and waits for the socket to take
 * it before it does), so a 512 MiB file leaves no garbage behind. A file shorter than `size`
 * ends early (putBlob counts the bytes and says so).
 */
async function* fileChunks(handle: FileHandle, size: number): AsyncGenerator<Uint8Array> {
  const buffer = Buffer.allocUnsafeSlow(Math.min(READ_CHUNK_BYTES, size))
  for (let at = 0; at < size;) {
    const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, size - at), at)
    if (bytesRead === 0) return
    at += bytesRead
    yield buffer.subarray(0, bytesRead)
  }
}

/**
 * Files up to this size are read whole and sent in one write: a scanned page or an invoice, most
 * of what a clerk sends. Memory stays bounded by the upload concurrency (3 × 1 MiB), and one
 * open, fstat and read replace two path stats and a stream pipeline per file (in a burst of
 * 10,000 files the pipeline's objects were a third of what the young generation promoted).
 */
export const WHOLE_READ_MAX_BYTES = 1024 * 1024

/**
 * Size, mtime and inode of a regular file, to tell later whether it changed; a missing,
 * unreadable or non-regular file throws the kind 'file' ServiceError that names it.
 */
export async function snapshot(path: string, name: string): Promise<Snapshot> {
  try {
    const s = await stat(fsPath(path))
    if (!s.isFile()) {
      const code = s.isDirectory() ? 'EISDIR' : NOT_REGULAR_CODE
      throw Object.assign(new Error('not a regular file'), { code })
    }
    return { size: s.size, mtimeMs: s.mtimeMs, ino: s.ino }
  } catch (err) {
    throw fileError(name, err)
  }
}

function unchanged(src: UploadSource, now: Pick<Snapshot, 'size' | 'mtimeMs'>): boolean {
  return now.size === src.size && (src.mtimeMs === undefined || now.mtimeMs === src.mtimeMs)
}

/**
 * A small file, read whole once it is known to be the one hashed (same size and mtime on the
 * open handle). Reading one byte more than its size shows a file that grew meanwhile; bytes
 * rewritten in place under the same size are the storage's to refuse by their MD5 (kind
 * 'checksum', and the file is hashed again).
 */
async function readWhole(src: UploadSource & { path: string }): Promise<Buffer> {
  let fh: FileHandle | undefined
  try {
    const opened = await openRegularFile(src.path)
    fh = opened.handle
    if (!unchanged(src, opened.stats)) throw fileChangedError(src.name)
    const buf = Buffer.allocUnsafe(src.size + 1)
    let got = 0
    for (;;) {
      const { bytesRead } = await fh.read(buf, got, buf.length - got, got)
      if (bytesRead === 0) break
      got += bytesRead
      if (got === buf.length) break
    }
    if (got !== src.size) throw fileChangedError(src.name)
    return buf.subarray(0, got)
  } catch (err) {
    throw isServiceError(err) ? err : fileError(src.name, err)
  } finally {
    await fh?.close()
  }
}

/**
 * Steps 1–3 of a direct upload: blob request, then the bytes to storage with progress. A small
 * file is read whole first; a larger one is streamed in 64 KiB reads as the socket takes them,
 * so memory stays flat whatever the size.
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
  const whole =
    src.path !== undefined && src.size > 0 && src.size <= WHOLE_READ_MAX_BYTES
      ? await readWhole({ ...src, path: src.path })
      : undefined
  const streamed = whole === undefined ? src.path : undefined
  // Opened (non-blocking, fstat-checked) before anything is asked of the service: a FIFO swapped
  // in since the hash is refused here instead of holding a file-system thread.
  const handle = streamed !== undefined ? await openStreamed(src, streamed) : undefined
  try {
    return await sendBlob(client, src, { whole, streamed, handle }, opts)
  } finally {
    await handle?.close()
  }
}

/** The larger file's handle, once it is known to be the version hashed. */
async function openStreamed(src: UploadSource, path: string): Promise<FileHandle> {
  let opened: Awaited<ReturnType<typeof openRegularFile>>
  try {
    opened = await openRegularFile(path)
  } catch (err) {
    throw fileError(src.name, err)
  }
  if (!unchanged(src, opened.stats)) {
    await opened.handle.close()
    throw fileChangedError(src.name)
  }
  return opened.handle
}

async function sendBlob(
  client: ServiceClient,
  src: UploadSource,
  read: { whole?: Buffer; streamed?: string; handle?: FileHandle },
  opts: UploadOptions
): Promise<{ signedId: string }> {
  const { whole, streamed, handle } = read
  const blob = await client.createBlob(
    {
      filename: src.serviceName ?? src.name,
      content_type: src.contentType,
      byte_size: src.size,
      checksum: src.md5
    },
    opts.signal
  )
  const url = new URL(blob.direct_upload.url, client.directUploadUrl).href

  let readError: unknown
  let body: UploadBody
  if (handle !== undefined && src.size > 0) {
    // The handle is closed by the caller, after any read still in flight has ended.
    body = (async function* () {
      try {
        yield* fileChunks(handle, src.size)
      } catch (err) {
        readError = err
        throw err
      }
    })()
  } else {
    body = whole ?? src.bytes ?? new Uint8Array(0)
  }

  try {
    await client.putBlob(url, { ...blob.direct_upload.headers }, body, src.size, opts)
  } catch (err) {
    // A read failure (EACCES, EIO…) is the file's problem, not the network's.
    if (readError !== undefined && !opts.signal?.aborted) throw fileError(src.name, readError)
    if (streamed !== undefined && !opts.signal?.aborted) {
      const after = await snapshot(streamed, src.name)
      if (!unchanged(src, after)) throw fileChangedError(src.name)
    }
    throw err
  }
  if (streamed !== undefined && !unchanged(src, await snapshot(streamed, src.name))) {
    throw fileChangedError(src.name)
  }
  return { signedId: blob.signed_id }
}
