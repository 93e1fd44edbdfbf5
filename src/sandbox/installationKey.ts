/**
 * The embedded sandbox's key: random, made once per installation (app) or state folder (CLI),
 * kept in a file only its owner can read. Plain Node with no sandbox imports, so the app host
 * can make one without loading the sandbox.
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** How a key is kept in its file: as is, or sealed (the app: Electron's safeStorage). */
export interface KeyCodec {
  name: string
  encode(key: string): string
  decode(text: string): string
}

/** A new random key, in the sandbox's key format. */
export function newSandboxKey(): string {
  return `sbx_local_${randomBytes(24).toString('base64url')}`
}

const plain: KeyCodec = { name: 'plain', encode: (k) => k, decode: (t) => t }

/**
 * This installation's sandbox key, kept in `file` (mode 0600): read when it is there, else made
 * at random and written. A file that cannot be read back (another codec, a changed keyring) is
 * replaced by a new key: the key guards access to the sandbox, not the data, which stays.
 */
export function installationKey(file: string, codec: KeyCodec = plain): string {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as { key?: unknown; encoding?: unknown }
    if (typeof data.key === 'string' && data.encoding === codec.name) {
      const key = codec.decode(data.key)
      if (/^sbx_local_[A-Za-z0-9_-]{32}$/.test(key)) {
        if (process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) {
          chmodSync(file, 0o600)
        }
        return key
      }
    }
  } catch {
    // Missing or unreadable: a new key below.
  }
  const key = newSandboxKey()
  mkdirSync(dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.tmp`
  writeFileSync(tmp, JSON.stringify({ encoding: codec.name, key: codec.encode(key) }), {
    mode: 0o600
  })
  renameSync(tmp, file)
  return key
}
