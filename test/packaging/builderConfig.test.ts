import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { load } from 'js-yaml'
import { TRAY_STATES, trayIconFile } from '../../src/main/tray/trayState'

interface BuilderConfig {
  appId: string
  productName: string
  files: string[]
  extraResources: { from: string; to: string }[]
  win: { icon: string; target: { target: string }[] }
  nsis: { perMachine: boolean; allowElevation: boolean }
  mac: {
    icon: string
    hardenedRuntime: boolean
    entitlements: string
    target: { target: string }[]
  }
  linux: { icon: string; target: string[] }
}

const config = load(readFileSync('electron-builder.yml', 'utf8')) as BuilderConfig

describe('electron-builder.yml', () => {
  it('names the app and ships the built bundles and resources', () => {
    expect(config.appId).toBe('com.dropdock.desktop')
    expect(config.productName).toBe('Dropdock')
    expect(config.files).toContain('out/**')
    expect(config.extraResources).toContainEqual(
      expect.objectContaining({ from: 'resources', to: 'resources' })
    )
  })

  it('builds a per-user NSIS installer that never asks for admin rights', () => {
    expect(config.win.target.map((t) => t.target)).toEqual(['nsis'])
    expect(config.nsis).toMatchObject({ oneClick: true, perMachine: false, allowElevation: false })
  })

  it('builds a hardened-runtime dmg with an entitlements file that asks only for JIT and network', () => {
    expect(config.mac.target.map((t) => t.target)).toEqual(['dmg', 'zip'])
    expect(config.mac.hardenedRuntime).toBe(true)
    const plist = readFileSync(config.mac.entitlements, 'utf8')
    const keys = [...plist.matchAll(/<key>([^<]+)<\/key>/g)].map((m) => m[1])
    expect(keys).toEqual([
      'com.apple.security.cs.allow-jit',
      'com.apple.security.network.client',
      'com.apple.security.files.user-selected.read-write'
    ])
  })

  it('builds an AppImage and a deb', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb'])
  })

  it('points at icon files that exist, with every tray state for every platform', () => {
    for (const icon of [
      config.win.icon,
      config.mac.icon,
      config.linux.icon,
      'resources/icon.png'
    ]) {
      expect(existsSync(icon), icon).toBe(true)
    }
    for (const state of TRAY_STATES) {
      for (const platform of ['darwin', 'linux', 'win32']) {
        const { file } = trayIconFile(state, platform)
        expect(existsSync(`resources/${file}`), file).toBe(true)
        expect(existsSync(`resources/${file.replace('.png', '@2x.png')}`), file).toBe(true)
      }
    }
  })
})
