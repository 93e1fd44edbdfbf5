import { describe, expect, it } from 'vitest'
import { MAX_PARTS, partsOf } from '../../../src/engine/follow/partRefs'
import type { DocumentResource } from '../../../src/shared/service'

const packet = (data: unknown): DocumentResource =>
  ({
    id: 'p',
    type: 'document',
    attributes: {},
    relationships: { split_documents: { data } }
  }) as unknown as DocumentResource

describe('partsOf()', () => {
  it('reads the parts a packet names, with their pages, in its order', () => {
    const parts = partsOf(
      packet([
        { id: 'a', type: 'document', meta: { pages: { first: 1, last: 2 } } },
        { id: 'b', type: 'document', meta: { pages: { first: 3, last: 3 } } }
      ])
    )
    expect(parts).toEqual([
      { documentId: 'a', pages: { first: 1, last: 2 } },
      { documentId: 'b', pages: { first: 3, last: 3 } }
    ])
  })

  it('is null for a document of its own, and for an empty or malformed list', () => {
    const own = { ...packet([]), relationships: {} } as unknown as DocumentResource
    expect(partsOf(own)).toBeNull()
    expect(partsOf(packet([]))).toBeNull()
    expect(partsOf(packet('three'))).toBeNull()
    expect(
      partsOf(
        packet([
          { id: 7, type: 'document' },
          { id: 'x', type: 'shipment' }
        ])
      )
    ).toBeNull()
  })

  it('keeps a part whose pages make no sense without pages, and each part once', () => {
    const parts = partsOf(
      packet([
        { id: 'a', type: 'document', meta: { pages: { first: 3, last: 1 } } },
        { id: 'a', type: 'document', meta: { pages: { first: 1, last: 1 } } },
        { id: 'b', type: 'document', meta: { pages: { first: '1', last: 2 } } },
        { id: 'c', type: 'document' }
      ])
    )
    expect(parts).toEqual([
      { documentId: 'a', pages: null },
      { documentId: 'b', pages: null },
      { documentId: 'c', pages: null }
    ])
  })

  it(`takes at most ${MAX_PARTS} parts from one answer`, () => {
    const many = Array.from({ length: MAX_PARTS + 50 }, (_, i) => ({
      id: `d${i}`,
      type: 'document'
    }))
    expect(partsOf(packet(many))).toHaveLength(MAX_PARTS)
  })
})
