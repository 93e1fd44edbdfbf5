/**
 * The API key's only home: encrypted with safeStorage, Base64 in its own file (secrets.json,
 * mode 0600) in userData, or DROPDOCK_API_KEY from the environment for unattended stations.
 * The key never goes to the settings file, a log line or an error message.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { KeyStorage } from '@shared/ipc'
import { RouteError } from '../ipc/routeError'
import { WEAK_STORAGE_WARNING, keyStorageKind, type SafeStorageLike } from './keyStorage'

export type KeySource = 'environment' | 'stored' | null

export interface KeyStore {
  /** The key in clear, for the service client only. */
  get(): string | null
  has(): boolean
  source(): KeySource
  storage(): KeyStorage
  /** Saves a key; refuses weak or missing encryption unless the clerk accepted it. */
  set(key: string, acceptWeakStorage: boolean): void
  clear(): void
  /** Every secret currently known, for redaction of logs and errors. */
  secrets(): string[]
}

export interface KeyStoreOptions {
  file: string
  safeStorage: SafeStorageLike
  platform: string
  env?: NodeJS.ProcessEnv
  log?: (line: string) => void
}

/** Opens the key store backed by `file`. */
export function createKeyStore(opts: KeyStoreOptions): KeyStore {
  const envKey = opts.env?.DROPDOCK_API_KEY?.trim() || null
  let cached: string | null | undefined

  const readStored = (): string | null => {
    if (cached !== undefined) return cached
    cached = null
    let text: string
    try {
      text = readFileSync(opts.file, 'utf8')
    } catch {
      return cached
    }
    try {
      const data = JSON.parse(text) as { apiKey?: unknown }
      if (typeof data.apiKey === 'string' && data.apiKey) {
        cached = opts.safeStorage.decryptString(Buffer.from(data.apiKey, 'base64'))
      }
    } catch {
      opts.log?.('the saved API key could not be decrypted (keyring changed?); enter it again')
    }
    return cached
  }

  const write = (payload: object): void => {
    mkdirSync(dirname(opts.file), { recursive: true })
    const tmp = `${opts.file}.${process.pid}.tmp`
    writeFileSync(tmp, JSON.stringify(payload), { mode: 0o600 })
    renameSync(tmp, opts.file)
  }

  return {
    get: () => envKey ?? readStored(),
    has: () => Boolean(envKey ?? readStored()),
    source: () => (envKey ? 'environment' : readStored() ? 'stored' : null),
    storage: () => keyStorageKind(opts.safeStorage, opts.platform),
    set(key, acceptWeakStorage) {
      const storage = keyStorageKind(opts.safeStorage, opts.platform)
      if (storage === 'unavailable') {
        throw new RouteError(
          'forbidden',
          'This computer offers no way to encrypt the key, so Dropdock will not save it. ' +
            'Ask IT to provide it through the DROPDOCK_API_KEY environment variable.'
        )
      }
      if (storage === 'basic_text' && !acceptWeakStorage) {
        throw new RouteError('forbidden', WEAK_STORAGE_WARNING)
      }
      const encrypted = opts.safeStorage.encryptString(key)
      write({ apiKey: encrypted.toString('base64'), storage })
      cached = key
      opts.log?.(
        `API key saved (${storage === 'basic_text' ? 'weak storage accepted' : 'encrypted by the OS keyring'})`
      )
    },
    clear() {
      rmSync(opts.file, { force: true })
      cached = null
      opts.log?.('API key removed')
    },
    secrets() {
      return [envKey, readStored()].filter((k): k is string => Boolean(k))
    }
  }
}
