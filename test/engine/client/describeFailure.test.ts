import { describe, expect, it } from 'vitest'
import { describeFailure, describeNetworkFailure } from '../../../src/engine/client/describeFailure'

const KEY = 'sbx_secret_key_123'

function fail(status: number, body: unknown, headers: Record<string, string> = {}) {
  return describeFailure({
    status,
    headers: new Headers(headers),
    bodyText: typeof body === 'string' ? body : JSON.stringify(body),
    method: 'GET',
    url: 'http://127.0.0.1:9/v2/documents/abc',
    secret: KEY
  })
}

describe('describeFailure', () => {
  describe('describeFailure()', () => {
    it.each([
      [401, 'auth', false],
      [403, 'forbidden', false],
      [404, 'not_found', false],
      [409, 'duplicate', false],
      [413, 'too_large', false],
      [422, 'validation', false],
      [400, 'validation', false],
      [429, 'rate_limited', true],
      [500, 'upstream', true],
      [503, 'upstream', true]
    ] as const)('maps %i to kind %s (transient %s)', (status, kind, transient) => {
      const err = fail(status, {
        errors: [{ status: String(status), detail: 'Something specific.' }]
      })
      expect(err.kind).toBe(kind)
      expect(err.status).toBe(status)
      expect(err.transient).toBe(transient)
    })

    it('tells the clerk to check the key on 401', () => {
      const err = fail(401, {
        errors: [{ status: '401', title: 'Unauthorized', detail: 'Invalid or missing API token.' }]
      })
      expect(err.message).toBe(
        'The service refused the API key (401). Check the API key you configured.'
      )
      expect(err.detail).toBe('Invalid or missing API token.')
    })

    it('carries the server detail, code and meta of a 409 duplicate', () => {
      const err = fail(409, {
        errors: [
          {
            status: '409',
            code: 'duplicate_document',
            detail: 'This file was already uploaded.',
            meta: { existing_document_id: 'd-1', existing_document_name: 'inv.pdf' }
          }
        ]
      })
      expect(err.code).toBe('duplicate_document')
      expect(err.meta).toEqual({ existing_document_id: 'd-1', existing_document_name: 'inv.pdf' })
      expect(err.message).toContain('"inv.pdf"')
    })

    it('explains an HTML 404 page as a wrong address, naming the path', () => {
      const err = fail(
        404,
        '<!DOCTYPE html><html><head><title>Page not found</title></head><body>…</body></html>',
        {
          'content-type': 'text/html'
        }
      )
      expect(err.kind).toBe('not_found')
      expect(err.message).toContain('GET /v2/documents/abc')
      expect(err.message).toContain('web page')
      expect(err.detail).toBe('Page not found')
    })

    it('takes Retry-After seconds and HTTP dates on 429 and 503', () => {
      expect(fail(429, '', { 'retry-after': '3' }).retryAfterMs).toBe(3000)
      const date = new Date(Date.now() + 10_000).toUTCString()
      const ms = fail(503, 'Service Unavailable', { 'retry-after': date }).retryAfterMs!
      expect(ms).toBeGreaterThan(8000)
      expect(ms).toBeLessThanOrEqual(10_000)
    })

    it('joins the details of several errors', () => {
      const err = fail(422, {
        errors: [{ detail: "Scac can't be blank" }, { detail: 'Number is invalid' }]
      })
      expect(err.message).toBe(
        "The service rejected the request (422): Scac can't be blank; Number is invalid."
      )
    })

    it('removes the key from details, meta and messages even when the server echoes it', () => {
      const err = fail(403, {
        errors: [{ detail: `Key ${KEY} lacks permission`, meta: { key: KEY } }]
      })
      const all = JSON.stringify(err) + err.message + String(err.stack)
      expect(all).not.toContain(KEY)
      expect(err.detail).toContain('[redacted]')
    })
  })

  describe('describeNetworkFailure()', () => {
    it('names the address and the reason in plain words', () => {
      const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
        code: 'ECONNREFUSED'
      })
      const err = describeNetworkFailure(
        new TypeError('fetch failed', { cause }),
        'http://127.0.0.1:9/v2/x',
        KEY
      )
      expect(err.kind).toBe('network')
      expect(err.transient).toBe(true)
      expect(err.message).toBe(
        'Could not reach the service at http://127.0.0.1:9: connection refused.'
      )
    })
  })
})
