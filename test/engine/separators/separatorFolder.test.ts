import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { afterEach, describe, expect, it } from 'vitest'
import { WHOLE_READ_MAX_BYTES } from '../../../src/engine/files/wholeRead'
import type { Ledger } from '../../../src/engine/ledger/ledger'
import { detectSeparators } from '../../../src/engine/separators/detect'
import type { IntakeItem } from '../../../src/shared/intake'
import { separatorScan, type ScanPage } from '../../fixtures/separatorScan'
import { allFinal, harness, until, type Harness } from '../intake/harness'

const TEXT = 'DROPDOCK-SPLIT'
const print = (seed: number): ScanPage => ({ kind: 'print', seed })
/** Seven pages: two documents of two pages and one of one, a QR sheet and a blank page between. */
const STACK: ScanPage[] = [
  print(1),
  print(2),
  { kind: 'code', text: TEXT },
  print(3),
  { kind: 'blank' },
  print(4),
  print(5)
]

let h: Harness
afterEach(async () => {
  await h.close()
})

/** The PDF the service stores for a document, as its download gives it. */
async function stored(documentId: string): Promise<Uint8Array> {
  const res = await fetch(await h.client.downloadUrl(documentId))
  return new Uint8Array(await res.arrayBuffer())
}

const sentParts = (i: IntakeItem | undefined) => i?.parts?.every((p) => p.sent === 'created')

describe('a folder that splits at separator sheets', () => {
  it(
    'sends a scan as the documents between its separators, never a separator page',
    { timeout: 90_000 },
    async () => {
      h = await harness({ delayMs: 5 })
      const s = h.service()
      await s.watch([{ path: h.inbox, quietMs: 100, split: 'separators', separatorText: TEXT }])
      await writeFile(join(h.inbox, 'stack.pdf'), await separatorScan(STACK))
      const [item] = await until(s, (items) => allFinal(1)(items) && !!sentParts(items[0]))
      expect(item!.separatorPages).toEqual([3, 5])
      expect(item!.parts!.map((p) => [p.by, p.pages])).toEqual([
        ['client', { first: 1, last: 2 }],
        ['client', { first: 4, last: 4 }],
        ['client', { first: 6, last: 7 }]
      ])
      expect(item!.history.some((c) => c.note === 'pages 3, 5: separator sheets, not sent')).toBe(
        true
      )
      // The service holds three documents (no fourth: the whole file was never sent), of 2, 1
      // and 2 pages, and none of them holds a separator page.
      expect(await h.documentCount()).toBe(3)
      const pdfs = await Promise.all(item!.parts!.map((p) => stored(p.documentId)))
      const pages = await Promise.all(
        pdfs.map(async (b) => (await PDFDocument.load(b)).getPageCount())
      )
      expect(pages).toEqual([2, 1, 2])
      for (const pdf of pdfs) {
        expect(await detectSeparators(pdf, { text: TEXT })).toMatchObject({
          ok: true,
          separators: []
        })
      }
    }
  )

  it('sends a scan without separators whole, and a folder of the service’s rule never cuts', async () => {
    h = await harness({ delayMs: 5 })
    const s = h.service()
    const cut = join(h.dir, 'cut')
    const { mkdir } = await import('node:fs/promises')
    await mkdir(cut)
    await s.watch([
      { path: cut, quietMs: 100, split: 'separators', separatorText: TEXT },
      { path: h.inbox, quietMs: 100 }
    ])
    await writeFile(join(cut, 'one.pdf'), await separatorScan([print(1), print(2)]))
    await writeFile(join(h.inbox, 'stack.pdf'), await separatorScan(STACK))
    const items = await until(s, allFinal(2))
    for (const i of items) {
      expect(i.parts ?? null).toBeNull()
      expect(i.separatorPages).toBeUndefined()
      expect(i.documentId).not.toBeNull()
    }
    const whole = items.find((i) => i.name === 'stack.pdf')!
    expect(await (await PDFDocument.load(await stored(whole.documentId!))).getPageCount()).toBe(7)
  })

  it('reads a scan too large for the one read once more, and goes on after a start', async () => {
    h = await harness({ delayMs: 5 })
    const s1 = h.service()
    await s1.watch([{ path: h.inbox, quietMs: 100, split: 'separators', separatorText: TEXT }])
    const big = await separatorScan(STACK, 800, { grain: true })
    expect(big.byteLength).toBeGreaterThan(WHOLE_READ_MAX_BYTES)
    await writeFile(join(h.inbox, 'stack.pdf'), big)
    const [first] = await until(s1, (items) => allFinal(1)(items) && !!sentParts(items[0]))
    expect(first!.separatorPages).toEqual([3, 5])
    const created = first!.parts!.map((p) => p.documentId)
    // As the journal stands when the process died after the last create, before its answer.
    const ledger = (s1 as unknown as { ledger: Ledger }).ledger
    const parts = first!.parts!.map((p, i) =>
      i === 2 ? { ...p, documentId: '', sent: 'cut' as const, state: 'queued' as const } : p
    )
    ledger.update(first!.id, { state: 'uploading', parts })
    await s1.close()

    const s2 = h.service()
    await s2.watch([{ path: h.inbox, quietMs: 100, split: 'separators', separatorText: TEXT }])
    const [item] = await until(s2, (items) => allFinal(1)(items) && !!sentParts(items[0]))
    expect(item!.parts!.map((p) => p.documentId)).toEqual(created)
    expect(await h.documentCount()).toBe(3)
  }, 120_000)
})
