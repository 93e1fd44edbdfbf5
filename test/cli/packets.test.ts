import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { BILL_OF_LADING_LINES, INVOICE_LINES, PACKING_LIST_LINES } from '../fixtures/content'
import { pagesPdf } from '../fixtures/generate'
import { readQuoted } from '../support/csvReader'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

/** A scan the service splits: the CLI follows each part and `status --json` names them. */
// The CLI looks again after about 1 s, 2.6 s, 5.2 s, 9.3 s, 15.8 s… (pollDelay): room for five.
const FOLLOWED = 60_000

const run = useSandboxRun('packets', { sandbox: { delayMs: 5 } })

async function cli(argv: string[]) {
  const c = captureIo()
  const code = await runCli(argv, c.io)
  return { code, out: c.stdout(), err: c.stderr(), events: () => c.events() }
}

describe('cli and a packet the service splits', () => {
  it(
    'ends the scan extracted and names each document with its pages in status --json',
    async () => {
      const file = join(run.dir, 'scan-0001.pdf')
      await writeFile(
        file,
        await pagesPdf('Scan', [
          [...INVOICE_LINES, 'Copy cli-packet'],
          PACKING_LIST_LINES,
          BILL_OF_LADING_LINES
        ])
      )
      const state = run.stateDir()
      const sent = await cli(['upload', file, '--state', state, ...run.service()])
      expect(sent.code, sent.out + sent.err).toBe(0)

      const status = await cli(['status', '--state', state, '--json'])
      const [item] = status.events().filter((e) => e.event === 'file')
      expect(item).toMatchObject({ state: 'extracted', document_type: null })
      expect(item.shipment_numbers).toEqual(
        expect.arrayContaining(['MAEU241234567', 'MEDUQ2417731'])
      )
      const documents = item.documents as Record<string, unknown>[]
      expect(
        documents.map(({ pages, document_type, state }) => ({ pages, document_type, state }))
      ).toEqual([
        { pages: { first: 1, last: 1 }, document_type: 'commercial_invoice', state: 'extracted' },
        { pages: { first: 2, last: 2 }, document_type: 'packing_list', state: 'extracted' },
        { pages: { first: 3, last: 3 }, document_type: 'bill_of_lading', state: 'extracted' }
      ])
      // Each is a document of its own at the service, not the packet the file was sent as.
      const ids = documents.map((d) => d.document_id)
      expect(new Set(ids).size).toBe(3)
      expect(ids).not.toContain(item.document_id)

      // The spreadsheet has a row for each document, each naming the file and its pages.
      const csv = await cli(['status', '--state', state, '--csv', '--locale', 'en'])
      const [header, ...rows] = readQuoted(csv.out.replace(/^\uFEFF/, ''), ',').filter(
        (r) => r.length > 1
      )
      const col = (name: string) => header!.indexOf(name)
      expect(rows.map((r) => [r[col('File')], r[col('Pages')], r[col('Type')]])).toEqual([
        ['scan-0001.pdf', '1', 'Commercial invoice'],
        ['scan-0001.pdf', '2', 'Packing list'],
        ['scan-0001.pdf', '3', 'Bill of lading']
      ])
      expect(rows.map((r) => r[col('Document ID')])).toEqual(ids)
      expect(rows.map((r) => r[col('Shipments')])).toEqual([
        'MAEU241234567',
        'MAEU241234567',
        'MEDUQ2417731'
      ])
    },
    FOLLOWED
  )

  it(
    'names the one document of a file that stayed whole, pages null',
    async () => {
      const file = join(run.dir, 'invoice-two-pages.pdf')
      await writeFile(
        file,
        await pagesPdf('Invoice', [
          [...INVOICE_LINES.slice(0, 12), 'Copy cli-whole'],
          INVOICE_LINES.slice(12)
        ])
      )
      const state = run.stateDir()
      expect((await cli(['upload', file, '--state', state, ...run.service()])).code).toBe(0)
      const [item] = (await cli(['status', '--state', state, '--json']))
        .events()
        .filter((e) => e.event === 'file')
      expect(item.documents).toEqual([
        {
          document_id: item.document_id,
          pages: null,
          document_type: 'commercial_invoice',
          state: 'extracted'
        }
      ])
    },
    FOLLOWED
  )

  it(
    'fails the scan when one part cannot be extracted, saying which pages',
    async () => {
      const file = join(run.dir, 'scan-0002.pdf')
      const noNumber = BILL_OF_LADING_LINES.filter((l) => !l.startsWith('B/L No'))
      await writeFile(
        file,
        await pagesPdf('Scan', [[...INVOICE_LINES, 'Copy cli-failed-part'], noNumber])
      )
      const state = run.stateDir()
      const sent = await cli(['upload', file, '--state', state, ...run.service()])
      expect(sent.code).not.toBe(0)
      const [item] = (await cli(['status', '--state', state, '--json']))
        .events()
        .filter((e) => e.event === 'file')
      expect(item.state).toBe('extraction_failed')
      expect((item.error as { message: string }).message).toBe(
        'The service could not extract data from this document: page 2: Required fields not found: bill_of_lading_number.'
      )
      expect((item.documents as { state: string }[]).map((d) => d.state)).toEqual([
        'extracted',
        'extraction_failed'
      ])
    },
    FOLLOWED
  )
})
