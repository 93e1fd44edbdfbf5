/**
 * RouteDeps without Electron, for the IPC route tests and the browser tests alike: settings and
 * the key held in memory, shell and dialog calls recorded instead of performed, and the app's own
 * settings facade and applyIntakeChange(), so a saved change restarts or re-watches intake as in
 * the app. Give it the IntakeHost (through a getter, since the host reads these settings):
 *
 * ```ts
 * const deps = createMemoryRouteDeps({ host: () => host, userData })
 * const host = createIntakeHost({ userData, settings: () => deps.settings.get(),
 *   apiKey: () => deps.keys.get(), log: () => {}, ...realEngine })
 * await host.start()
 * const routes = createRoutes(deps)
 * ```
 */
import { homedir } from 'node:os'
import { join } from 'node:path'
import type { KeyStorage, Settings } from '@shared/settingsSchema'
import type { PageRange } from '@shared/split'
import { localeFor } from '@shared/i18n/locales'
import { createServiceClient } from '../../src/engine/client/serviceClient'
import { writeDiagnostics } from '../../src/main/diagnostics/diagnostics'
import type { IntakeHost } from '../../src/main/engineHost/intakeHost'
import { SETTINGS_VERSION } from '../../src/main/settings/defaults'
import type { LockablePath } from '../../src/main/settings/managed'
import { applyIntakeChange } from '../../src/main/settings/intakeChange'
import { createSettingsFacade } from '../../src/main/settings/settingsFacade'
import { RouteError } from '../../src/main/errors/routeError'
import type { RouteDeps } from '../../src/main/ipc/routes/deps'

export interface MemoryRouteDepsOptions {
  /** The host (a getter, so deps can be built before the host that reads them). */
  host(): IntakeHost
  userData: string
  settings?: Settings
  apiKey?: string | null
  /** Pretend the OS keyring is missing (Linux basic_text), to exercise the consent path. */
  keyStorage?: KeyStorage
  locked?: LockablePath[]
  /** The clerk's home folder (default: this account's). */
  home?: string
  /** Answers of the folder and save dialogs (null = cancelled). */
  /** `confirmConnection` answers the address-change confirmation (default: yes). */
  dialogAnswers?: {
    /** What "Add files…" answers (default: cancelled). */
    files?: string[] | null
    folder?: string | null
    saveTarget?: string | null
    confirmConnection?: boolean
    /** Answers the key-replacement confirmation (default: yes). */
    confirmKeyReplacement?: boolean
    /** Answers the move/delete-after-upload confirmation (default: yes). */
    confirmFolderAction?: boolean
    confirmKeyRemoval?: boolean
    confirmStopWatching?: boolean
    /** Answers the remove-from-inbox confirmation (default: yes). */
    confirmRemoval?: boolean
    /** Answer the split and the remove-a-part confirmations (default: yes). */
    confirmSplit?: boolean
    confirmPartRemoval?: boolean
  }
  /** The system's language the app's "system" language follows (default: en). */
  systemLocale?: string
}

/** What the recording shell and dialogs saw. */
export interface MemoryRecord {
  openedPaths: string[]
  shownInFolder: string[]
  openedExternal: string[]
  /** How many files each remove confirmation asked about. */
  removalAsked: string[][]
  /** What each split and each remove-a-part confirmation asked about. */
  splitAsked: { name: string; ranges: PageRange[] }[]
  partRemovalAsked: { name: string; pages: PageRange | null }[]
}

/** RouteDeps with in-memory settings and key, and a record of shell calls. */
export function createMemoryRouteDeps(
  opts: MemoryRouteDepsOptions
): RouteDeps & { record: MemoryRecord } {
  // The app's own settings facade over an in-memory store: same checks, locks and messages.
  const settings = createSettingsFacade({
    store: { store: opts.settings ? { version: SETTINGS_VERSION, ...opts.settings } : {} },
    managed: opts.locked?.length ? { source: 'memory', settings: {}, locked: opts.locked } : null
  })
  let key = opts.apiKey ?? null
  const record: MemoryRecord = {
    openedPaths: [],
    shownInFolder: [],
    openedExternal: [],
    removalAsked: [],
    splitAsked: [],
    partRemovalAsked: []
  }
  const host = opts.host
  const connection = () => ({ ...host().plan(), appUrl: host().appUrl() })
  return {
    record,
    app: {
      name: 'Dropdock',
      version: '0.0.0-memory',
      platform: process.platform,
      home: opts.home ?? homedir()
    },
    intake: () => host().intake(),
    client: () => host().client(),
    connection,
    status: () => host().status(),
    locale: () => localeFor(settings.get().language, opts.systemLocale ?? 'en'),
    setPaused: (paused) => host().setPaused(paused),
    settings,
    keys: {
      get: () => key,
      has: () => key !== null,
      storage: () => opts.keyStorage ?? 'keychain',
      set: (k, accept) => {
        if (opts.keyStorage === 'unavailable')
          throw new RouteError('forbidden', 'This computer offers no way to encrypt the key.')
        if (opts.keyStorage === 'basic_text' && !accept) {
          throw new RouteError(
            'forbidden',
            'No system keyring is running; confirm that you accept weak storage.'
          )
        }
        key = k
      },
      clear: () => {
        key = null
      },
      address: () => {
        try {
          return host().client().baseUrl
        } catch {
          return null
        }
      }
    },
    applySettings: (before, after) => applyIntakeChange(host(), before, after),
    checkConnection: () => host().checkConnection(),
    reconnect: () => host().restart(),
    createClient: createServiceClient,
    shell: {
      openPath: async (path) => {
        record.openedPaths.push(path)
        return ''
      },
      showItemInFolder: (path) => {
        record.shownInFolder.push(path)
      },
      openExternal: async (url) => {
        record.openedExternal.push(url)
      }
    },
    dialogs: {
      chooseFiles: async () => opts.dialogAnswers?.files ?? null,
      chooseFolder: async () => opts.dialogAnswers?.folder ?? null,
      chooseSaveTarget: async () => opts.dialogAnswers?.saveTarget ?? null,
      confirmConnectionChange: async () => opts.dialogAnswers?.confirmConnection ?? true,
      confirmKeyReplacement: async () => opts.dialogAnswers?.confirmKeyReplacement ?? true,
      confirmFolderAction: async () => opts.dialogAnswers?.confirmFolderAction ?? true,
      confirmKeyRemoval: async () => opts.dialogAnswers?.confirmKeyRemoval ?? true,
      confirmStopWatching: async () => opts.dialogAnswers?.confirmStopWatching ?? true,
      confirmRemoval: async (names) => {
        record.removalAsked.push(names)
        return opts.dialogAnswers?.confirmRemoval ?? true
      },
      confirmSplit: async (split) => {
        record.splitAsked.push(split)
        return opts.dialogAnswers?.confirmSplit ?? true
      },
      confirmPartRemoval: async (removal) => {
        record.partRemovalAsked.push(removal)
        return opts.dialogAnswers?.confirmPartRemoval ?? true
      }
    },
    diagnostics: {
      write: (target) =>
        writeDiagnostics(target, {
          logDir: join(opts.userData, 'logs'),
          settings: () => settings.get(),
          keyInfo: () => ({
            hasApiKey: key !== null,
            source: key ? 'stored' : null,
            storage: opts.keyStorage ?? 'keychain'
          }),
          items: () => host().intake().list(),
          versions: () => ({ dropdock: '0.0.0-memory', node: process.versions.node }),
          serviceLabel: () => connection().serviceLabel,
          locked: () => settings.locked(),
          secrets: () => (key ? [key] : [])
        })
    }
  }
}
