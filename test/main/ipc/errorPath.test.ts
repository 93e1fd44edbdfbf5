/**
 * The error taxonomy end to end: a service's answer becomes a ServiceError in the client, the
 * route's failure crosses IPC through runCommand (toIpcError), and the renderer reads it back
 * through unwrap() and toRendererError(), as every store does. Whatever is added to ERROR_KINDS
 * must come out with the kind it went in with.
 */
import type { ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { afterEach, describe, expect, it } from 'vitest'
import { ERROR_KINDS, type IntakeError } from '@shared/intake'
import type { IpcResult } from '@shared/ipc'
import { ServiceError } from '../../../src/engine/client/errors'
import { Failure } from '../../../src/engine/failures/failure'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import { runCommand } from '../../../src/main/ipc/dispatch'
import { RouteError } from '../../../src/main/errors/routeError'
import { createRoutes } from '../../../src/main/ipc/routes'
import { redactText } from '../../../src/main/logging/redact'
import { toRendererError, unwrap } from '../../../src/renderer/src/bridge'
import { retryAfterSeconds } from '../../../src/renderer/src/lib/retryAfter'
import { createMemoryRouteDeps, type MemoryRouteDepsOptions } from '../../support/memoryRouteDeps'
import { sendJson, startFakeServer } from '../../engine/client/fakeServer'
import en from '../../../src/shared/i18n/messages/en/errors'

const KEY = 'errpath-key-7f3a9c'
const redact = (text: string): string => redactText(text, [KEY])

/** What a store ends up holding after awaiting this command answer. */
async function inRenderer<T>(answer: Promise<IpcResult<T>>): Promise<IntakeError> {
  try {
    await unwrap(answer)
  } catch (err) {
    return toRendererError(err)
  }
  throw new Error('the command succeeded')
}

describe('every error kind crosses IPC and the bridge unchanged', () => {
  for (const kind of ERROR_KINDS) {
    it(`${kind}: thrown as a Failure or a RouteError, shown as ${kind}`, async () => {
      const thrown = [
        new Failure({ kind, message: `A ${kind} failure.`, status: 418, code: 'c1' }),
        new RouteError(kind, `A ${kind} refusal.`, 'why')
      ]
      for (const err of thrown) {
        const answer = runCommand(
          'app.info',
          () => {
            throw err
          },
          [],
          { redact }
        )
        const shown = await inRenderer(answer)
        expect(shown.kind).toBe(kind)
        expect(shown.message).toBe(err.message)
      }
    })
  }

  it('a ServiceError reads in a command answer as the engine records it in an item', async () => {
    const shown = await inRenderer(
      runCommand(
        'app.info',
        () => {
          throw new ServiceError({
            kind: 'validation',
            message: `Refused for ${KEY}.`,
            status: 422,
            code: 'bad_number',
            detail: 'number is not valid'
          })
        },
        [],
        { redact }
      )
    )
    expect(shown).toEqual({
      kind: 'validation',
      message: 'Refused for [redacted].',
      detail: 'HTTP 422 · code bad_number · number is not valid'
    })
  })
})

describe('a service failure reaches the renderer through the real route code', () => {
  let server: Awaited<ReturnType<typeof startFakeServer>> | null = null

  afterEach(async () => {
    await server?.close()
    server = null
  })

  /**
   * The app's routes over a real service client for `baseUrl` (each request sent once, so
   * the failure is the first answer); the host only hands that client to the routes.
   */
  function routesAt(baseUrl: string) {
    const client = createServiceClient({ baseUrl, apiKey: KEY, retry: { retries: 0 } })
    const host = { client: () => client } as unknown as ReturnType<MemoryRouteDepsOptions['host']>
    const deps = createMemoryRouteDeps({ host: () => host, userData: tmpdir(), apiKey: KEY })
    const routes = createRoutes(deps)
    return (containerId: string) =>
      inRenderer(
        runCommand('container.journey', routes['container.journey'], [{ containerId }], {
          redact
        })
      )
  }

  /** A service that answers every request with `status` and an errors body naming the key. */
  async function serviceAnswering(status: number, headers: Record<string, string> = {}) {
    server = await startFakeServer((_req, res: ServerResponse) =>
      sendJson(
        res,
        status,
        { errors: [{ status: String(status), detail: `Refused for Token ${KEY}` }] },
        headers
      )
    )
    return routesAt(`${server.url}/v2`)
  }

  it('409 arrives as duplicate', async () => {
    const journey = await serviceAnswering(409)
    const shown = await journey('c-1')
    expect(shown.kind).toBe('duplicate')
    expect(shown.message).toContain('(409)')
    expect(JSON.stringify(shown)).not.toContain(KEY)
    expect(shown.detail).toContain('HTTP 409')
  })

  it('429 arrives as rate_limited, with the wait the service asked for', async () => {
    const journey = await serviceAnswering(429, { 'Retry-After': '7' })
    const shown = await journey('c-1')
    expect(shown.kind).toBe('rate_limited')
    expect(shown.message).toContain('asked to wait 7 s')
    // The lookup's countdown reads the wait from what arrived.
    expect(retryAfterSeconds(shown)).toBe(7)
    expect(JSON.stringify(shown)).not.toContain(KEY)
  })

  for (const status of [500, 503]) {
    it(`${status} arrives as upstream`, async () => {
      const journey = await serviceAnswering(status)
      const shown = await journey('c-1')
      expect(shown.kind).toBe('upstream')
      expect(shown.message).toContain(`(${status})`)
      expect(JSON.stringify(shown)).not.toContain(KEY)
    })
  }

  it('a garbled answer is the service’s (malformed), a bug is Dropdock’s own (internal)', async () => {
    server = await startFakeServer((_req, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"data": {"id": "c-1", ')
    })
    const garbled = await routesAt(`${server.url}/v2`)('c-1')
    expect(garbled.kind).toBe('malformed')
    const bug = await inRenderer(
      runCommand(
        'app.info',
        () => {
          throw new TypeError('Cannot read properties of undefined')
        },
        [],
        { redact }
      )
    )
    expect(bug).toMatchObject({ kind: 'internal', detail: 'Cannot read properties of undefined' })
    const bridge = toRendererError(new RangeError('bad page'))
    expect(bridge.kind).toBe('internal')
    // The clerk reads whose fault it was: the service's answer, or Dropdock itself.
    expect(en.kind.malformed).toMatch(/^The service/)
    expect(en.kind.internal).toMatch(/inside Dropdock/)
    expect(en.kind.malformed).not.toBe(en.kind.internal)
  })

  it('a service nobody listens at arrives as network', async () => {
    const gone = await startFakeServer(() => undefined)
    const url = gone.url
    await gone.close()
    const shown = await routesAt(`${url}/v2`)('c-1')
    expect(shown.kind).toBe('network')
    expect(shown.message).toContain('Could not reach the service')
  })
})
