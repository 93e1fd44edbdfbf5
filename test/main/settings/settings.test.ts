import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetElectronMock, safeStorage } from '../../mocks/electron'
import { migrateSettings } from '../../../src/main/settings/migrations'
import { createSettingsFacade } from '../../../src/main/settings/settingsFacade'
import { openSettingsStore } from '../../../src/main/settings/openStore'
import { createKeyStore } from '../../../src/main/secrets/keyStore'
import { SETTINGS_VERSION } from '../../../src/main/settings/defaults'
import { folderDefaults } from '../../../src/shared/folderDefaults'
import { parseManagedConfig } from '../../../src/main/settings/managed'

const KEY = 'sbx_blueharbor_full'

describe('settings/migrations', () => {
  describe('migrateSettings()', () => {
    it('brings a pre-release file to the current version and lifts the plain-text key out', () => {
      const result = migrateSettings({
        apiKey: KEY,
        baseUrl: 'https://api.example.com/v2',
        notifications: true,
        folders: ['/srv/scans']
      })
      expect(result).toMatchObject({ from: 0, to: SETTINGS_VERSION, liftedApiKey: KEY })
      expect(JSON.stringify(result.raw)).not.toContain(KEY)
      expect(result.raw).toMatchObject({
        notifications: 'all',
        connection: { mode: 'custom', baseUrl: 'https://api.example.com/v2' },
        folders: [{ id: '/srv/scans', path: '/srv/scans', ...folderDefaults() }]
      })
    })

    it('turns version-1 folder paths into folder objects and keeps the rest', () => {
      const result = migrateSettings({
        version: 1,
        folders: ['/a', { path: '/b', recursive: true }],
        startAtLogin: true
      })
      expect(result.from).toBe(1)
      expect(result.raw.folders).toMatchObject([
        { path: '/a', quietMs: 2000 },
        { path: '/b', recursive: true }
      ])
      expect(result.raw.startAtLogin).toBe(true)
    })

    it('leaves a current file as it is', () => {
      const raw = { version: SETTINGS_VERSION, notifications: 'none' }
      expect(migrateSettings(raw)).toMatchObject({
        from: SETTINGS_VERSION,
        raw: { notifications: 'none' },
        liftedApiKey: null
      })
    })
  })
})

describe('settings/settingsFacade', () => {
  let dir: string
  beforeEach(() => {
    resetElectronMock()
    dir = mkdtempSync(join(tmpdir(), 'dropdock-settings-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const file = () => join(dir, 'settings.json')
  const open = (
    managed = null as ReturnType<typeof parseManagedConfig> | null,
    onLiftedApiKey?: (k: string) => void
  ) => createSettingsFacade({ store: openSettingsStore(dir), managed, onLiftedApiKey })

  describe('createSettingsFacade()', () => {
    /** What a fresh install gets, spelled out: a drifted default fails here. */
    const FRESH_INSTALL = {
      connection: { mode: 'sandbox', baseUrl: '', appUrl: '', directUploadUrl: null },
      folders: [],
      notifications: 'errors',
      startAtLogin: false,
      hideOnClose: true,
      concurrency: { hash: 2, upload: 3 },
      logLevel: 'info',
      autoUpdate: { enabled: false, feedUrl: null },
      paused: false,
      language: 'system',
      retentionDays: 30
    }

    it('gives a fresh install its defaults and writes them to the settings file', () => {
      expect(open().get()).toStrictEqual(FRESH_INSTALL)
      expect(JSON.parse(readFileSync(file(), 'utf8'))).toStrictEqual({
        version: SETTINGS_VERSION,
        ...FRESH_INSTALL
      })
      // Read back from that file, nothing changes.
      expect(open().get()).toStrictEqual(FRESH_INSTALL)
    })

    it('persists changes in a real store file', () => {
      const s = open()
      s.update({
        notifications: 'all',
        connection: { mode: 'custom', baseUrl: 'https://api.example.com/v2' }
      })
      const reopened = open().get()
      expect(reopened.notifications).toBe('all')
      expect(reopened.connection).toMatchObject({
        mode: 'custom',
        baseUrl: 'https://api.example.com/v2',
        appUrl: ''
      })
      expect(JSON.parse(readFileSync(file(), 'utf8')).version).toBe(SETTINGS_VERSION)
    })

    it('migrates an old file on disk, moves its key into safeStorage, and never writes it back', () => {
      writeFileSync(
        file(),
        JSON.stringify({ apiKey: KEY, notifications: false, folders: ['/srv/scans'] })
      )
      const keys = createKeyStore({
        file: join(dir, 'secrets.json'),
        safeStorage,
        platform: 'linux'
      })
      const s = open(null, (k) => keys.set(k, false))
      expect(s.get().notifications).toBe('none')
      expect(s.get().folders[0].path).toBe('/srv/scans')
      expect(keys.getFor(null)).toBe(KEY)
      expect(readFileSync(file(), 'utf8')).not.toContain(KEY)
      expect(readFileSync(join(dir, 'secrets.json'), 'utf8')).not.toContain(KEY)
    })

    it('resets invalid values to defaults instead of refusing to start', () => {
      writeFileSync(
        file(),
        JSON.stringify({
          version: 2,
          notifications: 'loud',
          logLevel: 'debug',
          concurrency: { hash: 99, upload: 1 }
        })
      )
      const s = open().get()
      expect(s.notifications).toBe('errors')
      expect(s.logLevel).toBe('debug')
      expect(s.concurrency).toEqual({ hash: 2, upload: 3 })
    })

    it('opens a file saved before the language setting existed in the system language', () => {
      writeFileSync(
        file(),
        JSON.stringify({ version: 2, notifications: 'all', folders: [{ path: '/srv/scans' }] })
      )
      const s = open()
      expect(s.get().language).toBe('system')
      expect(s.get().notifications).toBe('all')
      expect(JSON.parse(readFileSync(file(), 'utf8')).language).toBe('system')
      s.update({ language: 'de' })
      expect(open().get().language).toBe('de')
    })

    it('falls back to the system language when the stored one is not ours', () => {
      writeFileSync(file(), JSON.stringify({ version: 2, language: '../de' }))
      expect(open().get().language).toBe('system')
    })

    it('refuses a custom connection without an address', () => {
      expect(() => open().update({ connection: { mode: 'custom' } })).toThrow(/service address/)
    })
  })

  describe('managed deployment', () => {
    const managed = () =>
      parseManagedConfig(
        JSON.stringify({
          settings: {
            connection: {
              mode: 'custom',
              baseUrl: 'https://api.corp.test/v2',
              appUrl: 'https://app.corp.test',
              directUploadUrl: null
            },
            folders: [{ path: '/srv/scans' }],
            notifications: 'all'
          },
          locked: ['connection', 'apiKey']
        }),
        '/etc/dropdock/managed.json'
      )

    it('presets settings and enforces locked ones', () => {
      const s = open(managed())
      expect(s.get().connection.baseUrl).toBe('https://api.corp.test/v2')
      expect(s.get().folders.map((f) => f.path)).toEqual(['/srv/scans'])
      expect(s.locked()).toEqual(['connection', 'apiKey'])
    })

    it('refuses changes to a locked path, naming it', () => {
      const s = open(managed())
      expect(() => s.update({ connection: { baseUrl: 'https://evil.test/v2' } })).toThrow(
        /"connection.baseUrl" is set by your IT department/
      )
      expect(s.get().connection.baseUrl).toBe('https://api.corp.test/v2')
    })

    it('lets the clerk change unlocked presets, and keeps that change across restarts', () => {
      open(managed()).update({ notifications: 'none' })
      expect(open(managed()).get().notifications).toBe('none')
    })

    it('keeps a locked value even when the file on disk was edited by hand', () => {
      open(managed())
      const raw = JSON.parse(readFileSync(file(), 'utf8'))
      raw.connection.baseUrl = 'https://evil.test/v2'
      writeFileSync(file(), JSON.stringify(raw))
      expect(open(managed()).get().connection.baseUrl).toBe('https://api.corp.test/v2')
    })

    it('lets IT set and lock the language', () => {
      const s = open(
        parseManagedConfig(
          JSON.stringify({ settings: { language: 'nl' }, locked: ['language'] }),
          '/etc/dropdock/managed.json'
        )
      )
      expect(s.get().language).toBe('nl')
      expect(() => s.update({ language: 'de' })).toThrow(/"language" is set by your IT department/)
      expect(s.get().language).toBe('nl')
    })

    it('reports a broken managed file with its path and the problem', () => {
      expect(() =>
        parseManagedConfig('{"locked":["everything"]}', '/etc/dropdock/managed.json')
      ).toThrow(/\/etc\/dropdock\/managed.json: locked.0: unknown setting/)
      expect(() => parseManagedConfig('{', 'x.json')).toThrow(/x.json is not valid JSON/)
    })
  })
})
