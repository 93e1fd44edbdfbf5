import { readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXIT } from '../../src/cli/exitCodes'
import { runCli } from '../../src/cli/run'
import { createServiceClient } from '../../src/engine/client/serviceClient'
import { startSandbox } from '../../src/sandbox/index'
import { invoiceText } from '../main/support/invoiceText'
import { captureIo } from './capture'

const FILES = 40

let dir: string
let strict: Awaited<ReturnType<typeof startSandbox>>
let roomy: Awaited<ReturnType<typeof startSandbox>>
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-cli-rerun-'))
  // The first service refuses files above 2,000 bytes; the second takes them.
  strict = await startSandbox({
    log: () => undefined,
    rateLimitPerMinute: 100_000,
    maxUploadBytes: 2000
  })
  roomy = await startSandbox({ log: () => undefined, rateLimitPerMinute: 100_000 })
})
afterAll(async () => {
  await strict?.close()
  await roomy?.close()
  await rm(dir, { recursive: true, force: true })
})

const lines = (path: string): number =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l !== '').length

describe('upload run again on the same files', () => {
  it(`reports a file that failed before as failed, retries it with --retry-failed, and keeps ${FILES + 1} entries over 3 runs`, async () => {
    const files: string[] = []
    for (let i = 0; i < FILES; i++) {
      const path = join(dir, `invoice-${i}.txt`)
      writeFileSync(path, invoiceText(`copy ${i}`))
      files.push(path)
    }
    const big = join(dir, 'big.txt')
    writeFileSync(big, invoiceText('x'.repeat(3000)))
    files.push(big)
    const state = join(dir, 'state')
    const run = async (sb: typeof strict, extra: string[] = []) => {
      const c = captureIo()
      const code = await runCli(
        ['upload', ...files, '--json', '--state', state, '--base-url', sb.baseUrl]
          .concat(['--api-key', sb.apiKey])
          .concat(extra),
        c.io
      )
      const states = new Map(
        c
          .events()
          .filter((e) => e.event === 'file')
          .map((e) => [String(e.name), String(e.state)])
      )
      return { code, states }
    }
    const first = await run(strict)
    expect(first.states.get('big.txt')).toBe('failed')
    expect([...first.states.values()].filter((s) => s === 'extracted')).toHaveLength(FILES)
    expect(first.code).toBe(EXIT.notAllGood)

    // Run again: the failure is still a failure, never ok or duplicate; the rest is as it ended.
    const second = await run(strict)
    expect(second.states.size).toBe(FILES + 1)
    expect(second.states.get('big.txt')).toBe('failed')
    expect([...second.states.values()].filter((s) => s === 'extracted')).toHaveLength(FILES)
    expect(second.code).toBe(EXIT.notAllGood)

    // With --retry-failed it is sent again (to a service that takes it).
    const third = await run(roomy, ['--retry-failed'])
    expect(third.states.get('big.txt')).toBe('extracted')
    expect(third.code).toBe(EXIT.ok)

    const status = captureIo()
    expect(await runCli(['status', '--json', '--state', state], status.io)).toBe(EXIT.ok)
    expect(status.events().filter((e) => e.event === 'file')).toHaveLength(FILES + 1)
    // On disk too the ledger follows the files, not the runs: 41 snapshot entries and a journal
    // folded at close.
    const onDisk =
      lines(join(state, 'ledger.snapshot.jsonl')) - 1 + lines(join(state, 'ledger.journal.jsonl'))
    expect(onDisk).toBeLessThanOrEqual(2 * (FILES + 1))
  }, 120_000)

  it('follows an earlier run’s unfinished documents to their end instead of sending them again', async () => {
    const slow = await startSandbox({ log: () => undefined, delayMs: 1500 })
    try {
      const state = join(dir, 'state-unfinished')
      const files = [0, 1, 2].map((i) => {
        const path = join(dir, `unfinished-${i}.txt`)
        writeFileSync(path, invoiceText(`unfinished ${i}`))
        return path
      })
      const args = ['upload', ...files, '--json', '--state', state].concat([
        '--base-url',
        slow.baseUrl,
        '--api-key',
        slow.apiKey
      ])
      // Stopped once every document is with the service, still being classified.
      const first = captureIo()
      let stop!: () => void
      const stopped = new Promise<void>((r) => (stop = r))
      const watching = setInterval(() => {
        const st = captureIo()
        void runCli(['status', '--json', '--state', state], st.io).then(() => {
          const f = st.events().filter((e) => e.event === 'file')
          if (f.length === 3 && f.every((e) => e.state === 'submitted')) stop()
        })
      }, 100)
      const code1 = await runCli(args, first.io, stopped)
      clearInterval(watching)
      expect(code1).toBe(EXIT.notAllGood)
      expect(first.events().filter((e) => e.event === 'file')).toEqual([])

      const second = captureIo()
      expect(await runCli(args, second.io)).toBe(EXIT.ok)
      const outcomes = second.events().filter((e) => e.event === 'file')
      expect(outcomes.map((e) => e.state)).toEqual(['extracted', 'extracted', 'extracted'])
      const client = createServiceClient({ baseUrl: slow.baseUrl, apiKey: slow.apiKey })
      expect((await client.listDocuments({ size: 1 })).meta.total).toBe(3)
      const status = captureIo()
      await runCli(['status', '--json', '--state', state], status.io)
      expect(status.events().filter((e) => e.event === 'file')).toHaveLength(3)
    } finally {
      await slow.close()
    }
  }, 60_000)
})
