import { readFile } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { nodeTransport, type Transport } from '../../../src/engine/client/transport'
import { allFinal, harness, until, type Harness } from '../intake/harness'
import { RANGES, writeScan } from './scan'

let h: Harness
afterEach(async () => {
  await h.close()
})

/**
 * The service's 409 for a part's create, as a service that names the wrong document would send
 * it: `holder(name)` gives the document a create of that name is answered with, else the
 * sandbox answers.
 */
function crafted409(holder: (name: string) => string | undefined): Transport {
  return async (ask) => {
    const name = /"name":"([^"]*)"/.exec(ask.body ?? '')?.[1]
    const id = ask.method === 'POST' && /\/documents$/.test(ask.url) && name && holder(name)
    if (!id) return nodeTransport(ask)
    const error = {
      status: '409',
      code: 'duplicate_document',
      title: 'Duplicate document',
      detail: 'A document with the same content already exists.',
      meta: { existing_document_id: id, existing_document_name: 'scan (pages 3–4).pdf' }
    }
    const headers = new Headers({ 'Content-Type': 'application/vnd.api+json' })
    return { status: 409, headers, text: JSON.stringify({ errors: [error] }) }
  }
}

describe("a part's 409", () => {
  it('is taken as the part only when the document named holds its very bytes', async () => {
    const named = new Map<string, string>()
    h = await harness({ delayMs: 5 }, { transport: crafted409((n) => named.get(n)) })
    const s = h.service()
    const scan = await writeScan(h)
    // The same pages 1–2; pages 3–4 of the same size as the scan's, other bytes.
    const rescan = await writeScan(h, 'rescan.pdf', 'Remarkz')
    const third = await writeScan(h, 'third.pdf', 'Remarks, longer')
    await s.addFiles([scan, rescan, third])
    const items = await until(s, allFinal(3))
    const id = (n: string) => items.find((i) => i.name === n)!.id
    const first = await s.sendParts(id('scan.pdf'), RANGES, await readFile(scan))
    if (!first.ok) throw new Error(first.reason)
    const [pages12, pages34] = first.created

    // Pages 1–2: the sandbox's own 409, whose document holds them. Pages 3–4: a 409 naming the
    // scan's pages 3–4, which hold other bytes of the same size.
    named.set('rescan (pages 3–4).pdf', pages34!)
    const second = await s.sendParts(id('rescan.pdf'), RANGES, await readFile(rescan))
    if (!second.ok) throw new Error(second.reason)
    expect(second).toMatchObject({ duplicates: [pages12], created: [], failed: [RANGES[1]] })
    const parts = s.list().find((i) => i.name === 'rescan.pdf')!.parts!
    expect(parts.map((p) => [p.sent, p.documentId])).toEqual([
      ['duplicate', pages12],
      ['failed', '']
    ])
    expect(parts[1]!.error).toMatchObject({
      kind: 'malformed',
      message: `The service said document ${pages34} already holds these pages (409), but that document's file has other content (its MD5 differs); they were not taken as that document.`
    })

    // A 409 naming a document of another size is refused without reading its bytes.
    const whole = items.find((i) => i.name === 'scan.pdf')!.documentId!
    named.set('third (pages 3–4).pdf', whole)
    const third3 = await s.sendParts(id('third.pdf'), RANGES, await readFile(third))
    if (!third3.ok) throw new Error(third3.reason)
    expect(third3.failed).toEqual([RANGES[1]])
    const error = s.list().find((i) => i.name === 'third.pdf')!.parts![1]!.error!
    expect(error.message).toMatch(
      new RegExp(
        `^The service said document ${whole} already holds these pages \\(409\\), but that document's file has \\d+ bytes, not \\d+;`
      )
    )
    // Bytes read three times: pages 1–2's holder for each file, and the scan's pages 3–4 of
    // the rescan's size; never the whole scan's, of another size.
    const reads = h.requests.filter((r) => r.startsWith('GET /rails/active_storage/blobs'))
    expect(reads).toHaveLength(3)
  })
})
