import { defineComponent, h } from 'vue'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { installFakeBridge, type FakeBridge } from '../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail, settingsView } from '../samples'
import { focused } from '../focus'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import ConnectionSettings from '@renderer/components/settings/ConnectionSettings.vue'
import GeneralSettings from '@renderer/components/settings/GeneralSettings.vue'
import { useDetailStore } from '@renderer/stores/detail'
import { useSettingsStore } from '@renderer/stores/settings'

/**
 * A choice that changes something is saved when the clerk confirms it, never while arrow keys
 * move through the options (WCAG 3.2.2). A closed <select> and a radio group both fire `change`
 * on each arrow key, which is what `setValue` and `trigger('change')` send here.
 */
describe('keyboard: choices are saved on confirm, not on arrow keys', () => {
  let fake: FakeBridge
  let wrapper: VueWrapper | null = null

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
  })
  afterEach(() => {
    wrapper?.unmount()
    wrapper = null
  })

  const sent = (name: string) => fake.calls.filter((c) => c.name === name).map((c) => c.input)

  describe('Correct the type', () => {
    async function opened() {
      fake.answer('document.types', [
        { code: 'commercial_invoice', label: 'Commercial invoice' },
        { code: 'packing_list', label: 'Packing list' },
        { code: 'bill_of_lading', label: 'Bill of lading' }
      ])
      fake.answer('document.schema', INVOICE_SCHEMA)
      const detail = invoiceDetail()
      fake.answer('document.detail', detail)
      await useDetailStore().open(detail.item.id)
      wrapper = mount(DocumentDetail, { attachTo: document.body })
      await flushPromises()
      return wrapper.get<HTMLSelectElement>('[data-test="manual-type"]')
    }

    it('ArrowDown through the types saves none of them', async () => {
      const select = await opened()
      select.element.focus()
      await select.setValue('packing_list')
      await select.setValue('bill_of_lading')
      await flushPromises()
      expect(sent('document.setManualType')).toEqual([])
      expect(wrapper!.get('[data-test="document-type"]').text()).toContain('Commercial invoice')
    })

    it('saves the type shown on Save type, or on Enter in the list', async () => {
      const select = await opened()
      await select.setValue('bill_of_lading')
      const saved = invoiceDetail()
      saved.document = { ...saved.document!, document_type_manual: 'bill_of_lading' }
      fake.answer('document.detail', { ...saved, item: useDetailStore().detail!.item })
      await wrapper!.get('[data-test="save-type"]').trigger('click')
      await flushPromises()
      expect(sent('document.setManualType')).toEqual([
        { itemId: useDetailStore().itemId, type: 'bill_of_lading' }
      ])
      await select.setValue('')
      await select.trigger('keydown', { key: 'Enter' })
      await flushPromises()
      expect(sent('document.setManualType')).toHaveLength(2)
      expect(sent('document.setManualType')[1]).toMatchObject({ type: null })
    })
  })

  describe('the Language', () => {
    async function shown() {
      fake.answer('settings.get', settingsView())
      fake.answer('settings.update', settingsView({ language: 'de' }))
      const store = useSettingsStore()
      await store.load()
      const Shown = defineComponent(() => () => h(GeneralSettings, { view: store.view! }))
      wrapper = mount(Shown, { attachTo: document.body })
      return wrapper.get<HTMLSelectElement>('[data-test="language"]')
    }

    it('ArrowDown through the languages switches the window to none of them', async () => {
      const select = await shown()
      select.element.focus()
      await select.setValue('de')
      await select.setValue('es')
      await flushPromises()
      expect(sent('settings.update')).toEqual([])
      expect(document.documentElement.lang).toBe('en')
    })

    it('switches on Enter in the list, focus staying on the list', async () => {
      const select = await shown()
      select.element.focus()
      await select.setValue('de')
      await flushPromises()
      expect(document.documentElement.lang).toBe('en')
      await select.trigger('keydown', { key: 'Enter' })
      await flushPromises()
      expect(sent('settings.update')).toEqual([{ language: 'de' }])
      expect(document.documentElement.lang).toBe('de')
      expect(focused()?.getAttribute('data-test')).toBe('language')
    })
  })

  describe('the Service choice', () => {
    async function shown() {
      const view = settingsView()
      fake.answer('settings.get', view)
      const store = useSettingsStore()
      await store.load()
      // As SettingsView passes it: the store's view, so a saved change shows at once.
      const Shown = defineComponent(() => () => h(ConnectionSettings, { view: store.view! }))
      wrapper = mount(Shown, { attachTo: document.body })
      return view
    }

    it('ArrowLeft onto Sandbox does not switch to the sandbox', async () => {
      const view = await shown()
      expect(view.connection.mode).toBe('production')
      const sandbox = wrapper!.get<HTMLInputElement>('[data-test="mode-sandbox"]')
      sandbox.element.focus()
      sandbox.element.checked = true
      await sandbox.trigger('change')
      await flushPromises()
      expect(sent('settings.update')).toEqual([])
    })

    it('switches on Use this service, and focus stays on the chosen service', async () => {
      await shown()
      fake.answer(
        'settings.update',
        settingsView({ connection: { ...settingsView().connection, mode: 'sandbox' } })
      )
      const sandbox = wrapper!.get<HTMLInputElement>('[data-test="mode-sandbox"]')
      sandbox.element.checked = true
      await sandbox.trigger('change')
      const use = wrapper!.get('[data-test="use-mode"]')
      expect(use.text()).toBe('Use this service')
      ;(use.element as HTMLElement).focus()
      await use.trigger('click')
      await flushPromises()
      expect(sent('settings.update')).toEqual([{ connection: { mode: 'sandbox' } }])
      expect(wrapper!.find('[data-test="use-mode"]').exists()).toBe(false)
      expect(focused()?.getAttribute('data-test')).toBe('mode-sandbox')
    })
  })
})
