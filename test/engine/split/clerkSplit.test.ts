import { rm, symlink, writeFile } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { INVOICE_LINES } from '../../fixtures/content'
import { pagesPdf } from '../../fixtures/generate'
import type { Ledger } from '../../../src/engine/ledger/ledger'
import { nodeTransport } from '../../../src/engine/client/transport'
import { allFinal, harness, until, type Harness } from '../intake/harness'
import { RANGES, writeScan } from './scan'

let h: Harness
afterEach(async () => {
  await h.close()
})

const deletes = (h: Harness) => h.requests.filter((r) => r.startsWith('DELETE '))

describe('splitItem', () => {
  it('refuses to split a file the service already cut into parts', async () => {
    h = await harness({ delayMs: 5 })
    const s = h.service()
    const file = await writeScan(h)
    await s.addFiles([file])
    const [first] = await until(s, allFinal(1))
    // The service cut the scan into a packet: its parts are the service's, not split again.
    expect(first!.parts?.length ?? 0).toBeGreaterThan(0)
    await expect(s.splitItem(first!.id, RANGES)).rejects.toMatchObject({
      kind: 'validation',
      code: 'split_has_parts'
    })
    expect(deletes(h)).toEqual([])
  })

  it('refuses pages past the end, and a file saved again since, before sending', async () => {
    h = await harness({ delayMs: 5 })
    const s = h.service()
    const file = `${h.inbox}/one.pdf`
    await writeFile(file, await pagesPdf('One', [INVOICE_LINES, ['Notes'], ['Terms']]))
    await s.addFiles([file])
    const [item] = await until(s, allFinal(1))
    const before = h.requests.length
    const past = [RANGES[0]!, { first: 3, last: 4 }]
    await expect(s.splitItem(item!.id, past)).rejects.toMatchObject({
      code: 'split_out_of_range',
      message: expect.stringMatching(/3-page PDF/)
    })
    await expect(s.splitItem(item!.id, [{ first: 1, last: 3 }])).rejects.toMatchObject({
      code: 'split_ranges'
    })
    await writeFile(file, await pagesPdf('One', [INVOICE_LINES, ['Changed'], ['Terms']]))
    await expect(
      s.splitItem(item!.id, [
        { first: 1, last: 1 },
        { first: 2, last: 3 }
      ])
    ).rejects.toMatchObject({ kind: 'file' })
    expect(h.requests.slice(before)).toEqual([])
    expect(s.get(item!.id)).toMatchObject({ state: item!.state, documentId: item!.documentId })
  })

  it('refuses a file a neighbour swapped for a link, even to the same bytes', async () => {
    h = await harness({ delayMs: 5 })
    const s = h.service()
    const file = `${h.inbox}/one.pdf`
    const bytes = await pagesPdf('One', [INVOICE_LINES, ['Notes'], ['Terms']])
    await writeFile(file, bytes)
    await s.addFiles([file])
    const [item] = await until(s, allFinal(1))
    const before = h.requests.length
    // A colleague on the share puts a link where the file was: same content, other file.
    const elsewhere = `${h.inbox}/../elsewhere.pdf`
    await writeFile(elsewhere, bytes)
    await rm(file)
    await symlink(elsewhere, file)
    await expect(
      s.splitItem(item!.id, [
        { first: 1, last: 1 },
        { first: 2, last: 3 }
      ])
    ).rejects.toMatchObject({ kind: 'file' })
    expect(h.requests.slice(before)).toEqual([])
    expect(s.get(item!.id)).toMatchObject({ state: item!.state, documentId: item!.documentId })
  })

  it('deletes the original once after a crash between the parts and the delete', async () => {
    h = await harness({ delayMs: 5 })
    const s1 = h.service()
    const file = `${h.inbox}/invoice.pdf`
    const lines = [INVOICE_LINES, ['Notes'], ['Terms'], ['Remarks']]
    await writeFile(file, await pagesPdf('Invoice', lines))
    await s1.addFiles([file])
    const [item] = await until(s1, allFinal(1))
    const original = item!.documentId!
    // As the journal stands when the process died right after the last part's create: the
    // document to replace recorded, every part at the service, no delete sent.
    const ledger = (s1 as unknown as { ledger: Ledger }).ledger
    const e = ledger.get(item!.id)!
    ledger.update(item!.id, { meta: { ...e.meta, replaces: original } })
    const { readFile } = await import('node:fs/promises')
    const sent = await s1.sendParts(item!.id, RANGES, await readFile(file))
    if (!sent.ok) throw new Error(sent.reason)
    await s1.close()
    expect(deletes(h)).toEqual([])
    const documents = await h.documentCount()

    const s2 = h.service()
    // Replaced: the file names its first part as its document, once the delete was answered.
    const [after] = await until(s2, (items) => items[0]?.documentId === sent.created[0])
    expect(deletes(h)).toEqual([`DELETE /v2/documents/${original} 204`])
    await expect(h.client.getDocument(original)).rejects.toMatchObject({ kind: 'not_found' })
    expect(await h.documentCount()).toBe(documents - 1)
    expect(after!.parts!.map((p) => p.documentId)).toEqual(sent.created)
    expect(after!.documentId).toBe(sent.created[0])
    await s2.close()

    // A third start finds nothing left to replace: no second delete, no document more.
    const s3 = h.service()
    await until(s3, allFinal(1))
    expect(deletes(h)).toHaveLength(1)
    expect(await h.documentCount()).toBe(documents - 1)
  })

  it('removes one part of a file it split, and keeps the part as removed', async () => {
    h = await harness({ delayMs: 5 })
    const s = h.service()
    const file = `${h.inbox}/invoice.pdf`
    await writeFile(file, await pagesPdf('Invoice', [INVOICE_LINES, ['A'], ['B'], ['C']]))
    await s.addFiles([file])
    const [item] = await until(s, allFinal(1))
    const original = item!.documentId!
    const out = await s.splitItem(item!.id, RANGES)
    expect(out).toEqual({ kind: 'split', created: 2, duplicates: 0, failed: [], replaced: true })
    const [split] = await until(s, allFinal(1))
    const [a, b] = split!.parts!.map((p) => p.documentId)
    expect(split!.documentId).toBe(a)
    await expect(h.client.getDocument(original)).rejects.toMatchObject({ kind: 'not_found' })

    expect(await s.removePart(item!.id, a!)).toEqual({ removed: true })
    const now = s.get(item!.id)!
    expect(now.parts!.map((p) => p.documentId)).toEqual([b])
    expect(now.documentId).toBe(b)
    expect(s.counts().total).toBe(1)
    await expect(h.client.getDocument(a!)).rejects.toMatchObject({ kind: 'not_found' })
    // The last part is not removed; the ledger still holds the removed one, marked.
    await expect(s.removePart(item!.id, b!)).rejects.toMatchObject({ code: 'remove_part_last' })
    const ledger = (s as unknown as { ledger: Ledger }).ledger
    expect(ledger.get(item!.id)!.parts!.map((p) => [p.documentId, p.removed ?? false])).toEqual([
      [a, true],
      [b, false]
    ])
  })

  it('keeps the original while a part is refused, and never deletes a part', async () => {
    let refuse = true
    h = await harness(
      { delayMs: 5 },
      {
        retry: { retries: 0 },
        // The service refuses the create of pages 3–4 while `refuse` holds.
        transport: async (ask) => {
          const last = ask.method === 'POST' && ask.body?.includes('(pages 3–4).pdf')
          if (!refuse || !last) return nodeTransport(ask)
          const detail = 'Refused for the test.'
          return {
            status: 422,
            headers: new Headers({ 'content-type': 'application/json' }),
            text: JSON.stringify({ errors: [{ status: '422', title: 'Unprocessable', detail }] })
          }
        }
      }
    )
    const s = h.service()
    const file = `${h.inbox}/invoice.pdf`
    await writeFile(file, await pagesPdf('Invoice', [INVOICE_LINES, ['A'], ['B'], ['C']]))
    await s.addFiles([file])
    const [item] = await until(s, allFinal(1))
    const original = item!.documentId!
    const out = await s.splitItem(item!.id, RANGES)
    expect(out).toEqual({
      kind: 'split',
      created: 1,
      duplicates: 0,
      failed: [RANGES[1]],
      replaced: false
    })
    expect(deletes(h)).toEqual([])
    expect((await h.client.getDocument(original)).data.id).toBe(original)
    const [failed] = await until(s, allFinal(1))
    expect(failed!.lastError?.message).toMatch(/pages 3–4: not sent/)

    // Sent again once the service takes it: then the original goes.
    refuse = false
    s.retry([item!.id])
    const [split] = await until(s, (items) => items[0]?.documentId !== original)
    expect(split!.parts!.map((p) => p.sent)).toEqual(['created', 'created'])
    expect(deletes(h)).toEqual([`DELETE /v2/documents/${original} 204`])

    // A document to replace that is one of the parts (a 409 naming it) is kept, at a start too.
    await s.close()
    const s2 = h.service()
    const l2 = (s2 as unknown as { ledger: Ledger }).ledger
    const e = l2.get(item!.id)!
    l2.update(item!.id, { meta: { ...e.meta, replaces: split!.parts![1]!.documentId } })
    await s2.close()
    const s3 = h.service()
    const l3 = (s3 as unknown as { ledger: Ledger }).ledger
    await until(s3, () => l3.get(item!.id)!.meta?.replaces === undefined)
    expect(deletes(h)).toHaveLength(1)
    expect((await h.client.getDocument(split!.parts![1]!.documentId)).data.id).toBeTruthy()
  })
})
