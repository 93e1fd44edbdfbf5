import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { startSandbox } from '../../src/sandbox/index'
import { INVOICE_LINES } from '../fixtures/content'
import { captureIo } from './capture'

const FILES = 16

let dir: string
let sandbox: Awaited<ReturnType<typeof startSandbox>>
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-cli-faults-'))
  sandbox = await startSandbox({
    log: () => undefined,
    faultRate: 0.2,
    faultStallMs: 300,
    rateLimitPerMinute: 100_000
  })
})
afterAll(async () => {
  await sandbox?.close()
  await rm(dir, { recursive: true, force: true })
})

describe('cli under faults', () => {
  describe('runCli() upload', () => {
    it(`brings ${FILES} invoices to extracted when 20 % of requests fail, with bounded attempts`, async () => {
      const files: string[] = []
      for (let i = 0; i < FILES; i++) {
        const path = join(dir, `invoice-${i}.txt`)
        await writeFile(path, [...INVOICE_LINES, `Note: copy ${i}`].join('\n'))
        files.push(path)
      }
      const c = captureIo()
      const code = await runCli(
        [
          'upload',
          ...files,
          '--json',
          '--state',
          join(dir, 'state'),
          '--base-url',
          sandbox.baseUrl,
          '--api-key',
          sandbox.apiKey
        ],
        c.io
      )
      const outcomes = c.events().filter((e) => e.event === 'file')
      expect(outcomes.map((o) => o.state)).toEqual(files.map(() => 'extracted'))
      for (const o of outcomes) expect(o.attempts as number).toBeLessThanOrEqual(8)
      expect(code).toBe(0)
    }, 60_000)
  })
})
