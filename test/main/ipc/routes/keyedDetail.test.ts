import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IntakeItem } from '@shared/intake'
import { scanPdf } from '../../../fixtures/generate'
import { startHarness, type Harness } from '../../support/routeHarness'
import { invoiceText } from '../../support/invoiceText'

describe('document.detail of a document the service could not read', () => {
  let h: Harness
  let scan: IntakeItem
  let read: IntakeItem
  beforeAll(async () => {
    h = await startHarness({ keyStorage: 'basic_text' })
    const scanPath = join(h.root, 'invoice-scan.pdf')
    writeFileSync(scanPath, await scanPdf())
    const readPath = join(h.root, 'read.txt')
    writeFileSync(readPath, invoiceText())
    await h.call('intake.addDropped', { paths: [scanPath, readPath] })
    scan = await h.settled('invoice-scan.pdf', 'extraction_failed')
    read = await h.settled('read.txt', 'extracted')
  })
  afterAll(async () => {
    await h.close()
  })

  it('names the current schema of its type to key the data by, then holds what was keyed', async () => {
    const detail = await h.call('document.detail', { itemId: scan.id })
    if (!detail.ok) throw new Error(detail.error.message)
    expect(detail.value.representation).toBeNull()
    expect(detail.value.keyedSchema).toBe('commercial_invoice@2026-03-23')

    const saved = await h.call('document.correct', {
      itemId: scan.id,
      fields: { invoice_number: 'INV-SCAN-77' }
    })
    expect(saved).toMatchObject({ ok: true, value: { manual: { invoice_number: 'INV-SCAN-77' } } })
    const after = await h.call('document.detail', { itemId: scan.id })
    if (!after.ok) throw new Error(after.error.message)
    expect(after.value.item.manual).toEqual({ invoice_number: 'INV-SCAN-77' })
    expect(after.value.keyedSchema).toBe('commercial_invoice@2026-03-23')
  })

  it('names none for a document the service read', async () => {
    const detail = await h.call('document.detail', { itemId: read.id })
    if (!detail.ok) throw new Error(detail.error.message)
    expect(detail.value.keyedSchema).toBeNull()
  })

  it('refuses a field outside the schema and a value its field cannot take', async () => {
    const field = await h.call('document.correct', {
      itemId: scan.id,
      fields: { vessel_imo: '9321483' }
    })
    expect(field).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/vessel_imo is not a field of commercial_invoice/) }
    })
    const value = await h.call('document.correct', {
      itemId: scan.id,
      fields: { invoice_date: '2026-02-30' }
    })
    expect(value).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/invoice_date must be a date/) }
    })
  })
})
