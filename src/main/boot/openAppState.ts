/**
 * The app's persistent state, opened in the order it depends on: the key store first (so the
 * logger can redact the key), then the logger, IT's managed file, and the migrated settings.
 */
import { join } from 'node:path'
import type { SafeStorageLike } from '../secrets/keyStorage'
import { createKeyStore, type KeyStore } from '../secrets/keyStore'
import { setupLogging, type AppLogger } from '../logging/logger'
import { managedConfigPaths, readManagedConfig } from '../settings/managed'
import { openSettingsStore } from '../settings/openStore'
import { createSettingsFacade, type SettingsFacade } from '../settings/settingsFacade'

export interface AppState {
  keys: KeyStore
  logger: AppLogger
  settings: SettingsFacade
}

/** Opens keys, logs and settings under the given folders. */
export function openAppState(opts: {
  userData: string
  logDir: string
  /** A packaged build never reads IT's file from a place named by the environment. */
  isPackaged: boolean
  platform: string
  env: NodeJS.ProcessEnv
  safeStorage: SafeStorageLike
}): AppState {
  let managedBaseUrl: string | null = null
  const keys = createKeyStore({
    file: join(opts.userData, 'secrets.json'),
    safeStorage: opts.safeStorage,
    platform: opts.platform,
    env: opts.env,
    managedBaseUrl: () => managedBaseUrl
  })
  const logger = setupLogging({ dir: opts.logDir, level: 'info', secrets: () => keys.secrets() })
  const managed = readManagedConfig(
    managedConfigPaths({ platform: opts.platform, env: opts.env, isPackaged: opts.isPackaged })
  )
  if (managed.error) {
    logger.error(
      `managed settings not applied, the connection and API key stay locked: ${managed.error}`
    )
  } else if (managed.config) logger.info(`managed settings from ${managed.config.source}`)
  managedBaseUrl = managed.config?.settings.connection?.baseUrl || null
  if (managed.config?.reset?.length) {
    logger.error(`managed settings with invalid values ignored: ${managed.config.reset.join(', ')}`)
  }
  const settings = createSettingsFacade({
    store: openSettingsStore(opts.userData),
    managed: managed.config,
    onLiftedApiKey: (key, baseUrl) => {
      try {
        keys.set(key, false, baseUrl)
      } catch {
        logger.warn('an API key found in old settings could not be stored safely; enter it again')
      }
    },
    log: (line) => logger.info(line)
  })
  logger.setLevel(settings.get().logLevel)
  return { keys, logger, settings }
}
