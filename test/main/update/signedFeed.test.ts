import { describe, expect, it } from 'vitest'
import { parseFeed } from '../../../src/main/update/signedFeed'
import { compareVersions } from '../../../src/main/update/version'

describe('update/signedFeed', () => {
  describe('parseFeed()', () => {
    it('reads the version and every file of an electron-builder feed, not its release notes', () => {
      const feed = [
        "version: '1.4.0'",
        'files:',
        '  - url: Dropdock-1.4.0-x86_64.AppImage',
        '    sha512: QUFB',
        '    size: 104857600',
        '    blockMapSize: 110000',
        '  - url: "Dropdock 1.4.0.deb"',
        '    sha512: QkJC',
        'path: Dropdock-1.4.0-x86_64.AppImage',
        'sha512: QUFB',
        'releaseNotes: |',
        '  - url: evil.AppImage',
        '    sha512: RVZJTA==',
        "releaseDate: '2026-11-20T10:00:00.000Z'"
      ].join('\r\n')
      expect(parseFeed(feed)).toEqual({
        version: '1.4.0',
        files: [
          { url: 'Dropdock-1.4.0-x86_64.AppImage', sha512: 'QUFB' },
          { url: 'Dropdock 1.4.0.deb', sha512: 'QkJC' }
        ]
      })
    })

    it('reads the legacy path and sha512 of a feed without files', () => {
      expect(parseFeed('version: 1.4.0\npath: a.AppImage\nsha512: QUFB\n')).toEqual({
        version: '1.4.0',
        files: [{ url: 'a.AppImage', sha512: 'QUFB' }]
      })
    })

    it('refuses a feed no reader could take one way: a key twice, no version, no file', () => {
      expect(parseFeed('version: 1.2.0\nversion: 99.0.0\npath: a\nsha512: QUFB\n')).toEqual({
        error: 'it names version twice'
      })
      expect(
        parseFeed('files:\n  - url: a\n    sha512: QUFB\n    sha512: QkJC\nversion: 1.0.0')
      ).toEqual({ error: 'a file in it names sha512 twice' })
      expect(parseFeed('path: a\nsha512: QUFB\n')).toEqual({ error: 'it names no version' })
      expect(parseFeed('version: 1.4.0\n')).toEqual({ error: 'it names no file' })
      expect(parseFeed('version: 1.4.0\nfiles:\n  - url: a\n')).toEqual({
        error: 'a file in it has no url or sha512'
      })
    })
  })

  describe('compareVersions()', () => {
    it('orders releases as semantic versioning does', () => {
      const newer = (a: string, b: string) =>
        expect(compareVersions(a, b), `${a} > ${b}`).toBeGreaterThan(0)
      newer('1.10.0', '1.9.0')
      newer('2.0.0', '1.99.99')
      newer('1.4.0', '1.4.0-beta.2')
      newer('1.4.0-beta.10', '1.4.0-beta.2')
      newer('1.4.0-beta', '1.4.0-alpha.9')
      newer('1.4.0-alpha.1', '1.4.0-alpha')
      newer('1.4.0-alpha.x', '1.4.0-alpha.1')
      expect(compareVersions('v1.2.3', '1.2.3')).toBe(0)
      expect(compareVersions('1.2.3+build.7', '1.2.3')).toBe(0)
      expect(() => compareVersions('1.2', '1.2.0')).toThrow('not a version: "1.2"')
    })
  })
})
