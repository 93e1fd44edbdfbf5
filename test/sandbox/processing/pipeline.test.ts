import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { seededContainerId, seededShipmentId } from '../../../src/sandbox/seed'
import { api, createDocument, notificationFor } from '../support/client'
import { waitFor } from '../../support/waitFor'
import { fixtureBytes } from '../support/fixtures'
import { ARRIVAL_NOTICE_LINES, PACKING_LIST_LINES } from '../../fixtures/content'

const unique = (lines: string[]) =>
  new TextEncoder().encode(`${lines.join('\n')}\nCopy ${Math.random()}`)

const S1 = seededShipmentId(BLUE_HARBOR.id, 'MAEU241234567')
const MSKU = seededContainerId(BLUE_HARBOR.id, 'MSKU1234565')
const S2 = seededShipmentId(BLUE_HARBOR.id, 'MEDUQ2417731')
const MSCU = seededContainerId(BLUE_HARBOR.id, 'MSCU6639870')

describe('processing/pipeline', () => {
  let sb: RunningSandbox
  beforeAll(async () => {
    sb = await startSandbox({ delayMs: 5, log: () => {}, rateLimitPerMinute: 10_000 })
  })
  afterAll(() => sb.close())

  const extracted = (id: string) =>
    waitFor(
      async () => {
        const res = await api(
          sb,
          'GET',
          `/documents/${id}?include=last_document_representation,shipments,cargos`
        )
        return res.body.data.relationships.last_document_representation.data ? res.body : undefined
      },
      'the document to be extracted',
      5000
    )

  describe('processDocument()', () => {
    it('classifies, extracts and links the invoice PDF to S1 and MSKU1234565', async () => {
      const created = await createDocument(sb, await fixtureBytes('invoicePdf'), 'invoice.pdf')
      expect(created.body.data.attributes.document_type).toBeNull()
      const doc = await extracted(created.body.data.id)
      expect(doc.data.attributes.document_type).toBe('commercial_invoice')
      expect(doc.data.attributes.classification_notes).toMatch(/commercial invoice/i)
      const rep = doc.included.find((r: { type: string }) => r.type === 'document_representation')
      expect(rep.attributes.schema_version).toBe('2026-03-23')
      expect(rep.attributes.payload).toMatchObject({
        invoice_number: 'INV-2026-0415',
        invoice_date: '2026-03-02',
        supplier_name: 'Shenzhen Brightway Electronics Co., Ltd.',
        total_amount: '12450.00',
        currency: 'USD',
        bill_of_lading_number: 'MAEU241234567',
        container_numbers: ['MSKU1234565']
      })
      expect(doc.data.relationships.shipments.data).toEqual([{ id: S1, type: 'shipment' }])
      expect(doc.data.relationships.cargos.data).toEqual([{ id: MSKU, type: 'container' }])
      expect(doc.included.map((r: { id: string }) => r.id)).toEqual(
        expect.arrayContaining([S1, MSKU])
      )
      const note = await notificationFor(sb, 'document.extracted', created.body.data.id)
      expect(note.attributes.version).toBe('2026-03-23')
    })

    it('extracts the bill of lading and links it to S2 and MSCU6639870', async () => {
      const created = await createDocument(sb, await fixtureBytes('billOfLadingPdf'), 'bl.pdf')
      const doc = await extracted(created.body.data.id)
      expect(doc.data.attributes.document_type).toBe('bill_of_lading')
      expect(doc.data.relationships.shipments.data).toEqual([{ id: S2, type: 'shipment' }])
      expect(doc.data.relationships.cargos.data).toEqual([{ id: MSCU, type: 'container' }])
    })

    it('classifies the packing list and the arrival notice', async () => {
      const pl = await createDocument(sb, await fixtureBytes('packingListPdf'), 'pl.pdf')
      const an = await createDocument(sb, await fixtureBytes('arrivalNoticePdf'), 'an.pdf')
      expect((await extracted(pl.body.data.id)).data.attributes.document_type).toBe('packing_list')
      expect((await extracted(an.body.data.id)).data.attributes.document_type).toBe(
        'arrival_notice'
      )
    })

    it('takes a scan without text to extraction_failed and lists its notification', async () => {
      const created = await createDocument(sb, await fixtureBytes('scanPdf'), 'scan.pdf')
      const id = created.body.data.id
      const note = await notificationFor(sb, 'document.extraction_failed', id)
      expect(note.attributes.event).toBe('document.extraction_failed')
      const doc = await api(sb, 'GET', `/documents/${id}`)
      expect(doc.body.data.relationships.last_document_representation.data).toBeNull()
      expect(doc.body.data.attributes.document_type).not.toBeNull()
    })

    it('relinks a PO-9921 memo once a clerk adds PO-9921 to a shipment', async () => {
      const created = await createDocument(
        sb,
        await fixtureBytes('poMemoTxt'),
        'memo.txt',
        'text/plain'
      )
      const id = created.body.data.id
      const settled = () => notificationFor(sb, 'document.extraction_failed', id)
      await settled()
      expect(
        (await api(sb, 'GET', `/documents/${id}`)).body.data.relationships.shipments.data
      ).toEqual([])
      const s2 = await api(sb, 'GET', `/shipments/${S2}`)
      const refs = [...s2.body.data.attributes.ref_numbers, 'PO-9921']
      const patched = await api(sb, 'PATCH', `/shipments/${S2}`, {
        data: { type: 'shipment', attributes: { ref_numbers: refs } }
      })
      expect(patched.status).toBe(200)
      const relink = await api(sb, 'POST', `/documents/${id}/relink`)
      expect(relink.body).toEqual({ status: 'accepted' })
      const linked = await waitFor(
        async () => {
          const d = await api(sb, 'GET', `/documents/${id}`)
          return d.body.data.relationships.shipments.data.length > 0 ? d.body.data : undefined
        },
        'the document to be linked to a shipment',
        5000
      )
      expect(linked.relationships.shipments.data).toEqual([{ id: S2, type: 'shipment' }])
      const byRef = await api(sb, 'GET', '/documents?filter[reference]=po-9921')
      expect(byRef.body.data.map((d: { id: string }) => d.id)).toContain(id)
      const none = await api(sb, 'GET', '/documents?filter[reference]=PO-0000')
      expect(none.body.data).toEqual([])
    })

    it('takes a reclassified document back to submitted, then to extracted again', async () => {
      const created = await createDocument(
        sb,
        unique(ARRIVAL_NOTICE_LINES),
        'an-again.txt',
        'text/plain'
      )
      const id = created.body.data.id
      const first = await extracted(id)
      const firstRep = first.data.relationships.last_document_representation.data.id
      const slow = await api(sb, 'POST', `/documents/${id}/reclassify`)
      expect(slow.status).toBe(202)
      const again = await extracted(id)
      expect(again.data.attributes.document_type).toBe('arrival_notice')
      expect(again.data.relationships.last_document_representation.data.id).not.toBe(firstRep)
    })

    it('shows manual extracted data in the representation payload', async () => {
      const created = await createDocument(
        sb,
        unique(PACKING_LIST_LINES),
        'pl-manual.txt',
        'text/plain'
      )
      const id = created.body.data.id
      await extracted(id)
      const patched = await api(
        sb,
        'PATCH',
        `/documents/${id}?include=last_document_representation`,
        {
          extracted_data_manual: { total_packages: '121' }
        }
      )
      expect(patched.status).toBe(200)
      expect(patched.body.included[0].attributes.payload).toMatchObject({
        packing_list_number: 'PL-2026-0415',
        total_packages: '121'
      })
      const bad = await api(sb, 'PATCH', `/documents/${id}`, { extracted_data_manual: 'text' })
      expect(bad.status).toBe(422)
    })

    it('respects the manual type on reextract', async () => {
      const created = await createDocument(
        sb,
        await fixtureBytes('invoiceTxt'),
        'invoice.txt',
        'text/plain'
      )
      const id = created.body.data.id
      await extracted(id)
      await api(sb, 'PATCH', `/documents/${id}`, { document_type_manual: 'packing_list' })
      const failed = await notificationFor(sb, 'document.extraction_failed', id)
      expect(failed.attributes.version).toBe('2026-02-10')
    })
  })
})
