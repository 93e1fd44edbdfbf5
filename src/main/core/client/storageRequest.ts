import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export interface StorageResponse {
  status: number
  headers: Headers
  text: string
}

const MAX_ERROR_BODY = 64 * 1024

function toHeaders(res: IncomingMessage): Headers {
  const h = new Headers()
  for (const [k, v] of Object.entries(res.headers)) {
    if (v === undefined) continue
    for (const one of Array.isArray(v) ? v : [v]) h.append(k, one)
  }
  return h
}

/**
 * A PUT whose body is streamed with real backpressure (node:http pipeline): the source is read
 * only as fast as the socket drains, so memory stays flat for any size. Node's fetch was
 * measured holding the whole body of a 1 GiB upload in ArrayBuffers, hence node:http here.
 * `idleMs` is an inactivity timeout on the socket (sending or waiting for the answer).
 */
export function putStream(
  url: string,
  headers: Record<string, string>,
  body: AsyncIterable<Uint8Array>,
  opts: { idleMs: number; signal?: AbortSignal }
): Promise<StorageResponse> {
  const target = new URL(url)
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise<StorageResponse>((resolve, reject) => {
    let settled = false
    const done = (fn: () => void): void => {
      if (settled) return
      settled = true
      fn()
    }
    const req = request(target, { method: 'PUT', headers, signal: opts.signal })
    req.setTimeout(opts.idleMs, () => {
      const err = Object.assign(new Error('idle timeout'), { code: 'IDLE_TIMEOUT' })
      req.destroy(err)
    })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      let size = 0
      res.on('data', (c: Buffer) => {
        size += c.length
        if (size <= MAX_ERROR_BODY) chunks.push(c)
      })
      res.on('end', () =>
        done(() =>
          resolve({
            status: res.statusCode ?? 0,
            headers: toHeaders(res),
            text: Buffer.concat(chunks).toString()
          })
        )
      )
      res.on('error', (err) => done(() => reject(err)))
    })
    let sourceError: unknown
    async function* source(): AsyncGenerator<Uint8Array> {
      try {
        yield* body
      } catch (err) {
        sourceError = err
        throw err
      }
    }
    req.on('error', (err) => {
      // A server may answer (422, 413) and close before the whole body was sent: the answer
      // arrives as a 'response' just after the write error, and it is what counts. A failing
      // source (file cut short) shows up here only as "socket hang up": report the cause.
      setTimeout(() => done(() => reject(sourceError ?? err)), 50)
    })
    pipeline(Readable.from(source(), { objectMode: false }), req).catch(() => undefined)
  })
}
