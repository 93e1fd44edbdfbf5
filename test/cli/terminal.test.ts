import { spawn } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pkg from '../../package.json'
import { helpText } from '../../src/cli/help'
import { EXIT } from '../../src/cli/exitCodes'
import { generateFixtures, type Fixtures } from '../fixtures/generate'
import { noPty, ptyArgs } from './pty'
import { terminalScreen } from './terminalScreen'

/**
 * The CLI at a real terminal: `script` (util-linux) gives it a pty, so stdout and stderr are
 * TTYs and the progress bars are drawn. What is left on the screen must hold every line a pipe
 * gets, no more and no fewer.
 */
const MAIN = resolve('src/cli/main.ts')
const ENV = { ...process.env, DROPDOCK_BASE_URL: '', DROPDOCK_API_KEY: '', DROPDOCK_APP_URL: '' }

/** The embedded sandbox's port and the watched folder differ between runs; nothing else may. */
const sameRun = (line: string): string =>
  line.replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT').replace(/inbox-\d+/g, 'inbox-N')

interface Run {
  code: number | null
  /** The lines of a pipe (stdout then stderr), or the lines left on the terminal's screen. */
  lines: string[]
}

/**
 * Runs the CLI; `whenSeen(text, interrupt)` is called as output arrives and may interrupt it as
 * Ctrl+C would (a ^C typed at the pty; SIGINT for a pipe).
 */
function runCli(
  args: string[],
  pty: boolean,
  whenSeen?: (text: string, interrupt: () => void) => void,
  runner: string[] = [process.execPath, '--import', 'tsx', MAIN],
  /** The terminal's width (stty cols), read as a terminal that wide shows it. */
  cols?: number
): Promise<Run> {
  const argv = [...runner, ...args]
  const size = cols ? `stty cols ${cols} rows 50 && ` : ''
  const child = pty
    ? spawn('script', ptyArgs(argv, size), { env: ENV })
    : spawn(argv[0], argv.slice(1), { env: ENV })
  let stdout = ''
  let stderr = ''
  let interrupted = false
  const interrupt = (): void => {
    if (interrupted) return
    interrupted = true
    if (pty) child.stdin.write('\x03')
    else child.kill('SIGINT')
  }
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString()
    whenSeen?.(stdout + stderr, interrupt)
  })
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString()
    whenSeen?.(stdout + stderr, interrupt)
  })
  return new Promise((done) =>
    child.on('close', (code) => {
      const lines = pty
        ? terminalScreen(stdout, { cols })
            // The terminal echoes Ctrl+C as ^C where the cursor is.
            .map((l) => l.replace(/^\^C/, ''))
            .filter(Boolean)
        : [...stdout.split('\n'), ...stderr.split('\n')].filter(Boolean)
      done({ code, lines: lines.map(sameRun) })
    })
  )
}

let dir: string
let fixtures: Fixtures
let states = 0
const state = (): string => join(dir, `state-${++states}`)

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-cli-tty-'))
  fixtures = await generateFixtures(join(dir, 'fixtures'))
})
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

/**
 * The same command through a pipe and at a terminal, each with a fresh embedded sandbox and
 * state folder; `args` gets that state folder.
 */
async function both(
  args: (stateDir: string) => Promise<string[]> | string[],
  whenSeen?: (text: string, interrupt: () => void) => void
): Promise<{ piped: Run; tty: Run }> {
  const piped = await runCli(await args(state()), false, whenSeen)
  const tty = await runCli(await args(state()), true, whenSeen)
  return { piped, tty }
}

/** A new folder holding a copy of the sample invoice. */
async function inboxWithInvoice(): Promise<string> {
  const inbox = join(dir, `inbox-${states}`)
  await mkdir(inbox)
  await copyFile(fixtures.invoicePdf, join(inbox, basename(fixtures.invoicePdf)))
  return inbox
}

/** Same lines (outcomes may finish in either order), the summary last in both. */
function expectSameLines(tty: Run, piped: Run, summary: string): void {
  expect(piped.lines).toContain(summary)
  expect(tty.lines.at(-1)).toBe(summary)
  expect([...tty.lines].sort()).toEqual([...piped.lines].sort())
  expect(tty.code).toBe(piped.code)
}

const INVOICE_OK = /^ok {3}invoice-INV-2026-0415\.pdf: extracted \(commercial invoice/

// Each test runs the CLI twice, each run starting its own embedded sandbox.
describe.skipIf(noPty)('the CLI at a real terminal', { timeout: 90_000 }, () => {
  it('upload of one file shows its outcome and the summary', async () => {
    const { piped, tty } = await both((s) => ['upload', fixtures.invoicePdf, '--state', s])
    expect(piped.lines.filter((l) => INVOICE_OK.test(l))).toHaveLength(1)
    expectSameLines(tty, piped, '1 file: 1 extracted.')
    expect(tty.code).toBe(0)
  })

  it('upload of two files shows both outcomes and the summary', async () => {
    const { piped, tty } = await both((s) => [
      'upload',
      fixtures.invoicePdf,
      fixtures.poMemoTxt,
      '--state',
      s
    ])
    expect(piped.lines.filter((l) => /^(ok {2}|FAIL) /.test(l))).toHaveLength(2)
    expectSameLines(tty, piped, '2 files: 1 extracted, 1 extraction failed.')
    expect(tty.code).toBe(1)
  })

  it('watch --until-idle shows its outcome and the summary', async () => {
    const { piped, tty } = await both(async (s) => [
      'watch',
      await inboxWithInvoice(),
      '--until-idle',
      '--quiet-ms',
      '0',
      '--state',
      s
    ])
    expect(piped.lines.filter((l) => INVOICE_OK.test(l))).toHaveLength(1)
    expectSameLines(tty, piped, '1 file: 1 extracted.')
    expect(tty.code).toBe(0)
  })

  it('watch stopped with Ctrl+C shows its outcome and the summary', async () => {
    const { piped, tty } = await both(
      async (s) => ['watch', await inboxWithInvoice(), '--quiet-ms', '0', '--state', s],
      // The outcome is on the screen (at a terminal) or in the pipe: time for Ctrl+C.
      (text, interrupt) => {
        if (/ok {3}invoice-INV-2026-0415\.pdf: extracted/.test(text)) interrupt()
      }
    )
    expect(piped.lines.filter((l) => INVOICE_OK.test(l))).toHaveLength(1)
    expectSameLines(tty, piped, '1 file: 1 extracted.')
    expect(tty.code).toBe(0)
  })

  it.each([80, 120])(
    'at %i columns prints each outcome wider than the terminal whole, as status has it',
    async (cols) => {
      // Names that make both outcome lines wider than the terminal, bars drawn meanwhile.
      const long = 'named-at-length-by-the-mail-gateway-that-sent-it-to-the-scans-folder'
      const invoice = join(dir, `invoice-${long}-${cols}.txt`)
      const memo = join(dir, `memo-${long}-${cols}.txt`)
      await copyFile(fixtures.invoiceTxt, invoice)
      await copyFile(fixtures.poMemoTxt, memo)
      const s = state()
      const tty = await runCli(
        ['upload', invoice, memo, '--state', s],
        true,
        undefined,
        undefined,
        cols
      )
      const status = await runCli(['status', '--state', s], false)
      // status: the short id of each document, then the line upload printed.
      const outcomes = status.lines
        .filter((l) => /^[0-9a-f]{8} {2}(ok {2}|FAIL) /.test(l))
        .map((l) => l.slice(10))
      expect(outcomes).toHaveLength(2)
      for (const line of outcomes) {
        expect(line.length).toBeGreaterThan(cols)
        expect(tty.lines).toContain(line)
      }
      expect(tty.lines.at(-1)).toBe('2 files: 1 extracted, 1 extraction failed.')
      expect(tty.code).toBe(1)
    }
  )

  it.each([
    ['dropdock', [process.execPath, resolve(pkg.bin.dropdock)], EXIT.ok],
    ['npm run cli', ['npm', 'run', '--silent', 'cli', '--'], EXIT.interrupted]
  ])(
    'Ctrl+C through %s prints the summary and exits as --help says',
    async (_name, runner, code) => {
      for (const topic of [undefined, 'watch'] as const)
        expect(helpText(topic).replace(/\s+/g, ' ')).toContain(
          'Through npx dropdock or npm run cli, npm itself exits 130 at any Ctrl+C, after the summary'
        )
      const inbox = join(dir, `empty-${states}`)
      await mkdir(inbox)
      const tty = await runCli(
        ['watch', inbox, '--state', state()],
        true,
        (text, interrupt) => {
          if (text.includes('(Ctrl+C to stop).')) interrupt()
        },
        runner
      )
      expect(tty.lines.at(-1)).toBe('0 files.')
      expect(tty.code).toBe(code)
    }
  )
})
