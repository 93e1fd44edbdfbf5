import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import type { IntakeItem } from '@shared/intake'
import { installFakeBridge, makeItem, type FakeBridge } from '../../fakeBridge'
import { useDocumentsStore } from '@renderer/stores/documents'
import { useDetailStore } from '@renderer/stores/detail'
import { FIND_SESSION_KEY } from '@renderer/lib/inbox/inboxFind'
import { applyLanguage, windowI18n } from '@renderer/i18n'

/** Finding files in the inbox: search over everything a clerk knows a file by, sort, dates. */
describe('stores/documents: find anything', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('document.types', [
      { code: 'commercial_invoice', label: 'Commercial invoice' },
      { code: 'bill_of_lading', label: 'Bill of lading' }
    ])
  })
  afterEach(() => vi.useRealTimers())

  async function loaded(items: IntakeItem[]) {
    fake.answer('intake.list', items)
    const store = useDocumentsStore()
    await store.load()
    await useDetailStore().loadTypes()
    return store
  }
  const names = (store: ReturnType<typeof useDocumentsStore>) => store.filtered.map((i) => i.name)

  describe('search', () => {
    const invoice = () =>
      makeItem({
        id: 'inv',
        name: 'scan-0001.pdf',
        state: 'extracted',
        documentType: 'commercial_invoice',
        extracted: { invoice_number: 'INV-2026-0415', total_amount: 1840.5, lines: ['Pallet X'] },
        manual: { consignee_name: 'Hafenkontor GmbH' }
      })
    const bl = () =>
      makeItem({
        name: 'scan-0002.pdf',
        documentType: 'bill_of_lading',
        shipmentNumbers: ['MAEU241234567'],
        containerNumbers: ['MSCU6639870']
      })

    it("finds a file by the service's extracted values and the clerk's corrections", async () => {
      const store = await loaded([invoice(), bl()])
      store.filters.query = 'inv-2026-0415'
      expect(names(store)).toEqual(['scan-0001.pdf'])
      store.filters.query = '1840.5'
      expect(names(store)).toEqual(['scan-0001.pdf'])
      store.filters.query = 'pallet x'
      expect(names(store)).toEqual(['scan-0001.pdf'])
      store.filters.query = 'HAFENKONTOR'
      expect(names(store)).toEqual(['scan-0001.pdf'])
    })

    it('finds a file by its type, as code and as the label shown in the language shown', async () => {
      const store = await loaded([invoice(), bl()])
      store.filters.query = 'bill_of'
      expect(names(store)).toEqual(['scan-0002.pdf'])
      store.filters.query = 'commercial inv'
      expect(names(store)).toEqual(['scan-0001.pdf'])
      applyLanguage(windowI18n(), 'de')
      store.filters.query = 'konnossement'
      expect(names(store)).toEqual(['scan-0002.pdf'])
    })

    it('finds a file by its linked shipment and container numbers, ignoring case', async () => {
      const store = await loaded([invoice(), bl()])
      store.filters.query = 'maeu2412'
      expect(names(store)).toEqual(['scan-0002.pdf'])
      store.filters.query = 'mscu663'
      expect(names(store)).toEqual(['scan-0002.pdf'])
    })

    it('finds a value that a newer copy of the item brings (the text follows the item)', async () => {
      const item = makeItem({ name: 'late.pdf', state: 'classified' })
      const store = await loaded([item, bl()])
      store.filters.query = 'po-99812'
      expect(names(store)).toEqual([])
      fake.emit('intake.items', [
        {
          ...item,
          state: 'extracted',
          extracted: { purchase_order_number: 'PO-99812' },
          updatedAt: '2026-03-02T10:00:00.000Z'
        }
      ])
      expect(names(store)).toEqual(['late.pdf'])
    })
  })

  describe('sort', () => {
    const three = () => [
      makeItem({ name: 'b-10.pdf', size: 30, state: 'failed' }),
      makeItem({ name: 'a-2.pdf', size: 10, state: 'extracted' }),
      makeItem({ name: 'B-9.pdf', size: 20, state: 'queued' })
    ]

    it('starts newest first, then sorts by a column up, down and back to newest first', async () => {
      const store = await loaded(three())
      expect(names(store)).toEqual(['B-9.pdf', 'a-2.pdf', 'b-10.pdf'])
      store.sortBy('name')
      expect(store.sort).toEqual({ key: 'name', dir: 'asc' })
      // As a clerk reads names: case aside, 9 before 10.
      expect(names(store)).toEqual(['a-2.pdf', 'B-9.pdf', 'b-10.pdf'])
      store.sortBy('name')
      expect(names(store)).toEqual(['b-10.pdf', 'B-9.pdf', 'a-2.pdf'])
      store.sortBy('name')
      expect(store.sort).toEqual({ key: 'received', dir: 'desc' })
      expect(names(store)).toEqual(['B-9.pdf', 'a-2.pdf', 'b-10.pdf'])
    })

    it('sorts by size, and by status in the order a file goes through them', async () => {
      const store = await loaded(three())
      store.sortBy('size')
      expect(names(store)).toEqual(['a-2.pdf', 'B-9.pdf', 'b-10.pdf'])
      store.sortBy('state')
      expect(store.filtered.map((i) => i.state)).toEqual(['queued', 'extracted', 'failed'])
    })

    it('keeps the sort while items change state and arrive', async () => {
      const items = three()
      const store = await loaded(items)
      store.sortBy('state')
      fake.emit('intake.items', [
        { ...items[1], state: 'waiting', updatedAt: '2026-03-02T10:00:00.000Z' },
        makeItem({ name: 'new.pdf', state: 'uploading' })
      ])
      expect(store.filtered.map((i) => i.state)).toEqual([
        'waiting',
        'queued',
        'uploading',
        'failed'
      ])
    })
  })

  describe('date received', () => {
    it('keeps files received today, in the last 7 or 30 days, local time', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date(2026, 4, 20, 9, 30))
      const at = (month: number, day: number, hour: number) =>
        new Date(2026, month, day, hour).toISOString()
      const store = await loaded([
        makeItem({ name: 'today-early.pdf', createdAt: at(4, 20, 0) }),
        makeItem({ name: 'yesterday-late.pdf', createdAt: at(4, 19, 23) }),
        makeItem({ name: 'six-days.pdf', createdAt: at(4, 14, 8) }),
        makeItem({ name: 'seven-days.pdf', createdAt: at(4, 13, 8) }),
        makeItem({ name: 'april.pdf', createdAt: at(3, 21, 8) }),
        makeItem({ name: 'march.pdf', createdAt: at(2, 1, 8) })
      ])
      store.filters.received = 'today'
      expect(names(store).sort()).toEqual(['today-early.pdf'])
      store.filters.received = 'week'
      expect(names(store).sort()).toEqual(['six-days.pdf', 'today-early.pdf', 'yesterday-late.pdf'])
      store.filters.received = 'month'
      expect(names(store)).toHaveLength(5)
      expect(names(store)).not.toContain('march.pdf')
      expect(store.activeFilters).toBe(1)
      store.filters.received = 'all'
      expect(names(store)).toHaveLength(6)
    })
  })

  describe('kept for the session', () => {
    it('brings back the filters and the sort after a reload of the window', async () => {
      const store = await loaded([makeItem({ name: 'a.pdf', state: 'failed' })])
      store.filters.query = 'INV-7'
      store.filters.state = 'attention'
      store.filters.received = 'week'
      store.sortBy('name')
      store.sortBy('name')
      await Promise.resolve()
      // A reload: the window goes, then a new window state in the same session.
      window.dispatchEvent(new Event('pagehide'))
      setActivePinia(createPinia())
      const again = useDocumentsStore()
      expect({ ...again.filters }).toEqual({
        state: 'attention',
        type: 'all',
        folder: 'all',
        received: 'week',
        query: 'INV-7'
      })
      expect({ ...again.sort }).toEqual({ key: 'name', dir: 'desc' })
    })

    it('starts clean from a kept value it does not understand', () => {
      sessionStorage.setItem(
        FIND_SESSION_KEY,
        JSON.stringify({
          filters: { state: 'gone', received: 'year', query: 42 },
          sort: { key: 'x' }
        })
      )
      const store = useDocumentsStore()
      expect(store.filters.state).toBe('all')
      expect(store.filters.received).toBe('all')
      expect(store.filters.query).toBe('')
      expect(store.sort).toEqual({ key: 'received', dir: 'desc' })
    })
  })
})
