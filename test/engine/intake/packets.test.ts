import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { keyNumberOf } from '../../../src/shared/outcome'
import { BILL_OF_LADING_LINES, INVOICE_LINES, PACKING_LIST_LINES } from '../../fixtures/content'
import { pagesPdf } from '../../fixtures/generate'
import { allFinal, harness, until, type Harness } from './harness'

/** A file the service cuts into documents: each part keeps its own links and data, and counts. */
let h: Harness
afterEach(async () => {
  await h.close()
})

async function scan(name: string, pages: string[][]): Promise<string> {
  const file = join(h.inbox, name)
  await writeFile(file, await pagesPdf('Scan', pages))
  return file
}

describe('a file the service split into documents', () => {
  it('keeps each part’s own links and key number, and counts one outcome per document', async () => {
    h = await harness({ delayMs: 5 })
    const s = h.service()
    const file = await scan('scan.pdf', [
      [...INVOICE_LINES, 'Copy engine-packet'],
      PACKING_LIST_LINES,
      BILL_OF_LADING_LINES
    ])
    await s.addFiles([file])
    const [item] = await until(s, allFinal(1))
    expect(item.state).toBe('extracted')
    const parts = item.parts!
    expect(parts.map((p) => [p.documentType, p.state])).toEqual([
      ['commercial_invoice', 'extracted'],
      ['packing_list', 'extracted'],
      ['bill_of_lading', 'extracted']
    ])
    expect(parts.map((p) => keyNumberOf({ extracted: p.extracted })?.number)).toEqual([
      'INV-2026-0415',
      'INV-2026-0415',
      'MEDUQ2417731'
    ])
    expect(parts.map((p) => [p.shipmentNumbers, p.containerNumbers])).toEqual([
      [['MAEU241234567'], ['MSKU1234565']],
      [['MAEU241234567'], ['MSKU1234565']],
      [['MEDUQ2417731'], ['MSCU6639870']]
    ])
    // One file, three documents: each is counted where the clerk's outcome filters count.
    const counts = s.counts()
    expect(counts.total).toBe(1)
    expect(counts.byOutcome).toEqual({ linked: 3 })
  })
})
