import { join } from 'node:path'
import { installationKey, type KeyCodec } from '../../sandbox/host'
import { keyStorageKind, type SafeStorageLike } from './keyStorage'

/**
 * The embedded sandbox's key for this installation, in userData/sandbox-key.json (0600),
 * sealed with safeStorage when the OS keyring protects it. Without a keyring it is kept as is:
 * the sandbox's data lies beside it unencrypted anyway, so sealing the key would guard nothing.
 */
export function sandboxKeyFor(
  userData: string,
  safe: SafeStorageLike,
  platform: string
): () => string {
  const codec: KeyCodec | undefined =
    keyStorageKind(safe, platform) === 'keychain'
      ? {
          name: 'safeStorage',
          encode: (key) => safe.encryptString(key).toString('base64'),
          decode: (text) => safe.decryptString(Buffer.from(text, 'base64'))
        }
      : undefined
  let key: string | null = null
  return () => (key ??= installationKey(join(userData, 'sandbox-key.json'), codec))
}
