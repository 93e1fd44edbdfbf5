import type { SettingsView } from '@shared/ipc'
import { RouteError } from '../routeError'
import type { RouteDeps } from './deps'
import type { RouteHandlers } from './types'

type SettingsCommands =
  | 'settings.get'
  | 'settings.update'
  | 'settings.setApiKey'
  | 'settings.clearApiKey'
  | 'settings.testConnection'
  | 'settings.chooseFolder'

/** Settings with what the screen needs around them: key presence, its storage, IT's locks. */
export function settingsView(deps: RouteDeps): SettingsView {
  return {
    ...deps.settings.get(),
    hasApiKey: deps.keys.has(),
    keyStorage: deps.keys.storage(),
    locked: deps.settings.locked()
  }
}

function refuseIfKeyLocked(deps: RouteDeps): void {
  if (deps.settings.locked().includes('apiKey')) {
    throw new RouteError('forbidden', 'The API key is managed by your IT department.')
  }
}

/** The Settings screen's commands. The key goes in, never out. */
export function createSettingsRoutes(deps: RouteDeps): RouteHandlers<SettingsCommands> {
  return {
    'settings.get': async () => settingsView(deps),
    'settings.update': async (patch) => {
      const before = deps.settings.get()
      const after = deps.settings.update(patch)
      await deps.applySettings(before, after)
      return settingsView(deps)
    },
    'settings.setApiKey': async ({ apiKey, acceptWeakStorage }) => {
      refuseIfKeyLocked(deps)
      deps.keys.set(apiKey, acceptWeakStorage)
      await deps.reconnect()
      return settingsView(deps)
    },
    'settings.clearApiKey': async () => {
      refuseIfKeyLocked(deps)
      deps.keys.clear()
      await deps.reconnect()
      return settingsView(deps)
    },
    'settings.testConnection': async ({ mode, baseUrl, apiKey }) => {
      if (mode === 'sandbox') {
        return { ok: true, message: 'The sandbox runs inside Dropdock; it needs no connection.' }
      }
      const url = baseUrl ?? deps.settings.get().connection.baseUrl
      if (!url) return { ok: false, message: 'Enter the service address first.' }
      const key = apiKey ?? deps.keys.get()
      if (!key) return { ok: false, message: 'Enter an API key first.' }
      try {
        const { latencyMs } = await deps
          .createClient({ baseUrl: url, apiKey: key, timeoutMs: 10_000 })
          .ping()
        return { ok: true, message: `Connected to ${new URL(url).host} (${latencyMs} ms).` }
      } catch (err) {
        return { ok: false, message: (err as Error).message.split(key).join('[redacted]') }
      }
    },
    'settings.chooseFolder': async () => deps.dialogs.chooseFolder()
  }
}
