import { beforeEach, describe, expect, it } from 'vitest'
import { computed, effect } from 'vue'
import { createPinia, setActivePinia } from 'pinia'
import { installFakeBridge, makeItem, type FakeBridge } from '../../fakeBridge'
import { useDocumentsStore } from '@renderer/stores/documents'

/** The inbox during a burst: what a batch changes, and what it must leave alone. */
describe('the inbox model', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
  })

  async function loaded(items: ReturnType<typeof makeItem>[]) {
    fake.answer('intake.list', items)
    const store = useDocumentsStore()
    await store.load()
    return store
  }

  /** How many times an effect reading `read()` ran (once at the start). */
  function runs(read: () => unknown): { count: number } {
    const seen = { count: 0 }
    effect(() => {
      read()
      seen.count++
    })
    return seen
  }

  it('takes a progress batch without touching the list, its order or a filtered view', async () => {
    const sending = makeItem({ state: 'uploading', size: 1000 })
    const store = await loaded([makeItem({ state: 'failed' }), sending, makeItem()])
    store.filters.state = 'active'
    const list = store.all
    const view = store.filtered
    const listRuns = runs(() => store.filtered)
    const bar = computed(() => store.get(sending.id)?.bytesSent)
    expect(bar.value).toBe(0)
    fake.emit('intake.progress', [{ id: sending.id, bytesSent: 400, size: 1000 }])
    expect(bar.value).toBe(400)
    expect(store.all).toBe(list)
    expect(store.filtered).toBe(view)
    expect(listRuns.count).toBe(1)
  })

  it('keeps the sorted list as it is when items change; readers, filters and types follow', async () => {
    const a = makeItem({ state: 'uploading', documentType: null })
    const store = await loaded([a, makeItem({ documentType: 'bill_of_lading' }), makeItem()])
    const list = store.all
    const state = computed(() => store.get(a.id)?.state)
    const at = (s: number) => `2026-03-02T10:00:0${s}.000Z`
    fake.emit('intake.items', [{ ...a, state: 'submitted', updatedAt: at(0) }])
    expect(store.all).toBe(list)
    expect(state.value).toBe('submitted')
    store.filters.state = 'extracted'
    expect(store.filtered).toEqual([])
    expect(store.types).toEqual(['bill_of_lading'])
    fake.emit('intake.items', [
      { ...a, state: 'extracted', documentType: 'commercial_invoice', updatedAt: at(1) }
    ])
    expect(store.all).toBe(list)
    expect(state.value).toBe('extracted')
    expect(store.filtered.map((i) => i.id)).toEqual([a.id])
    expect(store.types).toEqual(['bill_of_lading', 'commercial_invoice'])
    fake.emit('intake.items', [{ ...a, documentType: 'bill_of_lading', updatedAt: at(2) }])
    expect(store.types).toEqual(['bill_of_lading'])
    // An item not there yet is heard of when it comes, and goes where its number says.
    const later = makeItem({ state: 'queued' })
    const laterState = computed(() => store.get(later.id)?.state ?? null)
    expect(laterState.value).toBeNull()
    fake.emit('intake.items', [later])
    expect(laterState.value).toBe('queued')
    expect(store.all[0].id).toBe(later.id)
  })

  it("lists by the ledger's number, newest first, when a drop's files share their time", async () => {
    const at = '2026-03-02T09:00:00.000Z'
    const drop = ['c.pdf', 'a.pdf', 'b.pdf'].map((name, i) =>
      makeItem({ name, seq: 10 + i, createdAt: at, updatedAt: at })
    )
    const store = await loaded(drop)
    expect(store.all.map((i) => i.name)).toEqual(['b.pdf', 'a.pdf', 'c.pdf'])
    // A newer file goes on top, an older one that comes late goes where its number says.
    fake.emit('intake.items', [
      makeItem({ name: 'z.pdf', seq: 20, createdAt: at, updatedAt: at }),
      makeItem({ name: 'late.pdf', seq: 11.5, createdAt: at, updatedAt: at })
    ])
    expect(store.all.map((i) => i.name)).toEqual(['z.pdf', 'b.pdf', 'late.pdf', 'a.pdf', 'c.pdf'])
  })
})
