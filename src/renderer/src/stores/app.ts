import { defineStore } from 'pinia'
import { computed, onScopeDispose, ref } from 'vue'
import type { AppInfo, IpcEvents } from '@shared/ipc'
import type { AppStatus } from '@shared/appStatus'
import type { IntakeError } from '@shared/intake'
import { bridge, toRendererError, unwrap } from '../bridge'
import { percent } from '../lib/format'

export type View = 'inbox' | 'lookup' | 'settings'

/** What the window frame shows: who we are, which service, overall progress, navigation. */
export const useAppStore = defineStore('app', () => {
  const api = bridge()
  const info = ref<AppInfo | null>(null)
  const status = ref<AppStatus | null>(null)
  const error = ref<IntakeError | null>(null)
  const view = ref<View>('inbox')
  /** Item main asked us to show (a notification was clicked); the inbox opens it. */
  const requestedItemId = ref<string | null>(null)

  const isSandbox = computed(() => info.value?.sandbox ?? false)
  const paused = computed(() => status.value?.paused ?? false)
  const counts = computed(() => status.value?.counts ?? null)
  /** Intake is held because the disk refuses Dropdock's data (not a pause the clerk chose). */
  const storageHeld = computed(() => Boolean(status.value?.storage))
  const progress = computed(() => {
    const c = counts.value
    if (!c || c.active === 0) return null
    return { done: c.done, total: c.done + c.active, percent: percent(c.done, c.done + c.active) }
  })

  function navigate(target: IpcEvents['app.navigate']): void {
    view.value = target.view
    if (target.itemId) requestedItemId.value = target.itemId
  }

  async function load(): Promise<void> {
    try {
      const [i, s] = await Promise.all([unwrap(api.app.info()), unwrap(api.app.status())])
      info.value = i
      status.value = s
      error.value = null
    } catch (err) {
      error.value = toRendererError(err)
    }
  }

  async function togglePause(): Promise<void> {
    try {
      await unwrap(paused.value ? api.intake.resume() : api.intake.pause())
      if (status.value) status.value = { ...status.value, paused: !status.value.paused }
    } catch (err) {
      error.value = toRendererError(err)
    }
  }

  /** A problem banner's "Try again": main asks the service now; the status event tells. */
  async function checkConnection(): Promise<void> {
    await act(() => unwrap(api.app.checkConnection()))
  }

  /** The waiting banner's "Try now": main tries the service at once; the status event tells. */
  async function tryNow(): Promise<void> {
    await act(() => unwrap(api.intake.tryNow()))
  }

  /** A storage banner's "Open folder": main shows where its data could not be written. */
  async function showStorage(): Promise<void> {
    await act(() => unwrap(api.app.showStorage()))
  }

  async function act(work: () => Promise<unknown>): Promise<void> {
    try {
      await work()
      error.value = null
    } catch (err) {
      error.value = toRendererError(err)
    }
  }

  const unsubscribe = [
    api.on('app.status', (next) => (status.value = next)),
    api.on('app.navigate', navigate)
  ]
  onScopeDispose(() => unsubscribe.forEach((off) => off()))

  return {
    info,
    status,
    error,
    view,
    requestedItemId,
    isSandbox,
    paused,
    storageHeld,
    counts,
    progress,
    navigate,
    load,
    togglePause,
    checkConnection,
    tryNow,
    showStorage
  }
})
