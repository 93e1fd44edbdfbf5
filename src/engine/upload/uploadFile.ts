import type { FileHandle } from 'node:fs/promises'
import { md5Bytes } from '../checksum/md5'
import { isFailure } from '../failures/failure'
import type { ServiceClient, UploadBody } from '../client/serviceClient'
import { fileChangedError, fileError } from '../files/fileErrors'
import { openItemFile, type FilePlace } from '../files/itemFile'
import { readWhole, WHOLE_READ_MAX_BYTES } from '../files/wholeRead'

export { submitDocument } from './submitDocument'

export interface UploadSource {
  /**
   * A file on disk, opened here the one safe way (files/itemFile: no link, the version recorded
   * in `seen` only); or `bytes` held in memory (read whole already, or a mail attachment).
   */
  file?: FilePlace
  bytes?: Uint8Array
  /** The name people see (in messages). */
  name: string
  /** The name the service is given, when it differs from `name` (see `nameForService`). */
  serviceName?: string
  contentType: string
  size: number
  /** Base64 MD5 computed before; the storage checks the bytes against it. */
  md5: string
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
 * Steps 1–3 of a direct upload: blob request, then the bytes to storage with progress. Bytes in
 * hand go as they are. A file is opened once, before anything is asked of the service (a FIFO or
 * a link swapped in since it was hashed is refused here), and its bytes come from that
 * descriptor: a small one read whole and hashed again (bytes rewritten in place under the same
 * stamp are not the ones hashed), a larger one streamed in 64 KiB reads as the socket takes them,
 * so memory stays flat whatever the size.
 * Throws kind 'file' code 'changed' when the file is no longer the one that was hashed, and
 * kind 'checksum' when the storage refused the MD5.
 */
export async function uploadBlob(
  client: ServiceClient,
  src: UploadSource,
  opts: UploadOptions = {}
): Promise<{ signedId: string }> {
  if (src.file === undefined && src.bytes === undefined) {
    throw new TypeError('uploadBlob needs a file or bytes')
  }
  if (src.bytes && src.bytes.byteLength !== src.size) {
    throw new TypeError(`uploadBlob: ${src.bytes.byteLength} bytes given for size ${src.size}`)
  }
  if (src.bytes !== undefined || src.file === undefined) return sendBlob(client, src, {}, opts)
  const { handle } = await openItemFile(src.file)
  try {
    if (src.size > WHOLE_READ_MAX_BYTES) return await sendBlob(client, src, { handle }, opts)
    const bytes = await readWhole(handle, src.size, src.name).catch((err: unknown) => {
      throw isFailure(err) ? err : fileError(src.name, err)
    })
    if (md5Bytes(bytes) !== src.md5) throw fileChangedError(src.name)
    return await sendBlob(client, { ...src, bytes }, {}, opts)
  } finally {
    await handle.close()
  }
}

/** True when the open file is still the version hashed (same size and mtime on its fstat). */
async function stillSeen(src: UploadSource, handle: FileHandle): Promise<boolean> {
  const now = await handle.stat()
  const seen = src.file!.seen
  return now.size === src.size && (seen.mtimeMs === null || now.mtimeMs === seen.mtimeMs)
}

async function sendBlob(
  client: ServiceClient,
  src: UploadSource,
  read: { handle?: FileHandle },
  opts: UploadOptions
): Promise<{ signedId: string }> {
  const { handle } = read
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
    body = src.bytes ?? new Uint8Array(0)
  }

  try {
    await client.putBlob(url, { ...blob.direct_upload.headers }, body, src.size, opts)
  } catch (err) {
    // A read failure (EACCES, EIO…) is the file's problem, not the network's.
    if (readError !== undefined && !opts.signal?.aborted) throw fileError(src.name, readError)
    if (handle !== undefined && !opts.signal?.aborted && !(await stillSeen(src, handle))) {
      throw fileChangedError(src.name)
    }
    throw err
  }
  // Streamed: written to while it was read, the bytes sent are not all of one version.
  if (handle !== undefined && !(await stillSeen(src, handle))) throw fileChangedError(src.name)
  return { signedId: blob.signed_id }
}
