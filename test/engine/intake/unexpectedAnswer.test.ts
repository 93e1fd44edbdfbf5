import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import { nodeTransport } from '../../../src/engine/client/transport'
import { IntakeService } from '../../../src/engine/intake/intakeService'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { allFinal, until } from './harness'
import { INVOICE_TEXT } from '../../main/support/invoiceText'

let sandbox: RunningSandbox | undefined
let service: IntakeService | undefined
let dir: string | undefined
afterEach(async () => {
  await service?.close()
  await sandbox?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
  service = sandbox = dir = undefined
})

/**
 * The real sandbox behind a transport that spoils the direct-upload answer (`direct_upload` taken
 * out) for the first `spoiled` requests: a service answering in a form the app cannot read.
 */
async function setup(spoiled: number) {
  dir = mkdtempSync(join(tmpdir(), 'unexpected-'))
  sandbox = await startSandbox({ dataDir: join(dir, 'sandbox'), log: () => undefined })
  let seen = 0
  const client = createServiceClient({
    baseUrl: sandbox.baseUrl,
    apiKey: sandbox.apiKey,
    retry: { retries: 0 },
    transport: async (ask) => {
      const res = await nodeTransport(ask)
      if (!ask.url.includes('/direct_uploads') || ++seen > spoiled) return res
      const { direct_upload: _gone, ...rest } = JSON.parse(res.text) as Record<string, unknown>
      return { ...res, text: JSON.stringify(rest) }
    }
  })
  service = new IntakeService({
    client,
    stateDir: join(dir, 'state'),
    followSchedule: () => 100,
    defaultQuietMs: 100,
    retry: { baseMs: 20, capMs: 40, maxAttempts: 3 }
  })
  const file = join(dir, 'invoice.txt')
  writeFileSync(file, INVOICE_TEXT)
  await service.addFiles([file])
  return service
}

describe('IntakeService with a service answering in an unexpected form', () => {
  it('retries like a server error, then fails the item with the endpoint named', async () => {
    const s = await setup(Infinity)
    const [item] = await until(s, allFinal(1))
    expect(item.state).toBe('failed')
    expect(item.attempts).toBe(3)
    expect(item.lastError).toMatchObject({
      kind: 'unexpected_answer',
      message:
        'Gave up after 3 attempts: The service answered in an unexpected form ' +
        '(POST /rails/active_storage/direct_uploads: direct_upload missing).'
    })
    expect(item.history.filter((h) => h.state === 'retrying')).toHaveLength(2)
  })

  it('gets the file through once the service answers properly again', async () => {
    const s = await setup(1)
    const [item] = await until(s, allFinal(1))
    expect(item.state).toBe('extracted')
    expect(item.history.some((h) => h.note?.includes('unexpected form'))).toBe(true)
  })
})
