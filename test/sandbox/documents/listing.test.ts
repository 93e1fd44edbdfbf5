import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { api, createBlob, createDocument } from '../support/client'
import { waitFor } from '../../support/waitFor'
import { fixtureBytes } from '../support/fixtures'

describe('documents/query', () => {
  let sb: RunningSandbox
  const ids: Record<string, string> = {}
  beforeAll(async () => {
    sb = await startSandbox({ log: () => {}, rateLimitPerMinute: 10_000, urlTtlMs: 300 })
    for (const name of ['invoicePdf', 'billOfLadingPdf', 'packingListPdf'] as const) {
      const res = await createDocument(sb, await fixtureBytes(name), `${name}.pdf`)
      ids[name] = res.body.data.id
    }
    await waitFor(
      async () => {
        const list = await api(sb, 'GET', '/documents')
        return list.body.data.every(
          (d: { relationships: { last_document_representation: { data: unknown } } }) =>
            Boolean(d.relationships.last_document_representation.data)
        )
      },
      'every document to be extracted',
      5000
    )
  })
  afterAll(() => sb.close())

  const names = (body: { data: { id: string }[] }) =>
    body.data.map((d) => Object.keys(ids).find((k) => ids[k] === d.id))

  describe('queryDocuments()', () => {
    it('filters by document types (comma list)', async () => {
      const res = await api(
        sb,
        'GET',
        '/documents?filter[document_types]=packing_list,bill_of_lading&sort=created_at'
      )
      expect(names(res.body)).toEqual(['billOfLadingPdf', 'packingListPdf'])
    })

    it('sorts by document_type both ways', async () => {
      const asc = await api(sb, 'GET', '/documents?sort=document_type')
      expect(names(asc.body)).toEqual(['billOfLadingPdf', 'invoicePdf', 'packingListPdf'])
      const desc = await api(sb, 'GET', '/documents?sort=-document_type')
      expect(names(desc.body)).toEqual(['packingListPdf', 'invoicePdf', 'billOfLadingPdf'])
    })

    it('filters by a reference: a linked bill of lading, container or an extracted number', async () => {
      const bl = await api(sb, 'GET', '/documents?filter[reference]=MEDUQ2417731')
      expect(names(bl.body)).toEqual(['billOfLadingPdf'])
      const container = await api(
        sb,
        'GET',
        '/documents?filter[reference]=msku-123456-5&sort=created_at'
      )
      expect(names(container.body)).toEqual(['invoicePdf', 'packingListPdf'])
    })

    it('includes linked shipments and containers once each', async () => {
      const res = await api(sb, 'GET', '/documents?include=shipments,cargos,account')
      const keys = res.body.included.map((r: { type: string; id: string }) => `${r.type}:${r.id}`)
      expect(new Set(keys).size).toBe(keys.length)
      expect(res.body.included.filter((r: { type: string }) => r.type === 'account')).toHaveLength(
        1
      )
      expect(res.body.included.some((r: { type: string }) => r.type === 'shipment')).toBe(true)
    })

    it('refuses an unknown include with 400 naming it', async () => {
      const res = await api(sb, 'GET', '/documents?include=owner')
      expect(res.status).toBe(400)
      expect(res.body.errors[0].detail).toContain("'owner'")
    })
  })

  describe('download_url', () => {
    it('expires: the URL answers 404 after its lifetime', async () => {
      // The sandbox's clock is the test's: the address is handed out, then its 300 ms pass.
      vi.useFakeTimers({ toFake: ['Date'] })
      try {
        const res = await api(sb, 'GET', `/documents/${ids.invoicePdf}/download_url`)
        vi.setSystemTime(Date.now() + 301)
        expect((await fetch(res.body.download_url)).status).toBe(404)
      } finally {
        vi.useRealTimers()
      }
    })
  })

  describe('permissions', () => {
    it('refuses direct uploads and deletes to the read-only key, relink of another account’s document', async () => {
      const blob = await createBlob(
        sb,
        new Uint8Array([1]),
        'x.bin',
        'application/octet-stream',
        'sbx_blueharbor_readonly'
      )
      expect(blob.status).toBe(403)
      expect(
        (
          await api(
            sb,
            'DELETE',
            `/documents/${ids.invoicePdf}`,
            undefined,
            'sbx_blueharbor_readonly'
          )
        ).status
      ).toBe(403)
      expect(
        (
          await api(
            sb,
            'POST',
            `/documents/${ids.invoicePdf}/relink`,
            undefined,
            'sbx_northgate_full'
          )
        ).status
      ).toBe(404)
    })
  })
})
