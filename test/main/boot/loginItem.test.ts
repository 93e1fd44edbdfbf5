import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { app, mockState, resetElectronMock } from '../../mocks/electron'
import { applyLoginItem } from '../../../src/main/boot/loginItem'

describe('app/loginItem', () => {
  let dir: string
  beforeEach(() => {
    resetElectronMock()
    dir = mkdtempSync(join(tmpdir(), 'dropdock-login-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  describe('applyLoginItem()', () => {
    it('writes and removes an XDG autostart entry on Linux that starts hidden in the tray', () => {
      const env = { XDG_CONFIG_HOME: dir, APPIMAGE: '/home/clerk/Apps/Dropdock 0.1.0.AppImage' }
      applyLoginItem({ app, enabled: true, platform: 'linux', execPath: '/usr/bin/dropdock', env })
      const file = join(dir, 'autostart', 'dropdock.desktop')
      expect(readFileSync(file, 'utf8')).toContain(
        'Exec="/home/clerk/Apps/Dropdock 0.1.0.AppImage" --hidden'
      )
      applyLoginItem({ app, enabled: false, platform: 'linux', execPath: '/usr/bin/dropdock', env })
      expect(existsSync(file)).toBe(false)
    })

    it('uses Electron login items on macOS and Windows', () => {
      applyLoginItem({
        app,
        enabled: true,
        platform: 'win32',
        execPath: 'C:\\Dropdock.exe',
        env: {}
      })
      expect(mockState.loginItemCalls).toEqual([{ openAtLogin: true, args: ['--hidden'] }])
    })
  })
})
