import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FINAL_STATES, type IntakeItem } from '@shared/intake'
import { BILL_OF_LADING_LINES, INVOICE_LINES, PACKING_LIST_LINES } from '../../../fixtures/content'
import { pagesPdf } from '../../../fixtures/generate'
import { startHarness, type Harness } from '../../support/routeHarness'

const RANGES = [
  { first: 1, last: 2 },
  { first: 3, last: 4 }
]

/**
 * "Split into documents…" and removing a part, through main's routes over the real sandbox:
 * the window is untrusted, so each refusal is made before the service is asked anything.
 */
describe('document.split and document.removePart', () => {
  let h: Harness
  let scan: IntakeItem
  let packet: IntakeItem
  let note: IntakeItem
  beforeAll(async () => {
    h = await startHarness({ keyStorage: 'basic_text' })
    const write = async (name: string, body: Uint8Array | string) => {
      const path = join(h.root, name)
      await writeFile(path, body)
      return path
    }
    // One invoice of four pages: the sandbox takes it as one document.
    const one = await pagesPdf('Scan', [INVOICE_LINES, ['Notes'], ['Terms'], ['Remarks']])
    // Three documents in one file: the sandbox cuts it into a packet of three parts.
    const three = await pagesPdf('Stack', [
      [...INVOICE_LINES, 'Copy split-routes'],
      PACKING_LIST_LINES,
      BILL_OF_LADING_LINES
    ])
    const paths = [
      await write('scan.pdf', one),
      await write('stack.pdf', three),
      await write('note.txt', INVOICE_LINES.join('\n'))
    ]
    await h.call('intake.addDropped', { paths })
    scan = await h.settled('scan.pdf', 'extracted')
    packet = await h.settled('stack.pdf', 'extracted')
    note = await h.settled('note.txt', 'extracted')
  }, 60_000)
  afterAll(async () => {
    await h.close()
  })

  /** Runs `work` and gives the requests the sandbox answered meanwhile. */
  const asked = async (work: () => Promise<unknown>): Promise<string[]> => {
    const before = h.requests.length
    await work()
    return h.requests.slice(before)
  }

  it('refuses hostile ranges, another file, a file that is no PDF, and asks nothing', async () => {
    const bad = [
      { itemId: scan.id, ranges: [{ first: 1, last: 4 }] },
      { itemId: scan.id, ranges: [RANGES[0]!, { first: 2, last: 4 }] },
      { itemId: scan.id, ranges: [{ first: 1, last: 1 }, RANGES[1]!] },
      { itemId: scan.id, ranges: [RANGES[1]!, RANGES[0]!] },
      { itemId: scan.id, ranges: [{ first: 0, last: 2 }, RANGES[1]!] },
      { itemId: scan.id, ranges: [{ first: 1, last: 2.5 }, RANGES[1]!] },
      { itemId: 'no-such-item', ranges: RANGES },
      { itemId: packet.id, ranges: RANGES },
      { itemId: note.id, ranges: RANGES }
    ]
    const seen = await asked(async () => {
      for (const input of bad) {
        const res = await h.call('document.split', input as never)
        expect(res.ok, JSON.stringify(input)).toBe(false)
      }
      // Pages past the file's last: refused once the engine read it, before anything is sent.
      const past = await h.call('document.split', {
        itemId: scan.id,
        ranges: [RANGES[0]!, { first: 3, last: 9 }]
      })
      expect(past).toMatchObject({ ok: false, error: { kind: 'validation' } })
      expect(past.ok || past.error.message).toMatch(/not in this 4-page PDF/)
    })
    expect(seen).toEqual([])
    expect(h.record.splitAsked.map((s) => s.name)).toEqual(['scan.pdf'])
    const left = h.host.intake().get(scan.id)!
    expect([left.state, left.parts ?? null, left.documentId]).toEqual([
      'extracted',
      null,
      scan.documentId
    ])
  })

  it('sends nothing when the clerk says no', async () => {
    h.answers.confirmSplit = false
    try {
      let res: unknown
      const seen = await asked(async () => {
        res = await h.call('document.split', { itemId: scan.id, ranges: RANGES })
      })
      expect(res).toEqual({ ok: true, value: { kind: 'cancelled' } })
      expect(seen).toEqual([])
    } finally {
      delete h.answers.confirmSplit
    }
  })

  it('splits a 4-page PDF 2+2: two documents by the parts’ names, the original gone', async () => {
    const original = scan.documentId!
    const res = await h.call('document.split', { itemId: scan.id, ranges: RANGES })
    expect(res).toEqual({
      ok: true,
      value: { kind: 'split', created: 2, duplicates: 0, failed: [], replaced: true }
    })
    const client = h.host.client()
    await expect(client.getDocument(original)).rejects.toMatchObject({ kind: 'not_found' })
    const item = await h.inboxWhen((items) => {
      const i = items.find((x) => x.id === scan.id)
      return i && FINAL_STATES.includes(i.state) && i
    }, 'the split scan read part by part')
    expect(item.parts!.map((p) => [p.by, p.sent])).toEqual([
      ['client', 'created'],
      ['client', 'created']
    ])
    expect(item.parts!.map((p) => p.pages)).toEqual(RANGES)
    const names = await Promise.all(
      item.parts!.map(async (p) => (await client.getDocument(p.documentId)).data.attributes.name)
    )
    expect(names).toEqual(['scan (pages 1–2).pdf', 'scan (pages 3–4).pdf'])
    expect(item.documentId).toBe(item.parts![0]!.documentId)
    // As a whole it is its parts: no document fetched (its documentId names the first part).
    const whole = await h.call('document.detail', { itemId: scan.id })
    if (!whole.ok) throw new Error(whole.error.message)
    expect(whole.value).toMatchObject({ document: null, representation: null, shipments: [] })
    expect(whole.value.item).toMatchObject({ documentType: null, extracted: null })
    const first = await h.call('document.detail', { itemId: scan.id, partId: item.documentId! })
    if (!first.ok) throw new Error(first.error.message)
    expect(first.value.document?.name).toBe('scan (pages 1–2).pdf')
    // Split once, it is not split again.
    const again = await h.call('document.split', { itemId: scan.id, ranges: RANGES })
    expect(again).toMatchObject({ ok: false, error: { kind: 'validation' } })
  })

  it('removes a part of a packet the service cut, after asking, and counts it no more', async () => {
    const [first, second] = packet.parts!.map((p) => p.documentId)
    // Another file's part is refused before the question.
    const foreign = await h.call('document.removePart', {
      itemId: scan.id,
      partId: packet.parts![0]!.documentId
    })
    expect(foreign).toMatchObject({ ok: false, error: { kind: 'not_found' } })
    const counted = () =>
      Object.values(h.host.intake().counts().byOutcome ?? {}).reduce((a, n) => a + (n ?? 0), 0)
    const documents = counted()
    h.answers.confirmPartRemoval = false
    const kept = await h.call('document.removePart', { itemId: packet.id, partId: second! })
    delete h.answers.confirmPartRemoval
    expect(kept).toEqual({ ok: true, value: { removed: false } })
    expect(h.record.partRemovalAsked).toEqual([{ name: 'stack.pdf', pages: { first: 2, last: 2 } }])

    const removed = await h.call('document.removePart', { itemId: packet.id, partId: second! })
    expect(removed).toEqual({ ok: true, value: { removed: true } })
    await expect(h.host.client().getDocument(second!)).rejects.toMatchObject({
      kind: 'not_found'
    })
    const item = h.host.intake().get(packet.id)!
    expect(item.parts!.map((p) => p.documentId)).not.toContain(second)
    expect(item.parts).toHaveLength(2)
    // The counts take one document fewer: the packet's two left.
    expect(counted()).toBe(documents - 1)
    // A re-run of the packet's first part follows the packet again: the removed part, still
    // named by the service's packet, is not taken back.
    await h.call('document.reclassify', { itemId: packet.id, partId: first! })
    const again = await h.inboxWhen((items) => {
      const i = items.find((x) => x.id === packet.id)
      const ran = i?.history.some((c) => c.note === `reclassify requested for ${first}`)
      return ran && i!.state === 'extracted' && i
    }, 'the packet read again after a re-run')
    expect(again.parts!.map((p) => p.documentId)).toEqual(
      packet.parts!.map((p) => p.documentId).filter((id) => id !== second)
    )
  })
})
