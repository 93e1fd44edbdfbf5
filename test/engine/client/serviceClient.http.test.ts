import { afterEach, describe, expect, it } from 'vitest'
import { createServiceClient, type ServiceConfig } from '../../../src/engine/client/serviceClient'
import { ServiceError } from '../../../src/engine/client/errors'
import { sendJson, startFakeServer, type Handler } from './fakeServer'
import { recordingClock } from '../../main/support/recordingClock'
import { failure } from '../../main/support/serviceFailure'

const KEY = 'sbx_test_key_9f3a'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

async function serve(handler: Handler, cfg: Partial<ServiceConfig> = {}) {
  const server = await startFakeServer(handler)
  close = server.close
  const delays: number[] = []
  const client = createServiceClient({
    baseUrl: `${server.url}/v2`,
    apiKey: KEY,
    clock: recordingClock(delays),
    random: () => 0.5,
    ...cfg
  })
  return { client, seen: server.seen, url: server.url, delays }
}

const TYPES = { document_types: [{ code: 'commercial_invoice', label: 'Commercial invoice' }] }

/** A document answer with the attributes the app reads. */
const docAnswer = (id: string, attributes: Record<string, unknown> = {}) => ({
  data: {
    id,
    type: 'document',
    attributes: {
      name: 'a.pdf',
      document_type: null,
      created_at: new Date().toISOString(),
      ...attributes
    }
  }
})

describe('serviceClient', () => {
  describe('createServiceClient()', () => {
    it('derives the direct-upload and web app addresses from the base URL origin', () => {
      const c = createServiceClient({ baseUrl: 'https://api.example.com/v2/', apiKey: KEY })
      expect(c.baseUrl).toBe('https://api.example.com/v2')
      expect(c.directUploadUrl).toBe('https://api.example.com/rails/active_storage/direct_uploads')
      expect(c.appUrl).toBe('https://api.example.com')
    })

    it('uses configured direct-upload and web app addresses', () => {
      const c = createServiceClient({
        baseUrl: 'https://api.example.com/v2',
        apiKey: KEY,
        appUrl: 'https://app.example.com/',
        directUploadUrl: 'https://files.example.com/uploads'
      })
      expect(c.directUploadUrl).toBe('https://files.example.com/uploads')
      expect(c.deepLink('MSKU 123456-5')).toBe(
        'https://app.example.com/shipments/find?q=MSKU%20123456-5'
      )
    })

    it('refuses an address that is not http(s) with a clear message', () => {
      expect(() => createServiceClient({ baseUrl: 'api.example.com/v2', apiKey: KEY })).toThrow(
        'The service address "api.example.com/v2" is not a web address'
      )
      expect(() => createServiceClient({ baseUrl: 'ftp://x/v2', apiKey: KEY })).toThrow(
        /http:\/\/ or https:\/\//
      )
    })

    it('refuses an empty key and a key with spaces without echoing it', () => {
      expect(() => createServiceClient({ baseUrl: 'http://x/v2', apiKey: '  ' })).toThrow(
        'No API key is set'
      )
      let err: unknown
      try {
        createServiceClient({ baseUrl: 'http://x/v2', apiKey: 'abc def' })
      } catch (e) {
        err = e
      }
      expect(err).toBeInstanceOf(ServiceError)
      expect((err as ServiceError).kind).toBe('auth')
      expect((err as ServiceError).message).not.toContain('abc def')
    })
  })

  describe('requests', () => {
    it('sends the key as "Token", JSON:API Accept and Content-Type', async () => {
      const { client, seen } = await serve((_req, res) =>
        sendJson(res, 201, {
          data: {
            id: 't1',
            type: 'tracking_request',
            attributes: {
              request_number: 'MSCU6639870',
              request_type: 'container',
              status: 'pending',
              failed_reason: null
            }
          }
        })
      )
      await client.createTrackingRequest({
        requestType: 'container',
        requestNumber: 'MSCU6639870',
        scac: 'MSCU'
      })
      expect(seen[0].headers.authorization).toBe(`Token ${KEY}`)
      expect(seen[0].headers.accept).toContain('application/vnd.api+json')
      expect(seen[0].headers['content-type']).toBe('application/vnd.api+json')
      expect(JSON.parse(seen[0].body)).toEqual({
        data: {
          type: 'tracking_request',
          attributes: { request_type: 'container', request_number: 'MSCU6639870', scac: 'MSCU' }
        }
      })
    })

    it('puts include lists and filters in the query', async () => {
      const { client, seen } = await serve((_req, res) => sendJson(res, 200, docAnswer('d1')))
      await client.getDocument('d1', ['last_document_representation', 'shipments'])
      expect(decodeURIComponent(seen[0].url)).toBe(
        '/v2/documents/d1?include=last_document_representation,shipments'
      )
    })

    it('explains an HTML 404 page instead of failing to parse it', async () => {
      const { client } = await serve((_req, res) => {
        res.writeHead(404, { 'Content-Type': 'text/html' })
        res.end(
          '<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>'
        )
      })
      const err = await failure(client.documentTypes())
      expect(err.kind).toBe('not_found')
      expect(err.message).toMatch(
        /GET \/v2\/documents\/types with a web page instead of data \(404\)/
      )
      expect(err.detail).toBe('404 Not Found')
    })

    it('reports a success answer that is not JSON as malformed, after asking again', async () => {
      const { client, seen } = await serve((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end('{"data": {"id": ')
      })
      const err = await failure(client.getDocument('d1'))
      expect(err.kind).toBe('malformed')
      expect(err.message).toBe(
        'The service sent an unreadable answer to GET /v2/documents/d1 (200, not valid JSON).'
      )
      // An answer cut short may read whole the next time: asked again (1 + 3 retries).
      expect(err.transient).toBe(true)
      expect(seen).toHaveLength(4)
    })

    it('gives up on a stalled answer after the timeout', async () => {
      const { client } = await serve(() => undefined, { timeoutMs: 300, retry: { retries: 0 } })
      const err = await failure(client.documentTypes())
      expect(err.kind).toBe('timeout')
      expect(err.transient).toBe(true)
      expect(err.message).toMatch(
        /^The service at http:\/\/127\.0\.0\.1:\d+ did not answer within 300 ms\.$/
      )
    })

    it('says the service cannot be reached when nothing listens', async () => {
      const { client, url } = await serve((_req, res) => sendJson(res, 200, TYPES), {
        retry: { retries: 0 }
      })
      await close!()
      close = undefined
      const err = await failure(client.documentTypes())
      expect(err.kind).toBe('network')
      expect(err.message).toBe(`Could not reach the service at ${url}: connection refused.`)
    })
  })

  describe('retries', () => {
    it('retries a GET after 503 for as long as an HTTP-date Retry-After says', async () => {
      const { client, seen, delays } = await serve((_req, res, n) => {
        if (n === 1)
          sendJson(
            res,
            503,
            { errors: [{ detail: 'Maintenance' }] },
            { 'Retry-After': new Date(Date.now() + 5000).toUTCString() }
          )
        else sendJson(res, 200, TYPES)
      })
      await expect(client.documentTypes()).resolves.toEqual(TYPES.document_types)
      expect(seen).toHaveLength(2)
      expect(delays[0]).toBeGreaterThan(3000)
      expect(delays[0]).toBeLessThanOrEqual(5000)
    })

    it('retries after 429 with Retry-After seconds, even for the inference POST', async () => {
      const { client, seen, delays } = await serve((_req, res, n) => {
        if (n <= 2)
          sendJson(
            res,
            429,
            { errors: [{ detail: 'Rate limit exceeded' }] },
            { 'Retry-After': '2' }
          )
        else
          sendJson(res, 200, {
            data: {
              id: 'i',
              type: 'infer_number_results',
              attributes: {
                number_type: 'container',
                validation: { is_valid: true, reason: null },
                shipping_line: { decision: 'no_prediction', selected: null, candidates: [] }
              }
            }
          })
      })
      const out = await client.inferNumber('MSCU6639870')
      expect(out.data.attributes.number_type).toBe('container')
      expect(seen).toHaveLength(3)
      expect(delays).toEqual([2000, 2000])
    })

    it('hands a long Retry-After to the caller instead of waiting', async () => {
      const { client, seen } = await serve((_req, res) =>
        sendJson(res, 429, { errors: [{ detail: 'Slow down' }] }, { 'Retry-After': '120' })
      )
      const err = await failure(client.inferNumber('MSCU6639870'))
      expect(err.kind).toBe('rate_limited')
      expect(err.retryAfterMs).toBe(120_000)
      expect(err.message).toBe(
        'The service is receiving too many requests (429) and asked to wait 120 s.'
      )
      expect(seen).toHaveLength(1)
    })

    it('retries a GET a bounded number of times with growing jittered delays', async () => {
      const { client, seen, delays } = await serve(
        (_req, res) => sendJson(res, 500, { errors: [{ detail: 'Boom' }] }),
        {
          retry: { retries: 3, baseDelayMs: 100, maxDelayMs: 1000 }
        }
      )
      const err = await failure(client.documentTypes())
      expect(err.kind).toBe('upstream')
      expect(err.attempts).toBe(4)
      expect(seen).toHaveLength(4)
      expect(delays).toEqual([75, 150, 300])
    })

    it('does not repeat a POST that is not deduplicated', async () => {
      const { client, seen } = await serve((_req, res) =>
        sendJson(res, 502, { errors: [{ detail: 'Bad gateway' }] })
      )
      const err = await failure(
        client.createTrackingRequest({ requestType: 'container', requestNumber: 'X', scac: 'MSCU' })
      )
      expect(err.kind).toBe('upstream')
      expect(seen).toHaveLength(1)
    })

    it('reports 409 on a repeated create as a duplicate naming the document, sends counted', async () => {
      const { client, seen } = await serve((_req, res, n) => {
        // The first create reaches the service but its answer is lost on the way back.
        if (n === 1) res.destroy()
        else
          sendJson(res, 409, {
            errors: [
              {
                status: '409',
                code: 'duplicate_document',
                detail: 'dup',
                meta: { existing_document_id: 'doc-1', existing_document_name: 'a.pdf' }
              }
            ]
          })
      })
      const err = await failure(client.createDocument('a.pdf', 'signed-1'))
      expect(err.kind).toBe('duplicate')
      expect(err.meta?.existing_document_id).toBe('doc-1')
      // Whose document it is, the engine decides from its ledger: no guess from timestamps here.
      expect(err.attempts).toBe(2)
      expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
        'POST /v2/documents',
        'POST /v2/documents'
      ])
    })

    it('reports 409 on a first create as a duplicate with the existing id', async () => {
      const { client } = await serve((_req, res) =>
        sendJson(res, 409, {
          errors: [
            {
              code: 'duplicate_document',
              detail: 'dup',
              meta: { existing_document_id: 'doc-9', existing_document_name: 'x.pdf' }
            }
          ]
        })
      )
      const err = await failure(client.createDocument('y.pdf', 's'))
      expect(err.kind).toBe('duplicate')
      expect(err.meta?.existing_document_id).toBe('doc-9')
    })
  })

  describe('the API key', () => {
    it('appears in no error, message, detail or stack even when the server echoes it', async () => {
      const echo: Handler = (req, res, n) => {
        const auth = String(req.headers.authorization)
        if (n % 3 === 1)
          sendJson(res, 403, { errors: [{ detail: `Header was ${auth}`, meta: { got: auth } }] })
        else if (n % 3 === 2) {
          res.writeHead(500, { 'Content-Type': 'text/html' })
          res.end(`<html><title>Error for ${auth}</title></html>`)
        } else {
          res.writeHead(200, { 'Content-Type': 'text/html' })
          res.end(`<p>you sent ${auth}</p>`)
        }
      }
      const { client } = await serve(echo, { retry: { retries: 0 } })
      const errors = [
        await failure(client.documentTypes()),
        await failure(client.documentTypes()),
        await failure(client.documentTypes())
      ]
      expect(errors.map((e) => e.kind)).toEqual(['forbidden', 'upstream', 'malformed'])
      for (const err of errors) {
        const text = [JSON.stringify(err), err.message, String(err), err.stack, err.detail].join(
          '\n'
        )
        expect(text).not.toContain(KEY)
      }
      expect(errors[0].detail).toBe('Header was Token [redacted]')
    })
  })

  describe('ping()', () => {
    it('answers with the latency, or the auth error without retrying', async () => {
      const { client, seen } = await serve((_req, res, n) =>
        n === 1
          ? sendJson(res, 200, TYPES)
          : sendJson(res, 401, { errors: [{ detail: 'Invalid or missing API token.' }] })
      )
      await expect(client.ping()).resolves.toEqual({ latencyMs: expect.any(Number) })
      const err = await failure(client.ping())
      expect(err.kind).toBe('auth')
      expect(seen).toHaveLength(2)
    })

    it('tries a dropped connection again, so one lost answer does not look like an outage', async () => {
      const { client, seen, delays } = await serve((_req, res, n) =>
        n <= 2 ? res.destroy() : sendJson(res, 200, TYPES)
      )
      await expect(client.ping()).resolves.toEqual({ latencyMs: expect.any(Number) })
      expect(seen).toHaveLength(3)
      expect(delays).toHaveLength(2)
    })

    it('gives up on a refused connection at once, naming it', async () => {
      const gone = await startFakeServer(() => undefined)
      await gone.close()
      const delays: number[] = []
      const client = createServiceClient({
        baseUrl: `${gone.url}/v2`,
        apiKey: KEY,
        clock: recordingClock(delays)
      })
      const err = await failure(client.ping())
      expect(err.kind).toBe('network')
      expect(err.message).toContain('connection refused')
      expect(err.attempts).toBe(1)
      expect(delays).toEqual([])
    })
  })
})
