import { ServiceError } from './errors'
import { describeFailure, describeNetworkFailure, describeTimeout } from './describeFailure'
import type { HttpContext } from './http'

export type UploadBody = AsyncIterable<Uint8Array> | Uint8Array

export interface PutBlobOptions {
  onProgress?: (sent: number) => void
  signal?: AbortSignal
}

const SLICE = 1024 * 1024

async function* slices(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.byteLength; at += SLICE) yield bytes.subarray(at, at + SLICE)
}

async function* counted(
  source: AsyncIterable<Uint8Array>,
  onChunk: (sent: number) => void
): AsyncGenerator<Uint8Array> {
  let sent = 0
  for await (const chunk of source) {
    sent += chunk.byteLength
    onChunk(sent)
    yield chunk
  }
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
  const idle = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const arm = (): void => {
    clearTimeout(timer)
    timer = setTimeout(() => idle.abort(), ctx.timeoutMs)
  }
  const signal = opts.signal ? AbortSignal.any([opts.signal, idle.signal]) : idle.signal
  const source = body instanceof Uint8Array ? slices(body) : body
  const stream = counted(source, (sent) => {
    arm()
    opts.onProgress?.(sent)
  })
  const init: RequestInit & { duplex: 'half' } = {
    method: 'PUT',
    headers: { ...headers, 'Content-Length': String(size), 'User-Agent': ctx.userAgent },
    body: size === 0 ? new Uint8Array(0) : stream,
    duplex: 'half',
    signal
  }
  arm()
  try {
    let res: Response
    let text: string
    try {
      res = await ctx.fetch(url, init)
      text = await res.text()
    } catch (err) {
      if (opts.signal?.aborted) throw opts.signal.reason
      if (idle.signal.aborted) throw describeTimeout(url, ctx.timeoutMs)
      throw describeNetworkFailure(err, url, ctx.apiKey)
    }
    if (res.ok) {
      if (size === 0) opts.onProgress?.(0)
      return
    }
    throw storageFailure(
      describeFailure({
        status: res.status,
        headers: res.headers,
        bodyText: text,
        method: 'PUT',
        url,
        secret: ctx.apiKey
      })
    )
  } finally {
    clearTimeout(timer)
  }
}
