import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { SettingsUpdate } from '@shared/ipc'
import { CONCURRENCY_LIMITS } from '@shared/settingsSchema'
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

  const updates = (): SettingsUpdate[] =>
    fake.calls.filter((c) => c.name === 'settings.update').map((c) => c.input as SettingsUpdate)

  describe('concurrency', () => {
    it('offers hashes and uploads in parallel within the limits main accepts', () => {
      const wrapper = mount(GeneralSettings, { props: { view: settingsView() } })
      for (const id of ['#conc-hash', '#conc-upload']) {
        const input = wrapper.get<HTMLInputElement>(id)
        expect(Number(input.attributes('min'))).toBe(CONCURRENCY_LIMITS.min)
        expect(Number(input.attributes('max'))).toBe(CONCURRENCY_LIMITS.max)
      }
    })

    it('saves the highest number allowed and nothing beyond it', async () => {
      const wrapper = mount(GeneralSettings, { props: { view: settingsView() } })
      await wrapper.get('#conc-upload').setValue(String(CONCURRENCY_LIMITS.max))
      await flushPromises()
      expect(updates().at(-1)?.concurrency).toEqual({ hash: 2, upload: CONCURRENCY_LIMITS.max })
      const before = updates().length
      await wrapper.get('#conc-upload').setValue(String(CONCURRENCY_LIMITS.max + 1))
      await wrapper.get('#conc-hash').setValue(String(CONCURRENCY_LIMITS.min - 1))
      await flushPromises()
      expect(updates()).toHaveLength(before)
    })
  })
})
