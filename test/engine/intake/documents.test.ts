import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { IntakeService } from '../../../src/engine/intake/intakeService'
import { harness, until, type Harness } from './harness'
import { INVOICE_TEXT } from '../../main/support/invoiceText'

let h: Harness
let s: IntakeService
let id: string
beforeEach(async () => {
  h = await harness()
  s = h.service()
  const f = join(h.dir, 'invoice.txt')
  writeFileSync(f, INVOICE_TEXT)
  id = (await s.addFiles([f])).ids[0]
  await until(s, (xs) => xs[0].state === 'extracted')
})
afterEach(async () => {
  await h.close()
})

const postsTo = (suffix: string): number =>
  h.requests.filter((r) => r.startsWith('POST ') && r.includes(`/${suffix} `)).length

describe('IntakeService', () => {
  describe('reextract()', () => {
    it('asks the service, then follows the document to a fresh extraction', async () => {
      await s.reextract(id)
      expect(postsTo('reextract')).toBe(1)
      expect(s.get(id)!.state).toBe('classified')
      const [item] = await until(s, (xs) => xs[0].state === 'extracted')
      expect(item.history.map((x) => x.note)).toContain('reextract requested')
      expect(item.documentType).toBe('commercial_invoice')
    })
  })

  describe('reclassify()', () => {
    it('asks the service, then follows the document until it is extracted again', async () => {
      await s.reclassify(id)
      expect(postsTo('reclassify')).toBe(1)
      expect(s.get(id)!.state).toBe('submitted')
      const [item] = await until(s, (xs) => xs[0].state === 'extracted')
      expect(item.documentType).toBe('commercial_invoice')
    })
  })

  describe('relink()', () => {
    it('asks the service, then follows the document to the links it makes now', async () => {
      // The clerk's corrected data names a second shipment; the service links it only when asked.
      const documentId = s.get(id)!.documentId!
      const second = 'MEDUQ2417731'
      await h.client.patchDocument(documentId, {
        extracted_data_manual: { bill_of_lading_number: second }
      })
      expect(s.get(id)!.shipmentNumbers).toEqual(['MAEU241234567'])
      await s.relink(id)
      expect(postsTo('relink')).toBe(1)
      const [item] = await until(s, (xs) => xs[0].shipmentNumbers.includes(second))
      expect(item.state).toBe('extracted')
      expect([...item.shipmentNumbers].sort()).toEqual(['MAEU241234567', second])
      expect(item.history.map((x) => x.note)).toContain('relink requested')
    })
  })

  describe('setManualType()', () => {
    it("records the clerk's type in the service and on the item", async () => {
      await s.setManualType(id, 'packing_list')
      expect(s.get(id)!.documentType).toBe('packing_list')
      const doc = await h.client.getDocument(s.get(id)!.documentId!, [])
      expect(doc.data.attributes.document_type_manual).toBe('packing_list')
      // The service re-extracts under the new type; packing lists have no extraction schema.
      const [item] = await until(s, (xs) => xs[0].state === 'extraction_failed')
      expect(item.documentType).toBe('packing_list')
      expect(item.history.map((x) => x.note)).toContain('manual type set')
    })

    it('refuses an item that has no document yet, naming the file', async () => {
      const f = join(h.dir, 'later.txt')
      writeFileSync(f, 'not sent yet')
      s.pause()
      const { ids } = await s.addFiles([f])
      s.cancel(ids)
      await expect(s.setManualType(ids[0], 'packing_list')).rejects.toThrow(
        /later\.txt.*no document/
      )
    })
  })
})
