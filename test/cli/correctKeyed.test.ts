import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { scanPdf } from '../fixtures/generate'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const run = useSandboxRun('correct-keyed')

/** Runs the CLI; its exit code, stdout and stderr. */
async function cli(argv: string[]) {
  const c = captureIo({})
  const code = await runCli(argv, c.io)
  return { code, out: c.stdout(), err: c.stderr(), events: () => c.events() }
}

describe('cli correct on a document the service could not read', () => {
  let state: string
  let documentId: string
  beforeAll(async () => {
    state = run.stateDir()
    const file = join(run.dir, 'invoice-scan.pdf')
    await writeFile(file, await scanPdf())
    const sent = await cli(['upload', file, '--state', state, ...run.service()])
    expect(sent.code).toBe(1)
    expect(sent.out).toContain('FAIL invoice-scan.pdf: extraction failed')
    const [item] = (await cli(['status', '--state', state, '--json']))
      .events()
      .filter((e) => e.event === 'file')
    documentId = item.document_id as string
  })

  it('takes the data entered by hand, relinks on its B/L, and ends well', async () => {
    const res = await cli([
      'correct',
      documentId,
      'invoice_number=INV-SCAN-77',
      'bill_of_lading_number=MEDUQ2417731',
      '--state',
      state,
      ...run.service()
    ])
    expect(res.err).not.toContain('Error')
    expect(res.out).toContain('invoice-scan.pdf: invoice_number entered by hand as "INV-SCAN-77"')
    expect(res.out).toContain(
      'invoice-scan.pdf: bill_of_lading_number entered by hand as "MEDUQ2417731"'
    )
    expect(res.out).toMatch(/ok {3}invoice-scan\.pdf: relinked \(shipment MEDUQ2417731/)
    expect(res.code).toBe(0)

    const status = await cli(['status', '--state', state])
    expect(status.out).toContain(
      'ok   invoice-scan.pdf: extraction failed, data entered by hand (commercial invoice; shipment MEDUQ2417731)'
    )

    const again = await cli(['relink', documentId, '--state', state, '--json', ...run.service()])
    expect(again.code).toBe(0)
    expect(again.events().find((e) => e.event === 'file')).toMatchObject({
      state: 'extraction_failed',
      shipment_numbers: ['MEDUQ2417731']
    })
  })

  it('checks a keyed value against the type’s schema, as a correction', async () => {
    const res = await cli([
      'correct',
      documentId,
      'invoice_date=2026-02-30',
      '--state',
      state,
      ...run.service()
    ])
    expect(res.code).toBe(1)
    expect(res.err).toMatch(/invoice_date must be a date/)
  })
})
