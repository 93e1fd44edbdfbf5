import { describe, expect, it } from 'vitest'
import type { FileState, ItemPart } from '@shared/intake'
import { partRemovalBar } from '@shared/outcome'

const part = (id: string, over: Partial<ItemPart> = {}): ItemPart => ({
  documentId: id,
  pages: null,
  documentType: null,
  state: 'extracted',
  ...over
})
const file = (parts: ItemPart[], state: FileState = 'extracted') => ({ parts, state })

/** The rules main, the engine and the window share for "Remove this document". */
describe('partRemovalBar', () => {
  it('lets a kept part of a read file with others go', () => {
    expect(partRemovalBar(file([part('a'), part('b')]), 'b')).toBeNull()
    expect(partRemovalBar(file([part('a'), part('b')], 'extraction_failed'), 'a')).toBeNull()
  })

  it('refuses another file’s part, a removed one and an empty id as not its own', () => {
    const parts = [part('a'), part('b', { removed: true }), part('c')]
    expect(partRemovalBar(file(parts), 'x')).toBe('not_own')
    expect(partRemovalBar(file(parts), 'b')).toBe('not_own')
    expect(partRemovalBar(file([part(''), part('a')]), '')).toBe('not_own')
    expect(partRemovalBar({ parts: null, state: 'extracted' }, 'a')).toBe('not_own')
  })

  it('refuses a part that was another file’s document, the last kept part, a file on its way', () => {
    const taken = part('b', { by: 'client', sent: 'duplicate' })
    expect(partRemovalBar(file([part('a'), taken]), 'b')).toBe('not_ours')
    // A removed part does not count: the one left is the last.
    expect(partRemovalBar(file([part('a', { removed: true }), part('b')]), 'b')).toBe('last')
    expect(partRemovalBar(file([part('a'), part('b')], 'classified'), 'a')).toBe('in_flight')
  })
})
