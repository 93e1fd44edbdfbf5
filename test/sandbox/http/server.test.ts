import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'

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
      await fetch(`${sb.baseUrl}/nothing?x=1`, { headers: { Authorization: `Token ${sb.apiKey}` } })
      await new Promise((r) => setTimeout(r, 20))
      const added = lines.slice(before)
      expect(added).toHaveLength(1)
      expect(added[0]).toContain('"path":"/v2/nothing"')
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
