import { writeFile } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { documentOutcomes } from '../../../src/shared/outcome'
import { pagesPdf } from '../../fixtures/generate'
import { allFinal, harness, until, type Harness } from '../intake/harness'
import { LETTERHEAD_SCAN, RANGES } from './scan'

let h: Harness
afterEach(async () => {
  await h.close()
})

describe('a file after the clerk split it', () => {
  it('is its parts: their types, data and links, none of the deleted document', async () => {
    h = await harness({ delayMs: 5 })
    const s = h.service()
    const file = `${h.inbox}/scan.pdf`
    await writeFile(file, await pagesPdf('Scan', LETTERHEAD_SCAN))
    await s.addFiles([file])
    const [item] = await until(s, allFinal(1))
    // The service took the four pages as one invoice; the clerk corrected its supplier.
    expect(item).toMatchObject({ state: 'extracted', documentType: 'commercial_invoice' })
    expect(item!.parts ?? []).toEqual([])
    const original = item!.documentId!
    await s.correct(item!.id, { supplier_name: 'Brightway Electronics' })
    expect(s.get(item!.id)!.manual).toEqual({ supplier_name: 'Brightway Electronics' })

    const out = await s.splitItem(item!.id, RANGES)
    expect(out).toMatchObject({ created: 2, failed: [], replaced: true })
    const [after] = await until(
      s,
      (items) => allFinal(1)(items) && !!items[0]!.parts?.every((p) => p.state === 'extracted')
    )
    await expect(h.client.getDocument(original)).rejects.toMatchObject({ kind: 'not_found' })
    // Each part read as what it is, with its own data and links.
    const parts = after!.parts!
    expect(parts.map((p) => [p.pages, p.documentType, p.state])).toEqual([
      [{ first: 1, last: 2 }, 'commercial_invoice', 'extracted'],
      [{ first: 3, last: 4 }, 'packing_list', 'extracted']
    ])
    expect(parts[0]!.extracted).toMatchObject({ invoice_number: 'INV-2026-0415' })
    expect(parts[1]!.extracted).toMatchObject({ packing_list_number: 'PL-2026-0415' })
    expect(parts.map((p) => p.containerNumbers)).toEqual([['MSKU1234565'], ['MSKU1234565']])
    // The file holds nothing of the deleted document: no type, data or corrections of its own.
    expect(after).toMatchObject({
      state: 'extracted',
      documentId: parts[0]!.documentId,
      documentType: null,
      extracted: null,
      schemaVersion: null,
      manual: null,
      containerNumbers: ['MSKU1234565']
    })
    // The corrections made on it are kept in the history, said dropped with it.
    const notes = after!.history.map((c) => c.note ?? '').join('\n')
    expect(notes).toContain(
      `corrections of document ${original} dropped with it: supplier_name = "Brightway Electronics"`
    )
    // Counted per part: two documents linked, as for a packet.
    expect(documentOutcomes(after!)).toEqual(['linked', 'linked'])
    expect(s.counts()).toMatchObject({ total: 1, attention: 0 })
    expect(s.counts().byOutcome).toEqual({ linked: 2 })

    // A start reads the same file back: nothing of the original returns.
    await s.close()
    const s2 = h.service()
    const [again] = await until(s2, allFinal(1))
    expect(again).toMatchObject({ documentType: null, extracted: null, manual: null })
    expect(again!.parts!.map((p) => p.documentType)).toEqual(['commercial_invoice', 'packing_list'])
    await s2.close()
  })
})
