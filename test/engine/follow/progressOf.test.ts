import { describe, expect, it } from 'vitest'
import { progressOf } from '../../../src/engine/follow/checkDocument'
import type { DocumentResource, SingleResponse } from '../../../src/shared/service'

function doc(
  attrs: Partial<DocumentResource['attributes']>,
  rels: Partial<Record<'rep' | 'shipments' | 'cargos', string[]>> = {},
  included: SingleResponse<DocumentResource>['included'] = []
): SingleResponse<DocumentResource> {
  return {
    data: {
      id: 'd1',
      type: 'document',
      attributes: {
        document_type: null,
        document_type_manual: null,
        ...attrs
      } as DocumentResource['attributes'],
      relationships: {
        last_document_representation: {
          data: rels.rep ? { id: rels.rep[0], type: 'document_representation' } : null
        },
        shipments: {
          data: (rels.shipments ?? []).map((id) => ({ id, type: 'shipment' as const }))
        },
        cargos: { data: (rels.cargos ?? []).map((id) => ({ id, type: 'container' as const })) }
      } as DocumentResource['relationships']
    },
    included
  }
}

describe('checkDocument', () => {
  describe('progressOf()', () => {
    it('is submitted while the document has no type', () => {
      expect(progressOf(doc({})).state).toBe('submitted')
    })

    it('is classified once a type is set', () => {
      const p = progressOf(doc({ document_type: 'packing_list' }))
      expect(p).toMatchObject({
        state: 'classified',
        documentType: 'packing_list',
        extractedAt: null
      })
    })

    it('is extracted when a representation exists, with its data and linked numbers from included', () => {
      const p = progressOf(
        doc(
          { document_type: 'commercial_invoice' },
          { rep: ['r1'], shipments: ['s1'], cargos: ['c1', 'c2'] },
          [
            {
              id: 'r1',
              type: 'document_representation',
              attributes: {
                updated_at: '2026-03-02T10:00:00Z',
                schema_version: '2026-03-23',
                payload: { invoice_number: 'INV-1' }
              }
            },
            { id: 's1', type: 'shipment', attributes: { bill_of_lading_number: 'MAEU241234567' } },
            { id: 'c1', type: 'container', attributes: { number: 'MSKU1234565' } },
            { id: 'c2', type: 'container', attributes: { number: 'MRKU2040602' } }
          ]
        )
      )
      expect(p).toEqual({
        state: 'extracted',
        documentType: 'commercial_invoice',
        shipmentNumbers: ['MAEU241234567'],
        containerNumbers: ['MSKU1234565', 'MRKU2040602'],
        extractedAt: '2026-03-02T10:00:00Z',
        updatedAt: null,
        note: null,
        payload: { invoice_number: 'INV-1' },
        schemaVersion: '2026-03-23'
      })
    })

    it('is extraction_failed when a notification named it and nothing was extracted', () => {
      expect(progressOf(doc({ document_type: 'bill_of_lading' }), new Set(['d1'])).state).toBe(
        'extraction_failed'
      )
      expect(progressOf(doc({ document_type: 'bill_of_lading' }), new Set(['other'])).state).toBe(
        'classified'
      )
    })

    it('keeps an extraction even when a failure notice names the document', () => {
      const p = progressOf(
        doc({ document_type: 'commercial_invoice' }, { rep: ['r1'] }, [
          { id: 'r1', type: 'document_representation', attributes: { updated_at: 'T' } }
        ]),
        new Set(['d1'])
      )
      expect(p.state).toBe('extracted')
    })

    it('is extraction_failed when a notice names a document not yet classified', () => {
      expect(progressOf(doc({ document_type: null }), new Set(['d1'])).state).toBe(
        'extraction_failed'
      )
    })

    it("prefers the clerk's manual type", () => {
      expect(
        progressOf(
          doc({ document_type: 'packing_list', document_type_manual: 'commercial_invoice' })
        ).documentType
      ).toBe('commercial_invoice')
    })

    it('skips relationships whose resource is missing from included', () => {
      expect(
        progressOf(doc({ document_type: 'x' }, { shipments: ['s9'] })).shipmentNumbers
      ).toEqual([])
    })
  })
})

describe('the service’s note on a failed extraction', () => {
  it('is the reason the service gives, as the real service words it or after "Extraction failed:"', () => {
    const failed = new Set(['d1'])
    const real = doc({
      document_type: 'commercial_invoice',
      classification_notes: 'No readable text in the file'
    })
    expect(progressOf(real, failed)).toMatchObject({
      state: 'extraction_failed',
      note: 'No readable text in the file'
    })
    const sandbox = doc({
      document_type: 'commercial_invoice',
      classification_notes:
        'Classified as Commercial Invoice by keywords. Extraction failed: Required fields not found: invoice_number.'
    })
    expect(progressOf(sandbox, failed).note).toBe('Required fields not found: invoice_number.')
  })

  it('is cleaned of control characters and bounded, since the service is not trusted', () => {
    const p = progressOf(
      doc({
        document_type: 'x',
        classification_notes: `bad\u001b[31m\u202e text ${'y'.repeat(400)}`
      }),
      new Set(['d1'])
    )
    expect(p.note).not.toContain('\u001b')
    expect(p.note).not.toContain('\u202e')
    expect(p.note!.length).toBeLessThanOrEqual(300)
    expect(p.note!.startsWith('bad [31m text yyy')).toBe(true)
  })
})
