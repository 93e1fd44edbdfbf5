import { defineStore } from 'pinia'
import { ref, shallowRef, watch } from 'vue'
import type { ConnectionTest } from '@shared/ipc'
import type {
  ConnectionMode,
  SettingsUpdate,
  SettingsView,
  WatchedFolder
} from '@shared/settingsSchema'
import { folderDefaults } from '@shared/folderDefaults'
import { bridge, toRendererError, unwrap } from '../bridge'
import { applyLanguage, windowI18n } from '../i18n'
import type { ShownError } from '../lib/explain'
import { useNoticesStore } from './notices'

/** A folder the clerk just chose, with the same defaults the engine fills in. */
export function newFolder(path: string): WatchedFolder {
  return { id: globalThis.crypto.randomUUID(), path, ...folderDefaults() }
}

/** A confirmation for the clerk, worded once the answer is in (a new language applies to it). */
type Done = () => string

/**
 * Settings as main holds them. Every change goes to main and the answer replaces the local copy,
 * so what the screen shows is what was saved. The API key only ever travels one way. The window's
 * language follows the saved setting the moment it arrives, at startup and after a change.
 */
// eslint-disable-next-line max-lines-per-function -- a Pinia setup store: its state, getters and actions share one closure and are returned together; split, they would pass the refs around or become a second store
export const useSettingsStore = defineStore('settings', () => {
  const api = bridge()
  const notices = useNoticesStore()
  const i18n = windowI18n()
  const { t } = i18n.global
  const view = shallowRef<SettingsView | null>(null)
  const error = ref<ShownError | null>(null)
  const saving = ref(false)
  const testing = ref(false)
  /** Main's answer to a test; a command that failed keeps its error, shown by kind. */
  const testResult = ref<ConnectionTest | null>(null)

  watch(
    () => view.value?.language,
    (choice) => {
      if (choice) applyLanguage(i18n, choice)
    },
    { flush: 'sync' }
  )

  function isLocked(path: string): boolean {
    return view.value?.locked.some((p) => p === path || path.startsWith(`${p}.`)) ?? false
  }

  async function save<T extends SettingsView>(
    work: () => Promise<T>,
    done?: Done
  ): Promise<boolean> {
    saving.value = true
    try {
      view.value = await work()
      error.value = null
      if (done) notices.show(done())
      return true
    } catch (err) {
      error.value = toRendererError(err)
      return false
    } finally {
      saving.value = false
    }
  }

  async function load(): Promise<void> {
    await save(() => unwrap(api.settings.get()))
  }

  function update(patch: SettingsUpdate, done: Done = () => t('settings.saved')): Promise<boolean> {
    return save(() => unwrap(api.settings.update(patch)), done)
  }

  /** `acceptWeakStorage` is the clerk's explicit yes when the key can only be kept in plain text. */
  function setApiKey(apiKey: string, acceptWeakStorage = false): Promise<boolean> {
    if (apiKey.trim() === '') {
      error.value = {
        kind: 'validation',
        message: t('settings.connection.keyMissing'),
        said: { key: 'settings.connection.keyMissing' }
      }
      return Promise.resolve(false)
    }
    return save(
      () => unwrap(api.settings.setApiKey({ apiKey: apiKey.trim(), acceptWeakStorage })),
      () => t('settings.connection.keySaved')
    )
  }

  function clearApiKey(): Promise<boolean> {
    return save(
      () => unwrap(api.settings.clearApiKey()),
      () => t('settings.connection.keyRemoved')
    )
  }

  async function testConnection(input: {
    mode: ConnectionMode
    baseUrl?: string
    apiKey?: string
  }): Promise<void> {
    testing.value = true
    testResult.value = null
    try {
      testResult.value = await unwrap(api.settings.testConnection(input))
    } catch (err) {
      const failure = toRendererError(err)
      testResult.value = { ok: false, outcome: 'failed', message: failure.message, error: failure }
    } finally {
      testing.value = false
    }
  }

  async function addFolder(): Promise<void> {
    if (!view.value) return
    try {
      const path = await unwrap(api.settings.chooseFolder())
      if (!path) return
      if (view.value.folders.some((f) => f.path === path)) {
        notices.show(t('settings.folders.alreadyWatched', { path }), 'error')
        return
      }
      await update({ folders: [...view.value.folders, newFolder(path)] }, () =>
        t('settings.folders.watchingNotice', { path })
      )
    } catch (err) {
      error.value = toRendererError(err)
    }
  }

  function updateFolder(id: string, patch: Partial<WatchedFolder>): Promise<boolean> {
    const folders = (view.value?.folders ?? []).map((f) => (f.id === id ? { ...f, ...patch } : f))
    return update({ folders })
  }

  function removeFolder(id: string): Promise<boolean> {
    const folders = (view.value?.folders ?? []).filter((f) => f.id !== id)
    return update({ folders }, () => t('settings.folders.removed'))
  }

  async function exportDiagnostics(): Promise<void> {
    try {
      const saved = await unwrap(api.diagnostics.export())
      if (saved) notices.show(t('settings.general.diagnosticsSaved', { path: saved.savedTo }))
    } catch (err) {
      error.value = toRendererError(err)
    }
  }

  return {
    view,
    error,
    saving,
    testing,
    testResult,
    isLocked,
    load,
    update,
    setApiKey,
    clearApiKey,
    testConnection,
    addFolder,
    updateFolder,
    removeFolder,
    exportDiagnostics
  }
})
