import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { invoiceText } from '../main/support/invoiceText'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const run = useSandboxRun('quality')

async function cli(argv: string[]) {
  const c = captureIo({})
  const code = await runCli(argv, c.io)
  return { code, out: c.stdout(), err: c.stderr(), events: () => c.events() }
}

describe('cli status --quality', () => {
  it('says per document type how many fields the service read and the clerks corrected', async () => {
    const state = run.stateDir()
    const empty = await cli(['status', '--quality', '--state', state])
    expect(empty.code).toBe(0)
    expect(empty.out).toContain('Nothing read yet')

    const files = ['a.txt', 'b.txt'].map((n) => join(run.dir, n))
    await writeFile(files[0], invoiceText('quality one'))
    await writeFile(files[1], invoiceText('quality two'))
    expect((await cli(['upload', ...files, '--state', state, ...run.service()])).code).toBe(0)
    const [first] = (await cli(['status', '--state', state, '--json']))
      .events()
      .filter((e) => e.event === 'file')
    const fixed = await cli([
      'correct',
      first.document_id as string,
      'invoice_number=INV-2026-0451',
      '--state',
      state,
      ...run.service()
    ])
    expect(fixed.code).toBe(0)

    const json = await cli(['status', '--quality', '--json', '--state', state])
    expect(json.code).toBe(0)
    const rows = json.events().filter((e) => e.event === 'quality')
    expect(rows).toHaveLength(1)
    const [row] = rows
    expect(row).toMatchObject({ document_type: 'commercial_invoice', documents: 2, corrected: 1 })
    expect(row.keyed_by_hand).toBe(0)
    expect(row.fields_read as number).toBeGreaterThan(4)
    expect(row.corrected_share).toBeCloseTo(1 / (row.fields_read as number))

    const text = await cli(['status', '--quality', '--state', state])
    expect(text.out).toMatch(
      /^commercial_invoice \(schema [^)]+\): 2 documents, \d+ fields read, 1 corrected \(\d+ %\), 0 keyed by hand$/m
    )
    // The files are not listed: the table is the whole answer.
    expect(text.out).not.toContain('a.txt')
  }, 60_000)

  it('is one output or the other: --csv and --quality together are a usage error', async () => {
    const r = await cli(['status', '--quality', '--csv', '--state', run.stateDir()])
    expect(r.code).toBe(2)
    expect(r.err).toContain('--csv and --quality are two outputs; choose one.')
  })
})
