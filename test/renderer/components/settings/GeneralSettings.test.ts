import { beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { type SettingsUpdate, CONCURRENCY_LIMITS } from '@shared/settingsSchema'
import { installFakeBridge, type FakeBridge } from '../../fakeBridge'
import { settingsView } from '../../samples'
import GeneralSettings from '@renderer/components/settings/GeneralSettings.vue'
import { useSettingsStore } from '@renderer/stores/settings'

describe('components/settings/GeneralSettings', () => {
  let fake: FakeBridge

  beforeEach(async () => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('settings.get', settingsView())
    fake.answer('settings.update', (patch: SettingsUpdate) => settingsView(patch as never))
    await useSettingsStore().load()
  })

  /** The pane as the Settings screen shows it: given the store's view, redrawn when it changes. */
  const mountedAsInApp = () =>
    mount(
      defineComponent({
        setup() {
          const settings = useSettingsStore()
          return () => h(GeneralSettings, { view: settings.view! })
        }
      })
    )

  const updates = (): SettingsUpdate[] =>
    fake.calls.filter((c) => c.name === 'settings.update').map((c) => c.input as SettingsUpdate)

  describe('lists saved on confirm', () => {
    for (const [name, test, key, from, to] of [
      ['notifications', 'notifications', 'notifications', 'all', 'none'],
      ['log level', 'log-level', 'logLevel', 'info', 'debug']
    ] as const) {
      it(`saves the ${name} on Save or Enter, not while arrow keys move the choice`, async () => {
        const wrapper = mountedAsInApp()
        const list = wrapper.get<HTMLSelectElement>(`[data-test="${test}"]`)
        const save = () => wrapper.find(`[data-test="${test}-save"]`)
        expect(list.element.value).toBe(from)
        expect(save().exists()).toBe(false)
        // what arrow keys on the closed list do: change events, one per step
        for (const option of list.findAll('option')) {
          await list.setValue(option.attributes('value'))
        }
        await list.setValue(to)
        await flushPromises()
        expect(updates()).toEqual([])
        expect(save().text()).toBe('Save')

        await save().trigger('click')
        await flushPromises()
        expect(updates()).toEqual([{ [key]: to }])
        expect(useSettingsStore().view?.[key]).toBe(to)
        expect(save().exists()).toBe(false)

        await list.setValue(from)
        await list.trigger('keydown', { key: 'Enter' })
        await flushPromises()
        expect(updates()).toEqual([{ [key]: to }, { [key]: from }])
      })
    }
  })

  describe('concurrency', () => {
    it('offers hashes and uploads in parallel within the limits main accepts', () => {
      const wrapper = mount(GeneralSettings, { props: { view: settingsView() } })
      for (const id of ['#conc-hash', '#conc-upload']) {
        const input = wrapper.get<HTMLInputElement>(id)
        expect(Number(input.attributes('min'))).toBe(CONCURRENCY_LIMITS.min)
        expect(Number(input.attributes('max'))).toBe(CONCURRENCY_LIMITS.max)
      }
    })

    it('keeps a number beyond the limits at the limit, and shows the clerk what is in effect', async () => {
      const wrapper = mountedAsInApp()
      const upload = wrapper.get<HTMLInputElement>('#conc-upload')
      await upload.setValue(String(CONCURRENCY_LIMITS.max + 1))
      await flushPromises()
      expect(updates().at(-1)?.concurrency).toEqual({ hash: 2, upload: CONCURRENCY_LIMITS.max })
      expect(upload.element.value).toBe(String(CONCURRENCY_LIMITS.max))
      const hash = wrapper.get<HTMLInputElement>('#conc-hash')
      await hash.setValue(String(CONCURRENCY_LIMITS.min - 1))
      await flushPromises()
      expect(updates().at(-1)?.concurrency).toMatchObject({ hash: CONCURRENCY_LIMITS.min })
      expect(hash.element.value).toBe(String(CONCURRENCY_LIMITS.min))
    })

    it('saves nothing for a blank entry and shows the saved number again', async () => {
      const wrapper = mountedAsInApp()
      const hash = wrapper.get<HTMLInputElement>('#conc-hash')
      await hash.setValue('')
      await flushPromises()
      expect(updates()).toEqual([])
      expect(hash.element.value).toBe('2')
    })
  })
})
