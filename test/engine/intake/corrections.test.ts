import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { IntakeService } from '../../../src/engine/intake/intakeService'
import { effectiveValues } from '../../../src/shared/corrections'
import { Ledger } from '../../../src/engine/ledger/ledger'
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

/** The extracted data the service gives for the item's document now. */
async function servicePayload(itemId: string): Promise<Record<string, unknown>> {
  const doc = await h.client.getDocument(s.get(itemId)!.documentId!, [
    'last_document_representation'
  ])
  const rep = doc.included?.find((r) => r.type === 'document_representation')
  return (rep?.attributes as { payload: Record<string, unknown> }).payload
}

describe('IntakeService.correct()', () => {
  it('keeps what the service read on the item, with its schema version', () => {
    const item = s.get(id)!
    expect(item.extracted?.invoice_number).toBe('INV-2026-0415')
    expect(item.schemaVersion).toBe('2026-03-23')
    expect(item.manual ?? null).toBeNull()
  })

  it('corrects an invoice number that survives a restart beside the service value, then reverts', async () => {
    const result = await s.correct(id, { invoice_number: 'INV-2026-0451' })
    expect(result).toEqual({
      manual: { invoice_number: 'INV-2026-0451' },
      relinkAdvised: false,
      conflicts: []
    })
    expect((await servicePayload(id)).invoice_number).toBe('INV-2026-0451')

    await s.close()
    s = h.service()
    let item = s.get(id)!
    expect(item.manual).toEqual({ invoice_number: 'INV-2026-0451' })
    expect(item.extracted?.invoice_number).toBe('INV-2026-0415')
    expect(effectiveValues(item).invoice_number).toBe('INV-2026-0451')

    // Extracted again, the service shows the correction in its payload: its own value stays.
    await s.reextract(id)
    item = (await until(s, (xs) => xs[0].state === 'extracted'))[0]
    expect(item.extracted?.invoice_number).toBe('INV-2026-0415')
    expect(item.manual).toEqual({ invoice_number: 'INV-2026-0451' })

    await s.correct(id, null)
    expect(s.get(id)!.manual).toBeNull()
    expect((await servicePayload(id)).invoice_number).toBe('INV-2026-0415')
    expect(effectiveValues(s.get(id)!).invoice_number).toBe('INV-2026-0415')
  })

  it('reverts one field with null and keeps the others', async () => {
    await s.correct(id, { invoice_number: 'X-1', total_amount: '9.99', invoice_date: '2026-03-03' })
    const { manual } = await s.correct(id, { total_amount: null })
    expect(manual).toEqual({ invoice_number: 'X-1', invoice_date: '2026-03-03' })
    const payload = await servicePayload(id)
    expect(payload.invoice_number).toBe('X-1')
    expect(payload.total_amount).toBe(s.get(id)!.extracted?.total_amount)
  })

  it('relinks on a corrected bill of lading', async () => {
    const second = 'MEDUQ2417731'
    const result = await s.correct(id, { bill_of_lading_number: second })
    expect(result.relinkAdvised).toBe(true)
    await s.relink(id)
    const [item] = await until(s, (xs) => xs[0].shipmentNumbers.includes(second))
    expect(item.state).toBe('extracted')
    expect(item.manual?.bill_of_lading_number).toBe(second)
  })

  it('refuses a field outside the schema, a value of the wrong kind, and nothing to correct', async () => {
    await expect(s.correct(id, { vessel_imo: '9321483' })).rejects.toMatchObject({
      kind: 'validation',
      message: expect.stringMatching(
        /vessel_imo is not a field of commercial_invoice.*invoice_number/
      )
    })
    await expect(s.correct(id, { invoice_date: '2026-02-30' })).rejects.toThrow(
      /invoice_date must be a date/
    )
    await expect(s.correct(id, { total_amount: '12,450' })).rejects.toThrow(/two decimals/)
    await expect(s.correct(id, { container_numbers: ['NOT A BOX'] })).rejects.toThrow(
      /container_numbers has "NOT A BOX", which is not/
    )
    await expect(s.correct(id, {})).rejects.toThrow(/No field/)
    // Nothing reached the service.
    expect(h.requests.filter((r) => r.startsWith('PATCH '))).toEqual([])
    expect(s.get(id)!.manual ?? null).toBeNull()
  })

  it('reads the service value once for an item extracted before it was kept', async () => {
    await s.close()
    // A ledger written by an earlier Dropdock: the item has no extracted data of its own.
    const old = new Ledger(h.stateDir)
    old.update(id, { extracted: null, schemaVersion: null })
    old.close()
    s = h.service()
    expect(s.get(id)!.schemaVersion ?? null).toBeNull()
    await s.correct(id, { invoice_number: 'INV-OLD-1' })
    expect(s.get(id)).toMatchObject({
      schemaVersion: '2026-03-23',
      extracted: { invoice_number: 'INV-2026-0415' },
      manual: { invoice_number: 'INV-OLD-1' }
    })
  })

  it('refuses an item without a document, naming the file', async () => {
    const f = join(h.dir, 'later.txt')
    writeFileSync(f, 'not sent yet')
    s.pause()
    const { ids } = await s.addFiles([f])
    await expect(s.correct(ids[0], { invoice_number: 'A' })).rejects.toThrow(
      /later\.txt.*no document/
    )
  })
})
