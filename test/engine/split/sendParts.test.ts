import { readFile } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { allFinal, harness, until, type Harness } from '../intake/harness'
import { RANGES, writeScan } from './scan'

let h: Harness
afterEach(async () => {
  await h.close()
})

describe('sendParts', () => {
  it('sends each page range as its own document and follows every part', async () => {
    h = await harness({ delayMs: 5 })
    const s = h.service()
    const file = await writeScan(h)
    await s.addFiles([file])
    const [first] = await until(s, allFinal(1))
    const res = await s.sendParts(first!.id, RANGES, await readFile(file))
    expect(res).toMatchObject({ ok: true, failed: [] })
    if (!res.ok) throw new Error(res.reason)
    expect(res.created).toHaveLength(2)
    const [item] = await until(
      s,
      (items) =>
        items[0]?.parts?.every((p) => p.by === 'client' && p.state === 'extracted') === true
    )
    expect(item!.state).toBe('extracted')
    const parts = item!.parts!
    expect(parts.map((p) => [p.by, p.sent, p.pages, p.documentType])).toEqual([
      ['client', 'created', RANGES[0], 'commercial_invoice'],
      ['client', 'created', RANGES[1], 'packing_list']
    ])
    expect(parts.map((p) => p.documentId)).toEqual(res.created)
    expect(parts.every((p) => typeof p.md5 === 'string' && p.md5.length === 24)).toBe(true)
    const names = await Promise.all(
      res.created.map(async (id) => (await h.client.getDocument(id)).data.attributes.name)
    )
    expect(names).toEqual(['scan (pages 1–2).pdf', 'scan (pages 3–4).pdf'])
  })
  it('says a part the service already held is a duplicate, not created by this file', async () => {
    h = await harness({ delayMs: 5 })
    const s = h.service()
    const a = await writeScan(h)
    const b = await writeScan(h, 'rescan.pdf', 'Other')
    await s.addFiles([a, b])
    const items = await until(s, allFinal(2))
    const byName = (n: string) => items.find((i) => i.name === n)!
    const first = await s.sendParts(byName('scan.pdf').id, RANGES, await readFile(a))
    if (!first.ok) throw new Error(first.reason)
    const second = await s.sendParts(byName('rescan.pdf').id, RANGES, await readFile(b))
    if (!second.ok) throw new Error(second.reason)
    // Pages 1–2 are the same bytes in both files: the service answers 409 for the rescan's.
    expect(second.duplicates).toEqual([first.created[0]])
    expect(second.created).toHaveLength(1)
    const rescan = s.list().find((i) => i.name === 'rescan.pdf')!
    expect(rescan.parts!.map((p) => p.sent)).toEqual(['duplicate', 'created'])
  })
})
