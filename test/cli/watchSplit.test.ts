import { spawnSync } from 'node:child_process'
import { copyFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { itemSentence } from '../../src/cli/describeItem'
import { EXIT } from '../../src/cli/exitCodes'
import { runCli } from '../../src/cli/run'
import { makeItem } from '../support/makeItem'
import { captureIo } from './capture'
import { noPty } from './pty'
import { useSandboxRun } from './sandboxRun'

const run = useSandboxRun('watch-split', { fixtures: true })

/** The CLI against the file's sandbox, its key in DROPDOCK_API_KEY as the CLI advises. */
async function cli(argv: string[]) {
  const c = captureIo({
    DROPDOCK_API_KEY: run.sandbox.apiKey,
    DROPDOCK_BASE_URL: run.sandbox.baseUrl
  })
  const code = await runCli(argv, c.io)
  return { code, stdout: c.stdout(), stderr: c.stderr(), events: () => c.events() }
}

/** A new folder holding one scan; the watch of it until everything found is done, in JSON. */
async function watchScan(name: string, options: string[]) {
  const folder = join(run.dir, name)
  await mkdir(folder)
  await copyFile(run.fixtures.packingListPdf, join(folder, 'stack.pdf'))
  const state = run.stateDir()
  const argv = ['watch', folder, ...options, '--until-idle', '--quiet-ms', '0', '--json']
  const r = await cli([...argv, '--state', state])
  return { ...r, state, file: r.events().find((e) => e.event === 'file')! }
}

describe('watch --split', () => {
  it('keeps the rule and its separator text with each file taken in', async () => {
    const r = await watchScan('stacks', ['--split', 'separators', '--separator-text', 'NEXT-DOC'])
    expect(r.code).toBe(EXIT.ok)
    expect(r.file).toMatchObject({
      name: 'stack.pdf',
      state: 'extracted',
      split_rule: { mode: 'separators', text: 'NEXT-DOC' }
    })
    // The state folder keeps it: status reads it back from the ledger.
    const status = await cli(['status', '--json', '--state', r.state])
    const again = status.events().find((e) => e.event === 'file')
    expect(again).toMatchObject({ split_rule: { mode: 'separators', text: 'NEXT-DOC' } })
  })

  it('takes the default separator text, and no rule for the service’s way', async () => {
    const sheets = await watchScan('sheets', ['--split', 'separators'])
    expect(sheets.file.split_rule).toEqual({ mode: 'separators', text: 'DROPDOCK-SPLIT' })
    const whole = await watchScan('whole', ['--split', 'service'])
    expect(whole.file.split_rule).toBeNull()
    const plain = await watchScan('plain', [])
    expect(plain.file.split_rule).toBeNull()
  })

  it.each([
    [['--split', 'none'], '--split must be one of service, separators.'],
    [['--separator-text', 'CUT'], '--separator-text goes with --split separators.'],
    [
      ['--split', 'service', '--separator-text', 'CUT'],
      '--separator-text goes with --split separators.'
    ],
    [
      ['--split', 'separators', '--separator-text', ''],
      '--separator-text: the separator text must not be empty.'
    ],
    [
      ['--split', 'separators', '--separator-text', 'X'.repeat(65)],
      '--separator-text: the separator text is at most 64 characters.'
    ],
    [
      ['--split', 'separators', '--separator-text', 'CUT\u001b[2J'],
      '--separator-text: the separator text must be printable (no control or invisible characters).'
    ],
    [
      ['--split', 'separators', '--separator-text', 'CUT '],
      '--separator-text: the separator text must not start or end with a space.'
    ]
  ])('refuses %j, and watches nothing', async (options, message) => {
    const r = await cli(['watch', run.dir, ...options, '--state', run.stateDir()])
    expect(r.code).toBe(EXIT.usage)
    expect(r.stderr).toContain(message)
    expect(r.stdout).toBe('')
  })

  it('is an option of watch only', async () => {
    const r = await cli(['upload', run.fixtures.packingListPdf, '--split', 'separators'])
    expect(r.code).toBe(EXIT.usage)
    expect(r.stderr).toContain('--split is an option of watch, not of upload.')
  })
})

describe("an outcome line of a folder's separator rule", () => {
  const folder = '/srv/stacks'
  const origin = {
    kind: 'watch' as const,
    folder,
    split: { mode: 'separators' as const, text: 'CUT' }
  }
  const part = (first: number, by: 'client' | 'service') => ({
    documentId: `doc-${first}`,
    pages: { first, last: first },
    documentType: 'packing_list',
    state: 'extracted' as const,
    by
  })

  it('says the file was split at separator sheets when Dropdock cut it by that rule', () => {
    const cut = makeItem({
      origin,
      path: `${folder}/stack.pdf`,
      name: 'stack.pdf',
      state: 'extracted',
      parts: [part(1, 'client'), part(2, 'client')]
    })
    expect(itemSentence(cut)).toBe(
      "ok   stack.pdf: extracted (split at separator sheets by the folder's rule)"
    )
  })

  it('says nothing of it for a file sent whole, or cut by the service', () => {
    const whole = makeItem({ origin, path: `${folder}/a.pdf`, name: 'a.pdf', state: 'extracted' })
    const byService = { ...whole, parts: [part(1, 'service'), part(2, 'service')] }
    const noRule = {
      ...whole,
      origin: { kind: 'watch' as const, folder },
      parts: [part(1, 'client')]
    }
    for (const item of [whole, byService, noRule])
      expect(itemSentence(item)).not.toContain('separator')
  })
})

describe.skipIf(noPty)('watch --help at a real terminal', () => {
  it('shows --split and --separator-text, each within the terminal’s 100 columns', () => {
    const tty = spawnSync('script', ['-qec', 'npm run -s cli -- watch --help', '/dev/null'], {
      encoding: 'utf8',
      env: { ...process.env, DROPDOCK_BASE_URL: '', DROPDOCK_API_KEY: '' }
    })
    expect(tty.status).toBe(0)
    const lines = tty.stdout.split(/\r?\n/)
    const split = lines.findIndex((l) => l.startsWith('  --split MODE '))
    expect(lines[split]).toMatch(/^ {2}--split MODE {9}service\|separators: how a multi-page/)
    expect(lines.slice(split).join(' ')).toContain('the service may still cut a packet itself')
    // The long name stands on its own line; its words start in the column of the others.
    const text = lines.indexOf('  --separator-text TEXT')
    expect(text).toBeGreaterThan(split)
    expect(lines[text + 1]).toMatch(/^ {23}with --split separators: the text of a separator/)
    expect(lines.slice(text + 1, text + 3).join(' ')).toContain('DROPDOCK-SPLIT; 1–64 printable')
    for (const l of lines.slice(split, text + 3)) expect([...l].length).toBeLessThanOrEqual(100)
  })
})
