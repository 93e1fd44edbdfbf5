import { describe, expect, it } from 'vitest'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import { classify } from '../../../src/sandbox/processing/classify'
import {
  ARRIVAL_NOTICE_LINES,
  BILL_OF_LADING_LINES,
  INVOICE_LINES,
  PACKING_LIST_LINES
} from '../../fixtures/content'

const types = BLUE_HARBOR.documentTypes

describe('processing/classify', () => {
  describe('classify()', () => {
    it.each([
      [INVOICE_LINES, 'commercial_invoice'],
      [BILL_OF_LADING_LINES, 'bill_of_lading'],
      [PACKING_LIST_LINES, 'packing_list'],
      [ARRIVAL_NOTICE_LINES, 'arrival_notice'],
      [['SEA WAYBILL', 'Non-negotiable', 'Waybill No: MAEU998877665'], 'sea_waybill'],
      [['HOUSE BILL OF LADING', 'HBL No: BHF-HB-2231'], 'house_bill_of_lading'],
      [['DELIVERY ORDER', 'D/O No: DO-5531', 'Release to trucker for pickup'], 'delivery_order'],
      [
        ['CARGO CONTROL DOCUMENT', 'CCN: 8000ABC123', 'CBSA port of entry 0809'],
        'cargo_control_document'
      ]
    ])('classifies %#: %s', (lines, expected) => {
      const result = classify(lines.join('\n'), types, 'file.pdf')
      expect(result.type).toBe(expected)
      expect(result.notes).toMatch(/^Classified as/)
    })

    it('does not take a house bill for a master bill', () => {
      expect(classify('HOUSE BILL OF LADING\nShipper: A\nConsignee: B', types, 'x.pdf').type).toBe(
        'house_bill_of_lading'
      )
    })

    it('falls back to the file name, then to the first type, and says why', () => {
      const byName = classify('', types, 'packing-list-7.pdf')
      expect(byName).toEqual({
        type: 'packing_list',
        notes: expect.stringMatching(/No readable text.*file name/)
      })
      expect(classify('', types, 'scan.pdf').notes).toMatch(/defaulted/)
    })

    it('only picks types the account allows', () => {
      expect(
        classify(INVOICE_LINES.join('\n'), ['packing_list', 'bill_of_lading'], 'x.pdf').type
      ).not.toBe('commercial_invoice')
    })
  })
})
