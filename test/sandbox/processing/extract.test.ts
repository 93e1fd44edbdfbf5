import { describe, expect, it } from 'vitest'
import { extract } from '../../../src/sandbox/processing/extract'
import { TYPE_SCHEMAS } from '../../../src/sandbox/schemas/fields'
import { ARRIVAL_NOTICE_LINES, BILL_OF_LADING_LINES, INVOICE_LINES } from '../../fixtures/content'

describe('processing/extract', () => {
  describe('extract()', () => {
    it('fills the invoice schema with the fixture values', () => {
      const out = extract('commercial_invoice', INVOICE_LINES.join('\n'))
      expect(out).toEqual({
        ok: true,
        schemaVersion: '2026-03-23',
        payload: {
          invoice_number: 'INV-2026-0415',
          invoice_date: '2026-03-02',
          supplier_name: 'Shenzhen Brightway Electronics Co., Ltd.',
          buyer_name: 'Pacific Home Goods Inc.',
          total_amount: '12450.00',
          currency: 'USD',
          purchase_order_number: 'PO-7781',
          bill_of_lading_number: 'MAEU241234567',
          container_numbers: ['MSKU1234565']
        }
      })
    })

    it('reads another invoice layout (symbol currency, European dates, subtotal ignored)', () => {
      const text = [
        'Commercial Invoice',
        'Inv. No. 2026/778',
        'Date: 05.01.2026',
        'Seller: Ostsee Maschinenbau GmbH',
        'Subtotal: 9,000.00',
        'Grand Total: € 9.990,00'
      ].join('\n')
      const out = extract('commercial_invoice', text)
      expect(out.ok && out.payload).toMatchObject({
        invoice_number: '2026/778',
        invoice_date: '2026-01-05',
        supplier_name: 'Ostsee Maschinenbau GmbH',
        total_amount: '9990.00',
        currency: 'EUR'
      })
    })

    it('fills transport fields of a bill of lading', () => {
      const out = extract('bill_of_lading', BILL_OF_LADING_LINES.join('\n'))
      expect(out.ok && out.payload).toMatchObject({
        bill_of_lading_number: 'MEDUQ2417731',
        vessel_name: 'MSC AURORA',
        voyage_number: 'FA612W',
        port_of_loading: 'Ningbo, China (CNNGB)',
        container_numbers: ['MSCU6639870'],
        issue_date: '2026-02-14'
      })
    })

    it('keeps only check-digit-valid containers on an arrival notice', () => {
      const text = ARRIVAL_NOTICE_LINES.join('\n') + '\nAlso seen: MSCU6639871'
      const out = extract('arrival_notice', text)
      expect(out.ok && out.payload.container_numbers).toEqual(['MSKU1234565', 'MRKU2040602'])
    })

    it('fails without text, and names missing required fields', () => {
      expect(extract('commercial_invoice', ' \n')).toEqual({
        ok: false,
        schemaVersion: '2026-03-23',
        reason: 'The file has no readable text.'
      })
      const partial = extract('commercial_invoice', 'COMMERCIAL INVOICE\nInvoice No: A-1')
      expect(partial.ok).toBe(false)
      expect(!partial.ok && partial.reason).toMatch(
        /invoice_date, supplier_name, total_amount, currency/
      )
    })

    it('produces only properties of the type schema', () => {
      for (const [type, lines] of [
        ['commercial_invoice', INVOICE_LINES],
        ['bill_of_lading', BILL_OF_LADING_LINES],
        ['arrival_notice', ARRIVAL_NOTICE_LINES]
      ] as const) {
        const out = extract(type, lines.join('\n'))
        const keys = TYPE_SCHEMAS[type].fields.map((f) => f.key)
        expect(out.ok && Object.keys(out.payload).every((k) => keys.includes(k))).toBe(true)
      }
    })
  })
})
