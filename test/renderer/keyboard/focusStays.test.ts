import { afterEach, beforeEach, describe, expect, it, type Mock } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { IpcResult } from '@shared/ipc'
import { installFakeBridge, makeItem, type FakeBridge } from '../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail } from '../samples'
import { stubViewport } from '../viewport'
import { focused, focusedName } from '../focus'
import InboxView from '@renderer/views/InboxView.vue'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import { useDocumentsStore } from '@renderer/stores/documents'
import { useDetailStore } from '@renderer/stores/detail'

/** Focus stays where the clerk was after every action: the next key press acts from there. */
describe('keyboard: focus stays where the clerk was', () => {
  let fake: FakeBridge
  let restore: () => void
  let wrapper: VueWrapper | null = null

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    restore = stubViewport(600)
    fake.answer('document.types', [
      { code: 'commercial_invoice', label: 'Commercial invoice' },
      { code: 'packing_list', label: 'Packing list' }
    ])
    fake.answer('document.schema', INVOICE_SCHEMA)
  })
  afterEach(() => {
    wrapper?.unmount()
    wrapper = null
    restore()
  })

  /** Presses a button the way a keyboard user does: focus on it, then activate it. */
  async function press(selector: string): Promise<void> {
    const button = wrapper!.get<HTMLButtonElement>(selector)
    button.element.focus()
    await button.trigger('click')
  }

  /** Holds main's answer to `method` until `release()`: the window is busy meanwhile. */
  function hold(method: Mock): () => void {
    let release!: () => void
    const gate = new Promise<void>((ok) => (release = ok))
    method.mockImplementationOnce(() =>
      gate.then((): IpcResult<unknown> => ({ ok: true, value: null }))
    )
    return release
  }

  describe('in the inbox toolbar', () => {
    async function inbox() {
      fake.answer('intake.list', [
        makeItem({ name: 'a.pdf', state: 'failed' }),
        makeItem({ name: 'b.pdf', state: 'failed' })
      ])
      await useDocumentsStore().load()
      wrapper = mount(InboxView, { attachTo: document.body })
      await flushPromises()
    }

    it('Select all hands focus to Clear, which took its place', async () => {
      await inbox()
      await press('[data-test="select-all"]')
      await flushPromises()
      expect(focusedName()).toBe('Clear')
    })

    it('Clear hands focus back to Select all', async () => {
      await inbox()
      await press('[data-test="select-all"]')
      await flushPromises()
      await press('[data-test="clear-selection"]')
      await flushPromises()
      expect(focusedName()).toBe('Select all 2')
    })

    it('Retry on the selection keeps focus on its button, the selection kept', async () => {
      fake.answer('intake.bulk', { done: 2, skipped: {} })
      await inbox()
      await press('[data-test="select-all"]')
      await flushPromises()
      await press('[data-test="bulk-retry"]')
      await flushPromises()
      expect(fake.calls.some((c) => c.name === 'intake.bulk')).toBe(true)
      expect(focusedName()).toBe('Retry')
    })

    it('Remove on the selection hands focus to Select all, which took its place', async () => {
      fake.answer('intake.bulk', { done: 2, skipped: {} })
      await inbox()
      await press('[data-test="select-all"]')
      await flushPromises()
      await press('[data-test="bulk-remove"]')
      await flushPromises()
      expect(focusedName()).toBe('Select all 2')
    })
  })

  describe('in an open document', () => {
    async function opened(state: 'extracted' | 'failed' = 'extracted') {
      const detail = invoiceDetail()
      detail.item = { ...detail.item, state }
      fake.answer('intake.list', [detail.item])
      fake.answer('document.detail', detail)
      await useDocumentsStore().load()
      await useDetailStore().open(detail.item.id)
      wrapper = mount(DocumentDetail, { attachTo: document.body })
      await flushPromises()
      return detail
    }

    it.each([
      ['reclassify', 'reclassify'],
      ['relink', 'relink'],
      ['reextract', 'reextract'],
      ['download-copy', 'downloadCopy']
    ] as const)(
      '%s, chosen from More actions, hands focus back to the menu button while main works',
      async (id, m) => {
        await opened()
        const release = hold(fake.api.document[m] as Mock)
        await press('[data-test="more-actions"]')
        await press(`[data-test="${id}"]`)
        await flushPromises()
        expect(useDetailStore().busy).not.toBeNull()
        expect(focusedName()).toBe('More actions')
        expect(focused()!.getAttribute('aria-expanded')).toBe('false')
        // Unavailable while busy, and said why beside it.
        const item = wrapper!.get(`[data-test="${id}"]`)
        expect(item.attributes('aria-disabled')).toBe('true')
        const why = document.getElementById(item.attributes('aria-describedby')!)
        expect(why?.textContent?.trim()).toBe('Waiting for the last action to finish')
        release()
        await flushPromises()
        expect(focusedName()).toBe('More actions')
        expect(item.attributes('aria-disabled')).toBe('false')
      }
    )

    it('Retry, the next step of a failed file, hands focus to the title once it is queued', async () => {
      const detail = await opened('failed')
      fake.answer('intake.retry', { count: 1 })
      await press('[data-test="next-step"]')
      await flushPromises()
      expect(fake.calls.some((c) => c.name === 'intake.retry')).toBe(true)
      fake.emit('intake.items', [
        { ...detail.item, state: 'queued', updatedAt: '2030-01-01T00:00:00.000Z' }
      ])
      await flushPromises()
      // On its way again: there is no next step, so its button went.
      expect(wrapper!.find('[data-test="next-step"]').exists()).toBe(false)
      expect(document.activeElement?.id).toBe('detail-title')
    })

    it('a type change, once saved, leaves focus on the type list', async () => {
      const detail = await opened()
      const select = wrapper!.get<HTMLSelectElement>('[data-test="manual-type"]')
      select.element.focus()
      await select.setValue('packing_list')
      fake.answer('document.setManualType', undefined as never)
      fake.answer('document.detail', {
        ...detail,
        document: { ...detail.document!, document_type_manual: 'packing_list' }
      })
      await press('[data-test="save-type"]')
      await flushPromises()
      expect(wrapper!.get('[data-test="document-type"]').text()).toContain('Packing list')
      expect(wrapper!.find('[data-test="save-type"]').exists()).toBe(false)
      expect(focusedName()).toBe('Correct the type')
    })
  })
})
