import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { MD5_CHUNK_BYTES, md5Base64 } from '@renderer/lib/md5'

const reference = (bytes: Uint8Array): string => createHash('md5').update(bytes).digest('base64')

describe('lib/md5', () => {
  describe('md5Base64()', () => {
    it('gives the service checksum of an empty file', async () => {
      expect(await md5Base64(new Blob([]))).toBe('1B2M2Y8AsgTpgAmY7PhCfg==')
    })

    it('matches node:crypto across chunk boundaries', async () => {
      const bytes = new Uint8Array(MD5_CHUNK_BYTES * 2 + 7)
      for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + 7) & 0xff
      expect(await md5Base64(new Blob([bytes]))).toBe(reference(bytes))
      expect(await md5Base64(new Blob([bytes]), 1000)).toBe(reference(bytes))
    })
  })
})
