import { describe, expect, it } from 'vitest'
import { itemNamed, shortIds } from '../../src/cli/itemIds'
import { makeItem } from '../support/makeItem'

const invoice = makeItem({
  id: 'f_mx57a1',
  name: 'invoice.pdf',
  documentId: '99c66208-1111-4aaa-8bbb-000000000001'
})
const notice = makeItem({
  id: 'f_mx57b2',
  name: 'notice.pdf',
  documentId: '99c66208-2222-4aaa-8bbb-000000000002'
})
const packing = makeItem({
  id: 'f_mx57c3',
  name: 'packing.pdf',
  documentId: '5e0f3a1c-3333-4aaa-8bbb-000000000003'
})
const unsent = makeItem({ id: 'f_mx57d4', name: 'later.pdf', documentId: null })
const items = [invoice, notice, packing, unsent]

describe('the ids a clerk types', () => {
  it('status shows one length for all, long enough to tell every document apart', () => {
    const few = shortIds([packing, unsent])
    expect(few(packing)).toBe('5e0f3a1c')
    expect(few(unsent)).toBe('-       ')
    // Two documents start alike: every id gets the characters that tell them apart.
    const all = shortIds(items)
    expect(all(invoice)).toBe('99c66208-1')
    expect(all(notice)).toBe('99c66208-2')
    expect(all(packing)).toBe('5e0f3a1c-3')
  })

  it('takes a whole id, a document id, or a start of 6 characters or more only one has', () => {
    expect(itemNamed(items, 'f_mx57c3')).toBe(packing)
    expect(itemNamed(items, packing.documentId!)).toBe(packing)
    expect(itemNamed(items, '5e0f3a')).toBe(packing)
    expect(itemNamed(items, '5E0F3A1C')).toBe(packing)
    expect(itemNamed(items, '99c66208-2')).toBe(notice)
  })

  it('refuses a start several have, naming them; one too short; one nobody has', () => {
    expect(() => itemNamed(items, '99c66208')).toThrow(
      '"99c66208" is the start of 2 ids: 99c66208-1111-4aaa-8bbb-000000000001 (invoice.pdf), ' +
        '99c66208-2222-4aaa-8bbb-000000000002 (notice.pdf). Give more characters.'
    )
    expect(() => itemNamed(items, '99c66208')).toThrow(
      expect.objectContaining({ kind: 'validation' })
    )
    expect(() => itemNamed(items, '5e0f')).toThrow(/too short.*at least 6 characters/)
    expect(() => itemNamed(items, 'abcdef')).toThrow(
      expect.objectContaining({
        kind: 'not_found',
        message: expect.stringContaining('No file or document abcdef')
      })
    )
  })
})
