/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { seededContainerId, seededShipmentId } from '../../../src/sandbox/seed'
import { api, createDocument, notificationFor } from '../support/client'
import { waitFor } from '../../support/waitFor'
import { pagesPdf } from '../../fixtures/generate'
import { cutPages, partName } from '../../../src/sandbox/processing/packets'
import { BILL_OF_LADING_LINES, INVOICE_LINES, PACKING_LIST_LINES } from '../../fixtures/content'

const S1 = seededShipmentId(BLUE_HARBOR.id, 'MAEU241234567')
const MSKU = seededContainerId(BLUE_HARBOR.id, 'MSKU1234565')
const S2 = seededShipmentId(BLUE_HARBOR.id, 'MEDUQ2417731')
const MSCU = seededContainerId(BLUE_HARBOR.id, 'MSCU6639870')

const INCLUDE = 'include=last_document_representation,shipments,cargos'

const TYPES = BLUE_HARBOR.documentTypes
const page = (lines: string[]) => lines.join('\n')

describe('cutPages()', () => {
  it('starts a document at each page whose title names another type', () => {
    const pages = [INVOICE_LINES, PACKING_LIST_LINES, BILL_OF_LADING_LINES].map(page)
    expect(cutPages(pages, TYPES)).toEqual([
      { first: 1, last: 1, type: 'commercial_invoice' },
      { first: 2, last: 2, type: 'packing_list' },
      { first: 3, last: 3, type: 'bill_of_lading' }
    ])
  })

  it('keeps untitled pages with the document before them, and a cover with the first', () => {
    const pages = [
      'Scanned by the front desk',
      page(INVOICE_LINES.slice(0, 8)),
      page(INVOICE_LINES.slice(8)),
      page(BILL_OF_LADING_LINES),
      'Page 2 of 2 — terms and conditions of carriage'
    ]
    expect(cutPages(pages, TYPES)).toEqual([
      { first: 1, last: 3, type: 'commercial_invoice' },
      { first: 4, last: 5, type: 'bill_of_lading' }
    ])
  })

  it('keeps repeated titles of one number together and cuts at a new number', () => {
    const second = INVOICE_LINES.map((l) => l.replace('INV-2026-0415', 'INV-2026-0416'))
    const pages = [INVOICE_LINES, INVOICE_LINES, second].map(page)
    expect(cutPages(pages, TYPES)).toEqual([
      { first: 1, last: 2, type: 'commercial_invoice' },
      { first: 3, last: 3, type: 'commercial_invoice' }
    ])
  })

  it('names a part by its pages before the extension', () => {
    expect(partName('scan.pdf', { first: 2, last: 3 })).toBe('scan (pages 2–3).pdf')
    expect(partName('scan', { first: 1, last: 1 })).toBe('scan (page 1)')
  })
})

describe('processing/packets over the sandbox', () => {
  let sb: RunningSandbox
  beforeAll(async () => {
    sb = await startSandbox({ delayMs: 5, log: () => {}, rateLimitPerMinute: 10_000 })
  })
  afterAll(() => sb.close())

  const get = async (id: string, query = INCLUDE) =>
    (await api(sb, 'GET', `/documents/${id}?${query}`)).body

  /** Waits for the packet to name its parts; returns its answer. */
  const splitInto = (id: string, count: number) =>
    waitFor(
      async () => {
        const doc = await get(id, 'include=split_documents')
        return doc.data.relationships.split_documents?.data.length === count ? doc : undefined
      },
      `document ${id} to be split into ${count}`,
      5000
    )

  const extracted = (id: string) =>
    waitFor(
      async () => {
        const doc = await get(id)
        return doc.data.relationships.last_document_representation.data ? doc : undefined
      },
      `document ${id} to be extracted`,
      5000
    )

  const payloadOf = (doc: any) =>
    doc.included.find((r: any) => r.type === 'document_representation').attributes.payload

  it('splits a scan of an invoice, a packing list and a B/L into three linked documents', async () => {
    const pdf = await pagesPdf('Scan', [
      [...INVOICE_LINES, 'Copy packet-3'],
      PACKING_LIST_LINES,
      BILL_OF_LADING_LINES
    ])
    const created = await createDocument(sb, pdf, 'scan-0001.pdf')
    const packetId = created.body.data.id
    const packet = await splitInto(packetId, 3)

    const parts = packet.data.relationships.split_documents.data
    expect(parts.map((p: any) => p.meta.pages)).toEqual([
      { first: 1, last: 1 },
      { first: 2, last: 2 },
      { first: 3, last: 3 }
    ])
    // The packet stays, names its parts, and is not itself classified as one of them.
    expect(packet.data.attributes.source).toBe('api')
    expect(packet.data.attributes.document_type).toBeNull()
    expect(packet.data.attributes.classification_notes).toBe(
      'Split into 3 documents by page: page 1 Commercial Invoice, page 2 Packing List, page 3 Bill of Lading.'
    )
    expect(packet.included.map((r: any) => r.id)).toEqual(parts.map((p: any) => p.id))

    const [invoice, packing, bl] = await Promise.all(parts.map((p: any) => extracted(p.id)))
    expect(invoice.data.attributes).toMatchObject({
      source: 'split_document',
      document_type: 'commercial_invoice',
      name: 'scan-0001 (page 1).pdf',
      file_name: 'scan-0001.pdf'
    })
    expect(payloadOf(invoice)).toMatchObject({
      invoice_number: 'INV-2026-0415',
      total_amount: '12450.00'
    })
    expect(invoice.data.relationships.shipments.data).toEqual([{ id: S1, type: 'shipment' }])
    expect(invoice.data.relationships.split_from).toEqual({
      data: { id: packetId, type: 'document' },
      meta: { pages: { first: 1, last: 1 } }
    })

    expect(packing.data.attributes).toMatchObject({
      source: 'split_document',
      document_type: 'packing_list',
      name: 'scan-0001 (page 2).pdf'
    })
    expect(payloadOf(packing)).toMatchObject({ packing_list_number: 'PL-2026-0415' })
    expect(packing.data.relationships.cargos.data).toEqual([{ id: MSKU, type: 'container' }])

    expect(bl.data.attributes).toMatchObject({
      source: 'split_document',
      document_type: 'bill_of_lading',
      name: 'scan-0001 (page 3).pdf'
    })
    // Each part is linked by its own pages only: the B/L to S2, not to the invoice's S1.
    expect(bl.data.relationships.shipments.data).toEqual([{ id: S2, type: 'shipment' }])
    expect(bl.data.relationships.cargos.data).toEqual([{ id: MSCU, type: 'container' }])
  })

  it('reports each part by its own notification, naming its packet and pages', async () => {
    const pdf = await pagesPdf('Scan', [
      [...INVOICE_LINES, 'Copy packet-notes'],
      BILL_OF_LADING_LINES
    ])
    const created = await createDocument(sb, pdf, 'scan-0002.pdf')
    const packetId = created.body.data.id
    const parts = (await splitInto(packetId, 2)).data.relationships.split_documents.data
    for (const [i, part] of parts.entries()) {
      const note = await notificationFor(sb, 'document.extracted', part.id)
      const one = await api(sb, 'GET', `/webhook_notifications/${note.id}`)
      const doc = one.body.included.find((r: any) => r.type === 'document' && r.id === part.id)
      expect(doc.attributes.source).toBe('split_document')
      expect(doc.relationships.split_from).toEqual({
        data: { id: packetId, type: 'document' },
        meta: { pages: { first: i + 1, last: i + 1 } }
      })
    }
    const list = await api(sb, 'GET', '/webhook_notifications?filter[event]=document.extracted')
    const named = list.body.data.map((n: any) => n.relationships.document.data.id)
    expect(named).not.toContain(packetId)
  })

  it('keeps a two-page invoice one document, extracted from both pages', async () => {
    const pdf = await pagesPdf('Invoice', [
      [...INVOICE_LINES.slice(0, 12), 'Copy two-pages'],
      INVOICE_LINES.slice(12)
    ])
    const created = await createDocument(sb, pdf, 'invoice-two-pages.pdf')
    const doc = await extracted(created.body.data.id)
    expect(doc.data.attributes.document_type).toBe('commercial_invoice')
    // The total stands on page 2 only.
    expect(payloadOf(doc)).toMatchObject({
      invoice_number: 'INV-2026-0415',
      total_amount: '12450.00'
    })
    expect(doc.data.relationships.split_documents).toBeUndefined()
    const parts = await api(sb, 'GET', '/documents?filter[filename]=invoice-two-pages')
    expect(parts.body.data.map((d: any) => d.id)).toEqual([created.body.data.id])
  })

  it('splits two invoices of different numbers in one scan', async () => {
    const other = INVOICE_LINES.map((l) =>
      l.replace('INV-2026-0415', 'INV-2026-0416').replace('12,450.00', '980.00')
    )
    const pdf = await pagesPdf('Invoices', [[...INVOICE_LINES, 'Copy two-invoices'], other])
    const created = await createDocument(sb, pdf, 'invoices.pdf')
    const parts = (await splitInto(created.body.data.id, 2)).data.relationships.split_documents.data
    const [a, b] = await Promise.all(parts.map((p: any) => extracted(p.id)))
    expect(payloadOf(a)).toMatchObject({
      invoice_number: 'INV-2026-0415',
      total_amount: '12450.00'
    })
    expect(payloadOf(b)).toMatchObject({ invoice_number: 'INV-2026-0416', total_amount: '980.00' })
  })

  it('re-runs the parts when the packet is reclassified, making no new documents', async () => {
    const pdf = await pagesPdf('Scan', [
      [...PACKING_LIST_LINES, 'Copy packet-rerun'],
      BILL_OF_LADING_LINES
    ])
    const created = await createDocument(sb, pdf, 'scan-0003.pdf')
    const parts = (await splitInto(created.body.data.id, 2)).data.relationships.split_documents.data
    const ids = parts.map((p: any) => p.id)
    const firstRun = await Promise.all(ids.map((id: string) => extracted(id)))
    const before = firstRun.map((d) => d.data.relationships.last_document_representation.data.id)
    const again = await api(sb, 'POST', `/documents/${created.body.data.id}/reclassify`)
    expect(again.status).toBe(202)
    const rerun = await Promise.all(
      ids.map((id: string, i: number) =>
        waitFor(
          async () => {
            const doc = await get(id)
            const rep = doc.data.relationships.last_document_representation.data
            return rep && rep.id !== before[i] ? doc : undefined
          },
          `part ${i + 1} to be extracted again`,
          5000
        )
      )
    )
    expect(rerun.map((d) => d.data.attributes.document_type)).toEqual([
      'packing_list',
      'bill_of_lading'
    ])
    const listed = await api(sb, 'GET', '/documents?filter[filename]=scan-0003')
    expect(listed.body.data.map((d: any) => d.id).sort()).toEqual(
      [created.body.data.id, ...ids].sort()
    )
  })

  it('deletes a packet alone, and re-runs a part on its own pages only', async () => {
    const pdf = await pagesPdf('Scan', [
      [...INVOICE_LINES, 'Copy packet-delete'],
      BILL_OF_LADING_LINES
    ])
    const created = await createDocument(sb, pdf, 'scan-0005.pdf')
    const packetId = created.body.data.id
    const [invoiceRef, blRef] = (await splitInto(packetId, 2)).data.relationships.split_documents
      .data
    const bl = await extracted(blRef.id)
    await extracted(invoiceRef.id)
    const before = bl.data.relationships.last_document_representation.data.id

    expect((await api(sb, 'DELETE', `/documents/${invoiceRef.id}`)).status).toBe(204)
    const packet = await get(packetId, 'include=split_documents')
    expect(packet.data.relationships.split_documents.data.map((p: any) => p.id)).toEqual([
      invoiceRef.id,
      blRef.id
    ])
    expect(packet.included.map((r: any) => r.id)).toEqual([blRef.id])

    expect((await api(sb, 'POST', `/documents/${blRef.id}/reextract`)).status).toBe(202)
    const again = await waitFor(
      async () => {
        const doc = await get(blRef.id)
        const rep = doc.data.relationships.last_document_representation.data
        return rep && rep.id !== before ? doc : undefined
      },
      'the B/L part to be extracted again',
      5000
    )
    expect(again.data.attributes.document_type).toBe('bill_of_lading')
    expect(again.data.relationships.shipments.data).toEqual([{ id: S2, type: 'shipment' }])

    expect((await api(sb, 'DELETE', `/documents/${packetId}`)).status).toBe(204)
    expect((await api(sb, 'GET', `/documents/${packetId}`)).status).toBe(404)
    expect((await get(blRef.id)).data.relationships.split_from.data.id).toBe(packetId)
  })

  it('answers the same packet again with a 409 naming the packet', async () => {
    const pdf = await pagesPdf('Scan', [
      [...INVOICE_LINES, 'Copy packet-twice'],
      BILL_OF_LADING_LINES
    ])
    const created = await createDocument(sb, pdf, 'scan-0004.pdf')
    await splitInto(created.body.data.id, 2)
    const again = await createDocument(sb, pdf, 'scan-0004-again.pdf')
    expect(again.status).toBe(409)
    expect(again.body.errors[0].meta.existing_document_id).toBe(created.body.data.id)
  })
})

describe('processing/packets across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sbx-packets-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('processes each part once when the sandbox stops between the split and the parts', async () => {
    const pdf = await pagesPdf('Scan', [
      [...INVOICE_LINES, 'Copy packet-restart'],
      PACKING_LIST_LINES,
      BILL_OF_LADING_LINES
    ])
    // Slow enough that the parts are still being classified when the first sandbox stops.
    const first = await startSandbox({ dataDir, delayMs: 1500, log: () => {} })
    const created = await createDocument(first, pdf, 'scan-restart.pdf')
    const packetId = created.body.data.id
    const split = await waitFor(
      async () => {
        const doc = (await api(first, 'GET', `/documents/${packetId}`)).body
        return doc.data.relationships.split_documents?.data
      },
      'the packet to be split',
      5000
    )
    const parts = (await api(first, 'GET', '/documents')).body.data
    expect(parts.every((d: any) => d.attributes.document_type === null)).toBe(true)
    await first.close()

    const second = await startSandbox({ dataDir, delayMs: 5, log: () => {} })
    try {
      const types = await Promise.all(
        split.map((p: any) =>
          waitFor(
            async () => {
              const doc = (await api(second, 'GET', `/documents/${p.id}`)).body
              return doc.data.relationships.last_document_representation.data
                ? doc.data.attributes.document_type
                : undefined
            },
            `part ${p.id} to be extracted after the restart`,
            5000
          )
        )
      )
      expect(types).toEqual(['commercial_invoice', 'packing_list', 'bill_of_lading'])
      const listed = (await api(second, 'GET', '/documents')).body.data
      expect(listed).toHaveLength(4)
    } finally {
      await second.close()
    }
  })
})
