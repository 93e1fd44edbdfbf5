import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { installFakeBridge, makeItem, type FakeBridge } from '../fakeBridge'
import { stubViewport } from '../viewport'
import InboxView from '@renderer/views/InboxView.vue'
import { useDocumentsStore } from '@renderer/stores/documents'

/** The inbox's sortable column headers, its list's offset after a change, its folded filters. */
describe('views/InboxView: finding files', () => {
  let fake: FakeBridge
  let restore: () => void

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('document.types', [{ code: 'commercial_invoice', label: 'Commercial invoice' }])
  })
  afterEach(() => {
    restore()
    vi.useRealTimers()
  })

  async function mounted(items: ReturnType<typeof makeItem>[], width = 1000) {
    restore = stubViewport(600, width)
    fake.answer('intake.list', items)
    await useDocumentsStore().load()
    const wrapper = mount(InboxView, { attachTo: document.body })
    await flushPromises()
    return wrapper
  }

  it('sorts by a column header, says so with aria-sort, and toggles the direction', async () => {
    const wrapper = await mounted([
      makeItem({ name: 'b.pdf' }),
      makeItem({ name: 'c.pdf' }),
      makeItem({ name: 'a.pdf' })
    ])
    const names = () => wrapper.findAll('[data-test="inbox-row"] .name').map((n) => n.text())
    const header = () => wrapper.get('[data-test="sort-name"]').element.closest('[role]')!
    expect(names()).toEqual(['a.pdf', 'c.pdf', 'b.pdf'])
    expect(header().getAttribute('role')).toBe('columnheader')
    expect(header().getAttribute('aria-sort')).toBe('none')
    await wrapper.get('[data-test="sort-name"]').trigger('click')
    expect(names()).toEqual(['a.pdf', 'b.pdf', 'c.pdf'])
    expect(header().getAttribute('aria-sort')).toBe('ascending')
    await wrapper.get('[data-test="sort-name"]').trigger('click')
    expect(names()).toEqual(['c.pdf', 'b.pdf', 'a.pdf'])
    expect(header().getAttribute('aria-sort')).toBe('descending')
    // The header is a button: Enter and Space work as on any button, and it has a name.
    expect(wrapper.get('[data-test="sort-name"]').element.tagName).toBe('BUTTON')
    expect(wrapper.get('[data-test="sort-name"]').text()).toMatch(/^File/)
    wrapper.unmount()
  })

  it('shows the list from its top after the date filter or the sort changes', async () => {
    // The day after the items were made: each is in the last 30 days.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 2, 3, 12))
    const items = Array.from({ length: 200 }, (_, i) => makeItem({ name: `scan-${i}.pdf` }))
    const wrapper = await mounted(items)
    const list = wrapper.get<HTMLElement>('[data-test="inbox-list"]').element
    const scrolledAway = async () => {
      list.scrollTop = 4000
      list.dispatchEvent(new Event('scroll'))
      await flushPromises()
      expect(list.scrollTop).toBe(4000)
    }
    await scrolledAway()
    await wrapper.get('[data-test="filter-received"]').setValue('month')
    await flushPromises()
    expect(list.scrollTop).toBe(0)
    await scrolledAway()
    await wrapper.get('[data-test="sort-size"]').trigger('click')
    await flushPromises()
    expect(list.scrollTop).toBe(0)
    wrapper.unmount()
  })

  it('keeps the date filter and the sort when the clerk comes back from another view', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 2, 3, 12))
    const wrapper = await mounted([makeItem({ name: 'a.pdf' }), makeItem({ name: 'b.pdf' })])
    await wrapper.get('[data-test="filter-received"]').setValue('month')
    await wrapper.get('[data-test="sort-name"]').trigger('click')
    wrapper.unmount()
    // Lookup or Settings shown meanwhile: the inbox view is made again.
    const again = mount(InboxView, { attachTo: document.body })
    await flushPromises()
    expect(again.get<HTMLSelectElement>('[data-test="filter-received"]').element.value).toBe(
      'month'
    )
    const header = again.get('[data-test="sort-name"]').element.closest('[role="columnheader"]')!
    expect(header.getAttribute('aria-sort')).toBe('ascending')
    again.unmount()
  })

  it('folds the filters behind one "Filters" button when narrow, counting those set', async () => {
    const wrapper = await mounted([makeItem({ name: 'a.pdf', state: 'failed' })], 420)
    const toggle = wrapper.get('[data-test="filters-toggle"]')
    const panel = wrapper.get<HTMLElement>('[data-test="filter-panel"]')
    expect(toggle.text()).toBe('Filters')
    expect(toggle.attributes('aria-expanded')).toBe('false')
    expect(toggle.attributes('aria-controls')).toBe(panel.attributes('id'))
    expect(panel.isVisible()).toBe(false)
    await toggle.trigger('click')
    expect(toggle.attributes('aria-expanded')).toBe('true')
    expect(panel.isVisible()).toBe(true)
    await wrapper.get('[data-test="filter-state"]').setValue('failed')
    await wrapper.get('[data-test="filter-received"]').setValue('today')
    expect(toggle.text()).toBe('Filters (2)')
    // Escape closes it and gives focus back to the button.
    await panel.get('select').trigger('keydown', { key: 'Escape' })
    await flushPromises()
    expect(panel.isVisible()).toBe(false)
    expect(document.activeElement).toBe(toggle.element)
    wrapper.unmount()
  })

  it('keeps the filters inline, without the button, when wide', async () => {
    const wrapper = await mounted([makeItem({ name: 'a.pdf' })], 1000)
    expect(wrapper.find('[data-test="filters-toggle"]').exists()).toBe(false)
    expect(wrapper.get('[data-test="filter-panel"]').isVisible()).toBe(true)
    wrapper.unmount()
  })
})
