import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { md5Bytes } from '../../../src/engine/checksum/md5'
import { ServiceError } from '../../../src/engine/client/errors'
import {
  checkDocument,
  fetchFailedExtractions,
  pollDelayMs,
  type DocumentProgress
} from '../../../src/engine/follow/checkDocument'
import { submitDocument, uploadBlob } from '../../../src/engine/upload/uploadFile'
import { invoiceText } from '../../main/support/invoiceText'
import { startHarness, type Harness } from '../upload/sandboxFixture'
import { waitFor } from '../../support/waitFor'

let h: Harness
beforeAll(async () => {
  h = await startHarness({ delayMs: 150 })
})
afterAll(async () => {
  await h?.close()
})

async function submit(name: string, text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text)
  const { signedId } = await uploadBlob(h.client, {
    bytes,
    name,
    contentType: 'text/plain',
    size: bytes.length,
    md5: md5Bytes(bytes)
  })
  const result = await submitDocument(h.client, name, signedId)
  expect(result.kind).toBe('created')
  return result.documentId
}

/** Follows a document the way the engine does, with a faster clock: 1/10 of pollDelayMs. */
async function follow(id: string, limitMs = 8000): Promise<DocumentProgress[]> {
  const seen: DocumentProgress[] = []
  const deadline = Date.now() + limitMs
  for (let attempt = 0; Date.now() < deadline; attempt++) {
    const p = await checkDocument(h.client, id)
    seen.push(p)
    if (p.state === 'extracted' || p.state === 'extraction_failed') return seen
    await new Promise((r) => setTimeout(r, pollDelayMs(attempt) / 10))
  }
  return seen
}

describe('checkDocument', () => {
  describe('checkDocument()', () => {
    it('sees a fresh document as submitted, without a type', async () => {
      const id = await submit('fresh.txt', invoiceText())
      expect(await checkDocument(h.client, id)).toMatchObject({
        state: 'submitted',
        documentType: null
      })
    })

    it('follows the fixture invoice to extracted, linked to its shipment and container', async () => {
      const id = await submit('INV-2026-0415.txt', invoiceText())
      const seen = await follow(id)
      const last = seen.at(-1)!
      expect(last.state).toBe('extracted')
      expect(last.documentType).toBe('commercial_invoice')
      expect(last.shipmentNumbers).toContain('MAEU241234567')
      expect(last.containerNumbers).toContain('MSKU1234565')
      expect(last.extractedAt).not.toBeNull()
    })

    it('reports extraction_failed once the service announced the failure', async () => {
      const id = await submit(
        'incomplete.txt',
        'COMMERCIAL INVOICE\nInvoice No: INV-NO-DATE\nTotal Amount: USD 1.00\n'
      )
      const failed = await waitFor(
        async () => {
          const ids = await fetchFailedExtractions(h.client)
          return ids.has(id) && ids
        },
        'the service to announce the failed extraction',
        8000
      )
      const p = await checkDocument(h.client, id, { failedIds: failed })
      expect(p).toMatchObject({
        state: 'extraction_failed',
        documentType: 'commercial_invoice',
        extractedAt: null
      })
    })

    it('fails with not_found for an unknown document', async () => {
      const err = await checkDocument(h.client, '00000000-0000-4000-8000-000000000000').catch(
        (e: unknown) => e
      )
      expect(err).toBeInstanceOf(ServiceError)
      expect((err as ServiceError).kind).toBe('not_found')
      expect((err as ServiceError).message).toContain('00000000-0000-4000-8000-000000000000')
    })
  })
})
