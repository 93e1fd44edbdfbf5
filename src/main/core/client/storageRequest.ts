import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { readAnswer, type HttpAnswer } from './transport'

/**
 * A PUT whose body is streamed with real backpressure (node:http pipeline): the source is read
 * only as fast as the socket drains, so memory stays flat for any size. Node's fetch was
 * measured holding the whole body of a 1 GiB upload in ArrayBuffers, hence node:http here.
 * A body already in memory is written in one go. `idleMs` is an inactivity timeout on the socket
 * (sending or waiting for the answer), and, once the whole body is sent, the deadline of the
 * whole answer: storage that answers one byte at a time fails with code IDLE_TIMEOUT too.
 */
export function putStream(
  url: string,
  headers: Record<string, string>,
  body: AsyncIterable<Uint8Array> | Uint8Array,
  opts: { idleMs: number; signal?: AbortSignal }
): Promise<HttpAnswer> {
  const target = new URL(url)
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise<HttpAnswer>((resolve, reject) => {
    let settled = false
    const done = (fn: () => void): void => {
      if (settled) return
      settled = true
      fn()
    }
    const req = request(target, { method: 'PUT', headers, signal: opts.signal })
    // Set when this side gave up: the errors that destroying the request causes are not the cause.
    let timedOut: Error | null = null
    const giveUp = (): void => {
      timedOut = Object.assign(new Error('idle timeout'), { code: 'IDLE_TIMEOUT' })
      req.destroy(timedOut)
      done(() => reject(timedOut))
    }
    req.setTimeout(opts.idleMs, giveUp)
    let answerTimer: NodeJS.Timeout | undefined
    req.on('finish', () => {
      answerTimer = setTimeout(giveUp, opts.idleMs)
    })
    req.on('close', () => clearTimeout(answerTimer))
    req.on('response', (res) => {
      readAnswer(res).then(
        (answer) => done(() => resolve(answer)),
        (err: unknown) => done(() => reject(timedOut ?? err))
      )
    })
    let sourceError: unknown
    async function* source(): AsyncGenerator<Uint8Array> {
      try {
        yield* body as AsyncIterable<Uint8Array>
      } catch (err) {
        sourceError = err
        throw err
      }
    }
    req.on('error', (err) => {
      // A server may answer (422, 413) and close before the whole body was sent: the answer
      // arrives as a 'response' just after the write error, and it is what counts. A failing
      // source (file cut short) shows up here only as "socket hang up": report the cause.
      setTimeout(() => done(() => reject(timedOut ?? sourceError ?? err)), 50)
    })
    if (body instanceof Uint8Array) req.end(body)
    else pipeline(Readable.from(source(), { objectMode: false }), req).catch(() => undefined)
  })
}
