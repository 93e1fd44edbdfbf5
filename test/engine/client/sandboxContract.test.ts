import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { md5Bytes } from '../../../src/engine/checksum/md5'
import { createServiceClient, type ServiceClient } from '../../../src/engine/client/serviceClient'
import { ServiceError } from '../../../src/engine/client/errors'
import { submitDocument, uploadBlob } from '../../../src/engine/upload/uploadFile'
import { startSandbox } from '../../../src/sandbox/index'
import { invoiceText } from '../../main/support/invoiceText'
import { failure } from '../../main/support/serviceFailure'

let sandbox: Awaited<ReturnType<typeof startSandbox>>
let client: ServiceClient
let docId: string

beforeAll(async () => {
  sandbox = await startSandbox({
    log: () => undefined,
    apiKeys: ['sbx_blueharbor_full', 'sbx_blueharbor_readonly']
  })
  client = createServiceClient({
    baseUrl: sandbox.baseUrl,
    apiKey: sandbox.apiKey,
    appUrl: sandbox.appUrl
  })
  const bytes = new TextEncoder().encode(invoiceText('contract'))
  const { signedId } = await uploadBlob(client, {
    bytes,
    name: 'contract.txt',
    contentType: 'text/plain',
    size: bytes.length,
    md5: md5Bytes(bytes)
  })
  const created = await submitDocument(client, 'contract.txt', signedId)
  docId = created.documentId
})
afterAll(async () => {
  await sandbox?.close()
})

describe('serviceClient against the sandbox', () => {
  describe('documents', () => {
    it('reads the account types, never a hard-coded list', async () => {
      const types = await client.documentTypes()
      expect(types.map((t) => t.code)).toContain('commercial_invoice')
    })

    it('sets and clears the manual type', async () => {
      const set = await client.patchDocument(docId, { document_type_manual: 'packing_list' })
      expect(set.data.attributes.document_type_manual).toBe('packing_list')
      const cleared = await client.patchDocument(docId, { document_type_manual: null })
      expect(cleared.data.attributes.document_type_manual).toBeNull()
    })

    it('carries the field pointer detail of a refused patch', async () => {
      const err = await failure(client.patchDocument(docId, { document_type_manual: 'banana' }))
      expect(err.kind).toBe('validation')
      expect(err.message).toContain('document_type_manual must be null or one of')
    })

    it('starts reclassify, relink and reextract', async () => {
      expect(await client.reclassify(docId)).toEqual({ status: 'accepted' })
      expect(await client.relink(docId)).toEqual({ status: 'accepted' })
      expect(await client.reextract(docId)).toEqual({ status: 'accepted' })
    })

    it('lists with a filename filter and gives a download address', async () => {
      const list = await client.listDocuments({ filter: { filename: 'contract' }, size: 5 })
      expect(list.data.map((d) => d.id)).toContain(docId)
      expect(await client.downloadUrl(docId)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//)
    })

    it('says which document is missing', async () => {
      const err = await failure(client.reclassify('no-such-document'))
      expect(err.kind).toBe('not_found')
      expect(err.message).toContain('no-such-document')
    })
  })

  describe('keys', () => {
    it('maps a read-only key writing to forbidden', async () => {
      const readonly = createServiceClient({
        baseUrl: sandbox.baseUrl,
        apiKey: 'sbx_blueharbor_readonly'
      })
      const err = await failure(readonly.patchDocument(docId, { document_type_manual: null }))
      expect(err.kind).toBe('forbidden')
      expect(JSON.stringify(err)).not.toContain('sbx_blueharbor_readonly')
    })

    it('fails ping with auth for an unknown key', async () => {
      const wrong = createServiceClient({ baseUrl: sandbox.baseUrl, apiKey: 'sbx_nobody' })
      expect((await failure(wrong.ping())).kind).toBe('auth')
      await expect(client.ping()).resolves.toMatchObject({ latencyMs: expect.any(Number) })
    })
  })

  describe('shipments and inference', () => {
    it('finds the seeded shipment by bill of lading and reads it with its containers', async () => {
      const found = await client.listShipments('MAEU241234567')
      const s1 = found.data.find((s) => s.attributes.bill_of_lading_number === 'MAEU241234567')!
      expect(s1.attributes.shipping_line_scac).toBe('MAEU')
      const full = await client.getShipment(s1.id, ['containers'])
      const containerIds = full.data.relationships?.containers.data.map((c) => c.id) ?? []
      expect(containerIds.length).toBeGreaterThan(0)
      const container = await client.getContainer(containerIds[0])
      expect(['MSKU1234565', 'MRKU2040602']).toContain(container.data.attributes.number)
    })

    it('hands a 429 with its Retry-After to the caller when the wait is long', async () => {
      const impatient = createServiceClient({
        baseUrl: sandbox.baseUrl,
        apiKey: sandbox.apiKey,
        retry: { retries: 2, maxRetryAfterMs: 0 }
      })
      let err: ServiceError | undefined
      for (let i = 0; i < 260 && !err; i++) {
        err = await impatient.inferNumber('MSCU6639870').then(
          () => undefined,
          (e: ServiceError) => e
        )
      }
      expect(err?.kind).toBe('rate_limited')
      expect(err?.status).toBe(429)
      expect(err?.retryAfterMs).toBeGreaterThan(0)
      expect(err?.retryAfterMs).toBeLessThanOrEqual(60_000)
      expect(err?.attempts).toBe(1)
    })
  })

  describe('deepLink()', () => {
    it('builds a web app address the sandbox resolves to the container', async () => {
      const res = await fetch(client.deepLink('mscu 663987-0'), { redirect: 'manual' })
      expect([301, 302, 303, 307]).toContain(res.status)
      expect(res.headers.get('location')).toMatch(/shipments\//)
    })
  })
})
