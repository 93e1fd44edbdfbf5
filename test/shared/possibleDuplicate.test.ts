import { describe, expect, it } from 'vitest'
import type { IntakeItem } from '../../src/shared/intake'
import { needsAttention } from '../../src/shared/intakeCounts'
import { outcomeOf } from '../../src/shared/outcome'
import {
  duplicateKeyOf,
  isPossibleDuplicateOf,
  normalisedName,
  type DuplicateFacts
} from '../../src/shared/possibleDuplicate'

let seq = 0
function doc(
  documentType: string,
  extracted: Record<string, string | string[]>,
  more: Partial<DuplicateFacts> = {}
): DuplicateFacts {
  seq++
  return {
    id: `f_${seq}`,
    seq,
    createdAt: `2026-03-02T09:00:${String(seq).padStart(2, '0')}.000Z`,
    md5: `md5-${seq}`,
    state: 'extracted',
    documentType,
    extracted,
    manual: null,
    ...more
  }
}

const invoice = (number: string, supplier: string, more: Partial<DuplicateFacts> = {}) =>
  doc('commercial_invoice', { invoice_number: number, supplier_name: supplier }, more)

describe('possible duplicates', () => {
  it('compares suppliers regardless of case, spaces and punctuation', () => {
    expect(normalisedName('Shenzhen Brightway Electronics Co., Ltd.')).toBe(
      normalisedName('SHENZHEN  brightway electronics co ltd')
    )
    // Full-width letters, as an Asian scanner's text layer may give them.
    expect(normalisedName('ＢＲＩＧＨＴＷＡＹ Co., Ltd.')).toBe(normalisedName('Brightway Co Ltd'))
    expect(normalisedName('Brightway')).not.toBe(normalisedName('Brightway Trading'))
    const first = invoice('INV-2026-0415', 'Shenzhen Brightway Electronics Co., Ltd.')
    const again = invoice('INV-2026-0415', 'shenzhen brightway electronics co ltd')
    expect(isPossibleDuplicateOf(again, first)).toBe(true)
  })

  it('needs the same invoice number and the same supplier', () => {
    const first = invoice('INV-2026-0415', 'Brightway')
    expect(isPossibleDuplicateOf(invoice('INV-2026-0416', 'Brightway'), first)).toBe(false)
    expect(isPossibleDuplicateOf(invoice('INV-2026-0415', 'Northwind'), first)).toBe(false)
    // Without a supplier it cannot be told: not judged.
    expect(duplicateKeyOf(doc('commercial_invoice', { invoice_number: 'INV-1' }))).toBeNull()
  })

  it('makes the later one the duplicate, and never one with the same bytes', () => {
    const first = invoice('INV-1', 'Brightway')
    const later = invoice('INV-1', 'Brightway')
    expect(isPossibleDuplicateOf(later, first)).toBe(true)
    expect(isPossibleDuplicateOf(first, later)).toBe(false)
    expect(isPossibleDuplicateOf(invoice('INV-1', 'Brightway', { md5: first.md5 }), first)).toBe(
      false
    )
  })

  it('reads corrections over the service’s values', () => {
    const first = invoice('INV-1', 'Brightway')
    const misread = invoice('INV-7', 'Brightway', { manual: { invoice_number: 'INV-1' } })
    expect(isPossibleDuplicateOf(misread, first)).toBe(true)
  })

  it('compares a bill of lading by its B/L, another type by its first key number', () => {
    const bl = doc('bill_of_lading', { bill_of_lading_number: 'MEDUQ2417731' })
    expect(
      isPossibleDuplicateOf(doc('bill_of_lading', { bill_of_lading_number: 'meduq2417731' }), bl)
    ).toBe(true)
    // Same number, another type: not the same document.
    expect(
      isPossibleDuplicateOf(doc('arrival_notice', { bill_of_lading_number: 'MEDUQ2417731' }), bl)
    ).toBe(false)
    const list = doc('packing_list', { packing_list_number: 'PL-1', container_numbers: ['C1'] })
    expect(isPossibleDuplicateOf(doc('packing_list', { packing_list_number: 'PL-1' }), list)).toBe(
      true
    )
    // Containers alone do not say which document it is.
    const boxed = doc('delivery_order', { container_numbers: ['MSKU1234565'] })
    expect(duplicateKeyOf(boxed)).toBeNull()
  })

  it('is an outcome that needs attention until acknowledged', () => {
    const item = {
      state: 'extracted',
      shipmentNumbers: ['MAEU241234567'],
      containerNumbers: [],
      possibleDuplicateOf: { id: 'f_1', name: 'invoice.pdf' },
      history: [{ state: 'extracted', at: '2026-03-02T09:00:00.000Z' }],
      acknowledgedAt: null
    } satisfies Partial<IntakeItem>
    expect(outcomeOf(item)).toBe('possible_duplicate')
    expect(needsAttention(item)).toBe(true)
    expect(needsAttention({ ...item, acknowledgedAt: '2026-03-02T09:01:00.000Z' })).toBe(false)
  })
})
