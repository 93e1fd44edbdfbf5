import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mockState, resetElectronMock, safeStorage } from '../../mocks/electron'
import { SANDBOX_ORIGIN, createKeyStore } from '../../../src/main/secrets/keyStore'

const KEY = 'sbx_blueharbor_full'

describe('secrets/keyStore', () => {
  let dir: string
  const open = (env: NodeJS.ProcessEnv = {}, platform = 'linux') =>
    createKeyStore({ file: join(dir, 'secrets.json'), safeStorage, platform, env })

  beforeEach(() => {
    resetElectronMock()
    dir = mkdtempSync(join(tmpdir(), 'dropdock-keys-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  describe('set()', () => {
    it('stores the key encrypted, readable again after a restart, never in clear on disk', () => {
      open().set(KEY, false)
      const onDisk = readFileSync(join(dir, 'secrets.json'), 'utf8')
      expect(onDisk).not.toContain(KEY)
      expect(JSON.parse(onDisk).apiKey).toMatch(/^[A-Za-z0-9+/=]+$/)
      expect(open().getFor(null)).toBe(KEY)
      expect(statSync(join(dir, 'secrets.json')).mode & 0o077).toBe(0)
    })

    it('refuses the basic_text backend on Linux unless the clerk accepts, and says why', () => {
      mockState.storageBackend = 'basic_text'
      const keys = open()
      expect(keys.storage()).toBe('basic_text')
      expect(() => keys.set(KEY, false)).toThrow(/No system keyring.*publicly known password/s)
      expect(readdirSync(dir)).toEqual([])
      keys.set(KEY, true)
      expect(open().getFor(null)).toBe(KEY)
    })

    it('treats basic_text as a keychain on other platforms (the backend is Linux-only)', () => {
      mockState.storageBackend = 'basic_text'
      expect(open({}, 'win32').storage()).toBe('keychain')
    })

    it('refuses to save when the OS offers no encryption at all', () => {
      mockState.encryptionAvailable = false
      const keys = open()
      expect(keys.storage()).toBe('unavailable')
      expect(() => keys.set(KEY, true)).toThrow(/DROPDOCK_API_KEY/)
      expect(readdirSync(dir)).toEqual([])
    })
  })

  describe('get()', () => {
    it('prefers DROPDOCK_API_KEY for unattended stations without writing it anywhere', () => {
      const keys = open({ DROPDOCK_API_KEY: ' sbx_northgate_full ' })
      expect(keys.getFor(null)).toBe('sbx_northgate_full')
      expect(keys.source()).toBe('environment')
      expect(readdirSync(dir)).toEqual([])
    })

    it('forgets a key that no longer decrypts (keyring changed) instead of failing', () => {
      open().set(KEY, false)
      mockState.encryptionAvailable = false
      const lines: string[] = []
      const keys = createKeyStore({
        file: join(dir, 'secrets.json'),
        safeStorage,
        platform: 'linux',
        log: (l) => lines.push(l)
      })
      expect(keys.getFor(null)).toBeNull()
      expect(lines.join('\n')).toMatch(/could not be decrypted/)
      expect(lines.join('\n')).not.toContain(KEY)
    })
  })

  describe('getFor()', () => {
    it('hands the key only to the service it was saved for', () => {
      open().set(KEY, false, 'https://api.corp.test/v2')
      const keys = open()
      expect(keys.getFor('https://api.corp.test/v2/')).toBe(KEY)
      expect(keys.getFor('https://evil.test/v2')).toBeNull()
      expect(keys.getFor('http://api.corp.test/v2')).toBeNull()
    })

    it('binds a key saved without an address to the sandbox, never to a service set later', () => {
      open().set(KEY, false)
      expect(open().getFor(null)).toBe(KEY)
      expect(open().getFor('https://api.corp.test/v2')).toBeNull()
      expect(open().origin()).toBe(SANDBOX_ORIGIN)
    })

    it('binds a key saved before binding existed to the first service it is used with', () => {
      open().set(KEY, false)
      const file = join(dir, 'secrets.json')
      const legacy = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
      writeFileSync(file, JSON.stringify({ ...legacy, origin: null }))
      expect(open().getFor('https://api.corp.test/v2')).toBe(KEY)
      expect(open().getFor('https://evil.test/v2')).toBeNull()
      expect(readFileSync(file, 'utf8')).toContain('"origin":"https://api.corp.test"')
    })

    it('binds the environment key to DROPDOCK_BASE_URL, whatever address is set later', () => {
      const keys = open({ DROPDOCK_API_KEY: KEY, DROPDOCK_BASE_URL: 'https://api.corp.test/v2' })
      expect(keys.getFor('https://api.corp.test/v3')).toBe(KEY)
      expect(keys.getFor('https://evil.test/v2')).toBeNull()
      expect(keys.getFor('http://api.corp.test/v2')).toBeNull()
    })

    it('binds the environment key to the managed address, and to nothing without one', () => {
      let managed: string | null = null
      const keys = createKeyStore({
        file: join(dir, 'secrets.json'),
        safeStorage,
        platform: 'linux',
        env: { DROPDOCK_API_KEY: KEY },
        managedBaseUrl: () => managed
      })
      expect(keys.getFor('https://api.corp.test/v2')).toBeNull()
      managed = 'https://api.corp.test/v2'
      expect(keys.getFor('https://api.corp.test/v2')).toBe(KEY)
      expect(keys.getFor('https://evil.test/v2')).toBeNull()
    })
  })

  describe('clear()', () => {
    it('removes the key file', () => {
      const keys = open()
      keys.set(KEY, false)
      keys.clear()
      expect(keys.getFor(null) !== null).toBe(false)
      expect(readdirSync(dir)).toEqual([])
    })
  })
})
