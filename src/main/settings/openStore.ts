import Store from 'electron-store'
import type { BackingStore } from './settingsFacade'

/**
 * The settings file (settings.json) in `cwd` (userData in the app). A file that is not JSON is
 * cleared rather than stopping the app; the facade then starts from defaults.
 */
export function openSettingsStore(cwd: string): BackingStore & { path: string } {
  return new Store<Record<string, unknown>>({ name: 'settings', cwd, clearInvalidConfig: true })
}
