import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import { failure } from '../../main/support/serviceFailure'

const KEY = 'sbx_storage_test_key'
const MiB = 1024 * 1024

let server: ReturnType<typeof createServer> | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((r) => (server ? server.close(r) : r(undefined)))
  server = undefined
})

/** A storage stand-in that sees raw requests, including how fast the body is read. */
async function storage(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  server = createServer(handler)
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  const client = createServiceClient({
    baseUrl: `http://127.0.0.1:${port}/v2`,
    apiKey: KEY,
    timeoutMs: 400
  })
  return { client, url: `http://127.0.0.1:${port}/rails/active_storage/disk/token123` }
}

const SIGNED = {
  'Content-Type': 'text/plain',
  'Content-MD5': 'abc==',
  'Content-Disposition': 'inline'
}

describe('putBlob', () => {
  describe('putBlob()', () => {
    it('sends the signed headers and Content-Length, never the API key', async () => {
      let seen: IncomingMessage['headers'] = {}
      let received = 0
      const { client, url } = await storage((req, res) => {
        seen = req.headers
        req.on('data', (c: Buffer) => (received += c.length))
        req.on('end', () => res.writeHead(204).end())
      })
      const progress: number[] = []
      await client.putBlob(url, SIGNED, new Uint8Array(3 * MiB + 5), 3 * MiB + 5, {
        onProgress: (n) => progress.push(n)
      })
      expect(seen).toMatchObject({
        'content-type': 'text/plain',
        'content-md5': 'abc==',
        'content-length': String(3 * MiB + 5)
      })
      expect(seen.authorization).toBeUndefined()
      expect(JSON.stringify(seen)).not.toContain(KEY)
      expect(received).toBe(3 * MiB + 5)
      expect(progress).toEqual([MiB, 2 * MiB, 3 * MiB, 3 * MiB + 5])
    })

    it('reads the source only as fast as the storage takes it', async () => {
      let produced = 0
      let receivedAtPause = 0
      let producedAtPause = 0
      const { client, url } = await storage((req, res) => {
        let received = 0
        let paused = false
        req.on('data', (c: Buffer) => {
          received += c.length
          if (!paused && received >= 2 * MiB) {
            paused = true
            req.pause()
            setTimeout(() => {
              receivedAtPause = received
              producedAtPause = produced
              req.resume()
            }, 300)
          }
        })
        req.on('end', () => res.writeHead(204).end())
      })
      async function* source() {
        for (let i = 0; i < 64; i++) {
          produced += MiB
          yield new Uint8Array(MiB)
        }
      }
      await client.putBlob(url, SIGNED, source(), 64 * MiB)
      expect(producedAtPause - receivedAtPause).toBeLessThan(16 * MiB)
    })

    it('sends a source that reads every chunk into the same buffer intact', async () => {
      // As the upload reads a large file: one buffer, refilled for each chunk.
      const CHUNK = 64 * 1024
      const CHUNKS = 64
      const expected = createHash('md5')
      const got = createHash('md5')
      let received = 0
      const { client, url } = await storage((req, res) => {
        req.on('data', (c: Buffer) => {
          got.update(c)
          received += c.length
        })
        req.on('end', () => res.writeHead(204).end())
      })
      const buffer = Buffer.alloc(CHUNK)
      async function* refilled(): AsyncGenerator<Uint8Array> {
        for (let i = 0; i < CHUNKS; i++) {
          buffer.fill(i % 251)
          expected.update(buffer)
          yield buffer
        }
      }
      await client.putBlob(url, SIGNED, refilled(), CHUNK * CHUNKS)
      expect(received).toBe(CHUNK * CHUNKS)
      expect(got.digest('hex')).toBe(expected.digest('hex'))
    })

    it('turns a 422 about the MD5 into kind checksum', async () => {
      const { client, url } = await storage((req, res) => {
        req.resume()
        req.on('end', () =>
          res.writeHead(422, { 'Content-Type': 'application/json' }).end(
            JSON.stringify({
              errors: [
                {
                  status: '422',
                  code: 'checksum_mismatch',
                  detail: 'MD5 of the bytes differs from the blob checksum.'
                }
              ]
            })
          )
        )
      })
      const err = await failure(client.putBlob(url, SIGNED, new Uint8Array(10), 10))
      expect(err).toMatchObject({ kind: 'checksum', status: 422, transient: false })
      expect(err.detail).toBe('MD5 of the bytes differs from the blob checksum.')
    })

    it('keeps a 422 about the headers a validation error', async () => {
      const { client, url } = await storage((req, res) => {
        res.writeHead(422, { 'Content-Type': 'application/json', Connection: 'close' }).end(
          JSON.stringify({
            errors: [
              { detail: 'Content-Type text/html differs from the blob content_type text/plain.' }
            ]
          })
        )
        req.resume()
      })
      const err = await failure(client.putBlob(url, SIGNED, new Uint8Array(2 * MiB), 2 * MiB))
      expect(err.kind).toBe('validation')
    })

    it('reports an unknown or expired upload address as transient not_found', async () => {
      const { client, url } = await storage((req, res) => {
        req.resume()
        res
          .writeHead(404, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ errors: [{ detail: 'Unknown or expired upload URL.' }] }))
      })
      const err = await failure(client.putBlob(url, SIGNED, new Uint8Array(10), 10))
      expect(err).toMatchObject({ kind: 'not_found', code: 'upload_expired', transient: true })
    })

    it('gives up on storage that stops reading, after the idle timeout', async () => {
      const { client, url } = await storage((req) => req.pause())
      const err = await failure(client.putBlob(url, SIGNED, new Uint8Array(32 * MiB), 32 * MiB))
      // The client's own idle timeout (400 ms here) ended it, not the test's or the system's.
      expect(err.kind).toBe('timeout')
      expect(err.message).toMatch(/did not answer within 400 ms\.$/)
    })

    it('gives up on storage that answers one byte at a time, as a timeout', async () => {
      const { client, url } = await storage((req, res) => {
        req.resume()
        req.on('end', () => {
          // Each byte comes well within the idle timeout (400 ms); the answer never ends.
          res.writeHead(200, { 'Content-Length': '1000' })
          const drip = setInterval(() => res.write('x'), 100)
          res.on('close', () => clearInterval(drip))
        })
      })
      const err = await failure(client.putBlob(url, SIGNED, new Uint8Array(1000), 1000))
      expect(err.kind).toBe('timeout')
      expect(err.message).toMatch(/did not answer within 400 ms\.$/)
    })

    it('fails a body shorter than its declared size at once', async () => {
      const { client, url } = await storage((req) => req.resume())
      async function* short() {
        yield new Uint8Array(100)
      }
      const err = await failure(client.putBlob(url, SIGNED, short(), 1000))
      expect(err.kind).toBe('network')
      expect(err.message).toContain('the file changed size while it was being sent')
    })

    it('rejects with the abort reason when cancelled', async () => {
      const { client, url } = await storage((req) => req.pause())
      const ctrl = new AbortController()
      setTimeout(() => ctrl.abort(new Error('cancelled by the clerk')), 50)
      await expect(
        client.putBlob(url, SIGNED, new Uint8Array(32 * MiB), 32 * MiB, { signal: ctrl.signal })
      ).rejects.toThrow('cancelled by the clerk')
    })
  })
})
