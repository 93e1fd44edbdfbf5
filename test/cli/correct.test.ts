import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { createServiceClient } from '../../src/engine/client/serviceClient'
import { invoiceText } from '../main/support/invoiceText'
import { readQuoted } from '../support/csvReader'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const run = useSandboxRun('correct')

/** Runs the CLI; its exit code, stdout and stderr. */
async function cli(argv: string[], env: Record<string, string> = {}) {
  const c = captureIo(env)
  const code = await runCli(argv, c.io)
  return { code, out: c.stdout(), err: c.stderr(), events: () => c.events() }
}

/** The rows of a CSV export (BOM checked and dropped, quoted cells read as RFC 4180 says). */
function rows(csv: string, separator: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true)
  expect(csv.endsWith('\r\n')).toBe(true)
  return readQuoted(csv.slice(1), separator)
}

describe('cli correct and status --csv', () => {
  let state: string
  let itemId: string
  let documentId: string
  beforeAll(async () => {
    state = run.stateDir()
    const file = join(run.dir, 'invoice.txt')
    await writeFile(file, invoiceText('for correct'))
    expect((await cli(['upload', file, '--state', state, ...run.service()])).code).toBe(0)
    const [item] = (await cli(['status', '--state', state, '--json']))
      .events()
      .filter((e) => e.event === 'file')
    itemId = item.id as string
    documentId = item.document_id as string
  })

  it('corrects by document id, exports the corrected value, and reverts by item id', async () => {
    const fixed = await cli([
      'correct',
      documentId,
      'invoice_number=INV-2026-0451',
      '--state',
      state,
      ...run.service()
    ])
    expect(fixed.err).not.toContain('Error')
    expect(fixed.code).toBe(0)
    expect(fixed.out).toContain(
      'invoice.txt: invoice_number corrected to "INV-2026-0451" (the service read "INV-2026-0415")'
    )

    const de = await cli(['status', '--state', state, '--csv', '--locale', 'de-DE'])
    expect(de.code).toBe(0)
    const [header, row] = rows(de.out, ';')
    const at = (name: string) => row[header.indexOf(name)]
    // A clerk's spreadsheet in German: its headers, type and state words, local time.
    expect(header.slice(0, 5)).toEqual(['Datei', 'Ordner', 'Eingegangen', 'Dokumenttyp', 'Status'])
    expect(header.slice(-6)).toEqual([
      'Sendungen',
      'Container',
      'Dokument-ID',
      'Link im Dienst',
      'Seiten',
      'Mögliches Duplikat von'
    ])
    expect(at('Datei')).toBe('invoice.txt')
    expect(at('Ordner')).toBe(run.dir)
    expect(at('Eingegangen')).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)
    expect(at('Dokumenttyp')).toBe('Handelsrechnung')
    expect(at('Status')).toBe('Ausgelesen')
    expect(at('Rechnungsnummer')).toBe('INV-2026-0451')
    expect(at('Gesamtbetrag')).toMatch(/^\d+,\d{2}$/)
    expect(at('Sendungen')).toBe('MAEU241234567')
    expect(at('Dokument-ID')).toBe(documentId)
    expect(at('Lieferant')).toBe('Shenzhen Brightway Electronics Co., Ltd.')

    const reverted = await cli([
      'correct',
      itemId,
      'invoice_number=',
      '--state',
      state,
      ...run.service()
    ])
    expect(reverted.code).toBe(0)
    expect(reverted.out).toContain(`invoice_number is the service's again, "INV-2026-0415"`)
    // English takes commas; the locale comes from the environment without --locale.
    const en = await cli(['status', '--state', state, '--csv'], { LANG: 'en_US.UTF-8' })
    const [h2, r2] = rows(en.out, ',')
    expect(r2[h2.indexOf('Invoice number')]).toBe('INV-2026-0415')
    expect(r2[h2.indexOf('Total amount')]).toMatch(/^\d+\.\d{2}$/)
    expect(r2[h2.indexOf('Type')]).toBe('Commercial invoice')
    const nl = await cli(['status', '--state', state, '--csv'], { LANG: 'nl_NL.UTF-8' })
    expect(rows(nl.out, ';')[0]).toContain('Factuurnummer')
  })

  it('relinks a corrected bill of lading and prints the shipment it links to now', async () => {
    const second = 'MEDUQ2417731'
    const res = await cli([
      'correct',
      itemId,
      `bill_of_lading_number=${second}`,
      '--state',
      state,
      '--json',
      ...run.service()
    ])
    expect(res.code).toBe(0)
    const events = res.events()
    expect(events.find((e) => e.event === 'corrected')).toMatchObject({
      manual: { bill_of_lading_number: second }
    })
    const file = events.find((e) => e.event === 'file')
    expect(file).toMatchObject({ state: 'extracted' })
    expect(file!.shipment_numbers).toContain(second)
  })

  it('refuses what cannot be corrected with the exit codes and kinds of the CLI', async () => {
    const unknown = await cli([
      'correct',
      'no-such-id',
      'invoice_number=A',
      '--state',
      state,
      '--json',
      ...run.service()
    ])
    expect(unknown.code).toBe(1)
    expect(unknown.events().find((e) => e.event === 'error')).toMatchObject({ kind: 'not_found' })

    const field = await cli([
      'correct',
      itemId,
      'eta_date=2026-01-01',
      '--state',
      state,
      ...run.service()
    ])
    expect(field.code).toBe(1)
    expect(field.err).toMatch(/Error: eta_date is not a field of commercial_invoice/)

    const kind = await cli([
      'correct',
      itemId,
      'invoice_date=March 2',
      '--state',
      state,
      '--json',
      ...run.service()
    ])
    expect(kind.code).toBe(1)
    expect(kind.events().find((e) => e.event === 'error')).toMatchObject({ kind: 'validation' })

    for (const argv of [
      ['correct', itemId],
      ['correct', itemId, 'Invoice Number=A'],
      ['correct', itemId, 'a=1', 'a=2'],
      ['correct', itemId, 'a=1', '--revert-all'],
      ['status', '--locale', 'de'],
      ['status', '--csv', '--json']
    ]) {
      const res = await cli([...argv, '--state', state])
      expect(res.code, argv.join(' ')).toBe(2)
      expect(res.err + res.out).toMatch(/Run with --help/)
    }
  })

  it('keeps a field someone else changed since, says so, and saves it when run again', async () => {
    const own = run.stateDir()
    const file = join(run.dir, 'shared.txt')
    await writeFile(file, invoiceText('changed elsewhere'))
    expect((await cli(['upload', file, '--state', own, ...run.service()])).code).toBe(0)
    const [item] = (await cli(['status', '--state', own, '--json']))
      .events()
      .filter((e) => e.event === 'file')
    // Someone else on the account (the web app, another desktop) corrects the supplier.
    const elsewhere = createServiceClient({
      baseUrl: run.sandbox.baseUrl,
      apiKey: run.sandbox.apiKey
    })
    await elsewhere.patchDocument(item.document_id as string, {
      extracted_data_manual: { supplier_name: 'Brightway (web app)' }
    })
    const argv = [
      'correct',
      (item.document_id as string).slice(0, 8),
      'supplier_name=Brightway (desk)',
      'buyer_name=Pacific Home',
      '--state',
      own,
      ...run.service()
    ]
    const first = await cli(argv)
    expect(first.out).toContain(
      'FAIL shared.txt: supplier_name was changed by someone else to "Brightway (web app)"; ' +
        'kept theirs, yours ("Brightway (desk)") not saved. To use yours, run this correct again.'
    )
    expect(first.out).toContain('ok   shared.txt: buyer_name corrected to "Pacific Home"')
    expect(first.code).toBe(1)
    const shown = async () =>
      (
        (await elsewhere.getDocument(item.document_id as string, ['last_document_representation']))
          .included![0].attributes as { payload: Record<string, unknown> }
      ).payload
    expect(await shown()).toMatchObject({
      supplier_name: 'Brightway (web app)',
      buyer_name: 'Pacific Home'
    })

    const again = await cli(argv)
    expect(again.out).toContain('ok   shared.txt: supplier_name corrected to "Brightway (desk)"')
    expect(again.code).toBe(0)
    expect(await shown()).toMatchObject({
      supplier_name: 'Brightway (desk)',
      buyer_name: 'Pacific Home'
    })
  })

  it('writes a header-only export for a state folder that does not exist', async () => {
    const res = await cli(['status', '--state', join(run.dir, 'never'), '--csv'])
    expect(res.code).toBe(0)
    expect(rows(res.out, ',')).toHaveLength(1)
  })
})
