import { writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { EXIT } from '../../src/cli/exitCodes'
import { runCli } from '../../src/cli/run'
import { Ledger } from '../../src/engine/ledger/ledger'
import { startSandbox } from '../../src/sandbox/index'
import { invoiceText } from '../main/support/invoiceText'
import { fullDisk, type Disk } from '../main/support/fullDisk'
import { captureIo } from './capture'
import { waitFor } from '../support/waitFor'

vi.mock('node:fs', async (importOriginal) =>
  (await import('../main/support/fullDisk')).injectingFs(await importOriginal())
)

let dir: string
let disk: Disk
let sandbox: Awaited<ReturnType<typeof startSandbox>>
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-cli-full-'))
  disk = fullDisk(dir)
  sandbox = await startSandbox({ log: () => undefined, rateLimitPerMinute: 100_000, delayMs: 300 })
})
afterAll(async () => {
  await sandbox?.close()
  disk?.close()
  await rm(dir, { recursive: true, force: true })
})

describe('upload with a full disk under the state folder', () => {
  it('stops with one line naming the full disk and exit 6, having reported nothing it did not write', async () => {
    const files = [0, 1, 2].map((i) => {
      const path = join(dir, `invoice-${i}.txt`)
      writeFileSync(path, invoiceText(`full ${i}`))
      return path
    })
    const c = captureIo({ DROPDOCK_API_KEY: sandbox.apiKey })
    const running = runCli(
      ['upload', ...files, '--state', disk.stateDir, '--base-url', sandbox.baseUrl],
      c.io
    )
    // Fills the disk as soon as the ledger holds the three files.
    await waitFor(
      () => {
        try {
          return Ledger.openReadOnly(disk.stateDir).size === 3
        } catch {
          return false // no ledger yet
        }
      },
      'the ledger to hold the three files',
      10_000
    )
    disk.fill()
    const code = await running
    disk.free()
    const journal = join(disk.stateDir, 'ledger.journal.jsonl')
    expect(c.stderr()).toBe(`Error: The disk holding Dropdock's data is full: ${journal}\n`)
    expect(c.stdout()).not.toMatch(/extracted/)
    expect(code).toBe(EXIT.storage)
  }, 30_000)
})
