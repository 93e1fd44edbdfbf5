import { describe, expect, it } from 'vitest'
import type { DocumentResource, SingleResponse } from '../../../src/shared/service'
import { holds, planMerge } from '../../../src/engine/intake/correctionMerge'
import { copyOf } from '../../../src/engine/intake/serviceCopy'

/** The service's own reading of the invoice, as this desktop kept it. */
const OWN = { invoice_number: 'INV-1', supplier_name: 'Brightway', buyer_name: 'Pacific' }

/** A document answer whose representation shows `payload`, with `manual` when given. */
function doc(payload: Record<string, unknown>, manual?: Record<string, unknown> | null) {
  const attributes: Record<string, unknown> = {
    name: 'invoice.pdf',
    document_type: 'commercial_invoice',
    updated_at: '2026-03-02T10:00:00Z'
  }
  if (manual !== undefined) attributes.extracted_data_manual = manual
  return {
    data: {
      id: 'd1',
      type: 'document',
      attributes,
      relationships: {
        last_document_representation: { data: { id: 'r1', type: 'document_representation' } }
      }
    },
    included: [
      {
        id: 'r1',
        type: 'document_representation',
        attributes: { schema_version: '2026-03-23', payload, updated_at: '2026-03-02T09:00:00Z' }
      }
    ]
  } as unknown as SingleResponse<DocumentResource>
}

describe("the service's copy of a document's corrections", () => {
  it('takes them as the service names them', () => {
    const copy = copyOf(doc({ ...OWN, supplier_name: 'By A' }, { supplier_name: 'By A' }), OWN)
    expect(copy).toMatchObject({ exact: true, manual: { supplier_name: 'By A' } })
    expect(copy.shown.supplier_name).toBe('By A')
    expect(copy.updatedAt).toBe('2026-03-02T10:00:00Z')
  })

  it('reads them from the payload when the service does not name them', () => {
    const copy = copyOf(doc({ ...OWN, supplier_name: 'By A' }), OWN)
    expect(copy).toMatchObject({ exact: false, manual: { supplier_name: 'By A' } })
    // A merge of another field keeps what the payload shows was corrected.
    const plan = planMerge(copy, { buyer_name: 'By B' }, (k) => OWN[k as keyof typeof OWN], false)
    expect(plan).toEqual({
      send: { buyer_name: 'By B' },
      next: { supplier_name: 'By A', buyer_name: 'By B' },
      conflicts: []
    })
    // A revert holds once the payload shows the service's own value again.
    expect(holds(copyOf(doc(OWN), OWN), { supplier_name: null }, OWN)).toBe(true)
    expect(holds(copy, { supplier_name: null }, OWN)).toBe(false)
  })

  it('calls a field changed since it was seen a conflict, unless both want the same', () => {
    const copy = copyOf(doc({ ...OWN, supplier_name: 'By A' }, { supplier_name: 'By A' }), OWN)
    const seen = (k: string) => OWN[k as keyof typeof OWN]
    expect(planMerge(copy, { supplier_name: 'By B' }, seen, false).conflicts).toEqual([
      { field: 'supplier_name', theirs: 'By A', mine: 'By B' }
    ])
    expect(planMerge(copy, { supplier_name: 'By A' }, seen, false).conflicts).toEqual([])
    expect(planMerge(copy, { supplier_name: 'By B' }, seen, true)).toMatchObject({
      send: { supplier_name: 'By B' },
      conflicts: []
    })
  })
})
