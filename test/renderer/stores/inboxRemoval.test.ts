import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import type { IntakeItem } from '@shared/intake'
import { installFakeBridge, makeItem, type FakeBridge } from '../fakeBridge'
import { useDocumentsStore } from '@renderer/stores/documents'

/** Items leaving the inbox (removed by the clerk or by retention) and problems acknowledged. */
describe('the inbox model: removed and acknowledged items', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
  })

  async function loaded(items: IntakeItem[]) {
    fake.answer('intake.list', items)
    const store = useDocumentsStore()
    await store.load()
    return store
  }

  /** A later copy of `item`, as main sends it in an item batch. */
  const later = (item: IntakeItem, over: Partial<IntakeItem>): IntakeItem => ({
    ...item,
    updatedAt: new Date(Date.parse(item.updatedAt) + 60_000).toISOString(),
    ...over
  })

  it('drops an item sent as removed: out of the list, the filters and their folder and type lists', async () => {
    const invoice = makeItem({ state: 'extracted', documentType: 'commercial_invoice' })
    const scan = makeItem({
      state: 'extracted',
      documentType: 'packing_list',
      origin: { kind: 'watch', folder: '/scans' }
    })
    const other = makeItem({ state: 'extracted', documentType: 'commercial_invoice' })
    const store = await loaded([invoice, scan, other])
    store.filters.type = 'commercial_invoice'
    expect(store.filtered.map((i) => i.id)).toEqual([other.id, invoice.id])
    expect(store.types).toEqual(['commercial_invoice', 'packing_list'])
    expect(store.folders).toHaveLength(2)

    fake.emit('intake.items', [later(scan, { removed: true }), later(invoice, { removed: true })])

    expect(store.size).toBe(1)
    expect(store.all.map((i) => i.id)).toEqual([other.id])
    expect(store.get(invoice.id)).toBeUndefined()
    expect(store.filtered.map((i) => i.id)).toEqual([other.id])
    // Only the last item of a type or folder takes it out of the filter's choices.
    expect(store.types).toEqual(['commercial_invoice'])
    expect(store.folders).toHaveLength(1)
  })

  it('ignores an older copy of a removed item and a removal of one it never held', async () => {
    const kept = makeItem({ state: 'extracted' })
    const store = await loaded([kept])
    fake.emit('intake.items', [
      { ...kept, updatedAt: '2000-01-01T00:00:00.000Z', removed: true },
      { ...makeItem(), removed: true }
    ])
    expect(store.all.map((i) => i.id)).toEqual([kept.id])
  })

  it('takes an acknowledged problem out of the "needs attention" filter at once', async () => {
    const failed = makeItem({ state: 'failed' })
    const empty = makeItem({ state: 'empty' })
    const store = await loaded([failed, empty])
    store.filters.state = 'attention'
    expect(store.filtered.map((i) => i.id)).toEqual([empty.id, failed.id])

    const seen = later(failed, {})
    fake.emit('intake.items', [{ ...seen, acknowledgedAt: seen.updatedAt }])
    expect(store.filtered.map((i) => i.id)).toEqual([empty.id])
    // Still listed under its own state.
    store.filters.state = 'failed'
    expect(store.filtered.map((i) => i.id)).toEqual([failed.id])
  })
})
