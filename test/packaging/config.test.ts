import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { load } from 'js-yaml'
import { validateConfiguration } from 'app-builder-lib/out/util/config/config.js'
import { parsePlist } from './plist'

type Config = Record<string, unknown> & {
  appId: string
  productName: string
  asar: boolean
  files: string[]
  npmRebuild?: boolean
  directories: { output: string; buildResources: string }
  win: {
    icon: string
    target: { target: string }[]
    forceCodeSigning?: boolean
    verifyUpdateCodeSignature?: boolean
    signtoolOptions?: Record<string, unknown>
  }
  nsis: Record<string, unknown>
  mac: {
    icon: string
    hardenedRuntime: boolean
    entitlements: string
    entitlementsInherit: string
    target: { target: string }[]
  }
  linux: { icon: string; category: string; maintainer: string; target: string[] }
  deb?: { depends?: string[] }
  electronFuses?: Record<string, boolean>
}

const config = load(readFileSync('electron-builder.yml', 'utf8')) as Config
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  main: string
  productName: string
  scripts: Record<string, string>
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): { width: number; height: number } {
  const data = readFileSync(path)
  expect(data.subarray(1, 4).toString('latin1'), `${path} is a PNG`).toBe('PNG')
  expect(data.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
}

describe('electron-builder.yml', () => {
  describe('schema', () => {
    it('is accepted by the installed electron-builder', async () => {
      await expect(
        validateConfiguration(config as never, { isEnabled: false, add() {} } as never)
      ).resolves.toBeUndefined()
    })

    it('would be refused with a misspelt option (the check is real)', async () => {
      const wrong = { ...config, nsis: { ...config.nsis, oneClik: true } }
      await expect(
        validateConfiguration(wrong as never, { isEnabled: false, add() {} } as never)
      ).rejects.toThrow(/does not match the API schema/)
    })
  })

  describe('app', () => {
    it('names the app as the package does and ships only the built bundles in an asar', () => {
      expect(config.appId).toMatch(/^[a-z]+(\.[a-z0-9-]+){2,}$/)
      expect(config.productName).toBe('Dropdock')
      expect(pkg.productName).toBe(config.productName)
      expect(config.asar).toBe(true)
      expect(config.files).toEqual(expect.arrayContaining(['out/**', 'package.json']))
      expect(pkg.main.replace(/^\.\//, '')).toMatch(/^out\//)
      expect(config.npmRebuild).not.toBe(false)
    })

    it('has a dist script that checks advisories, then builds the bundles before packaging', () => {
      // Extra arguments (`npm run dist -- --dir`) land after electron-builder's own.
      expect(pkg.scripts.dist).toMatch(
        /^node scripts\/audit\/npmAudit\.mjs --release && npm run build && electron-builder --publish never$/
      )
    })
  })

  describe('Windows signing', () => {
    it('refuses to build an unsigned Windows release, and checks the publisher of updates', () => {
      expect(config.win.forceCodeSigning).toBe(true)
      expect(config.win.verifyUpdateCodeSignature).not.toBe(false)
    })

    it('takes the certificate from the environment, never from this file', () => {
      const text = readFileSync('electron-builder.yml', 'utf8')
      expect(text).not.toMatch(/certificateFile|certificatePassword|cscLink|cscKeyPassword/)
      expect(config.win.signtoolOptions ?? {}).not.toHaveProperty('certificateSha1')
    })
  })

  describe('electron fuses', () => {
    it('turns off every way to run other code in the app and checks the asar', () => {
      expect(config.electronFuses).toEqual({
        runAsNode: false,
        enableNodeOptionsEnvironmentVariable: false,
        enableNodeCliInspectArguments: false,
        enableCookieEncryption: true,
        onlyLoadAppFromAsar: true,
        enableEmbeddedAsarIntegrityValidation: true,
        grantFileProtocolExtraPrivileges: false
      })
    })

    it('names only fuses the installed electron-builder knows (a typo is refused)', async () => {
      const wrong = { ...config, electronFuses: { ...config.electronFuses, runAsNod: false } }
      await expect(
        validateConfiguration(wrong as never, { isEnabled: false, add() {} } as never)
      ).rejects.toThrow(/does not match the API schema/)
    })
  })

  describe('win', () => {
    it('builds a per-user NSIS installer that never asks for elevation', () => {
      expect(config.win.target.map((t) => t.target)).toEqual(['nsis'])
      expect(config.nsis).toMatchObject({
        oneClick: true,
        perMachine: false,
        allowElevation: false
      })
    })
  })

  describe('mac', () => {
    it('signs with the hardened runtime and entitlements ready for notarization', () => {
      expect(config.mac.target.map((t) => t.target)).toEqual(['dmg', 'zip'])
      expect(config.mac.hardenedRuntime).toBe(true)
      for (const file of [config.mac.entitlements, config.mac.entitlementsInherit]) {
        expect(existsSync(file), file).toBe(true)
        const entitlements = parsePlist(readFileSync(file, 'utf8'))
        // Electron's V8 needs JIT under the hardened runtime; nothing that weakens signing.
        expect(entitlements['com.apple.security.cs.allow-jit']).toBe(true)
        for (const weakening of [
          'com.apple.security.cs.disable-library-validation',
          'com.apple.security.cs.allow-dyld-environment-variables',
          'com.apple.security.get-task-allow',
          'com.apple.security.cs.disable-executable-page-protection'
        ]) {
          expect(entitlements[weakening], weakening).not.toBe(true)
        }
      }
    })
  })

  describe('publish', () => {
    it('writes update metadata for a generic feed without ever uploading', () => {
      const publish = config.publish as { provider: string; url: string }
      expect(publish.provider).toBe('generic')
      // A reserved name: the feed the app uses always comes from settings (setFeedURL).
      expect(new URL(publish.url).hostname).toMatch(/\.invalid$/)
      expect(pkg.scripts.dist).toMatch(/--publish never/)
    })
  })

  describe('linux', () => {
    it('builds an AppImage and a deb filed under Office, with a maintainer and the keyring library', () => {
      expect(config.linux.target).toEqual(['AppImage', 'deb'])
      expect(config.linux.category).toBe('Office')
      expect(config.linux.maintainer).toMatch(/^.+ <[^@\s]+@[^@\s]+>$/)
      // Without an explicit list electron-builder's defaults apply, libsecret-1-0 among them.
      const depends = config.deb?.depends
      if (depends) expect(depends).toContain('libsecret-1-0')
    })
  })

  describe('icons', () => {
    it('points every platform at a square PNG large enough for it', () => {
      const minimum: [string, number][] = [
        [config.win.icon, 256],
        [config.mac.icon, 512],
        [config.linux.icon, 512]
      ]
      for (const [icon, size] of minimum) {
        const { width, height } = pngSize(icon)
        expect(width, icon).toBe(height)
        expect(width, icon).toBeGreaterThanOrEqual(size)
      }
    })

    it('has the Linux icon set at each size its name says', () => {
      for (const size of [16, 32, 48, 64, 128, 256, 512, 1024]) {
        expect(pngSize(`resources/icon-${size}.png`)).toEqual({ width: size, height: size })
      }
    })
  })
})
