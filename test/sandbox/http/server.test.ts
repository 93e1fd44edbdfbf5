import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { waitFor } from '../../support/waitFor'

describe('http/server', () => {
  let sb: RunningSandbox
  const lines: string[] = []
  beforeAll(async () => {
    sb = await startSandbox({ log: (l) => lines.push(l) })
  })
  afterAll(() => sb.close())

  describe('createRequestListener()', () => {
    it('answers an unknown route with a 404 errors envelope', async () => {
      const res = await fetch(`${sb.baseUrl}/nothing/here`, {
        headers: { Authorization: `Token ${sb.apiKey}` }
      })
      expect(res.status).toBe(404)
      const body = (await res.json()) as { errors: { status: string; title: string }[] }
      expect(body.errors[0]).toMatchObject({ status: '404', title: 'Not Found' })
    })

    it('answers an unknown address outside the API with an HTML 404 page', async () => {
      const res = await fetch(`${sb.baseUrl.replace(/\/v2$/, '')}/no/such/page`)
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/text\/html/)
    })

    it('logs one line per request without the key', async () => {
      const before = lines.length
      const auth = { headers: { Authorization: `Token ${sb.apiKey}` } }
      await fetch(`${sb.baseUrl}/nothing?x=1`, auth)
      // A second request, sent once the first was answered: once its line is there, the first
      // request has logged all it was going to.
      await fetch(`${sb.baseUrl}/marker`, auth)
      await waitFor(
        () => lines.slice(before).some((l) => l.includes('"path":"/v2/marker"')),
        'the log line of the second request',
        5000
      )
      const added = lines.slice(before)
      expect(added.filter((l) => l.includes('"path":"/v2/nothing"'))).toHaveLength(1)
      expect(added).toHaveLength(2)
      expect(added.join('\n')).not.toContain(sb.apiKey)
    })
  })
})

describe('http/requestLog', () => {
  describe('redactPath()', () => {
    it('hides upload and download tokens', async () => {
      const { redactPath } = await import('../../../src/sandbox/http/requestLog')
      expect(redactPath('/rails/active_storage/disk/abcDEF123')).toBe(
        '/rails/active_storage/disk/[token]'
      )
      expect(redactPath('/rails/active_storage/blobs/redirect/xyz/a.pdf')).toBe(
        '/rails/active_storage/blobs/redirect/[token]/a.pdf'
      )
    })
  })
})
