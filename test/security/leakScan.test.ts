import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createZip } from '../../src/main/diagnostics/zip'
import { blobsUnder, findLeaks } from './support/leakScan'

const SECRET = 'LEAKCANARY_selftest_77aa'

describe('security/leakScan', () => {
  const root = mkdtempSync(join(tmpdir(), 'dropdock-leakscan-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  describe('findLeaks()', () => {
    it('finds the secret in clear, in Base64 at every alignment, in hex, UTF-16 and inside a zip', () => {
      mkdirSync(join(root, 'nested', 'deeper'), { recursive: true })
      const files: Record<string, Buffer> = {
        'clear.log': Buffer.from(`Authorization: Token ${SECRET}\n`),
        'hex.bin': Buffer.from(Buffer.from(SECRET).toString('hex')),
        'utf16.txt': Buffer.from(`key=${SECRET}`, 'utf16le'),
        'clean.json': Buffer.from('{"hasApiKey":true}')
      }
      for (let pad = 0; pad < 3; pad++) {
        const b64 = Buffer.from(`${'x'.repeat(pad)}${SECRET}tail`).toString('base64')
        files[`nested/deeper/b64-${pad}.txt`] = Buffer.from(`blob=${b64}`)
      }
      for (const [name, data] of Object.entries(files)) writeFileSync(join(root, name), data)
      writeFileSync(
        join(root, 'diag.zip'),
        createZip([{ name: 'logs/main.log', data: `sent ${SECRET} to the service` }])
      )

      const leaks = findLeaks(blobsUnder(root), [SECRET])
      const where = [...new Set(leaks.map((l) => l.where))].sort()
      expect(where).toEqual([
        'clear.log',
        'diag.zip!logs/main.log',
        'hex.bin',
        'nested/deeper/b64-0.txt',
        'nested/deeper/b64-1.txt',
        'nested/deeper/b64-2.txt',
        'utf16.txt'
      ])
    })

    it('finds nothing when the secret is absent', () => {
      const clean = mkdtempSync(join(tmpdir(), 'dropdock-leakscan-clean-'))
      writeFileSync(join(clean, 'a.log'), `LEAKCANARY_other ${Buffer.from('x').toString('base64')}`)
      expect(findLeaks(blobsUnder(clean), [SECRET])).toEqual([])
      rmSync(clean, { recursive: true, force: true })
    })
  })
})
