import { createServer, type Server } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { buildKeys } from '../../../src/sandbox/accounts'
import { resolveConfig } from '../../../src/sandbox/config'
import { createEnv } from '../../../src/sandbox/env'
import { accessRules } from '../../../src/sandbox/http/access'
import { HttpError } from '../../../src/sandbox/http/errors'
import { RateLimiter } from '../../../src/sandbox/http/rateLimit'
import { Router } from '../../../src/sandbox/http/router'
import { createRequestListener } from '../../../src/sandbox/http/server'
import type { RouteDef } from '../../../src/sandbox/http/types'
import { Store } from '../../../src/sandbox/store/store'
import { rawRequest } from '../support/rawRequest'

const KEY = { Authorization: 'Token sbx_blueharbor_full' }

describe('a request target the sandbox cannot read', () => {
  let sb: RunningSandbox
  let port: number
  beforeAll(async () => {
    sb = await startSandbox({ log: () => undefined })
    port = Number(new URL(sb.baseUrl).port)
  })
  afterAll(() => sb.close())

  it.each([
    ['GET // HTTP/1.1', /names a host, not a path/],
    ['GET ///v2/documents HTTP/1.1', /names a host, not a path/],
    ['GET http://[::1 HTTP/1.1', /host that is not valid/],
    ['GET http:// HTTP/1.1', /names no host/],
    ['GET http://user@127.0.0.1/v2/documents HTTP/1.1', /user info/],
    ['GET * HTTP/1.1', /neither a path/],
    ['GET /v2/documents/%zz HTTP/1.1', /"%" not followed by two hexadecimal digits/],
    ['GET /v2/documents?filter[filename]=% HTTP/1.1', /"%" not followed/],
    ['GET /v2/documents/%C3%28 HTTP/1.1', /not UTF-8/],
    ['GET /v2/documents/a%00b HTTP/1.1', /control characters/],
    ['GET /v2/%2e%2e/app/x HTTP/1.1', /"\." or "\.\." segment/],
    ['GET /v2/documents#top HTTP/1.1', /fragment/],
    ['GET /v2\\documents HTTP/1.1', /backslash/]
  ])('answers %s with a 400 naming what is wrong, and goes on serving', async (line, why) => {
    const bad = await rawRequest(port, line, KEY)
    expect(bad.status).toBe(400)
    const body = JSON.parse(bad.body) as { errors: { status: string; detail: string }[] }
    expect(body.errors[0].status).toBe('400')
    expect(body.errors[0].detail).toMatch(why)
    const good = await rawRequest(port, 'GET /v2/documents HTTP/1.1', KEY)
    expect(good.status).toBe(200)
  })

  it('serves an absolute-form target naming it, and refuses one naming another host', async () => {
    const own = await rawRequest(port, `GET http://127.0.0.1:${port}/v2/documents HTTP/1.1`, KEY)
    expect(own.status).toBe(200)
    const other = await rawRequest(port, 'GET http://attacker.example/v2/documents HTTP/1.1', KEY)
    expect(other.status).toBe(421)
  })
})

describe('a handler that throws', () => {
  let server: Server
  let port: number
  let dir: string
  let store: Store
  const lines: string[] = []
  const boom = (): never => {
    throw new TypeError('the handler broke')
  }
  const routes: RouteDef[] = [
    { method: 'GET', path: '/throws', handler: boom },
    { method: 'GET', path: '/rejects', handler: async () => boom() },
    { method: 'GET', path: '/throws-a-string', handler: () => Promise.reject('not an error') },
    {
      method: 'GET',
      path: '/unwritable-error',
      // An error answer whose header cannot be sent: writing it throws in turn.
      handler: () => {
        throw new HttpError(409, [{ status: '409', detail: 'taken' }], { 'X-Why': 'a\nb' })
      }
    },
    {
      method: 'GET',
      path: '/throws-mid-answer',
      handler: (ctx) => {
        ctx.res.writeHead(200, { 'Content-Type': 'application/json' })
        ctx.res.write('{"data":[')
        return boom()
      }
    },
    { method: 'GET', path: '/unserializable', handler: () => ({ status: 200, body: 1n }) },
    { method: 'GET', path: '/fine', handler: () => ({ status: 200, body: { ok: true } }) }
  ]

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-throws-'))
    const config = resolveConfig({ log: (l) => lines.push(l) }, dir)
    store = new Store(dir, { log: config.log })
    const router = new Router()
    router.add(routes)
    const deps = {
      router,
      env: createEnv(config, store).env,
      keys: buildKeys([], true),
      limiter: new RateLimiter(),
      pickFault: () => null,
      access: accessRules({ host: '127.0.0.1', port: -1, strictPort: false, pageToken: null })
    }
    server = createServer(createRequestListener(deps))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it.each(['/throws', '/rejects', '/throws-a-string', '/unwritable-error', '/unserializable'])(
    'answers GET /v2%s with a 500, logs why, and goes on serving',
    async (path) => {
      const before = lines.length
      const res = await rawRequest(port, `GET /v2${path} HTTP/1.1`, KEY)
      expect(res.status).toBe(500)
      expect(JSON.parse(res.body)).toMatchObject({ errors: [{ status: '500' }] })
      expect(lines.slice(before).some((l) => l.startsWith('sandbox internal error:'))).toBe(true)
      expect((await rawRequest(port, 'GET /v2/fine HTTP/1.1', KEY)).status).toBe(200)
    }
  )

  it('cuts an answer it had begun when its handler throws, and goes on serving', async () => {
    const cut = await rawRequest(port, 'GET /v2/throws-mid-answer HTTP/1.1', KEY)
    expect(cut.status).toBe(200)
    expect(cut.body).not.toMatch(/\]\}/)
    expect((await rawRequest(port, 'GET /v2/fine HTTP/1.1', KEY)).status).toBe(200)
  })
})
