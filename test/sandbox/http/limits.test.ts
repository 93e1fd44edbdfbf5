import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../../src/sandbox/index'
import { api, createDocument } from '../support/client'
import { waitFor } from '../../support/waitFor'
import { fixtureBytes } from '../support/fixtures'
import { seedNote, testSeed } from '../../support/seed'

const SEED = testSeed()

describe('sandbox', () => {
  describe('rate limit', () => {
    it('answers 429 with Retry-After and the errors envelope past the limit, per key', async () => {
      const sb = await startSandbox({ rateLimitPerMinute: 3, log: () => {} })
      try {
        for (let i = 0; i < 3; i++) expect((await api(sb, 'GET', '/documents')).status).toBe(200)
        const over = await api(sb, 'GET', '/documents')
        expect(over.status).toBe(429)
        expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
        expect(over.body.errors[0].status).toBe('429')
        expect((await api(sb, 'GET', '/documents', undefined, 'sbx_northgate_full')).status).toBe(
          200
        )
      } finally {
        await sb.close()
      }
    })
  })

  describe('persistence', () => {
    it('keeps documents, extraction and webhooks across a restart with the same dataDir', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'sbx-restart-'))
      const first = await startSandbox({ dataDir, log: () => {} })
      const created = await createDocument(first, await fixtureBytes('invoicePdf'), 'invoice.pdf')
      const id = created.body.data.id
      await waitFor(
        async () => {
          const d = await api(first, 'GET', `/documents/${id}`)
          return d.body.data.relationships.last_document_representation.data
        },
        'the document to be extracted',
        5000
      )
      await api(first, 'POST', '/webhooks', {
        data: {
          type: 'webhook',
          attributes: { url: 'https://example.invalid/h', events: ['document.extracted'] }
        }
      })
      await first.close()

      const second = await startSandbox({ dataDir, log: () => {} })
      try {
        const doc = await api(
          second,
          'GET',
          `/documents/${id}?include=last_document_representation`
        )
        expect(doc.status).toBe(200)
        expect(doc.body.data.attributes.document_type).toBe('commercial_invoice')
        expect(doc.body.included[0].attributes.payload.invoice_number).toBe('INV-2026-0415')
        expect((await api(second, 'GET', '/webhooks')).body.meta.total).toBe(1)
        const dup = await createDocument(second, await fixtureBytes('invoicePdf'), 'again.pdf')
        expect(dup.body.errors[0].meta.existing_document_id).toBe(id)
        const url = await api(second, 'GET', `/documents/${id}/download_url`)
        const bytes = new Uint8Array(await (await fetch(url.body.download_url)).arrayBuffer())
        expect(bytes).toEqual(await fixtureBytes('invoicePdf'))
      } finally {
        await second.close()
      }
    })
  })

  describe('fault injection', () => {
    it(`fails about the asked share of requests, the way networks fail ${seedNote(SEED)}`, async () => {
      const sb = await startSandbox({
        faultRate: 0.3,
        faultSeed: SEED,
        faultStallMs: 150,
        rateLimitPerMinute: 10_000,
        log: () => {}
      })
      try {
        const total = 200
        const kinds = new Map<string, number>()
        const one = async (): Promise<void> => {
          let kind: string
          try {
            const res = await fetch(`${sb.baseUrl}/documents/types`, {
              headers: { Authorization: `Token ${sb.apiKey}` },
              signal: AbortSignal.timeout(2000)
            })
            await res.text()
            kind = res.status === 200 ? 'ok' : String(res.status)
          } catch {
            kind = 'network'
          }
          kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
        }
        for (let i = 0; i < total; i += 25) await Promise.all(Array.from({ length: 25 }, one))
        const failed = total - (kinds.get('ok') ?? 0)
        expect(failed / total).toBeGreaterThan(0.18)
        expect(failed / total).toBeLessThan(0.42)
        expect(kinds.get('network')).toBeGreaterThan(0)
        expect([...kinds.keys()].some((k) => k.startsWith('5'))).toBe(true)
      } finally {
        await sb.close()
      }
    })
  })
})
