import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { IntakeService } from '../../../src/engine/intake/intakeService'
import type { IntakeItem } from '../../../src/shared/intake'
import { BILL_OF_LADING_LINES, INVOICE_LINES, PACKING_LIST_LINES } from '../../fixtures/content'
import { pagesPdf } from '../../fixtures/generate'
import { allFinal, harness, until, type Harness } from './harness'

/** Corrections of one document of a file the service cut into three: kept on that part. */
let h: Harness
let s: IntakeService
let item: IntakeItem
beforeEach(async () => {
  h = await harness({ delayMs: 5 })
  s = h.service()
  const file = join(h.inbox, 'scan.pdf')
  await writeFile(
    file,
    await pagesPdf('Scan', [
      [...INVOICE_LINES, 'Copy part-fix'],
      PACKING_LIST_LINES,
      BILL_OF_LADING_LINES
    ])
  )
  await s.addFiles([file])
  ;[item] = await until(s, allFinal(1))
  expect(item.parts).toHaveLength(3)
})
afterEach(async () => {
  await h.close()
})

const partId = (i: number) => item.parts![i]!.documentId

/** What the service shows for the document now: its type, and its data with corrections. */
async function onService(documentId: string) {
  const doc = await h.client.getDocument(documentId, ['last_document_representation'])
  const a = doc.data.attributes
  return { type: a.document_type_manual ?? a.document_type, manual: a.extracted_data_manual }
}

describe('correcting one part of a packet', () => {
  it('saves a field on the part’s document only, kept on that part across looks', async () => {
    const outcome = await s.correct(
      item.id,
      { bill_of_lading_number: 'MEDUQ2417748' },
      { partId: partId(2) }
    )
    expect(outcome.manual).toEqual({ bill_of_lading_number: 'MEDUQ2417748' })
    // A reference number changed: the links may no longer follow it.
    expect(outcome.relinkAdvised).toBe(true)
    expect((await onService(partId(2))).manual).toEqual({ bill_of_lading_number: 'MEDUQ2417748' })
    expect((await onService(item.documentId!)).manual ?? null).toBeNull()
    expect((await onService(partId(0))).manual ?? null).toBeNull()
    const now = s.get(item.id)!
    expect(now.manual ?? null).toBeNull()
    expect(now.relinkDue).toBe(true)
    expect(now.parts!.map((p) => p.manual ?? null)).toEqual([
      null,
      null,
      { bill_of_lading_number: 'MEDUQ2417748' }
    ])
    expect(now.parts![2]!.extracted?.bill_of_lading_number).toBe('MEDUQ2417731')

    // The relink follows the file through its parts again: the part's correction stays.
    await s.relink(item.id, partId(2))
    const [after] = await until(s, (xs) => xs[0]!.state === 'extracted' && !xs[0]!.relinkDue)
    await until(s, allFinal(1))
    expect(s.get(after!.id)!.parts![2]!.manual).toEqual({ bill_of_lading_number: 'MEDUQ2417748' })
  })

  it('is a conflict when another desk corrected the field of that part since', async () => {
    await h.client.patchDocument(partId(0), {
      extracted_data_manual: { invoice_number: 'INV-OTHER-DESK' }
    })
    const outcome = await s.correct(
      item.id,
      { invoice_number: 'INV-MINE' },
      { partId: partId(0), seen: { invoice_number: 'INV-2026-0415' } }
    )
    expect(outcome.conflicts).toEqual([
      { field: 'invoice_number', theirs: 'INV-OTHER-DESK', mine: 'INV-MINE' }
    ])
    expect((await onService(partId(0))).manual).toEqual({ invoice_number: 'INV-OTHER-DESK' })
    // The part now holds the service's copy: the other desk's correction.
    expect(s.get(item.id)!.parts![0]!.manual).toEqual({ invoice_number: 'INV-OTHER-DESK' })
  })

  it('sets the type of one part on its document and follows the file until it is read again', async () => {
    await s.setManualType(item.id, 'commercial_invoice', partId(1))
    expect((await onService(partId(1))).type).toBe('commercial_invoice')
    expect((await onService(partId(0))).type).toBe('commercial_invoice')
    expect((await onService(partId(2))).type).toBe('bill_of_lading')
    const asked = s.get(item.id)!
    expect(asked.state).toBe('classified')
    expect(asked.parts![1]!.documentType).toBe('commercial_invoice')
    const [again] = await until(s, (xs) => FINAL.includes(xs[0]!.state))
    // A packing list read as an invoice lacks its fields: that part, and so the file, failed.
    expect(again!.state).toBe('extraction_failed')
    expect(again!.parts!.map((p) => [p.documentType, p.state])).toEqual([
      ['commercial_invoice', 'extracted'],
      ['commercial_invoice', 'extraction_failed'],
      ['bill_of_lading', 'extracted']
    ])
  })

  it('refuses a part that is not one of the file’s, and asks the service nothing', async () => {
    await expect(
      s.correct(item.id, { invoice_number: 'X' }, { partId: 'not-a-part' })
    ).rejects.toThrow(/has no document not-a-part/)
    await expect(s.setManualType(item.id, 'packing_list', 'not-a-part')).rejects.toThrow(
      /has no document not-a-part/
    )
    expect(s.get(item.id)!.parts!.map((p) => p.documentType)).toEqual([
      'commercial_invoice',
      'packing_list',
      'bill_of_lading'
    ])
  })
})

const FINAL = ['extracted', 'extraction_failed']
