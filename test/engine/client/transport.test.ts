import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import { SERVICE_ANSWER_LIMITS } from '../../../src/shared/serviceAnswer'
import { startFakeServer, type Handler } from './fakeServer'
import { failure } from '../../main/support/serviceFailure'

const KEY = 'sbx_transport_key_51c0'
const TYPES = { document_types: [{ code: 'commercial_invoice', label: 'Commercial invoice' }] }

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const c of closers.splice(0)) await c()
})

async function serve(handler: Handler) {
  const server = await startFakeServer(handler)
  closers.push(server.close)
  const client = createServiceClient({
    baseUrl: `${server.url}/v2`,
    apiKey: KEY,
    retry: { retries: 0 }
  })
  return { client, seen: server.seen, url: server.url }
}

describe('the JSON transport (node:http)', () => {
  it('asks for compressed answers and reads a gzip one', async () => {
    const { client, seen } = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
      res.end(gzipSync(JSON.stringify(TYPES)))
    })
    expect(await client.documentTypes()).toEqual(TYPES.document_types)
    expect(seen[0].headers['accept-encoding']).toMatch(/gzip/)
    expect(seen[0].headers.authorization).toBe(`Token ${KEY}`)
  })

  it('refuses an answer that would not end, compressed or not, without filling the memory', async () => {
    const MAX_ANSWER_BYTES = SERVICE_ANSWER_LIMITS.bytes
    const big = Buffer.alloc(MAX_ANSWER_BYTES + 1, 32)
    const bomb = gzipSync(big)
    const plain = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(big)
    })
    const zipped = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
      res.end(bomb)
    })
    expect(bomb.length).toBeLessThan(MAX_ANSWER_BYTES / 100)
    for (const { client } of [plain, zipped]) {
      const err = await failure(client.documentTypes())
      expect(err.kind).toBe('answer_too_large')
      expect(err.message).toBe(
        "The service's answer to GET /v2/documents/types was too large (larger than 4 MiB): " +
          'Dropdock did not read it.'
      )
    }
  })

  it('does not follow a redirect with the key, and names where it pointed', async () => {
    const elsewhere = await startFakeServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(TYPES))
    })
    closers.push(elsewhere.close)
    const { client } = await serve((_req, res) => {
      res.writeHead(301, { Location: `${elsewhere.url}/v2/documents/types?token=${KEY}` })
      res.end()
    })
    const err = await failure(client.documentTypes())
    expect(err.kind).toBe('validation')
    expect(err.status).toBe(301)
    expect(err.message).toBe(
      `The service answered GET /v2/documents/types with a redirect (301) to ${elsewhere.url}, ` +
        'which Dropdock does not follow with the API key. Check the configured service address.'
    )
    expect(elsewhere.seen).toHaveLength(0)
  })
})
