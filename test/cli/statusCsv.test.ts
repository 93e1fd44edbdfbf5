import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { invoiceText } from '../main/support/invoiceText'
import { liveCells, readQuoted } from '../support/csvReader'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

/**
 * `dropdock status --csv` with the names a colleague can give files in a shared scan folder:
 * no cell a spreadsheet runs under any list separator.
 */
const run = useSandboxRun('status-csv')

async function cli(argv: string[], env: Record<string, string> = {}) {
  const c = captureIo(env)
  const code = await runCli(argv, c.io)
  return { code, out: c.stdout(), err: c.stderr(), events: () => c.events() }
}

/** Uploads one invoice per name from `folder` into a fresh state folder; that folder. */
async function uploaded(folder: string, names: string[]): Promise<string> {
  const dir = join(run.dir, folder)
  await mkdir(dir)
  for (const name of names) await writeFile(join(dir, name), invoiceText())
  const state = run.stateDir()
  const res = await cli([
    'upload',
    ...names.map((n) => join(dir, n)),
    '--state',
    state,
    ...run.service()
  ])
  expect(res.err).not.toContain('Error')
  expect(res.code, res.out).toBe(0)
  return state
}

describe('cli status --csv', () => {
  it('writes no cell a spreadsheet runs, read with , ; or tab', async () => {
    const names = ["Rechnung 4711;=2+5+cmd|'calc'!A0.txt", 'scan\t@SUM(1+1).txt', 'a, -2+3.txt']
    const state = await uploaded('Eingang;=1+1', names)
    const [first] = (await cli(['status', '--state', state, '--json']))
      .events()
      .filter((e) => e.event === 'file')
    const supplier = "ACME;@SUM(1+1)*cmd|' /C calc'!A0"
    const fixed = await cli([
      'correct',
      first.id as string,
      `supplier_name=${supplier}`,
      '--state',
      state,
      ...run.service()
    ])
    expect(fixed.code).toBe(0)
    for (const [locale, separator] of [
      ['de-DE', ';'],
      ['en-US', ',']
    ]) {
      const res = await cli(['status', '--state', state, '--csv', '--locale', locale])
      expect(res.code).toBe(0)
      expect(liveCells(res.out), locale).toEqual([])
      const rows = readQuoted(res.out.slice(1), separator)
      expect(rows).toHaveLength(4)
      expect(rows.map((r) => r[0])).toContain("Rechnung 4711;'=2+5+cmd|'calc'!A0.txt")
      expect(rows.flat()).toContain("ACME;'@SUM(1+1)*cmd|' /C calc'!A0")
    }
  })
})
