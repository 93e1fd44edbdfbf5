import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashDownload } from '../../../src/engine/client/contentHash'
import type { HttpContext } from '../../../src/engine/client/http'

const BYTES = Buffer.from('%PDF-1.7\nthe part of a scan\n')
const md5 = (b: Buffer) => createHash('md5').update(b).digest('base64')

/** Storage as a service may put it behind its download address: redirects, then the bytes. */
let server: Server
let origin: string
const asked: { path: string; auth: string | undefined }[] = []
beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push({ path: req.url ?? '', auth: req.headers.authorization })
    if (req.url === '/blob') return void res.writeHead(302, { Location: '/storage/1' }).end()
    if (req.url === '/storage/1') return void res.writeHead(307, { Location: '/bytes' }).end()
    if (req.url === '/bytes') return void res.writeHead(200).end(BYTES)
    if (req.url === '/loop') return void res.writeHead(302, { Location: '/loop' }).end()
    res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"errors":[{"detail":"gone"}]}')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

const ctx = { apiKey: 'sbx_secret_key', timeoutMs: 5000, userAgent: 'test' } as HttpContext

describe('hashDownload', () => {
  it('follows the redirects to the bytes and gives their MD5, never sending the key', async () => {
    asked.length = 0
    expect(await hashDownload(ctx, `${origin}/blob`, 1000)).toEqual({
      md5: md5(BYTES),
      bytes: BYTES.length
    })
    expect(asked.map((a) => a.path)).toEqual(['/blob', '/storage/1', '/bytes'])
    expect(asked.every((a) => a.auth === undefined)).toBe(true)
  })

  it('stops past the size it may read, and after 3 redirects', async () => {
    expect(await hashDownload(ctx, `${origin}/bytes`, BYTES.length - 1)).toMatchObject({
      tooLarge: true
    })
    await expect(hashDownload(ctx, `${origin}/loop`, 1000)).rejects.toMatchObject({
      status: 302
    })
    await expect(hashDownload(ctx, `${origin}/nothing`, 1000)).rejects.toMatchObject({
      kind: 'not_found'
    })
  })
})
