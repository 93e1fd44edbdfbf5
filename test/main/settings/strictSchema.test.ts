import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseManagedConfig } from '../../../src/main/settings/managed'
import { openSettingsStore } from '../../../src/main/settings/openStore'
import { createSettingsFacade } from '../../../src/main/settings/settingsFacade'
import { COMMAND_SCHEMAS } from '../../../src/main/ipc/schemas'

/** A folder a hand-edited file could hold: every option wrong in kind or range. */
const BAD_FOLDER = {
  path: '/srv/scans',
  afterUpload: 'shred',
  quietMs: 'soon',
  pollIntervalMs: -5,
  recursive: 'yes'
}

describe('settings: one strict schema for IPC, stored and managed settings', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dropdock-strict-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  /** Writes `stored` as settings.json and opens it through electron-store and the facade. */
  const openStored = (stored: Record<string, unknown>) => {
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ version: 2, ...stored }))
    const lines: string[] = []
    const facade = createSettingsFacade({
      store: openSettingsStore(dir),
      managed: null,
      log: (l) => lines.push(l)
    })
    return { settings: facade.get(), log: lines.join('\n') }
  }

  describe('a folder with wrong options', () => {
    it('is refused by IPC with a message naming each bad option', () => {
      const folder = { ...BAD_FOLDER, id: 'f1', enabled: true, include: [], exclude: [] }
      const parsed = v.safeParse(COMMAND_SCHEMAS['settings.update'], {
        folders: [{ ...folder, usePolling: false, moveFailed: false, moveDuplicates: false }]
      })
      expect(parsed.success).toBe(false)
      const messages = parsed.issues!.map((i) => i.message).join('\n')
      expect(messages).toMatch(/after upload is keep, move or delete/)
      expect(messages).toMatch(/the quiet time must be a number/)
      expect(messages).toMatch(/the polling interval must be at least 100/)
      expect(messages).toMatch(/recursive is true or false/)
    })

    it('falls back to the defaults in stored settings, and says so', () => {
      const { settings, log } = openStored({ folders: [BAD_FOLDER], notifications: 'all' })
      expect(settings.folders).toEqual([])
      expect(settings.notifications).toBe('all')
      expect(log).toMatch(/settings reset to defaults \(invalid values\): folders/)
    })

    it('is dropped from a managed file and reported in reset', () => {
      const managed = parseManagedConfig(
        JSON.stringify({ settings: { folders: [BAD_FOLDER], logLevel: 'debug' } }),
        'managed.json'
      )
      expect(managed.reset).toEqual(['folders'])
      expect(managed.settings).toEqual({ logLevel: 'debug' })
    })

    it('takes the default where IT locked it, so the lock still holds', () => {
      const managed = parseManagedConfig(
        JSON.stringify({ settings: { folders: [BAD_FOLDER] }, locked: ['folders'] }),
        'managed.json'
      )
      expect(managed.reset).toEqual(['folders'])
      expect(managed.settings).toEqual({ folders: [] })
    })

    it('is accepted with only a path, the engine filling in its defaults', () => {
      const { settings } = openStored({ folders: [{ path: '/srv/scans' }] })
      expect(settings.folders).toEqual([
        {
          id: '/srv/scans',
          path: '/srv/scans',
          enabled: true,
          recursive: false,
          include: [],
          exclude: [],
          usePolling: false,
          pollIntervalMs: 2000,
          quietMs: 2000,
          afterUpload: 'keep',
          moveFailed: false,
          moveDuplicates: false,
          documentType: null,
          split: 'service',
          separatorText: 'DROPDOCK-SPLIT'
        }
      ])
    })
  })

  it("accepts docs/it.md's managed-file example as it stands", () => {
    const page = readFileSync('docs/it.md', 'utf8')
    const example = /## Managed settings[\s\S]*?```json\n([\s\S]*?)```/.exec(page)![1]
    const managed = parseManagedConfig(example, 'docs/it.md')
    expect(managed.reset).toEqual([])
    expect(managed.settings.connection).toEqual({
      mode: 'custom',
      baseUrl: 'https://api.example.com/v2',
      appUrl: 'https://app.example.com',
      directUploadUrl: null
    })
    expect(managed.settings.folders).toHaveLength(1)
  })

  describe('plain http to a service that is not this machine', () => {
    const http = {
      mode: 'custom',
      baseUrl: 'http://api.example.com/v2',
      appUrl: '',
      directUploadUrl: null
    }

    it('is refused by IPC', () => {
      const parsed = v.safeParse(COMMAND_SCHEMAS['settings.update'], { connection: http })
      expect(parsed.success).toBe(false)
      expect(parsed.issues![0].message).toMatch(/https:\/\//)
    })

    it('resets the stored connection to the sandbox', () => {
      const { settings, log } = openStored({ connection: http })
      expect(settings.connection).toEqual({
        mode: 'sandbox',
        baseUrl: '',
        appUrl: '',
        directUploadUrl: null
      })
      expect(log).toMatch(/reset to defaults.*connection/)
    })

    it('is ignored in a managed file and reported', () => {
      const managed = parseManagedConfig(
        JSON.stringify({ settings: { connection: http } }),
        'managed.json'
      )
      expect(managed.reset).toEqual(['connection'])
      expect(managed.settings.connection).toBeUndefined()
    })

    it('is still allowed on loopback (the sandbox, local tests)', () => {
      const local = { ...http, baseUrl: 'http://127.0.0.1:4010/v2' }
      expect(openStored({ connection: local }).settings.connection).toEqual(local)
    })
  })

  describe('a direct-upload address on another origin', () => {
    const elsewhere = {
      mode: 'custom',
      baseUrl: 'https://api.example.com/v2',
      appUrl: '',
      directUploadUrl: 'https://collector.example.net/uploads'
    }

    it('resets the stored connection', () => {
      expect(openStored({ connection: elsewhere }).settings.connection.directUploadUrl).toBeNull()
    })

    it('is ignored in a managed file', () => {
      const managed = parseManagedConfig(
        JSON.stringify({ settings: { connection: elsewhere } }),
        'managed.json'
      )
      expect(managed.reset).toEqual(['connection'])
    })

    it('is kept on the same origin', () => {
      const same = { ...elsewhere, directUploadUrl: 'https://api.example.com/uploads' }
      expect(openStored({ connection: same }).settings.connection).toEqual(same)
    })
  })
})
