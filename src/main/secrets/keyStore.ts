/**
 * The API key's only home: encrypted with safeStorage, Base64 in its own file (secrets.json,
 * mode 0600) in userData, or DROPDOCK_API_KEY from the environment for unattended stations.
 * The key never goes to the settings file, a log line or an error message.
 *
 * A key is bound to one origin when it is saved: the service address at that moment, or the
 * embedded sandbox's when none is set. The environment key is bound to DROPDOCK_BASE_URL or IT's
 * managed address. If the service address changes (a clerk's confirmed edit, or a compromised
 * renderer trying to send the key elsewhere), the key is not handed out for the new address;
 * the clerk enters it again. Only a key saved before binding existed is bound on first use.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { KeyStorage } from '@shared/settingsSchema'
import { originOf } from '@shared/serviceUrl'
import { RouteError } from '../errors/routeError'
import { WEAK_STORAGE_WARNING, keyStorageKind, type SafeStorageLike } from './keyStorage'

export type KeySource = 'environment' | 'stored' | null

export interface KeyStore {
  /**
   * The key in clear, for a client of `baseUrl` only: null when the saved key belongs to
   * another service. An unbound key (saved before any address was set) is bound on first use.
   * Without a base URL (sandbox) the saved key is returned as is.
   */
  getFor(baseUrl: string | null): string | null
  /** The origin the key is bound to (null: no key, or a key saved before binding existed). */
  origin(): string | null
  source(): KeySource
  storage(): KeyStorage
  /**
   * Saves a key bound to the origin of `address` (the service, or the running sandbox); without
   * one, to SANDBOX_ORIGIN, which no real service has. Refuses weak or missing encryption unless
   * the clerk accepted it.
   */
  set(key: string, acceptWeakStorage: boolean, address?: string | null): void
  clear(): void
  /** Every secret currently known, for redaction of logs and errors. */
  secrets(): string[]
}

export interface KeyStoreOptions {
  file: string
  safeStorage: SafeStorageLike
  platform: string
  env?: NodeJS.ProcessEnv
  /**
   * The address the environment key belongs to when DROPDOCK_BASE_URL is not set: IT's managed
   * service address. Read when needed (the managed file is read after the key store opens).
   */
  managedBaseUrl?: () => string | null
  log?: (line: string) => void
}

/** The binding of a key saved with no service address: the embedded sandbox, never a service. */
export const SANDBOX_ORIGIN = 'sandbox:embedded'

interface Stored {
  key: string
  origin: string | null
  storage: string
}

export { originOf }

/** Opens the key store backed by `file`. */
// eslint-disable-next-line max-lines-per-function -- one closure holds the stored keys' cache that every returned method reads and sets
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

  const envOrigin = (): string | null =>
    originOf(opts.env?.DROPDOCK_BASE_URL?.trim()) ?? originOf(opts.managedBaseUrl?.() ?? null)

  return {
    getFor(baseUrl) {
      const origin = originOf(baseUrl)
      if (envKey) {
        // Without an address the sandbox runs: the key is present but travels nowhere.
        if (!origin) return envKey
        if (origin === envOrigin()) return envKey
        opts.log?.(
          `API key from the environment withheld: it belongs to ${envOrigin() ?? 'DROPDOCK_BASE_URL (not set)'}, not ${origin}`
        )
        return null
      }
      const stored = readStored()
      if (!stored) return null
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
    origin: () => (envKey ? envOrigin() : (readStored()?.origin ?? null)),
    source: () => (envKey ? 'environment' : readStored() ? 'stored' : null),
    storage: () => keyStorageKind(opts.safeStorage, opts.platform),
    set(key, acceptWeakStorage, address = null) {
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
      persist({ key, origin: originOf(address) ?? SANDBOX_ORIGIN, storage })
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
