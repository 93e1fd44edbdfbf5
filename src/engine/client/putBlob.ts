import { ServiceError } from './errors'
import { tooLargeReason } from './answerJson'
import {
  describeFailure,
  describeNetworkFailure,
  describeTimeout,
  describeTooLarge
} from './describeFailure'
import type { HttpContext } from './http'
import { putStream } from './storageRequest'

export type UploadBody = AsyncIterable<Uint8Array> | Uint8Array

export interface PutBlobOptions {
  onProgress?: (sent: number) => void
  signal?: AbortSignal
}

const SLICE = 1024 * 1024

async function* slices(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.byteLength; at += SLICE) yield bytes.subarray(at, at + SLICE)
}

/** Counts bytes as the socket takes them, and fails a body that is not exactly `size` long. */
async function* counted(
  source: AsyncIterable<Uint8Array>,
  size: number,
  onChunk: (sent: number) => void
): AsyncGenerator<Uint8Array> {
  let sent = 0
  for await (const chunk of source) {
    sent += chunk.byteLength
    if (sent > size) break
    onChunk(sent)
    yield chunk
  }
  if (sent !== size) throw lengthMismatch(sent, size)
}

function lengthMismatch(sent: number, size: number): Error {
  return Object.assign(
    new Error(`the body had ${sent > size ? 'more' : sent} bytes, not ${size}`),
    {
      code: 'BODY_LENGTH_MISMATCH'
    }
  )
}

/** Storage answers 422 when type, length or MD5 differ from the blob; only MD5 means "re-hash". */
function storageFailure(err: ServiceError): ServiceError {
  if (err.status === 422) {
    const about = err.detail ?? ''
    const aboutChecksum = err.code === 'checksum_mismatch' || /md5|checksum|integrity/i.test(about)
    const aboutHeaders = /content[- ]?type|content[- ]?length|byte.?size/i.test(about)
    if (aboutChecksum || !aboutHeaders) {
      return new ServiceError({
        kind: 'checksum',
        status: 422,
        detail: err.detail,
        code: err.code ?? 'checksum_mismatch',
        transient: false,
        message:
          'The storage refused the file: its bytes do not match the checksum computed before sending (422).'
      })
    }
  }
  if (err.status === 404) {
    return new ServiceError({
      kind: 'not_found',
      status: 404,
      detail: err.detail,
      code: 'upload_expired',
      transient: true,
      message: 'The upload address is unknown or has expired (404); the file has to be sent again.'
    })
  }
  return err
}

/**
 * Step 2 of a direct upload: streams the body to the storage URL with the signed headers plus
 * Content-Length. Never sends the API key (the storage address is not the API). The timeout is
 * an idle timeout, reset by every chunk, so a large file on a slow line is not cut off.
 */
export async function putBlob(
  ctx: HttpContext,
  url: string,
  headers: Record<string, string>,
  body: UploadBody,
  size: number,
  opts: PutBlobOptions = {}
): Promise<void> {
  // Up to one slice in memory goes in one write (its progress is the whole once it is taken).
  const whole = body instanceof Uint8Array && body.byteLength <= SLICE ? body : undefined
  const stream =
    whole ??
    counted(body instanceof Uint8Array ? slices(body) : body, size, (sent) =>
      opts.onProgress?.(sent)
    )
  let res
  try {
    if (whole && whole.byteLength !== size) throw lengthMismatch(whole.byteLength, size)
    res = await putStream(
      url,
      { ...headers, 'Content-Length': String(size), 'User-Agent': ctx.userAgent },
      stream,
      { idleMs: ctx.timeoutMs, signal: opts.signal, socketPath: ctx.socketPath?.() }
    )
  } catch (err) {
    if (opts.signal?.aborted) throw opts.signal.reason
    if ((err as { code?: string }).code === 'IDLE_TIMEOUT')
      throw describeTimeout(url, ctx.timeoutMs)
    const tooLarge = tooLargeReason(err)
    if (tooLarge !== null) throw describeTooLarge('PUT', url, tooLarge, null)
    throw describeNetworkFailure(err, url, ctx.apiKey)
  }
  if (res.status >= 200 && res.status < 300) {
    if (whole || size === 0) opts.onProgress?.(size)
    return
  }
  throw storageFailure(
    describeFailure({
      status: res.status,
      headers: res.headers,
      bodyText: res.text,
      method: 'PUT',
      url,
      secret: ctx.apiKey
    })
  )
}
