import { readFile } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { runCli } from '../../../src/cli/run'
import { FINAL_STATES } from '../../../src/shared/intake'
import { captureIo } from '../../cli/capture'
import { allFinal, harness, until, type Harness } from '../intake/harness'
import { RANGES, writeScan } from './scan'

let h: Harness
afterEach(async () => {
  await h.close()
})

const creates = () => h.requests.filter((r) => r.startsWith('POST /v2/documents '))

/** The refusals the sandbox holds, through its route (docs/sandbox.md, "Refused creates"). */
async function refusals(method: 'GET' | 'DELETE') {
  const url = `${h.client.baseUrl.replace(/\/v2$/, '')}/sandbox/faults/refuse-create`
  const res = await fetch(url, { method, headers: { Authorization: `Token ${h.apiKey}` } })
  return { status: res.status, text: await res.text() }
}

describe('a part the service refuses', () => {
  it('leaves the other standing, says which pages failed, and Retry sends only it', async () => {
    h = await harness({ delayMs: 5, refuseCreates: [{ nameContains: 'pages 3–4' }] })
    const s = h.service()
    const file = await writeScan(h)
    await s.addFiles([file])
    const [first] = await until(s, allFinal(1))
    const res = await s.sendParts(first!.id, RANGES, await readFile(file))
    if (!res.ok) throw new Error(res.reason)
    expect(res.created).toHaveLength(1)
    expect(res.failed).toEqual([RANGES[1]])

    const [item] = await until(s, (items) => FINAL_STATES.includes(items[0]!.state))
    expect(item!.state).toBe('extraction_failed')
    const [made, refused] = item!.parts!
    expect(made).toMatchObject({ sent: 'created', state: 'extracted', pages: RANGES[0] })
    expect(made!.documentId).toBe(res.created[0])
    expect(refused).toMatchObject({ sent: 'failed', state: 'failed', documentId: '' })
    expect(refused!.error!.message).toContain('The sandbox refuses this document')
    expect(item!.lastError!.message).toMatch(/pages 3–4: not sent: .*The sandbox refuses/)
    expect(item!.lastError!.message).not.toMatch(/pages 1–2/)

    // status --json names both documents with their pages, and the refused one's error.
    const io = captureIo()
    expect(await runCli(['status', '--state', h.stateDir, '--json'], io.io)).not.toBe(2)
    const [record] = io.events().filter((e) => e.event === 'file')
    expect(record!.documents).toEqual([
      {
        document_id: res.created[0],
        pages: RANGES[0],
        document_type: 'commercial_invoice',
        state: 'extracted',
        sent: 'created',
        error: null
      },
      {
        document_id: null,
        pages: RANGES[1],
        document_type: null,
        state: 'failed',
        sent: 'failed',
        error: expect.objectContaining({ message: refused!.error!.message })
      }
    ])
    expect((record!.error as { message: string }).message).toMatch(/^.*pages 3–4: not sent/)

    // The fault cleared, Retry sends pages 3–4 alone: one create, and the file ends with both.
    expect(JSON.parse((await refusals('GET')).text).data[0].refused).toBe(1)
    expect((await refusals('DELETE')).status).toBe(204)
    const documents = await h.documentCount()
    const createsBefore = creates().length
    expect(s.retry([item!.id]).count).toBe(1)
    const [done] = await until(
      s,
      (items) => items[0]!.state === 'extracted' && items[0]!.parts!.every((p) => p.documentId)
    )
    expect(creates().slice(createsBefore)).toEqual(['POST /v2/documents 201'])
    expect(await h.documentCount()).toBe(documents + 1)
    expect(done!.parts!.map((p) => [p.sent, p.state, p.documentType])).toEqual([
      ['created', 'extracted', 'commercial_invoice'],
      ['created', 'extracted', 'packing_list']
    ])
    expect(done!.parts![0]!.documentId).toBe(res.created[0])
    expect(done!.lastError).toBeNull()
    const name = (await h.client.getDocument(done!.parts![1]!.documentId)).data.attributes.name
    expect(name).toBe('scan (pages 3–4).pdf')
  })
})
