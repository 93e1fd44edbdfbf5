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

function bench(args: string[], whenStarted?: (signal: (s: NodeJS.Signals) => void) => void) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    env: { ...process.env, TMPDIR: temp },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
  whenStarted?.((s) => child.kill(s))
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    child.on('exit', (code) => done({ code, stdout, stderr }))
  )
}

/** The bench's folders in the temp folder (tsx keeps its own cache there too). */
const scratchLeft = async (): Promise<string[]> =>
  (await readdir(temp)).filter((d) => d.startsWith('dropdock-bench-'))

/** Resolves once the hash bench's scratch file exists (bounded: the test's own timeout). */
const scratchFileAppears = (): Promise<string> =>
  waitFor(
    async () =>
      (await readdir(temp))
        .filter((d) => d.startsWith('dropdock-bench-hash-'))
        .map((d) => join(temp, d, 'big.bin'))
        .find((file) => existsSync(file)),
    "the hash bench's scratch file",
    60_000
  )

describe('bench/main.ts', () => {
  it('--help lists every benchmark with a line each, runs none, exits 0', async () => {
    const r = await bench(['--help'])
    expect(r.code).toBe(0)
    // Names and descriptions in two columns, however long a name is.
    for (const name of [
      'hash',
      'watch1000',
      'uploadLargest',
      'watch10k',
      'inboxScroll',
      'sandbox-store'
    ])
      expect(r.stdout).toMatch(new RegExp(`\\n  ${name}  +\\S`))
    expect(r.stdout).not.toContain('PASS')
    expect(await scratchLeft()).toEqual([])
  })

  it('refuses an unknown name before running anything, exit 2', async () => {
    const r = await bench(['hash', 'hsah'])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(
      'Unknown benchmark "hsah"; known: hash, watch1000, uploadLargest, watch10k, inboxScroll, sandbox-store.'
    )
    expect(await scratchLeft()).toEqual([])
  })

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143]
  ] as const)(
    'on %s during hash removes its 512 MiB scratch file, exit %i',
    async (signal, code) => {
      const r = await bench(['hash'], (kill) => {
        void scratchFileAppears().then(() => kill(signal))
      })
      expect(r.code).toBe(code)
      expect(await scratchLeft()).toEqual([])
    }
  )
})
