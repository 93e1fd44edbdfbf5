import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { api, createDocument } from '../support/client'

const text = (s: string) => new TextEncoder().encode(s)

describe('documents/routes', () => {
  let sb: RunningSandbox
  beforeAll(async () => {
    sb = await startSandbox({ log: () => {}, delayMs: 0 })
  })
  afterAll(() => sb.close())

  describe('POST /documents', () => {
    it('creates with 201 and document_type null', async () => {
      const res = await createDocument(sb, text('create me'), 'create.txt', 'text/plain')
      expect(res.status).toBe(201)
      expect(res.body.data.type).toBe('document')
      expect(res.body.data.attributes).toMatchObject({
        name: 'create.txt',
        document_type: null,
        file_name: 'create.txt',
        file_content_type: 'text/plain',
        file_size_bytes: 9
      })
      expect(new URL(res.body.data.links.download, sb.baseUrl).href).toBe(
        `${sb.baseUrl}/documents/${res.body.data.id}/download_url`
      )
    })

    it('answers 409 duplicate_document carrying the first id', async () => {
      const first = await createDocument(sb, text('same bytes'), 'one.txt', 'text/plain')
      const second = await createDocument(sb, text('same bytes'), 'two.txt', 'text/plain')
      expect(second.status).toBe(409)
      expect(second.body.errors[0]).toMatchObject({
        status: '409',
        code: 'duplicate_document',
        meta: { existing_document_id: first.body.data.id, existing_document_name: 'one.txt' }
      })
    })

    it('answers 422 for a signed_id that is not one', async () => {
      const res = await api(sb, 'POST', '/documents', {
        data: { type: 'document', attributes: { name: 'x', attached_document: 'forged--00' } }
      })
      expect(res.status).toBe(422)
      expect(res.body.errors[0].source.pointer).toBe('/data/attributes/attached_document')
    })

    it('refuses the read-only key with 403', async () => {
      const res = await api(sb, 'POST', '/documents', { data: {} }, 'sbx_blueharbor_readonly')
      expect(res.status).toBe(403)
    })
  })

  describe('GET /documents/{id}', () => {
    it('answers 401 with the exact envelope without a key', async () => {
      const res = await api(sb, 'GET', '/documents/whatever', undefined, null)
      expect(res.status).toBe(401)
      expect(res.body).toEqual({
        errors: [{ status: '401', title: 'Unauthorized', detail: 'Invalid or missing API token.' }]
      })
    })

    it('hides another account’s document with 404', async () => {
      const created = await createDocument(sb, text('mine only'), 'mine.txt', 'text/plain')
      const id = created.body.data.id
      const other = await api(sb, 'GET', `/documents/${id}`, undefined, 'sbx_northgate_full')
      expect(other.status).toBe(404)
      expect(other.body.errors[0]).toMatchObject({ status: '404', title: 'Not Found' })
      expect(other.body.errors[0].detail).toContain(id)
      const readonly = await api(
        sb,
        'GET',
        `/documents/${id}?include=account`,
        undefined,
        'sbx_blueharbor_readonly'
      )
      expect(readonly.status).toBe(200)
      expect(readonly.body.included).toEqual([
        expect.objectContaining({
          type: 'account',
          attributes: { company_name: 'Blue Harbor Forwarding' }
        })
      ])
    })
  })

  describe('GET /documents', () => {
    it('pages, filters and sorts', async () => {
      const own = await startSandbox({ log: () => {} })
      // The sandbox's clock is the test's: each document is created a second after the last.
      vi.useFakeTimers({ toFake: ['Date'] })
      try {
        for (let i = 0; i < 5; i++) {
          const r = await createDocument(own, text(`doc ${i}`), `page-${i}.txt`, 'text/plain')
          expect(r.status).toBe(201)
          vi.setSystemTime(Date.now() + 1000)
        }
        vi.useRealTimers()
        const page = await api(own, 'GET', '/documents?page[size]=2&page[number]=2&sort=created_at')
        expect(page.body.meta).toEqual({ size: 2, total: 5 })
        expect(
          page.body.data.map((d: { attributes: { name: string } }) => d.attributes.name)
        ).toEqual(['page-2.txt', 'page-3.txt'])
        expect(page.body.links.next).toContain('page%5Bnumber%5D=3')
        expect(page.body.links.prev).toContain('page%5Bnumber%5D=1')
        const desc = await api(own, 'GET', '/documents?sort=-created_at&page[size]=1')
        expect(desc.body.data[0].attributes.name).toBe('page-4.txt')
        const filtered = await api(own, 'GET', '/documents?filter[filename]=PAGE-3')
        expect(filtered.body.data).toHaveLength(1)
        const capped = await api(own, 'GET', '/documents?page[size]=500')
        expect(capped.body.meta.size).toBe(100)
        const badSort = await api(own, 'GET', '/documents?sort=name')
        expect(badSort.status).toBe(400)
      } finally {
        vi.useRealTimers()
        await own.close()
      }
    })
  })

  describe('PATCH /documents/{id}', () => {
    it('sets document_type_manual and refuses an unknown type with 422', async () => {
      const created = await createDocument(sb, text('patch me'), 'patch.txt', 'text/plain')
      const id = created.body.data.id
      const ok = await api(sb, 'PATCH', `/documents/${id}`, {
        data: { type: 'document', attributes: { document_type_manual: 'packing_list' } }
      })
      expect(ok.status).toBe(200)
      expect(ok.body.data.attributes.document_type_manual).toBe('packing_list')
      const bad = await api(sb, 'PATCH', `/documents/${id}`, { document_type_manual: 'menu' })
      expect(bad.status).toBe(422)
      expect(bad.body.errors[0].source.pointer).toBe('/document_type_manual')
      const missing = await api(sb, 'PATCH', '/documents/nope', {})
      expect(missing.status).toBe(404)
    })
  })

  describe('DELETE /documents/{id}', () => {
    it('soft-deletes: 204, then 404 and absent from the list', async () => {
      const created = await createDocument(sb, text('delete me'), 'del.txt', 'text/plain')
      const id = created.body.data.id
      expect((await api(sb, 'DELETE', `/documents/${id}`)).status).toBe(204)
      expect((await api(sb, 'GET', `/documents/${id}`)).status).toBe(404)
      const list = await api(sb, 'GET', '/documents?page[size]=100')
      expect(list.body.data.map((d: { id: string }) => d.id)).not.toContain(id)
    })
  })

  describe('GET /documents/{id}/download_url', () => {
    it('gives a URL serving the same bytes', async () => {
      const bytes = text('download these bytes')
      const created = await createDocument(sb, bytes, 'dl.txt', 'text/plain')
      const res = await api(sb, 'GET', `/documents/${created.body.data.id}/download_url`)
      expect(res.status).toBe(200)
      const file = await fetch(res.body.download_url)
      expect(file.status).toBe(200)
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes)
    })
  })

  describe('POST /documents/{id}/relink', () => {
    it('answers 202 accepted, and 404 for an unknown id', async () => {
      const created = await createDocument(sb, text('relink me'), 'relink.txt', 'text/plain')
      for (const action of ['relink', 'reclassify', 'reextract']) {
        const res = await api(sb, 'POST', `/documents/${created.body.data.id}/${action}`)
        expect(res.status).toBe(202)
        expect(res.body).toEqual({ status: 'accepted' })
      }
      expect((await api(sb, 'POST', '/documents/unknown/relink')).status).toBe(404)
    })
  })

  describe('GET /documents/types', () => {
    it('lists the account’s types with labels', async () => {
      const res = await api(sb, 'GET', '/documents/types')
      expect(res.body.document_types).toContainEqual({
        code: 'commercial_invoice',
        label: 'Commercial Invoice'
      })
      expect(res.body.document_types.length).toBeGreaterThanOrEqual(8)
    })
  })
})
