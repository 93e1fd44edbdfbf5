import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { AppInfo } from '@shared/ipc'
import { installFakeBridge, type FakeBridge } from '../../fakeBridge'
import AboutSection from '@renderer/components/settings/AboutSection.vue'
import { createAppI18n } from '@renderer/i18n'
import { useAppStore } from '@renderer/stores/app'

const info = (over: Partial<AppInfo>): AppInfo => ({
  name: 'Dropdock',
  version: '0.1.0',
  platform: 'linux',
  sandbox: false,
  service: 'production',
  serviceHost: null,
  ...over
})

describe('components/settings/AboutSection', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
  })

  async function serviceShown(answer: AppInfo, locale: 'en' | 'de' | 'zh-CN') {
    fake.answer('app.info', answer)
    await useAppStore().load()
    const wrapper = mount(AboutSection, { global: { plugins: [createAppI18n(locale)] } })
    await flushPromises()
    return wrapper.findAll('dd').at(-1)!.text()
  }

  it('names the service in the window’s language, a custom one by its host', async () => {
    expect(await serviceShown(info({}), 'en')).toBe('Production')
    expect(await serviceShown(info({}), 'de')).toBe('Produktion')
    expect(await serviceShown(info({ sandbox: true, service: 'sandbox' }), 'zh-CN')).toBe('沙盒')
    const custom = info({ service: 'custom', serviceHost: 'api.corp.example' })
    expect(await serviceShown(custom, 'de')).toBe('api.corp.example')
  })
})
