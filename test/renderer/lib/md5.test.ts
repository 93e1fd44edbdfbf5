import { describe, expect, it } from 'vitest'
import { MD5_CHUNK_BYTES, md5Base64 } from '@renderer/lib/md5'

/**
 * 4 MiB + 7 bytes of (i * 31 + 7) & 0xff. Its checksum was taken once with
 * `createHash('md5').update(bytes).digest('base64')` from node:crypto and written here, so that
 * the renderer's project needs no Node types.
 */
const PATTERN_BYTES = 4 * 1024 * 1024 + 7
const PATTERN_MD5 = 'JAZaevJd4nEEmGcNgigU5A=='

describe('lib/md5', () => {
  describe('md5Base64()', () => {
    it('gives the service checksum of an empty file', async () => {
      expect(await md5Base64(new Blob([]))).toBe('1B2M2Y8AsgTpgAmY7PhCfg==')
    })

    it('matches node:crypto across chunk boundaries', async () => {
      const bytes = new Uint8Array(PATTERN_BYTES)
      for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + 7) & 0xff
      expect(bytes.length).toBeGreaterThan(2 * MD5_CHUNK_BYTES)
      expect(await md5Base64(new Blob([bytes]))).toBe(PATTERN_MD5)
      expect(await md5Base64(new Blob([bytes]), 1000)).toBe(PATTERN_MD5)
    })
  })
})
