import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { SettingsUpdate } from '@shared/settingsSchema'
import { installFakeBridge, type FakeBridge } from '../fakeBridge'
import { settingsView } from '../samples'
import SettingsView from '@renderer/views/SettingsView.vue'
import { windowI18n } from '@renderer/i18n'
import { useNoticesStore } from '@renderer/stores/notices'

describe('views/SettingsView', () => {
  let fake: FakeBridge
  enableAutoUnmount(afterEach)
  afterEach(() => vi.restoreAllMocks())

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
  })

  /** Settings as main holds them; an update answers with the patch applied, as main does. */
  async function shown(over: Parameters<typeof settingsView>[0] = {}) {
    let saved = settingsView(over)
    fake.answer('settings.get', () => saved)
    fake.answer('settings.update', (patch: SettingsUpdate) => {
      saved = { ...saved, ...patch } as typeof saved
      return saved
    })
    const wrapper = mount(SettingsView)
    await flushPromises()
    return wrapper
  }

  describe('language', () => {
    it('offers the system language by name and each language named in itself', async () => {
      vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-AT')
      const wrapper = await shown()
      const options = wrapper.findAll('[data-test="language"] option')
      expect(options.map((o) => o.text())).toEqual([
        'System language (Deutsch)',
        'English',
        'Deutsch',
        'Español',
        'Nederlands',
        '简体中文'
      ])
      expect(options.map((o) => o.attributes('value'))).toEqual([
        'system',
        'en',
        'de',
        'es',
        'nl',
        'zh-CN'
      ])
    })

    it('switches the whole screen to German at once when Deutsch is used, and saves it', async () => {
      const wrapper = await shown()
      expect(wrapper.get('h2').text()).toBe('Settings')
      await wrapper.get('[data-test="language"]').setValue('de')
      await wrapper.get('[data-test="use-language"]').trigger('click')
      await flushPromises()
      expect(fake.calls.find((c) => c.name === 'settings.update')?.input).toEqual({
        language: 'de'
      })
      expect(wrapper.get('h2').text()).toBe('Einstellungen')
      expect(wrapper.get('#general-title').text()).toBe('Verhalten')
      expect(wrapper.get('#conn-title').text()).toBe('Verbindung')
      expect(wrapper.get('[data-test="test-connection"]').text()).toBe('Verbindung testen')
      expect(wrapper.get('label[for="language"]').text()).toBe('Sprache')
      expect(wrapper.get<HTMLSelectElement>('[data-test="language"]').element.value).toBe('de')
      expect(document.documentElement.lang).toBe('de')
      expect(useNoticesStore().list.map((n) => n.text)).toEqual(['Einstellungen gespeichert'])
      expect(wrapper.text()).not.toMatch(/Behaviour|Watched folders|Notifications/)
    })

    it('opens in the saved language', async () => {
      const wrapper = await shown({ language: 'es' })
      expect(windowI18n().global.locale.value).toBe('es')
      expect(wrapper.get('h2').text()).toBe('Ajustes')
      expect(wrapper.get('#folders-title').text()).toBe('Carpetas vigiladas')
    })

    it('cannot be changed when IT locked it, and says so in the chosen language', async () => {
      const wrapper = await shown({ language: 'nl', locked: ['language'] })
      const select = wrapper.get('[data-test="language"]')
      expect(select.attributes('disabled')).toBeDefined()
      expect(select.element.parentElement?.textContent).toContain('Ingesteld door uw IT-afdeling')
    })

    it('stays in the language shown when main refuses the change', async () => {
      const wrapper = await shown()
      fake.fail('settings.update', { kind: 'forbidden', message: 'Set by IT.' })
      await wrapper.get('[data-test="language"]').setValue('de')
      await wrapper.get('[data-test="use-language"]').trigger('click')
      await flushPromises()
      expect(wrapper.get('h2').text()).toBe('Settings')
      const error = wrapper.get('[data-test="settings-error"]')
      expect(error.text()).toBe(
        'The change was not made: your IT department set this, or the change was not confirmed.'
      )
      expect(error.attributes('title')).toBe('Set by IT.')
      // The list shows the language in use again.
      expect(wrapper.get<HTMLSelectElement>('[data-test="language"]').element.value).toBe('en')
    })
  })
})
