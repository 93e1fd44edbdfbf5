import type { KeyStorage } from '@shared/settingsSchema'

/** The parts of Electron's safeStorage the key store uses (injected, so tests drive it). */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean
  getSelectedStorageBackend?(): string
  encryptString(plain: string): Buffer
  decryptString(encrypted: Buffer): string
}

/**
 * How well the OS protects a saved key. On Linux, safeStorage falls back to `basic_text` (a
 * hard-coded password, readable by anyone who can read the file) when no keyring is running.
 */
export function keyStorageKind(safe: SafeStorageLike, platform: string): KeyStorage {
  if (!safe.isEncryptionAvailable()) return 'unavailable'
  if (platform === 'linux' && safe.getSelectedStorageBackend?.() === 'basic_text')
    return 'basic_text'
  return 'keychain'
}

/** The sentence the Settings screen shows before a clerk accepts weak storage. */
export const WEAK_STORAGE_WARNING =
  'No system keyring (GNOME Keyring, KWallet) is running, so the key would be saved with a ' +
  'fixed, publicly known password: anyone who can read your files could read it. Start a ' +
  'keyring and try again, or confirm that you accept this.'
