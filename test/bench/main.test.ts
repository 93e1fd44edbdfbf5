import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { waitFor } from '../support/waitFor'

const MAIN = resolve('bench/main.ts')

// Each run gets its own TMPDIR, so what the bench leaves in the temp folder is all in sight.
let temp: string
beforeEach(async () => {
  temp = await mkdtemp(join(tmpdir(), 'dropdock-bench-test-'))
})
afterEach(async () => {
  await rm(temp, { recursive: true, force: true })
})

/** Starts the bench with `args`: a way to signal it, and its exit with what it printed. */
function start(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    env: { ...process.env, TMPDIR: temp },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    child.on('exit', (code) => done({ code, stdout, stderr }))
  )
  return { kill: (s: NodeJS.Signals) => child.kill(s), exited }
}

const bench = (args: string[]) => start(args).exited

/** The bench's folders in the temp folder (tsx keeps its own cache there too). */
const scratchLeft = async (): Promise<string[]> =>
  (await readdir(temp)).filter((d) => d.startsWith('dropdock-bench-'))

/** How long the hash bench may take to create its scratch file (tsx compiles it first). */
const SCRATCH_MS = 20_000
/** Room after that for the signalled bench to remove its folder and exit. */
const SIGNAL_TEST_MS = SCRATCH_MS + 20_000

/** Resolves once the hash bench's scratch file exists; fails naming it after SCRATCH_MS. */
const scratchFileAppears = (): Promise<string> =>
  waitFor(
    async () =>
      (await readdir(temp))
        .filter((d) => d.startsWith('dropdock-bench-hash-'))
        .map((d) => join(temp, d, 'big.bin'))
        .find((file) => existsSync(file)),
    "the hash bench's scratch file",
    SCRATCH_MS
  )

/** Every benchmark, in the order bench/main.ts knows them (and docs/development.md lists them). */
const BENCHMARKS = [
  'hash',
  'watch1000',
  'uploadLargest',
  'cliStart',
  'watch10k',
  'inboxScroll',
  'inboxTyping',
  'inboxBurst',
  'mainLoop',
  'history',
  'rate',
  'ledger',
  'separatorSplit',
  'sandbox-store'
]

describe('bench/main.ts', () => {
  it('--help lists every benchmark with a line each, runs none, exits 0', async () => {
    const r = await bench(['--help'])
    expect(r.code).toBe(0)
    // Names and descriptions in two columns, however long a name is.
    for (const name of BENCHMARKS) expect(r.stdout).toMatch(new RegExp(`\\n  ${name}  +\\S`))
    expect(r.stdout).not.toContain('PASS')
    expect(await scratchLeft()).toEqual([])
  })

  it('refuses an unknown name before running anything, exit 2', async () => {
    const r = await bench(['hash', 'hsah'])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(`Unknown benchmark "hsah"; known: ${BENCHMARKS.join(', ')}.`)
    expect(await scratchLeft()).toEqual([])
  })

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143]
  ] as const)(
    'on %s during hash removes its 512 MiB scratch file, exit %i',
    async (signal, code) => {
      const run = start(['hash'])
      try {
        await scratchFileAppears()
      } finally {
        // Also when the file never came: the bench goes before its temp folder does.
        run.kill(signal)
        await run.exited
      }
      const r = await run.exited
      expect(r.code).toBe(code)
      expect(await scratchLeft()).toEqual([])
    },
    SIGNAL_TEST_MS
  )
})
