import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { invoiceText } from '../main/support/invoiceText'
import { seedNote, testSeed } from '../support/seed'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const FILES = 16
const SEED = testSeed()

const run = useSandboxRun('faults', {
  sandbox: {
    faultRate: 0.2,
    faultSeed: SEED,
    faultStallMs: 300,
    rateLimitPerMinute: 100_000
  }
})

describe('cli under faults', () => {
  describe('runCli() upload', () => {
    it(`brings ${FILES} invoices to extracted when 20 % of requests fail, with bounded attempts ${seedNote(SEED)}`, async () => {
      const files: string[] = []
      for (let i = 0; i < FILES; i++) {
        const path = join(run.dir, `invoice-${i}.txt`)
        await writeFile(path, invoiceText(`copy ${i}`))
        files.push(path)
      }
      const c = captureIo()
      const code = await runCli(
        [
          'upload',
          ...files,
          '--json',
          '--state',
          join(run.dir, 'state'),
          '--base-url',
          run.sandbox.baseUrl,
          '--api-key',
          run.sandbox.apiKey
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
