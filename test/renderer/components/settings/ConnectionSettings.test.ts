import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { SettingsView } from '@shared/settingsSchema'
import { installFakeBridge, type FakeBridge } from '../../fakeBridge'
import { settingsView } from '../../samples'
import ConnectionSettings from '@renderer/components/settings/ConnectionSettings.vue'
import { useSettingsStore } from '@renderer/stores/settings'
import { windowI18n } from '@renderer/i18n'

describe('components/settings/ConnectionSettings', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
  })

  async function shown(view: SettingsView) {
    fake.answer('settings.get', view)
    const store = useSettingsStore()
    await store.load()
    return mount(ConnectionSettings, { props: { view: store.view! } })
  }

  describe('API key', () => {
    it('is masked, never shown back, and the field empties after saving', async () => {
      fake.answer('settings.setApiKey', settingsView({ hasApiKey: true }))
      const wrapper = await shown(settingsView({ hasApiKey: true }))
      const input = wrapper.get<HTMLInputElement>('[data-test="api-key"]')
      expect(input.attributes('type')).toBe('password')
      expect(input.element.value).toBe('')
      expect(wrapper.get('[data-test="key-state"]').text()).toContain('A key is saved')
      await input.setValue('sbx_blueharbor_full')
      await wrapper.get('[data-test="save-key"]').trigger('click')
      await flushPromises()
      expect(fake.calls.find((c) => c.name === 'settings.setApiKey')?.input).toEqual({
        apiKey: 'sbx_blueharbor_full',
        acceptWeakStorage: false
      })
      expect(input.element.value).toBe('')
      expect(wrapper.html()).not.toContain('sbx_blueharbor_full')
    })

    it('asks for explicit consent before keeping the key in plain text', async () => {
      fake.answer('settings.setApiKey', settingsView({ keyStorage: 'basic_text' }))
      const wrapper = await shown(settingsView({ keyStorage: 'basic_text', hasApiKey: false }))
      expect(wrapper.get('[data-test="weak-storage"]').text()).toContain('no secure keyring')
      await wrapper.get('[data-test="api-key"]').setValue('sbx_blueharbor_full')
      expect(wrapper.get('[data-test="save-key"]').attributes('disabled')).toBeDefined()
      await wrapper.get('[data-test="weak-consent"]').setValue(true)
      await wrapper.get('[data-test="save-key"]').trigger('click')
      await flushPromises()
      expect(fake.calls.find((c) => c.name === 'settings.setApiKey')?.input).toMatchObject({
        acceptWeakStorage: true
      })
    })
  })

  describe('locked fields', () => {
    it('disables what IT set and says so', async () => {
      const wrapper = await shown(settingsView({ locked: ['connection.mode', 'apiKey'] }))
      expect(wrapper.get('[data-test="mode-sandbox"]').attributes('disabled')).toBeDefined()
      expect(wrapper.get('[data-test="api-key"]').attributes('disabled')).toBeDefined()
      expect(wrapper.findAll('[data-test="locked"]').map((l) => l.text())).toEqual([
        expect.stringContaining('Set by your IT department'),
        expect.stringContaining('Set by your IT department')
      ])
    })
  })

  describe('custom address', () => {
    it('refuses plain http to another host and saves an https address', async () => {
      fake.answer('settings.update', settingsView())
      const wrapper = await shown(
        settingsView({
          connection: { mode: 'custom', baseUrl: '', appUrl: '', directUploadUrl: null }
        })
      )
      await wrapper.get('[data-test="base-url"]').setValue('http://api.example.com/v2')
      await wrapper.get('[data-test="base-url"] + button').trigger('click')
      expect(wrapper.get('#base-url-error').text()).toMatch(/must start with https/)
      expect(fake.calls.map((c) => c.name)).not.toContain('settings.update')
      await wrapper.get('[data-test="base-url"]').setValue('https://api.example.com/v2/')
      await wrapper.get('[data-test="base-url"] + button').trigger('click')
      await flushPromises()
      expect(fake.calls.find((c) => c.name === 'settings.update')?.input).toEqual({
        connection: { baseUrl: 'https://api.example.com/v2' }
      })
    })
  })

  describe('choosing Custom', () => {
    it('opens the address field and saves the mode together with the address', async () => {
      fake.answer(
        'settings.update',
        settingsView({
          connection: {
            mode: 'custom',
            baseUrl: 'https://api.example.com/v2',
            appUrl: '',
            directUploadUrl: null
          }
        })
      )
      const wrapper = await shown(
        settingsView({
          connection: { mode: 'sandbox', baseUrl: '', appUrl: '', directUploadUrl: null }
        })
      )
      expect(wrapper.find('[data-test="base-url"]').exists()).toBe(false)
      await wrapper.get('[data-test="mode-custom"]').trigger('change')
      expect(fake.calls.map((c) => c.name)).not.toContain('settings.update')
      await wrapper.get('[data-test="base-url"]').setValue('https://api.example.com/v2')
      await wrapper.get('[data-test="base-url"] + button').trigger('click')
      await flushPromises()
      expect(fake.calls.find((c) => c.name === 'settings.update')?.input).toEqual({
        connection: { mode: 'custom', baseUrl: 'https://api.example.com/v2' }
      })
    })
  })

  describe('test connection', () => {
    it('names the host and what is wrong in the window’s language, main’s sentence in the tooltip', async () => {
      const message = 'connect ECONNREFUSED 10.0.0.7:443'
      fake.answer('settings.testConnection', {
        ok: false,
        outcome: 'failed',
        host: 'api.example.com',
        error: { kind: 'network', message },
        message
      })
      const wrapper = await shown(settingsView())
      await wrapper.get('[data-test="test-connection"]').trigger('click')
      await flushPromises()
      const result = wrapper.get('[data-test="test-result"]')
      expect(result.text()).toBe('✕ api.example.com: The service could not be reached.')
      expect(result.attributes('title')).toBe(message)
      expect(fake.calls.find((c) => c.name === 'settings.testConnection')?.input).toEqual({
        mode: 'production'
      })
      windowI18n().global.locale.value = 'de'
      await flushPromises()
      expect(result.text()).toBe('✕ api.example.com: Der Dienst ist nicht erreichbar.')
    })

    it.each([
      ['en', '✓ Connected to api.example.com (1,234 ms).'],
      ['de', '✓ Verbunden mit api.example.com (1.234 ms).'],
      ['zh-CN', '✓ 已连接到 api.example.com（1,234 毫秒）。']
    ] as const)('says a working connection in %s, with its latency', async (locale, text) => {
      fake.answer('settings.testConnection', {
        ok: true,
        outcome: 'connected',
        host: 'api.example.com',
        latencyMs: 1234,
        message: 'Connected to api.example.com (1234 ms).'
      })
      const wrapper = await shown(settingsView())
      windowI18n().global.locale.value = locale
      await wrapper.get('[data-test="test-connection"]').trigger('click')
      await flushPromises()
      expect(wrapper.get('[data-test="test-result"]').text()).toBe(text)
    })

    it('says a refusal before any connection (no key) in German', async () => {
      fake.answer('settings.testConnection', {
        ok: false,
        outcome: 'noKey',
        message: 'Enter an API key first.'
      })
      const wrapper = await shown(settingsView())
      windowI18n().global.locale.value = 'de'
      await wrapper.get('[data-test="test-connection"]').trigger('click')
      await flushPromises()
      expect(wrapper.get('[data-test="test-result"]').text()).toBe(
        '✕ Geben Sie zuerst einen API-Schlüssel ein.'
      )
    })
  })
})
