import type { BrowserWindow } from 'electron'
import type { IpcEvents } from '@shared/ipc'
import type { Translator } from '../i18n/translate'
import type { IntakeHost } from '../engineHost/intakeHost'
import type { AppLogger } from '../logging/logger'
import type { KeyStore } from '../secrets/keyStore'
import type { SettingsFacade } from '../settings/settingsFacade'

/** What the feature modules share once the app is up; built by src/main/index.ts. */
export interface AppContext {
  platform: string
  userData: string
  logDir: string
  resources: string
  logger: AppLogger
  keys: KeyStore
  settings: SettingsFacade
  host: IntakeHost
  /**
   * The tray's, notifications' and dialogs' language now: the language setting, or the system's
   * (`app.getLocale()`) when it says `system`.
   */
  translator(): Translator
  window(): BrowserWindow | null
  /** Shows the window (creating it again if it was closed). */
  reveal(): void
  /** Shows the window on a given screen or item (tray entries, notification clicks). */
  navigate(to: IpcEvents['app.navigate']): void
}
