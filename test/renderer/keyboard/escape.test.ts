import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { installFakeBridge, type FakeBridge } from '../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail } from '../samples'
import { stubViewport } from '../viewport'
import { focusedName } from '../focus'
import InboxView from '@renderer/views/InboxView.vue'
import { useDocumentsStore } from '@renderer/stores/documents'
import { useDetailStore } from '@renderer/stores/detail'

/** Escape closes what it was pressed in, not whatever is open somewhere in the window. */
describe('keyboard: Escape belongs to where it is pressed', () => {
  let fake: FakeBridge
  let restore: () => void
  let wrapper: VueWrapper | null = null

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    restore = stubViewport(600)
    fake.answer('document.types', [{ code: 'commercial_invoice', label: 'Commercial invoice' }])
    fake.answer('document.schema', INVOICE_SCHEMA)
  })
  afterEach(() => {
    wrapper?.unmount()
    wrapper = null
    restore()
  })

  async function withDocumentOpen() {
    const detail = invoiceDetail()
    fake.answer('intake.list', [detail.item])
    fake.answer('document.detail', detail)
    await useDocumentsStore().load()
    wrapper = mount(InboxView, { attachTo: document.body })
    await flushPromises()
    await useDetailStore().open(detail.item.id)
    await flushPromises()
    expect(wrapper.find('[data-test="detail"]').exists()).toBe(true)
    return detail
  }

  function escapeOn(el: Element): void {
    el.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    )
  }

  it('in the search field it leaves the open document open; in the panel it closes it', async () => {
    const detail = await withDocumentOpen()
    const search = wrapper!.get<HTMLInputElement>('[data-test="inbox-search"]')
    search.element.focus()
    escapeOn(search.element)
    await flushPromises()
    expect(wrapper!.find('[data-test="detail"]').exists()).toBe(true)

    const title = wrapper!.get<HTMLElement>('#detail-title')
    title.element.focus()
    escapeOn(title.element)
    await flushPromises()
    expect(wrapper!.find('[data-test="detail"]').exists()).toBe(false)
    // Back on the row it was opened from.
    expect(focusedName()).toBe(detail.item.name)
  })

  it('on the page outside the panel it leaves the open document open', async () => {
    await withDocumentOpen()
    escapeOn(document.body)
    await flushPromises()
    expect(wrapper!.find('[data-test="detail"]').exists()).toBe(true)
  })

  it('in the type list inside the panel it is the list’s own, and the panel stays', async () => {
    await withDocumentOpen()
    const select = wrapper!.get<HTMLSelectElement>('[data-test="manual-type"]')
    select.element.focus()
    escapeOn(select.element)
    await flushPromises()
    expect(wrapper!.find('[data-test="detail"]').exists()).toBe(true)
  })
})
