import { request as httpRequest, type ClientRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { readAnswer, type HttpAnswer } from './transport'

/**
 * A PUT whose body is streamed with real backpressure: the source is read only as fast as the
 * socket takes it, one chunk at a time (writeAll), so memory stays flat for any size. Node's fetch was
 * measured holding the whole body of a 1 GiB upload in ArrayBuffers, hence node:http here.
 * A body already in memory is written in one go. `idleMs` is an inactivity timeout on the socket
 * (sending or waiting for the answer), and, once the whole body is sent, the deadline of the
 * whole answer: storage that answers one byte at a time fails with code IDLE_TIMEOUT too.
 */
export function putStream(
  url: string,
  headers: Record<string, string>,
  body: AsyncIterable<Uint8Array> | Uint8Array,
  opts: { idleMs: number; signal?: AbortSignal; socketPath?: string }
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
    const req = request(target, {
      method: 'PUT',
      headers,
      signal: opts.signal,
      socketPath: opts.socketPath
    })
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
    else
      writeAll(req, source()).catch((err: unknown) => {
        if (!req.destroyed) req.destroy(err as Error)
      })
  })
}

/**
 * Writes each chunk and waits until the socket took it before pulling the next: the source may
 * read every chunk into the same buffer (no 64 KiB of garbage per read, which piled up to tens
 * of MiB of dead buffers between collections on a 512 MiB file), and backpressure is the
 * socket's own.
 */
async function writeAll(req: ClientRequest, chunks: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const chunk of chunks) await written(req, chunk)
  req.end()
}

function written(req: ClientRequest, chunk: Uint8Array): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    // A request destroyed meanwhile (abort, timeout, the server's early answer) may never call
    // back: its close ends the wait.
    const closed = (): void => reject(new Error('the request closed while sending'))
    req.once('close', closed)
    req.write(chunk, (err) => {
      req.off('close', closed)
      if (err) reject(err)
      else resolve()
    })
  })
}
