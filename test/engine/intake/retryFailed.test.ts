import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { IntakeService } from '../../../src/engine/intake/intakeService'
import { allFinal, harness, until, type Harness } from './harness'
import { INVOICE_TEXT, invoiceText } from '../../main/support/invoiceText'
import { waitFor } from '../../support/waitFor'

let h: Harness
let s: IntakeService
beforeEach(async () => {
  h = await harness()
  s = h.service()
})
afterEach(async () => {
  await h.close()
})

/** Waits until the service holds an extraction of the document. */
async function extractedInService(documentId: string): Promise<void> {
  await waitFor(
    async () => {
      const doc = await h.client.getDocument(documentId, ['last_document_representation'])
      return doc.data.relationships?.last_document_representation?.data
    },
    `the service to extract document ${documentId}`,
    8000
  )
}

describe('IntakeService', () => {
  describe('retry of a document whose extraction failed', () => {
    it('follows the same document again and takes an extraction made since', async () => {
      const f = join(h.dir, 'invoice.txt')
      writeFileSync(f, INVOICE_TEXT)
      const { ids } = await s.addFiles([f])
      const [id] = ids
      await until(s, (xs) => xs[0].state === 'extracted')
      // Packing lists have no extraction schema: the service fails to extract under that type.
      await s.setManualType(id, 'packing_list')
      const [failed] = await until(s, (xs) => xs[0].state === 'extraction_failed')
      // Someone puts the type right in the web app; the service extracts it there.
      await h.client.patchDocument(failed.documentId!, {
        document_type_manual: 'commercial_invoice'
      })
      await extractedInService(failed.documentId!)

      // "Retry failed" takes it, as the detail's Retry does: followed again, not sent again.
      expect(s.retryFailed()).toEqual({ count: 1 })
      expect(s.get(id)!.state).toBe('submitted')
      const [item] = await until(s, (xs) => xs[0].state === 'extracted')
      expect(item.documentId).toBe(failed.documentId)
      expect(item.documentType).toBe('commercial_invoice')
      expect(item.lastError).toBeNull()
      expect(await h.documentCount()).toBe(1)
    })
  })

  describe('counts()', () => {
    it('counts as failed exactly what "Retry failed" retries, not files that only need a look', async () => {
      const empty = join(h.dir, 'empty.pdf')
      const note = join(h.dir, 'note.txt')
      const invoice = join(h.dir, 'invoice.txt')
      writeFileSync(empty, '')
      // No document keywords: the service cannot extract it.
      writeFileSync(note, 'no keywords here at all\n')
      writeFileSync(invoice, invoiceText())
      await s.addFiles([empty, note, invoice])
      const items = await until(s, allFinal(3))
      expect(Object.fromEntries(items.map((i) => [i.name, i.state]))).toEqual({
        'empty.pdf': 'empty',
        'note.txt': 'extraction_failed',
        'invoice.txt': 'extracted'
      })
      const counts = s.counts()
      expect(counts).toMatchObject({ total: 3, done: 1, attention: 2, failed: 1 })
      expect(s.retryFailed()).toEqual({ count: counts.failed })
    })

    it('counts an invoice whose B/L no shipment has as needing attention, not as failed', async () => {
      const untracked = join(h.dir, 'untracked.txt')
      const tracked = join(h.dir, 'tracked.txt')
      // Another invoice of the supplier (the same number would be a possible duplicate), its
      // B/L, container and order numbers changed to ones no shipment holds.
      writeFileSync(
        untracked,
        invoiceText()
          .replace('INV-2026-0415', 'INV-2026-0416')
          .replace('MAEU241234567', 'COSU6123456780')
          .replace('MSKU1234565', 'TGHU9876544')
          .replace('PO-7781', 'PO-9902')
      )
      writeFileSync(tracked, invoiceText())
      const { ids } = await s.addFiles([untracked, tracked])
      const items = await until(s, allFinal(2))
      expect(items.map((i) => i.state)).toEqual(['extracted', 'extracted'])
      expect(s.get(ids[0])!.shipmentNumbers).toEqual([])
      expect(s.get(ids[1])!.shipmentNumbers).toEqual(['MAEU241234567'])
      expect(s.counts()).toMatchObject({ total: 2, attention: 1, failed: 0 })
      expect(s.counts().byOutcome).toEqual({ needs_shipment: 1, linked: 1 })
      // Nothing to send again: "Retry failed" leaves it; the clerk may acknowledge it.
      expect(s.retryFailed()).toEqual({ count: 0 })
      expect(s.acknowledge(ids)).toEqual({ count: 1 })
      expect(s.counts()).toMatchObject({ attention: 0, failed: 0 })
      expect(s.counts().byOutcome).toEqual({ needs_shipment: 1, linked: 1 })
    })

    it('leaves a failure the clerk acknowledged out of the count and of "Retry failed"', async () => {
      const seen = join(h.dir, 'seen.txt')
      const open = join(h.dir, 'open.txt')
      // No document keywords: the service cannot extract either.
      writeFileSync(seen, 'no keywords here at all\n')
      writeFileSync(open, 'nothing to read in this one\n')
      const { ids } = await s.addFiles([seen, open])
      await until(s, allFinal(2))
      expect(s.counts()).toMatchObject({ attention: 2, failed: 2 })
      expect(s.acknowledge([ids[0]])).toEqual({ count: 1 })
      // "2 failed" beside "1 needs attention" would contradict the header.
      expect(s.counts()).toMatchObject({ attention: 1, failed: 1 })
      expect(s.retryFailed()).toEqual({ count: 1 })
      expect(s.get(ids[0])!.state).toBe('extraction_failed')
      expect(s.get(ids[1])!.state).not.toBe('extraction_failed')
      await until(s, allFinal(2))
      // Chosen by the clerk, the acknowledged one is still tried again.
      expect(s.retry([ids[0]])).toEqual({ count: 1 })
      await until(s, allFinal(2))
    })
  })
})
