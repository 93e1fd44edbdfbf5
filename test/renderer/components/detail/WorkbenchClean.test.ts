import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { IntakeItem } from '@shared/intake'
import { installFakeBridge, makeItem, type FakeBridge } from '../../fakeBridge'
import { invoiceDetail } from '../../samples'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import { useDetailStore } from '@renderer/stores/detail'
import { useDocumentsStore } from '@renderer/stores/documents'
import { useNoticesStore } from '@renderer/stores/notices'
import { windowI18n } from '@renderer/i18n'

/** The detail's housekeeping (cancel, acknowledge, remove, the web app) and next/previous. */
describe('the detail: keeping the inbox clean and moving through it', () => {
  let fake: FakeBridge
  let wrapper: VueWrapper | null = null
  let failed: IntakeItem
  let sending: IntakeItem
  let done: IntakeItem

  beforeEach(async () => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('document.types', [{ code: 'commercial_invoice', label: 'Commercial invoice' }])
    failed = makeItem({ name: 'failed.pdf', state: 'failed' })
    sending = makeItem({ name: 'sending.pdf', state: 'uploading' })
    done = makeItem({
      name: 'done.pdf',
      state: 'extracted',
      documentId: 'doc-1',
      shipmentNumbers: ['MAEU241234567']
    })
    // Newest first, as the inbox lists them: done, sending, failed.
    fake.answer('intake.list', [failed, sending, done])
    fake.answer('document.detail', ({ itemId }: { itemId: string }) => ({
      ...invoiceDetail(),
      item: useDocumentsStore().get(itemId)!
    }))
    await useDocumentsStore().load()
  })

  afterEach(() => {
    wrapper?.unmount()
    wrapper = null
  })

  async function opened(item: IntakeItem) {
    await useDetailStore().open(item.id)
    wrapper = mount(DocumentDetail, { attachTo: document.body })
    await flushPromises()
    return wrapper
  }

  const button = (test: string) => wrapper!.find(`[data-test="${test}"]`)
  const called = (name: string) => fake.calls.filter((c) => c.name === name).map((c) => c.input)
  const notices = () =>
    useNoticesStore().list.map((n) =>
      typeof n.text === 'string' ? n.text : n.text(windowI18n().global)
    )
  const title = () => wrapper!.get('#detail-title').text()
  /** A later copy of `item`, as main sends it in an item batch. */
  const later = (item: IntakeItem, over: Partial<IntakeItem>): IntakeItem => {
    const updatedAt = new Date(Date.parse(item.updatedAt) + 60_000).toISOString()
    return { ...item, updatedAt, ...over }
  }

  describe('Cancel', () => {
    it('stops a file in flight; focus goes back to More actions, which stays', async () => {
      await opened(sending)
      fake.answer('intake.cancel', { count: 1 })
      const cancel = button('cancel')
      expect(cancel.text()).toBe('Cancel sending')
      ;(cancel.element as HTMLElement).focus()
      await cancel.trigger('click')
      await flushPromises()
      expect(called('intake.cancel')).toEqual([{ ids: [sending.id] }])
      expect(notices()).toContain('Sending of sending.pdf cancelled')

      fake.emit('intake.items', [later(sending, { state: 'cancelled' })])
      await flushPromises()
      expect(button('cancel').exists()).toBe(false)
      expect(document.activeElement?.getAttribute('data-test')).toBe('more-actions')
    })

    it('is not offered once a file has reached its outcome', async () => {
      await opened(done)
      expect(button('cancel').exists()).toBe(false)
    })
  })

  describe('Acknowledge', () => {
    it('takes a failed file out of needs attention, then says it was acknowledged', async () => {
      await opened(failed)
      fake.answer('intake.acknowledge', { count: 1 })
      expect(button('acknowledge').text()).toBe('Acknowledge')
      await button('acknowledge').trigger('click')
      await flushPromises()
      expect(called('intake.acknowledge')).toEqual([{ ids: [failed.id] }])
      expect(notices()).toContain('failed.pdf acknowledged: it no longer needs attention')

      const seen = later(failed, {})
      fake.emit('intake.items', [{ ...seen, acknowledgedAt: seen.updatedAt }])
      await flushPromises()
      expect(button('acknowledge').exists()).toBe(false)
      expect(button('acknowledged').text()).toBe(
        'Acknowledged: no longer counted as needing attention.'
      )
      const documents = useDocumentsStore()
      documents.filters.state = 'attention'
      expect(documents.filtered).toEqual([])
    })

    it('is offered for an empty file, not for one in flight or done', async () => {
      const empty = makeItem({ state: 'empty' })
      fake.emit('intake.items', [empty])
      await opened(empty)
      expect(button('acknowledge').exists()).toBe(true)
      await useDetailStore().open(sending.id)
      await flushPromises()
      expect(button('acknowledge').exists()).toBe(false)
      await useDetailStore().open(done.id)
      await flushPromises()
      expect(button('acknowledge').exists()).toBe(false)
    })
  })

  describe('Remove', () => {
    it('asks main (which asks the clerk) and then shows the next document in the list', async () => {
      await opened(sending)
      fake.answer('intake.remove', { count: 1 })
      expect(button('remove').text()).toBe('Remove from inbox…')
      await button('remove').trigger('click')
      await flushPromises()
      expect(called('intake.remove')).toEqual([{ ids: [sending.id] }])
      expect(notices()).toContain('sending.pdf removed from the inbox')
      expect(useDetailStore().itemId).toBe(failed.id)
      expect(title()).toBe('failed.pdf')
      expect(document.activeElement?.id).toBe('detail-title')
    })

    it('shows the previous document after the last one, and closes after the only one', async () => {
      await opened(failed)
      fake.answer('intake.remove', { count: 1 })
      await button('remove').trigger('click')
      await flushPromises()
      expect(useDetailStore().itemId).toBe(sending.id)

      const documents = useDocumentsStore()
      documents.filters.query = 'done'
      await useDetailStore().open(done.id)
      await flushPromises()
      await button('remove').trigger('click')
      await flushPromises()
      expect(useDetailStore().itemId).toBeNull()
    })

    it('follows a removal made elsewhere (retention, the list’s selection)', async () => {
      await opened(sending)
      fake.emit('intake.items', [later(sending, { removed: true })])
      await flushPromises()
      expect(useDetailStore().itemId).toBe(failed.id)
      expect(title()).toBe('failed.pdf')
      fake.emit('intake.items', [later(failed, { removed: true }), later(done, { removed: true })])
      await flushPromises()
      expect(useDetailStore().itemId).toBeNull()
    })

    it('changes nothing when the clerk said no in main’s dialog', async () => {
      await opened(done)
      fake.answer('intake.remove', { count: 0 })
      await button('remove').trigger('click')
      await flushPromises()
      expect(useDetailStore().itemId).toBe(done.id)
      expect(notices()).toEqual([])
    })
  })

  describe('Open document in web app', () => {
    it('asks main to open the document by its item, never by an address', async () => {
      await opened(done)
      await button('open-in-service').trigger('click')
      await flushPromises()
      expect(called('document.openInService')).toEqual([{ itemId: done.id }])
    })

    it('is unavailable before the service has the document', async () => {
      await opened(sending)
      expect(button('open-in-service').attributes('aria-disabled')).toBe('true')
      await button('open-in-service').trigger('click')
      await flushPromises()
      expect(called('document.openInService')).toEqual([])
    })
  })

  describe('Next and previous', () => {
    it('go through the list in its order, with the place shown', async () => {
      await opened(done)
      expect(button('position').text()).toBe('1 of 3')
      expect(button('previous').attributes('aria-disabled')).toBe('true')
      await button('next').trigger('click')
      await flushPromises()
      expect(title()).toBe('sending.pdf')
      expect(button('position').text()).toBe('2 of 3')
      await button('next').trigger('click')
      await flushPromises()
      expect(title()).toBe('failed.pdf')
      expect(button('next').attributes('aria-disabled')).toBe('true')
      await button('previous').trigger('click')
      await flushPromises()
      expect(title()).toBe('sending.pdf')
    })

    it('follow the filtered list: only the files that pass', async () => {
      const documents = useDocumentsStore()
      documents.filters.state = 'extracted'
      fake.emit('intake.items', [makeItem({ name: 'newer.pdf', state: 'extracted' })])
      await opened(done)
      expect(button('position').text()).toBe('2 of 2')
      await button('previous').trigger('click')
      await flushPromises()
      expect(title()).toBe('newer.pdf')
    })

    it('answer Alt+Down and Alt+Up in the panel, but not in a field of it', async () => {
      await opened(done)
      const panel = wrapper!.get('[data-test="detail"]')
      await panel.trigger('keydown', { key: 'ArrowDown', altKey: true })
      await flushPromises()
      expect(title()).toBe('sending.pdf')
      await panel.trigger('keydown', { key: 'ArrowUp', altKey: true })
      await flushPromises()
      expect(title()).toBe('done.pdf')
      // Without Alt the arrows are the page's own (scrolling); in a list, Alt+Down opens it.
      await panel.trigger('keydown', { key: 'ArrowDown' })
      const field = wrapper!.find('select, input:not([type="checkbox"])')
      expect(field.exists()).toBe(true)
      await field.trigger('keydown', { key: 'ArrowDown', altKey: true })
      await flushPromises()
      expect(title()).toBe('done.pdf')
    })
  })
})
