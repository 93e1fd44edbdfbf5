import { describe, expect, it } from 'vitest'
import { keyNumberOf, TYPE_KEY_FIELD } from '@shared/outcome'
import { DOCUMENT_TYPE_CODES } from '@shared/serviceCodes'
import { TYPE_SCHEMAS } from '../../src/sandbox/schemas/fields'

/** A packing list whose data also holds the number of the invoice it belongs to. */
const packingList = {
  extracted: { invoice_number: 'INV-2026-0415', packing_list_number: 'PL-2026-0099' },
  manual: null
}

describe('the key number a document is worked by', () => {
  it('is its type’s own number first, not another type’s number it also holds', () => {
    expect(keyNumberOf({ ...packingList, documentType: 'packing_list' })).toEqual({
      field: 'packing_list_number',
      number: 'PL-2026-0099'
    })
    expect(keyNumberOf({ ...packingList, documentType: 'commercial_invoice' })).toEqual({
      field: 'invoice_number',
      number: 'INV-2026-0415'
    })
  })

  it('falls back to the fixed order when the type has no number or is not known', () => {
    const onlyInvoice = { extracted: { invoice_number: 'INV-1' }, manual: null }
    expect(keyNumberOf({ ...onlyInvoice, documentType: 'packing_list' })?.number).toBe('INV-1')
    expect(keyNumberOf({ ...packingList, documentType: null })?.field).toBe('invoice_number')
    expect(keyNumberOf({ ...packingList, documentType: 'customs_entry' })?.field).toBe(
      'invoice_number'
    )
    expect(keyNumberOf(packingList)?.field).toBe('invoice_number')
  })

  it('takes the clerk’s correction of the type’s number over the service’s', () => {
    const corrected = { ...packingList, manual: { packing_list_number: 'PL-2026-0100' } }
    expect(keyNumberOf({ ...corrected, documentType: 'packing_list' })?.number).toBe('PL-2026-0100')
  })

  it('names for each known type the field its schema lists first, as the service cuts by', () => {
    for (const type of DOCUMENT_TYPE_CODES)
      expect([type, TYPE_KEY_FIELD[type]]).toEqual([type, TYPE_SCHEMAS[type]!.fields[0]!.key])
  })
})
