import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { outcomeOf } from '../../../src/shared/outcome'
import { keyedByHand } from '../../../src/shared/corrections'
import { scanPdf } from '../../fixtures/generate'
import { allFinal, harness, until, type Harness } from './harness'

let h: Harness
afterEach(async () => {
  await h.close()
})

/** A scanned invoice without text, sent and ended as the service left it. */
async function failedScan(): Promise<{ s: ReturnType<Harness['service']>; id: string }> {
  h = await harness()
  const s = h.service()
  const scan = join(h.dir, 'invoice-scan.pdf')
  writeFileSync(scan, await scanPdf())
  const id = (await s.addFiles([scan])).ids[0]
  await until(s, allFinal(1))
  return { s, id }
}

describe('data keyed by hand into a document the service could not read', () => {
  it('takes an invoice number and a B/L on a text-less invoice, relinks on them, and ends linked', async () => {
    const { s, id } = await failedScan()
    const before = s.get(id)!
    expect(before).toMatchObject({ state: 'extraction_failed', documentType: 'commercial_invoice' })
    expect(outcomeOf(before)).toBe('needs_data')
    expect(s.counts()).toMatchObject({ failed: 1, attention: 1 })

    const result = await s.correct(id, {
      invoice_number: 'INV-SCAN-77',
      bill_of_lading_number: 'MEDUQ2417731'
    })
    expect(result).toEqual({
      manual: { invoice_number: 'INV-SCAN-77', bill_of_lading_number: 'MEDUQ2417731' },
      relinkAdvised: true,
      conflicts: []
    })
    const keyed = s.get(id)!
    expect(keyedByHand(keyed)).toBe(true)
    expect(keyed.relinkDue).toBe(true)
    // Keyed data and no link yet: a document that needs its shipment, no longer its data.
    expect(outcomeOf(keyed)).toBe('needs_shipment')

    await s.relink(id)
    const [item] = await until(
      s,
      (xs) => xs[0].shipmentNumbers.includes('MEDUQ2417731') && allFinal(1)(xs)
    )
    expect(item.state).toBe('extraction_failed')
    expect(item.relinkDue).toBe(false)
    expect(outcomeOf(item)).toBe('linked')
    // Linked on its keyed data: nothing to attend to, and no retry could read it either.
    expect(s.counts()).toMatchObject({ failed: 0, attention: 0 })
    expect(s.retryFailed()).toEqual({ count: 0 })
    expect(item.manual).toEqual({
      invoice_number: 'INV-SCAN-77',
      bill_of_lading_number: 'MEDUQ2417731'
    })
  })

  it('checks keyed values against the type’s current schema', async () => {
    const { s, id } = await failedScan()
    await expect(s.correct(id, { vessel_imo: '9321483' })).rejects.toThrow(
      /vessel_imo is not a field of commercial_invoice.*invoice_number/
    )
    await expect(s.correct(id, { invoice_date: '2026-02-30' })).rejects.toThrow(
      /invoice_date must be a date/
    )
    expect(h.requests.filter((r) => r.startsWith('PATCH '))).toEqual([])
  })

  it('refuses data for a document whose type is not known yet: set the type first', async () => {
    // The service has not classified the document yet (its steps wait a minute).
    h = await harness({ delayMs: 60_000 })
    const s = h.service()
    const f = join(h.dir, 'scan.pdf')
    writeFileSync(f, await scanPdf())
    const id = (await s.addFiles([f])).ids[0]
    await until(s, (xs) => xs[0].documentId !== null && xs[0].documentId !== undefined)
    await expect(s.correct(id, { invoice_number: 'A-1' })).rejects.toMatchObject({
      kind: 'validation',
      message: expect.stringMatching(/scan\.pdf.*set the document's type first/)
    })
    expect(h.requests.filter((r) => r.startsWith('PATCH '))).toEqual([])
  })
})
