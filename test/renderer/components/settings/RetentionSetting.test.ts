import { beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { SettingsUpdate, SettingsView } from '@shared/settingsSchema'
import { installFakeBridge, type FakeBridge } from '../../fakeBridge'
import { settingsView } from '../../samples'
import GeneralSettings from '@renderer/components/settings/GeneralSettings.vue'
import { createAppI18n } from '@renderer/i18n'
import { useSettingsStore } from '@renderer/stores/settings'

describe('components/settings/GeneralSettings: how long done items stay', () => {
  let fake: FakeBridge

  async function shown(over: Partial<SettingsView> = {}, locale?: 'de') {
    fake.answer('settings.get', settingsView(over))
    fake.answer('settings.update', (patch: SettingsUpdate) =>
      settingsView({ ...over, ...(patch as Partial<SettingsView>) })
    )
    await useSettingsStore().load()
    const wrapper = mount(
      defineComponent({
        setup() {
          const settings = useSettingsStore()
          return () => h(GeneralSettings, { view: settings.view! })
        }
      }),
      { global: { plugins: locale ? [createAppI18n(locale)] : [] } }
    )
    await flushPromises()
    return {
      wrapper,
      list: wrapper.get<HTMLSelectElement>('[data-test="retention"]'),
      save: () => wrapper.find('[data-test="retention-save"]'),
      hint: () => wrapper.get('[data-test="retention-hint"]').text()
    }
  }

  const updates = (): SettingsUpdate[] =>
    fake.calls.filter((c) => c.name === 'settings.update').map((c) => c.input as SettingsUpdate)

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
  })

  it('shows the saved period and says what it means, problems kept', async () => {
    const { list, hint } = await shown()
    expect(list.element.value).toBe('30')
    expect(list.element.selectedOptions[0].textContent?.trim()).toBe('30 days')
    expect(hint()).toBe(
      "Done items are forgotten after 30 days; problems you haven't acknowledged are kept."
    )
    expect(list.attributes('aria-describedby')).toBe('retention-hint')
  })

  it('saves a new period on Save, not while arrow keys move the choice', async () => {
    const { list, save, hint } = await shown()
    await list.setValue('7')
    await list.setValue('90')
    await flushPromises()
    expect(updates()).toEqual([])
    await save().trigger('click')
    await flushPromises()
    expect(updates()).toEqual([{ retentionDays: 90 }])
    expect(hint()).toContain('after 90 days')
    expect(save().exists()).toBe(false)
  })

  it('keeps done items until removed when the clerk chooses so (Enter saves too)', async () => {
    const { list, hint } = await shown()
    await list.setValue('never')
    await list.trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(updates()).toEqual([{ retentionDays: null }])
    expect(hint()).toBe('Done items stay in the inbox until you remove them.')
  })

  it('shows a period IT set that is not one of the usual ones, locked, with the note', async () => {
    const { list, wrapper, hint } = await shown({ retentionDays: 45, locked: ['retentionDays'] })
    expect(list.element.value).toBe('45')
    expect(list.element.disabled).toBe(true)
    expect(wrapper.get('[data-test="locked"]').text()).toBe('Set by your IT department')
    expect(hint()).toContain('after 45 days')
  })

  it('reads German, with the clerk’s words for acknowledged problems', async () => {
    const { list, hint } = await shown({ retentionDays: 1 }, 'de')
    expect(list.element.selectedOptions[0].textContent?.trim()).toBe('1 Tag')
    expect(hint()).toBe(
      'Erledigte Dateien werden nach 1 Tag vergessen; Probleme, die Sie nicht als geprüft markiert haben, bleiben.'
    )
  })
})
