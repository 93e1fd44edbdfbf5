import { describe, expect, it } from 'vitest'
import { correctedShare, readingQuality } from '@shared/readingQuality'

const invoice = (
  extracted: Record<string, unknown> | null,
  manual: Record<string, unknown> | null,
  version = '2026-03-23'
) => ({
  documentType: 'commercial_invoice',
  schemaVersion: version,
  extracted: extracted as never,
  manual: manual as never
})

describe('how well the service reads the desk’s documents', () => {
  it('counts per type and version the fields read, corrected and keyed by hand', () => {
    const rows = readingQuality([
      invoice({ invoice_number: 'INV-1', supplier_name: 'Brightway', total_amount: 10 }, null),
      invoice(
        { invoice_number: 'INV-2', supplier_name: 'Brightwy' },
        { supplier_name: 'Brightway' }
      ),
      // Nothing read (a scan without text), two fields keyed by hand.
      invoice(null, { invoice_number: 'INV-3', bill_of_lading_number: 'COSU6123456780' }),
      invoice({ invoice_number: 'INV-4' }, null, '2025-11-01'),
      {
        documentType: 'bill_of_lading',
        schemaVersion: '2026-01-10',
        extracted: { bill_of_lading_number: 'MAEU241234567' } as never,
        // Saved with the very value read: not a correction.
        manual: { bill_of_lading_number: 'MAEU241234567' } as never
      }
    ])
    expect(rows).toEqual([
      {
        documentType: 'commercial_invoice',
        schemaVersion: '2026-03-23',
        documents: 3,
        read: 5,
        corrected: 1,
        keyed: 2
      },
      {
        documentType: 'bill_of_lading',
        schemaVersion: '2026-01-10',
        documents: 1,
        read: 1,
        corrected: 0,
        keyed: 0
      },
      {
        documentType: 'commercial_invoice',
        schemaVersion: '2025-11-01',
        documents: 1,
        read: 1,
        corrected: 0,
        keyed: 0
      }
    ])
    expect(correctedShare(rows[0]!)).toBeCloseTo(0.2)
  })

  it('leaves out documents of no type and documents with nothing read or keyed', () => {
    expect(
      readingQuality([
        { documentType: null, schemaVersion: null, extracted: { a: 1 } as never, manual: null },
        invoice({}, null),
        invoice({ invoice_number: '' }, { invoice_number: null })
      ])
    ).toEqual([])
  })
})
