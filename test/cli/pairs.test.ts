import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { createServiceClient } from '../../src/engine/client/serviceClient'
import { invoiceText } from '../main/support/invoiceText'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const PAIRS = 15

const run = useSandboxRun('pairs', {
  sandbox: {
    faultRate: 0.3,
    // Seeded: a run that doubles a report can be replayed fault for fault.
    faultSeed: 2027,
    faultStallMs: 300,
    delayMs: 50,
    rateLimitPerMinute: 100_000
  }
})

describe('identical files in one upload', () => {
  it(`reports each of ${PAIRS} byte-identical pairs once extracted and once its duplicate, under 30 % faults`, async () => {
    const files: string[] = []
    for (let i = 0; i < PAIRS; i++) {
      const text = invoiceText(`pair ${i}`)
      for (const copy of ['a', 'b']) {
        const path = join(run.dir, `invoice-${i}-${copy}.txt`)
        await writeFile(path, text)
        files.push(path)
      }
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
    expect(outcomes).toHaveLength(files.length)
    const byName = new Map(outcomes.map((o) => [String(o.name), o]))
    const doubled: string[] = []
    for (let i = 0; i < PAIRS; i++) {
      const pair = [byName.get(`invoice-${i}-a.txt`)!, byName.get(`invoice-${i}-b.txt`)!]
      const extracted = pair.filter((o) => o.state === 'extracted')
      const duplicate = pair.filter((o) => o.state === 'duplicate')
      if (extracted.length !== 1 || duplicate.length !== 1) {
        doubled.push(`pair ${i}: ${pair.map((o) => o.state).join(' + ')}`)
        continue
      }
      const dupOf = duplicate[0].duplicate_of as { id: string } | null
      expect(dupOf?.id).toBe(extracted[0].document_id)
    }
    expect(doubled).toEqual([])
    const client = createServiceClient({ baseUrl: run.sandbox.baseUrl, apiKey: run.sandbox.apiKey })
    expect((await client.listDocuments({ size: 1 })).meta.total).toBe(PAIRS)
    expect(code).toBe(0)
  }, 120_000)
})
