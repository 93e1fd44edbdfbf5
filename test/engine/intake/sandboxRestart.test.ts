import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import { IntakeService } from '../../../src/engine/intake/intakeService'
import { newSandboxKey, startSandboxProcess, type SandboxProcess } from '../../../src/sandbox/host'
import { invoiceText } from '../../main/support/invoiceText'
import { until } from './harness'

const FILES = 20

let sb: SandboxProcess | null = null
let intake: IntakeService | null = null
let dir = ''
afterEach(async () => {
  await intake?.close()
  await sb?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the sandbox process killed in the middle of a burst', () => {
  it('is started again and every file ends extracted, each as one document', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-restart-'))
    const key = newSandboxKey()
    sb = await startSandboxProcess({
      dataDir: join(dir, 'sandbox'),
      apiKey: key,
      restartDelaysMs: [100, 100, 100]
    })
    const client = createServiceClient({ baseUrl: sb.baseUrl, apiKey: key, appUrl: sb.appUrl })
    intake = new IntakeService({
      client,
      stateDir: join(dir, 'state'),
      followSchedule: () => 200,
      // Enough steps to ride out a restart on a loaded machine without the 5 min outage wait.
      retry: { baseMs: 200, capMs: 2000, maxAttempts: 12 }
    })
    const inbox = join(dir, 'inbox')
    mkdirSync(inbox)
    const files = Array.from({ length: FILES }, (_, i) => {
      const f = join(inbox, `scan-${i}.txt`)
      writeFileSync(f, invoiceText(`burst ${i}`))
      return f
    })

    // Killed the moment the first file has its document: the others are still on their way.
    const first = sb.pid()!
    let killedWith = -1
    const off = intake.on('items', () => {
      if (killedWith >= 0) return
      const items = intake!.list()
      if (!items.some((i) => i.documentId !== null)) return
      killedWith = items.filter((i) => i.documentId === null).length
      process.kill(first, 'SIGKILL')
    })
    await intake.addFiles(files)

    const items = await until(
      intake,
      (all) => all.length === FILES && all.every((i) => i.state === 'extracted')
    )
    off()
    expect(killedWith).toBeGreaterThan(0)
    expect(sb.restarts()).toBeGreaterThanOrEqual(1)
    expect(sb.pid()).not.toBe(first)
    // Exactly once: one document per file, and the service holds no other.
    expect(new Set(items.map((i) => i.documentId)).size).toBe(FILES)
    const list = await client.listDocuments({ size: 1 })
    expect(list.meta.total).toBe(FILES)
  }, 120_000)
})
