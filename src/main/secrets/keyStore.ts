/**
 * The API key's only home: encrypted with safeStorage, Base64 in its own file (secrets.json,
 * mode 0600) in userData, or DROPDOCK_API_KEY from the environment for unattended stations.
 * The key never goes to the settings file, a log line or an error message.
 *
 * A saved key is bound to the origin of the service it was first used with. If the service
 * address changes (a clerk's edit, or a compromised renderer trying to send the key elsewhere),
 * the key is not handed out for the new address; the clerk enters it again.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { KeyStorage } from '@shared/ipc'
import { RouteError } from '../ipc/routeError'
import { WEAK_STORAGE_WARNING, keyStorageKind, type SafeStorageLike } from './keyStorage'

export type KeySource = 'environment' | 'stored' | null

export interface KeyStore {
  /**
   * The key in clear, for a client of `baseUrl` only: null when the saved key belongs to
   * another service. An unbound key (saved before any address was set) is bound on first use.
   * Without a base URL (sandbox) the saved key is returned as is.
   */
  getFor(baseUrl: string | null): string | null
  source(): KeySource
  storage(): KeyStorage
  /** Saves a key; refuses weak or missing encryption unless the clerk accepted it. */
  set(key: string, acceptWeakStorage: boolean, baseUrl?: string | null): void
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

interface Stored {
  key: string
  origin: string | null
  storage: string
}

/** The origin a key is bound to, or null for text that is not an address. */
export function originOf(baseUrl: string | null | undefined): string | null {
  if (!baseUrl) return null
  try {
    return new URL(baseUrl).origin
  } catch {
    return null
  }
}

/** Opens the key store backed by `file`. */
export function createKeyStore(opts: KeyStoreOptions): KeyStore {
  const envKey = opts.env?.DROPDOCK_API_KEY?.trim() || null
  let cached: Stored | null | undefined

  const readStored = (): Stored | null => {
    if (cached !== undefined) return cached
    cached = null
    let text: string
    try {
      text = readFileSync(opts.file, 'utf8')
    } catch {
      return cached
    }
    try {
      const data = JSON.parse(text) as { apiKey?: unknown; origin?: unknown; storage?: unknown }
      if (typeof data.apiKey === 'string' && data.apiKey) {
        cached = {
          key: opts.safeStorage.decryptString(Buffer.from(data.apiKey, 'base64')),
          origin: typeof data.origin === 'string' ? data.origin : null,
          storage: typeof data.storage === 'string' ? data.storage : 'keychain'
        }
      }
    } catch {
      opts.log?.('the saved API key could not be decrypted (keyring changed?); enter it again')
    }
    return cached
  }

  const persist = (stored: Stored): void => {
    const encrypted = opts.safeStorage.encryptString(stored.key)
    mkdirSync(dirname(opts.file), { recursive: true })
    const tmp = `${opts.file}.${process.pid}.tmp`
    const payload = {
      apiKey: encrypted.toString('base64'),
      origin: stored.origin,
      storage: stored.storage
    }
    writeFileSync(tmp, JSON.stringify(payload), { mode: 0o600 })
    renameSync(tmp, opts.file)
    cached = stored
  }

  return {
    getFor(baseUrl) {
      if (envKey) return envKey
      const stored = readStored()
      if (!stored) return null
      const origin = originOf(baseUrl)
      if (!origin) return stored.key
      if (!stored.origin) {
        persist({ ...stored, origin })
        opts.log?.(`API key bound to ${origin}`)
        return stored.key
      }
      if (stored.origin === origin) return stored.key
      opts.log?.(`API key withheld: it was saved for ${stored.origin}, not ${origin}`)
      return null
    },
    source: () => (envKey ? 'environment' : readStored() ? 'stored' : null),
    storage: () => keyStorageKind(opts.safeStorage, opts.platform),
    set(key, acceptWeakStorage, baseUrl = null) {
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
      persist({ key, origin: originOf(baseUrl), storage })
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
      return [envKey, readStored()?.key].filter((k): k is string => Boolean(k))
    }
  }
}
