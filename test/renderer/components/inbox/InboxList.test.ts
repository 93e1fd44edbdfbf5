import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { installFakeBridge, makeItem } from '../../fakeBridge'
import { stubViewport } from '../../viewport'
import InboxList from '@renderer/components/inbox/InboxList.vue'

describe('components/inbox/InboxList', () => {
  let restore: () => void

  beforeEach(() => {
    installFakeBridge()
    setActivePinia(createPinia())
    const unstub = stubViewport(600)
    // The list measures each row it draws (a long name beside a document takes two lines): here
    // every row is one line, 52 px, as in a wide window.
    const viewport = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'listitem' ? 52 : viewport.get!.call(this)
      }
    })
    restore = () => {
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', viewport)
      unstub()
    }
  })
  afterEach(() => restore())

  describe('render', () => {
    it('draws only the rows in view for 10,000 items, and the full scroll height', async () => {
      const items = Array.from({ length: 10_000 }, (_, i) => makeItem({ name: `doc-${i}.pdf` }))
      const wrapper = mount(InboxList, {
        props: { items, selection: new Set<string>(), openId: null, typeLabel: () => null },
        attachTo: document.body
      })
      await flushPromises()
      const rows = wrapper.findAll('[data-test="inbox-row"]')
      expect(rows.length).toBeGreaterThan(5)
      expect(rows.length).toBeLessThan(40)
      expect(rows[0].text()).toContain('doc-0.pdf')
      expect(wrapper.get('.spacer').attributes('style')).toContain(`height: ${10_000 * 52}px`)
      expect(wrapper.get('[role="listitem"]').attributes('aria-setsize')).toBe('10000')
      wrapper.unmount()
    })

    it('emits open and select with the row id', async () => {
      const items = [makeItem({ id: 'a1', name: 'one.pdf' })]
      const wrapper = mount(InboxList, {
        props: { items, selection: new Set<string>(), openId: null, typeLabel: () => null },
        attachTo: document.body
      })
      await flushPromises()
      await wrapper.get('.name').trigger('click')
      await wrapper.get('input[type="checkbox"]').trigger('click')
      await wrapper.get('input[type="checkbox"]').trigger('click', { shiftKey: true })
      expect(wrapper.emitted('open')).toEqual([['a1']])
      expect(wrapper.emitted('select')).toEqual([
        ['a1', 'toggle'],
        ['a1', 'range']
      ])
      wrapper.unmount()
    })
  })
})
