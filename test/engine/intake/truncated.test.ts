import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import { nodeTransport, type HttpAsk } from '../../../src/engine/client/transport'
import { IntakeService } from '../../../src/engine/intake/intakeService'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { allFinal, until } from './harness'
import { invoiceText } from '../../main/support/invoiceText'

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
 * The real sandbox behind a transport that cuts the first answer to requests `which` picks in
 * half, as a connection dropped mid-answer by a proxy does: the service acted, the app cannot
 * read what it said.
 */
async function setup(which: (ask: HttpAsk) => boolean) {
  dir = mkdtempSync(join(tmpdir(), 'truncated-'))
  sandbox = await startSandbox({ dataDir: join(dir, 'sandbox'), delayMs: 0, log: () => undefined })
  let cut = false
  const client = createServiceClient({
    baseUrl: sandbox.baseUrl,
    apiKey: sandbox.apiKey,
    retry: { retries: 0 },
    transport: async (ask) => {
      const res = await nodeTransport(ask)
      if (cut || !which(ask)) return res
      cut = true
      return { ...res, text: res.text.slice(0, Math.floor(res.text.length / 2)) }
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
  const text = invoiceText('answer cut short')
  writeFileSync(file, text)
  await service.addFiles([file])
  const [item] = await until(service, allFinal(1))
  const list = await client.listDocuments({ size: 10 })
  return { item, text, client, total: list.meta.total }
}

describe('IntakeService with an answer cut short', () => {
  it('takes the document a create made whose answer was cut, without failing on the way', async () => {
    const { item, text, client, total } = await setup(
      (ask) => ask.method === 'POST' && new URL(ask.url).pathname.endsWith('/documents')
    )
    expect(item.state).toBe('extracted')
    expect(item.history.map((x) => x.state)).not.toContain('failed')
    expect(total).toBe(1)
    const res = await fetch(await client.downloadUrl(item.documentId!))
    expect(await res.text()).toBe(text)
  })

  it('goes on following a document whose status answer was cut', async () => {
    const { item, total } = await setup(
      (ask) => ask.method === 'GET' && /\/documents\/[^/?]+(\?|$)/.test(new URL(ask.url).pathname)
    )
    expect(item.state).toBe('extracted')
    expect(item.history.map((x) => x.state)).not.toContain('failed')
    expect(total).toBe(1)
  })
})
