import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { installFakeBridge, makeItem, type FakeBridge } from '../fakeBridge'
import { stubViewport } from '../viewport'
import InboxView from '@renderer/views/InboxView.vue'
import { useDocumentsStore } from '@renderer/stores/documents'

describe('views/InboxView', () => {
  let fake: FakeBridge
  let restore: () => void

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    restore = stubViewport(600)
    fake.answer('document.types', [{ code: 'commercial_invoice', label: 'Commercial invoice' }])
  })
  afterEach(() => restore())

  async function mounted(items = [] as ReturnType<typeof makeItem>[]) {
    fake.answer('intake.list', items)
    await useDocumentsStore().load()
    const wrapper = mount(InboxView, { attachTo: document.body })
    await flushPromises()
    return wrapper
  }

  describe('empty', () => {
    it('teaches what to do when there is nothing yet', async () => {
      const wrapper = await mounted()
      const text = wrapper.get('[data-test="empty-inbox"]').text()
      expect(text).toContain('Drop files here')
      expect(text).toContain('add a watched folder in Settings')
      wrapper.unmount()
    })
  })

  describe('filters', () => {
    it('shows the list from its top after a filter change, not at the old offset', async () => {
      const items = Array.from({ length: 200 }, (_, i) =>
        makeItem({ name: `scan-${i}.pdf`, state: i % 2 ? 'extracted' : 'failed' })
      )
      const wrapper = await mounted(items)
      const list = wrapper.get<HTMLElement>('[data-test="inbox-list"]').element
      list.scrollTop = 4000
      list.dispatchEvent(new Event('scroll'))
      await flushPromises()
      expect(list.scrollTop).toBe(4000)
      await wrapper.get('[data-test="filter-state"]').setValue('failed')
      await flushPromises()
      expect(list.scrollTop).toBe(0)
      wrapper.unmount()
    })

    it('narrows the rows by search and by status, and says when nothing matches', async () => {
      const wrapper = await mounted([
        makeItem({
          name: 'invoice-a.pdf',
          state: 'extracted',
          documentType: 'commercial_invoice',
          shipmentNumbers: ['MAEU241234567']
        }),
        makeItem({
          name: 'scan-b.pdf',
          state: 'failed',
          lastError: { kind: 'network', message: 'The service could not be reached.' }
        }),
        makeItem({ name: 'scan-c.pdf', state: 'waiting' })
      ])
      const names = () => wrapper.findAll('[data-test="inbox-row"] .name').map((n) => n.text())
      expect(names()).toHaveLength(3)
      expect(wrapper.text()).toContain('Commercial invoice')
      expect(wrapper.text()).toContain('The service could not be reached.')

      await wrapper.get('[data-test="inbox-search"]').setValue('maeu24')
      expect(names()).toEqual(['invoice-a.pdf'])

      await wrapper.get('[data-test="inbox-search"]').setValue('')
      await wrapper.get('[data-test="filter-state"]').setValue('failed')
      expect(names()).toEqual(['scan-b.pdf'])

      await wrapper.get('[data-test="inbox-search"]').setValue('nothing-like-this')
      expect(wrapper.find('[data-test="no-match"]').exists()).toBe(true)
      wrapper.unmount()
    })

    it('retries the failed files from the toolbar', async () => {
      fake.answer('intake.retryFailed', { count: 1 })
      const wrapper = await mounted([
        makeItem({ state: 'failed' }),
        makeItem({ state: 'extracted' })
      ])
      // The count is main's, as the tray's.
      fake.emit('app.status', {
        connection: 'online',
        paused: false,
        counts: { total: 2, active: 0, done: 1, attention: 1, failed: 1, paused: false },
        message: null
      })
      await flushPromises()
      const button = wrapper.get('[data-test="retry-failed"]')
      expect(button.text()).toBe('Retry failed (1)')
      await button.trigger('click')
      expect(fake.calls.map((c) => c.name)).toContain('intake.retryFailed')
      wrapper.unmount()
    })
  })
})
