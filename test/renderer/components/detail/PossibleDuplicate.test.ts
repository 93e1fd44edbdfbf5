import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { Locale } from '@shared/i18n/locales'
import type { IntakeItem } from '@shared/intake'
import { installFakeBridge, makeItem, type FakeBridge } from '../../fakeBridge'
import { invoiceDetail } from '../../samples'
import { stubViewport } from '../../viewport'
import App from '@renderer/App.vue'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import { useDetailStore } from '@renderer/stores/detail'
import { useDocumentsStore } from '@renderer/stores/documents'
import { applyLanguage, createAppI18n, windowI18n } from '@renderer/i18n'

/**
 * An invoice taken in again with other bytes (same number and supplier): its row says
 * "Possible duplicate", its detail names the earlier one, opens it, and keeps both or removes
 * this one; by keyboard too.
 */
describe('a possible duplicate in the window', () => {
  let fake: FakeBridge
  let wrapper: VueWrapper | null = null
  let first: IntakeItem
  let again: IntakeItem
  const extracted = { invoice_number: 'INV-2026-0415', supplier_name: 'Brightway Co., Ltd.' }

  beforeEach(() => {
    fake = installFakeBridge()
    first = makeItem({
      id: 'first',
      name: 'invoice.pdf',
      state: 'extracted',
      documentId: 'doc-1',
      documentType: 'commercial_invoice',
      shipmentNumbers: ['MAEU241234567'],
      extracted
    })
    again = makeItem({
      id: 'again',
      name: 'invoice-rescan.pdf',
      state: 'extracted',
      documentId: 'doc-2',
      documentType: 'commercial_invoice',
      shipmentNumbers: ['MAEU241234567'],
      extracted,
      possibleDuplicateOf: { id: 'first', name: 'invoice.pdf' }
    })
    fake.answer('intake.list', [first, again])
    fake.answer('document.types', [{ code: 'commercial_invoice', label: 'Commercial invoice' }])
    fake.answer('document.detail', ({ itemId }: { itemId: string }) => ({
      ...invoiceDetail(),
      item: useDocumentsStore().get(itemId)!
    }))
  })

  afterEach(() => {
    wrapper?.unmount()
    wrapper = null
    applyLanguage(windowI18n(), 'en')
  })

  describe('the row', () => {
    let restore: () => void
    beforeEach(() => {
      restore = stubViewport(600, 1200)
      fake.answer('app.status', {
        connection: 'online',
        paused: false,
        counts: { total: 2, active: 0, done: 2, attention: 1, failed: 0, paused: false },
        message: null
      })
    })
    afterEach(() => restore())

    async function row(locale: Locale, id: string) {
      wrapper = mount(App, {
        global: { plugins: [createPinia(), createAppI18n(locale)] },
        attachTo: document.body
      })
      await flushPromises()
      return wrapper.get(`[data-test="inbox-row"][data-id="${id}"]`)
    }

    it('says "Possible duplicate" and of which one, in English', async () => {
      const r = await row('en', 'again')
      expect(r.get('[data-state]').text()).toMatch(/^Possible duplicate:/)
      expect(r.get('[data-state]').attributes('data-outcome')).toBe('possible_duplicate')
      expect(r.get('.sentence').text()).toBe(
        'Invoice INV-2026-0415 · Possible duplicate of invoice.pdf'
      )
      // The earlier one stays as it was.
      wrapper!.unmount()
      expect((await row('en', 'first')).get('[data-state]').text()).toMatch(/^Linked:/)
    })

    it('says it in German', async () => {
      const r = await row('de', 'again')
      expect(r.get('[data-state]').text()).toMatch(/^Mögliches Duplikat:/)
      expect(r.get('.sentence').text()).toBe(
        'Rechnung INV-2026-0415 · Mögliches Duplikat von invoice.pdf'
      )
    })
  })

  describe('the detail', () => {
    beforeEach(async () => {
      setActivePinia(createPinia())
      await useDocumentsStore().load()
    })

    async function opened(item: IntakeItem) {
      await useDetailStore().open(item.id)
      wrapper = mount(DocumentDetail, { attachTo: document.body })
      await flushPromises()
      return wrapper
    }
    const part = (test: string) => wrapper!.find(`[data-test="${test}"]`)

    it('names the earlier one and opens it', async () => {
      await opened(again)
      expect(part('possible-duplicate').get('h3').text()).toBe('Possible duplicate of invoice.pdf')
      // Its own words replace the general Acknowledge.
      expect(part('acknowledge').exists()).toBe(false)
      await part('duplicate-open').trigger('click')
      await flushPromises()
      expect(useDetailStore().itemId).toBe('first')
      expect(part('possible-duplicate').exists()).toBe(false)
    })

    it('keeps both by keyboard: acknowledged, out of needs attention, focus on the title', async () => {
      await opened(again)
      fake.answer('intake.acknowledge', { count: 1 })
      const keep = part('duplicate-keep')
      expect(keep.element.tagName).toBe('BUTTON')
      expect(keep.attributes('tabindex')).toBeUndefined()
      expect(keep.text()).toBe('Keep both')
      ;(keep.element as HTMLButtonElement).focus()
      expect(document.activeElement).toBe(keep.element)
      // A native button: Enter and Space press it (a click event).
      await keep.trigger('click')
      await flushPromises()
      expect(fake.calls.filter((c) => c.name === 'intake.acknowledge').map((c) => c.input)).toEqual(
        [{ ids: ['again'] }]
      )
      const at = new Date(Date.parse(again.updatedAt) + 60_000).toISOString()
      fake.emit('intake.items', [{ ...again, updatedAt: at, acknowledgedAt: at }])
      await flushPromises()
      expect(part('duplicate-keep').exists()).toBe(false)
      expect(part('duplicate-kept').text()).toBe(
        'Both kept: no longer counted as needing attention.'
      )
      expect(document.activeElement?.id).toBe('detail-title')
      const documents = useDocumentsStore()
      documents.filters.state = 'attention'
      expect(documents.filtered).toEqual([])
    })

    it('removes this one through main, which asks the clerk', async () => {
      await opened(again)
      fake.answer('intake.remove', { count: 1 })
      expect(part('duplicate-remove').text()).toBe('Remove this one')
      await part('duplicate-remove').trigger('click')
      await flushPromises()
      expect(fake.calls.filter((c) => c.name === 'intake.remove').map((c) => c.input)).toEqual([
        { ids: ['again'] }
      ])
    })

    it('says it in German', async () => {
      applyLanguage(windowI18n(), 'de')
      await opened(again)
      expect(part('possible-duplicate').get('h3').text()).toBe('Mögliches Duplikat von invoice.pdf')
      expect(part('duplicate-open').text()).toBe('Das andere öffnen')
      expect(part('duplicate-keep').text()).toBe('Beide behalten')
      expect(part('duplicate-remove').text()).toBe('Dieses entfernen')
    })
  })
})
