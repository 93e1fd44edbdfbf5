import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import type { SettingsUpdate } from '@shared/settingsSchema'
import { installFakeBridge, type FakeBridge } from '../fakeBridge'
import { settingsView } from '../samples'
import { newFolder, useSettingsStore } from '@renderer/stores/settings'
import { folderDefaults } from '@shared/folderDefaults'
import { windowI18n } from '@renderer/i18n'

describe('stores/settings', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
  })

  describe('newFolder()', () => {
    it('starts a folder the clerk chose with the defaults the engine fills in (flat)', () => {
      const folder = newFolder('/home/clerk/Scans')
      expect(folder).toEqual({ id: folder.id, path: '/home/clerk/Scans', ...folderDefaults() })
      expect(folder.recursive).toBe(false)
      expect(newFolder('/home/clerk/Scans').id).not.toBe(folder.id)
    })
  })

  describe('update()', () => {
    it('shows what main saved, not what was asked', async () => {
      fake.answer('settings.update', (patch: SettingsUpdate) =>
        settingsView({ ...patch, notifications: 'errors' } as never)
      )
      const store = useSettingsStore()
      await store.update({ notifications: 'none' })
      expect(store.view?.notifications).toBe('errors')
    })
  })

  describe('language', () => {
    afterEach(() => vi.restoreAllMocks())

    it('switches the window to the saved language as soon as settings load', async () => {
      fake.answer('settings.get', settingsView({ language: 'zh-CN' }))
      await useSettingsStore().load()
      expect(windowI18n().global.locale.value).toBe('zh-CN')
      expect(document.documentElement.lang).toBe('zh-CN')
    })

    it('follows the system language when the setting says so', async () => {
      vi.spyOn(navigator, 'language', 'get').mockReturnValue('nl-BE')
      fake.answer('settings.get', settingsView({ language: 'system' }))
      await useSettingsStore().load()
      expect(windowI18n().global.locale.value).toBe('nl')
    })
  })

  describe('setApiKey()', () => {
    it('sends the consent flag and never keeps the key', async () => {
      fake.answer('settings.setApiKey', settingsView({ hasApiKey: true }))
      const store = useSettingsStore()
      await store.setApiKey(' sbx_blueharbor_full ', true)
      expect(fake.calls[0]).toEqual({
        name: 'settings.setApiKey',
        input: { apiKey: 'sbx_blueharbor_full', acceptWeakStorage: true }
      })
      expect(JSON.stringify(store.$state)).not.toContain('sbx_blueharbor_full')
    })

    it('refuses an empty key with a sentence', async () => {
      const store = useSettingsStore()
      expect(await store.setApiKey('   ')).toBe(false)
      expect(store.error?.message).toBe('Paste the API key first.')
    })
  })

  describe('addFolder()', () => {
    it('adds the chosen folder with the engine defaults', async () => {
      fake.answer('settings.get', settingsView())
      fake.answer('settings.chooseFolder', '/home/clerk/scans')
      fake.answer('settings.update', (patch: SettingsUpdate) => settingsView(patch as never))
      const store = useSettingsStore()
      await store.load()
      await store.addFolder()
      expect(store.view?.folders).toHaveLength(1)
      expect(store.view?.folders[0]).toMatchObject({
        path: '/home/clerk/scans',
        enabled: true,
        afterUpload: 'keep'
      })
    })

    it('does nothing when the dialog is cancelled', async () => {
      fake.answer('settings.get', settingsView())
      fake.answer('settings.chooseFolder', null)
      const store = useSettingsStore()
      await store.load()
      await store.addFolder()
      expect(fake.calls.map((c) => c.name)).not.toContain('settings.update')
    })
  })

  describe('isLocked()', () => {
    it('treats a locked parent as locking its fields', async () => {
      fake.answer('settings.get', settingsView({ locked: ['connection'] }))
      const store = useSettingsStore()
      await store.load()
      expect(store.isLocked('connection.baseUrl')).toBe(true)
      expect(store.isLocked('notifications')).toBe(false)
    })
  })

  describe('testConnection()', () => {
    it('keeps main’s outcome, as data to word', async () => {
      const error = { kind: 'auth' as const, message: 'The service refused the API key (401).' }
      const answer = {
        ok: false,
        outcome: 'failed' as const,
        host: 'api.example.com',
        error,
        message: error.message
      }
      fake.answer('settings.testConnection', answer)
      const store = useSettingsStore()
      await store.testConnection({ mode: 'production' })
      expect(store.testResult).toEqual(answer)
    })

    it('keeps the error of a test main could not run, to word it by its kind', async () => {
      const error = { kind: 'forbidden' as const, message: 'Refused: not from the window.' }
      fake.fail('settings.testConnection', error)
      const store = useSettingsStore()
      await store.testConnection({ mode: 'production' })
      expect(store.testResult).toEqual({
        ok: false,
        outcome: 'failed',
        message: error.message,
        error
      })
    })
  })
})
