/**
 * Everything the IPC routes need, injected. Nothing here is Electron: the app passes wrappers
 * around shell/dialog, browser tests pass their own, and both get the same routes.
 */
import type { AppStatus } from '@shared/appStatus'
import type { Locale } from '@shared/i18n/locales'
import type { PageRange } from '@shared/split'
import type { KeyStorage, Settings, SettingsUpdate } from '@shared/settingsSchema'
import type { ConnectionPlan } from '../../engineHost/connection'
import type { ServiceClient, ServiceConfig } from '../../../engine/client/serviceClient'
import type { IntakePort } from '../../engineHost/ports'
import type { ConnectionChange } from '../../settings/connectionChange'
import type { KeyReplacement } from '../../settings/keyReplacement'
import type { FolderAction } from '../../settings/folderActions'

export interface RouteDeps {
  /** `home`: the clerk's home folder (where deleting after upload is refused). */
  app: { name: string; version: string; platform: string; home: string }
  /** The running intake engine (throws while it is (re)starting). */
  intake(): IntakePort
  /** The service client of the current connection. */
  client(): ServiceClient
  /** The current connection; appUrl is the web app's origin. */
  connection(): ConnectionPlan & { appUrl: string | null }
  status(): AppStatus
  /** The app's language now (the setting, or the system's): what an export is worded in. */
  locale(): Locale
  /** Pauses or resumes intake, remembered for the next start, and announces the new status. */
  setPaused(paused: boolean): void
  settings: {
    get(): Settings
    update(patch: SettingsUpdate): Settings
    /** What update(patch) would give, with its refusals; saves nothing. */
    preview(patch: SettingsUpdate): Settings
    locked(): string[]
    /** Why a locked path cannot be changed, as the clerk is told. */
    lockReason(path: string): string
  }
  keys: {
    get(): string | null
    has(): boolean
    storage(): KeyStorage
    set(key: string, acceptWeakStorage: boolean): void
    clear(): void
    /** The service address a key set now is bound to and sent to (null: none is known). */
    address(): string | null
  }
  /** Applies saved settings to the running app (folders, login item, log level, reconnect). */
  applySettings(before: Settings, after: Settings): Promise<void>
  /** Asks the service now whether it answers (and takes the key), and announces the status. */
  checkConnection(): Promise<void>
  /** Restarts intake on the current key and connection. */
  reconnect(): Promise<void>
  /** A client for "Test connection" (not the running one). */
  createClient(cfg: ServiceConfig): ServiceClient
  shell: {
    /** Resolves to an error message, or '' on success (Electron's convention). */
    openPath(path: string): Promise<string>
    showItemInFolder(path: string): void
    openExternal(url: string): Promise<void>
  }
  dialogs: {
    /** "Add files…": the native open dialog, several files; null or [] when cancelled. */
    chooseFiles(): Promise<string[] | null>
    chooseFolder(): Promise<string | null>
    chooseSaveTarget(defaultName: string): Promise<string | null>
    /**
     * Asks the clerk, outside the window (a native dialog in the app), whether documents and
     * the key may go to a new address. True only on an explicit yes.
     */
    confirmConnectionChange(change: ConnectionChange): Promise<boolean>
    /**
     * Asks the clerk, in a native dialog, whether the saved key may be replaced by one that
     * opens the account named. True only on an explicit yes.
     */
    confirmKeyReplacement(replacement: KeyReplacement): Promise<boolean>
    /**
     * Asks the clerk, in a native dialog naming the folder, whether files sent from it may be
     * moved away or deleted. True only on an explicit yes.
     */
    confirmFolderAction(action: FolderAction): Promise<boolean>
    /** Asks, in a native dialog naming the service, whether the saved key may be removed. */
    confirmKeyRemoval(removal: { address: string | null }): Promise<boolean>
    /** Asks, in a native dialog naming the folders, whether they may no longer be watched. */
    confirmStopWatching(folders: string[]): Promise<boolean>
    /** Asks, in a native dialog naming the files, whether they may leave the inbox. */
    confirmRemoval(names: string[]): Promise<boolean>
    /** Asks, in a native dialog naming the file and the pages of each part, whether to split it. */
    confirmSplit(split: { name: string; ranges: PageRange[] }): Promise<boolean>
    /** Asks, in a native dialog naming the file and the part's pages, whether to remove it. */
    confirmPartRemoval(removal: { name: string; pages: PageRange | null }): Promise<boolean>
  }
  diagnostics: { write(target: string): Promise<void> | void }
  /** Used to download the service's copy of a document (defaults to global fetch). */
  fetch?: typeof fetch
}
