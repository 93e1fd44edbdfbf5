import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { api, createBlob, md5Base64 } from '../support/client'

describe('upload/routes', () => {
  let sb: RunningSandbox
  const dataDir = mkdtempSync(join(tmpdir(), 'sbx-upload-'))
  beforeAll(async () => {
    sb = await startSandbox({ dataDir, maxUploadBytes: 1024, log: () => {} })
  })
  afterAll(() => sb.close())
  const bytes = new TextEncoder().encode('hello upload')

  describe('POST /rails/active_storage/direct_uploads', () => {
    it('answers the blob with signed_id and direct_upload url and headers, at root and under /v2', async () => {
      const root = await createBlob(sb, bytes, 'a.txt', 'text/plain')
      expect(root.status).toBe(200)
      expect(root.body).toMatchObject({
        filename: 'a.txt',
        content_type: 'text/plain',
        byte_size: bytes.length,
        checksum: md5Base64(bytes),
        metadata: {}
      })
      expect(typeof root.body.signed_id).toBe('string')
      expect(root.body.direct_upload.headers).toMatchObject({
        'Content-Type': 'text/plain',
        'Content-MD5': md5Base64(bytes)
      })
      expect(root.body.direct_upload.headers['Content-Disposition']).toContain('a.txt')
      const v2 = await api(sb, 'POST', '/rails/active_storage/direct_uploads', {
        blob: {
          filename: 'b.txt',
          content_type: 'text/plain',
          byte_size: 1,
          checksum: md5Base64(new Uint8Array([1]))
        }
      })
      expect(v2.status).toBe(200)
    })

    it('names the bad field in a 422', async () => {
      const res = await api(sb, 'POST', '/rails/active_storage/direct_uploads', {
        blob: { filename: 'a.txt', content_type: 'text/plain', byte_size: 3, checksum: 'nope' }
      })
      expect(res.status).toBe(422)
      expect(res.body.errors[0].source.pointer).toBe('/blob/checksum')
      const noSize = await api(sb, 'POST', '/rails/active_storage/direct_uploads', {
        blob: { filename: 'a.txt', byte_size: -1, checksum: md5Base64(bytes) }
      })
      expect(noSize.body.errors[0].source.pointer).toBe('/blob/byte_size')
    })

    it('defaults content_type to application/octet-stream', async () => {
      const res = await api(sb, 'POST', '/rails/active_storage/direct_uploads', {
        blob: { filename: 'x.bin', byte_size: bytes.length, checksum: md5Base64(bytes) }
      })
      expect(res.body.content_type).toBe('application/octet-stream')
    })

    it('needs a key', async () => {
      const res = await api(sb, 'POST', '/rails/active_storage/direct_uploads', { blob: {} }, null)
      expect(res.status).toBe(401)
    })
  })

  describe('PUT {direct_upload.url}', () => {
    const put = (url: string, body: Uint8Array, headers: Record<string, string>) =>
      fetch(url, { method: 'PUT', headers, body })

    it('stores matching bytes with 204', async () => {
      const blob = await createBlob(sb, bytes, 'ok.txt', 'text/plain')
      const res = await put(blob.body.direct_upload.url, bytes, blob.body.direct_upload.headers)
      expect(res.status).toBe(204)
    })

    it('refuses an MD5 mismatch with 422 and leaves no file behind', async () => {
      const blob = await createBlob(sb, bytes, 'bad.txt', 'text/plain')
      const other = new TextEncoder().encode('hello UPLOAD')
      const headers = { ...blob.body.direct_upload.headers }
      delete headers['Content-MD5']
      const res = await put(blob.body.direct_upload.url, other, headers)
      expect(res.status).toBe(422)
      expect(readdirSync(join(dataDir, 'tmp'))).toEqual([])
      const create = await api(sb, 'POST', '/documents', {
        data: {
          type: 'document',
          attributes: { name: 'bad.txt', attached_document: blob.body.signed_id }
        }
      })
      expect(create.status).toBe(422)
      expect(create.body.errors[0].detail).toMatch(/never uploaded/)
    })

    it('refuses a Content-Length that differs from byte_size with 422', async () => {
      const blob = await createBlob(sb, bytes, 'len.txt', 'text/plain')
      const res = await put(
        blob.body.direct_upload.url,
        bytes.slice(1),
        blob.body.direct_upload.headers
      )
      expect(res.status).toBe(422)
    })

    it('refuses a Content-Type or Content-MD5 that differs from the blob with 422', async () => {
      const blob = await createBlob(sb, bytes, 'type.txt', 'text/plain')
      const wrongType = await put(blob.body.direct_upload.url, bytes, {
        ...blob.body.direct_upload.headers,
        'Content-Type': 'application/pdf'
      })
      expect(wrongType.status).toBe(422)
      const wrongMd5 = await put(blob.body.direct_upload.url, bytes, {
        ...blob.body.direct_upload.headers,
        'Content-MD5': md5Base64(new Uint8Array([9]))
      })
      expect(wrongMd5.status).toBe(422)
      const ok = await put(blob.body.direct_upload.url, bytes, blob.body.direct_upload.headers)
      expect(ok.status).toBe(204)
    })

    it('answers 404 for an unknown token', async () => {
      const blob = await createBlob(sb, bytes, 'u.txt', 'text/plain')
      const url = blob.body.direct_upload.url.replace(/[^/]+$/, 'not-a-token')
      const res = await put(url, bytes, blob.body.direct_upload.headers)
      expect(res.status).toBe(404)
    })

    it('answers 413 over the size limit', async () => {
      const big = new Uint8Array(2048)
      const blob = await createBlob(sb, big, 'big.bin', 'application/octet-stream')
      expect(blob.status).toBe(413)
      const small = await createBlob(sb, bytes, 's.txt', 'text/plain')
      const res = await put(small.body.direct_upload.url, big, {
        ...small.body.direct_upload.headers
      })
      expect(res.status).toBe(413)
    })
  })
})

describe('upload/routes expiry', () => {
  it('answers 404 for an expired token', async () => {
    const sb = await startSandbox({ urlTtlMs: 60_000, log: () => {} })
    // The sandbox's clock is the test's: the token is handed out, then its minute passes.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const bytes = new Uint8Array([1, 2, 3])
      const blob = await createBlob(sb, bytes, 'e.bin', 'application/octet-stream')
      vi.setSystemTime(Date.now() + 60_001)
      const res = await fetch(blob.body.direct_upload.url, {
        method: 'PUT',
        headers: blob.body.direct_upload.headers,
        body: bytes
      })
      expect(res.status).toBe(404)
    } finally {
      vi.useRealTimers()
      await sb.close()
    }
  })
})
