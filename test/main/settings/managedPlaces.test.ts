/**
 * Where IT's managed file may come from, with real files in a temp folder: only admin-owned
 * system places (never beside the executable, never from the environment in a packaged build),
 * and a file that is there but cannot be used locks the connection and the key and says why.
 */
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { openAppState } from '../../../src/main/boot/openAppState'
import {
  MANAGED_SYSTEM_PATHS,
  managedConfigPaths,
  readManagedConfig
} from '../../../src/main/settings/managed'
import { resetElectronMock, safeStorage } from '../../mocks/electron'

const root = mkdtempSync(join(tmpdir(), 'dropdock-managed-places-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
afterEach(() => resetElectronMock())

const LOCK_LANGUAGE = JSON.stringify({ settings: { language: 'de' }, locked: ['language'] })
let n = 0
const file = (text: string, mode = 0o644): string => {
  const path = join(root, `managed-${n++}.json`)
  writeFileSync(path, text)
  chmodSync(path, mode)
  return path
}

/** Only root can make a file root owns, or give one to another user. */
const notRoot =
  process.getuid?.() === 0 ? null : 'making a file owned by root or by another user needs root'
if (notRoot) console.warn(`SKIPPED: managed files by owner: ${notRoot}`)

describe('main/settings: managed file places', () => {
  it('reads the environment only when not packaged, and never beside the executable', () => {
    const env = { DROPDOCK_MANAGED_CONFIG: '/home/clerk/managed.json' }
    expect(managedConfigPaths({ platform: 'linux', env, isPackaged: true })).toEqual([
      { path: '/etc/dropdock/managed.json', adminOnly: true }
    ])
    expect(managedConfigPaths({ platform: 'linux', env, isPackaged: false })).toEqual([
      { path: '/home/clerk/managed.json', adminOnly: false },
      { path: '/etc/dropdock/managed.json', adminOnly: true }
    ])
    expect(MANAGED_SYSTEM_PATHS.win32).toEqual(['C:\\ProgramData\\Dropdock\\managed.json'])
    expect(MANAGED_SYSTEM_PATHS.darwin).toEqual([
      '/Library/Managed Preferences/Dropdock/managed.json',
      '/Library/Application Support/Dropdock/managed.json'
    ])
  })

  it.skipIf(notRoot)('uses a system file owned by root and writable by no one else', () => {
    const path = file(LOCK_LANGUAGE, 0o644)
    const { config, error } = readManagedConfig([{ path, adminOnly: true }])
    expect(error).toBeNull()
    expect(config).toMatchObject({ locked: ['language'], settings: { language: 'de' } })
  })

  it.skipIf(notRoot).each([
    ['writable by everyone', 0o666, 0, /users other than an administrator can change it/],
    ['owned by a user', 0o644, 65534, /it is not owned by an administrator/]
  ])('refuses a system file %s, and locks the connection and key', (_what, mode, uid, why) => {
    const path = file(LOCK_LANGUAGE, mode)
    chownSync(path, uid, uid)
    const { config, error } = readManagedConfig([{ path, adminOnly: true }])
    expect(error).toMatch(why)
    expect(config).toMatchObject({ locked: ['connection', 'apiKey'], settings: {} })
    expect(config!.problem).toMatch(why)
  })

  it('locks the connection and key when the file cannot be parsed or read', () => {
    const broken = file('{ "locked": ["connection", ')
    const parsed = readManagedConfig([{ path: broken, adminOnly: false }])
    expect(parsed.config).toMatchObject({ locked: ['connection', 'apiKey'] })
    expect(parsed.config!.problem).toMatch(/is not valid JSON/)

    const unreadable = join(root, 'a-folder.json')
    mkdirSync(unreadable)
    const read = readManagedConfig([{ path: unreadable, adminOnly: false }])
    expect(read.config).toMatchObject({ locked: ['connection', 'apiKey'] })
    expect(read.config!.problem).toBe(`${unreadable} cannot be read (EISDIR)`)
  })

  it('in a packaged app, ignores a file the environment names', () => {
    const path = file(LOCK_LANGUAGE)
    const open = (isPackaged: boolean) =>
      openAppState({
        userData: mkdtempSync(join(root, 'data-')),
        logDir: mkdtempSync(join(root, 'logs-')),
        isPackaged,
        platform: 'linux',
        env: { DROPDOCK_MANAGED_CONFIG: path },
        safeStorage
      })
    expect(open(true).settings.locked()).toEqual([])
    expect(open(false).settings.locked()).toEqual(['language'])
  })

  it('says why the connection is locked when the file could not be used', () => {
    const state = openAppState({
      userData: mkdtempSync(join(root, 'data-')),
      logDir: mkdtempSync(join(root, 'logs-')),
      isPackaged: false,
      platform: 'linux',
      env: { DROPDOCK_MANAGED_CONFIG: file('not json') },
      safeStorage
    })
    expect(() =>
      state.settings.update({ connection: { mode: 'custom', baseUrl: 'https://evil.test/v2' } })
    ).toThrow(
      /locked because your IT department's managed settings could not be used \(.*is not valid JSON/
    )
    expect(state.settings.locked()).toEqual(['connection', 'apiKey'])
  })
})
