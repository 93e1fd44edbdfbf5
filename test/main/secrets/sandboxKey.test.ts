import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { sandboxKeyFor } from '../../../src/main/secrets/sandboxKey'
import type { SafeStorageLike } from '../../../src/main/secrets/keyStorage'

/** safeStorage as Electron's: a reversible seal, here XOR so the file never holds the key. */
const safe = (backend: string): SafeStorageLike => ({
  isEncryptionAvailable: () => true,
  getSelectedStorageBackend: () => backend,
  encryptString: (s) => Buffer.from([...Buffer.from(s)].map((b) => b ^ 0x5a)),
  decryptString: (b) => Buffer.from([...b].map((x) => x ^ 0x5a)).toString()
})

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

describe('sandboxKeyFor()', () => {
  it('keeps the installation key sealed by the OS keyring, the same across runs', () => {
    dir = mkdtempSync(join(tmpdir(), 'sbx-key-'))
    const key = sandboxKeyFor(dir, safe('gnome_libsecret'), 'linux')()
    expect(key).toMatch(/^sbx_local_/)
    const text = readFileSync(join(dir, 'sandbox-key.json'), 'utf8')
    expect(text).toContain('"encoding":"safeStorage"')
    expect(text).not.toContain(key)
    expect(sandboxKeyFor(dir, safe('gnome_libsecret'), 'linux')()).toBe(key)
  })

  it('keeps it in a 0600 file as is when no keyring protects it', () => {
    dir = mkdtempSync(join(tmpdir(), 'sbx-key-'))
    const key = sandboxKeyFor(dir, safe('basic_text'), 'linux')()
    expect(readFileSync(join(dir, 'sandbox-key.json'), 'utf8')).toContain('"encoding":"plain"')
    expect(sandboxKeyFor(dir, safe('basic_text'), 'linux')()).toBe(key)
  })
})
