import { afterEach, describe, expect, it } from 'vitest'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import { SERVICE_ANSWER_LIMITS } from '../../../src/shared/serviceAnswer'
import { failure } from '../../main/support/serviceFailure'
import { nestedGzipBomb } from '../../support/nestedBomb'
import { startFakeServer, type Handler } from './fakeServer'

const KEY = 'sbx_answer_limits_key_9d2e'
const TYPE = { code: 'commercial_invoice', label: 'Commercial invoice' }

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const c of closers.splice(0)) await c()
})

async function serve(handler: Handler) {
  const server = await startFakeServer(handler)
  closers.push(server.close)
  return createServiceClient({ baseUrl: `${server.url}/v2`, apiKey: KEY, retry: { retries: 0 } })
}

const json =
  (status: number, body: string): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(body)
  }

/** `{"document_types":[…[TYPE]…]}`, nested `depth` deep in all (object, arrays, the type). */
function typesNested(depth: number): string {
  const arrays = depth - 2
  return `{"document_types":${'['.repeat(arrays)}${JSON.stringify(TYPE)}${']'.repeat(arrays)}}`
}

describe('the bounds of a service answer', () => {
  it('refuses the 32 KB gzip of 32 MiB of nested arrays as too large, unread', async () => {
    const bomb = nestedGzipBomb()
    expect(bomb.length).toBeLessThan(40_000)
    const client = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
      res.end(bomb)
    })
    const err = await failure(client.documentTypes())
    expect(err.kind).toBe('answer_too_large')
    expect(err.transient).toBe(true)
    expect(err.message).toBe(
      "The service's answer to GET /v2/documents/types was too large (larger than 4 MiB): " +
        'Dropdock did not read it.'
    )
  })

  it('refuses a small answer nested deeper than the bound before parsing it', async () => {
    const deep = typesNested(SERVICE_ANSWER_LIMITS.depth + 1)
    expect(deep.length).toBeLessThan(300)
    const err = await failure((await serve(json(200, deep))).documentTypes())
    expect(err.kind).toBe('answer_too_large')
    expect(err.status).toBe(200)
    expect(err.message).toMatch(/was too large \(nested deeper than 64 levels\)/)
  })

  it('reads an answer nested as deep as the bound, and brackets inside strings', async () => {
    const client = await serve((_req, res, n) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      if (n === 1) res.end(typesNested(SERVICE_ANSWER_LIMITS.depth))
      else res.end(JSON.stringify({ document_types: [{ ...TYPE, label: '['.repeat(500) }] }))
    })
    // The first answer's list is not a list of types: the shape check, not the bound, says so.
    expect((await failure(client.documentTypes())).kind).toBe('unexpected_answer')
    expect(await client.documentTypes()).toEqual([{ ...TYPE, label: '['.repeat(500) }])
  })

  it('names the status of an error answer past the bounds, read as text', async () => {
    const deep = `{"errors":${'['.repeat(200)}${']'.repeat(200)}}`
    const err = await failure((await serve(json(500, deep))).documentTypes())
    expect(err.kind).toBe('upstream')
    expect(err.status).toBe(500)
  })
})
