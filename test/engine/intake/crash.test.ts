import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isFinal } from '../../../src/engine/context/entries'
import { Ledger } from '../../../src/engine/ledger/ledger'
import type { IntakeItem } from '../../../src/shared/intake'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { prng } from '../../../src/shared/prng'
import { seedNote, testSeed } from '../../support/seed'

const FIXTURE = resolve(__dirname, 'fixtures/runIntake.ts')
const FILES = 40
const KILLS = 5
const SEED = testSeed()
/** When each kill strikes, in [0, 1) of its window: drawn from SEED, so a failure replays. */
const killAfter = prng(SEED)

let dir: string
let sb: RunningSandbox

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'crash-'))
  sb = await startSandbox({ dataDir: join(dir, 'sandbox'), rateLimitPerMinute: 1_000_000 })
})
afterAll(async () => {
  await sb.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Starts the child; `busy` resolves once it is hashing or sending, `exited` with its output. */
function start(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, ...args], {
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr.on('data', (d: Buffer) => (err += d.toString()))
  const seen = (word: string): Promise<void> =>
    new Promise<void>((res) => {
      const check = (): void => {
        if (out.includes(`${word}\n`)) res()
      }
      child.stdout.on('data', check)
      // An early exit is reported by the caller's checks on `exited`.
      child.once('exit', () => res())
    })
  // Busy, or (when an earlier run already finished everything) a second after ready.
  const busy = Promise.race([
    seen('busy'),
    seen('ready').then(() => new Promise<void>((r) => setTimeout(r, 1000)))
  ])
  const exited = new Promise<{
    code: number | null
    signal: string | null
    out: string
    err: string
  }>((res) => child.once('exit', (code, signal) => res({ code, signal, out, err })))
  return { child, busy, exited }
}

describe('IntakeService', () => {
  describe('kill -9', () => {
    it(`accounts for every file exactly once and creates one document per content ${seedNote(SEED)}`, async () => {
      const inbox = join(dir, 'inbox')
      const stateDir = join(dir, 'state')
      mkdirSync(inbox)
      const contentOf = (i: number): number => (i % 5 === 4 ? i - 1 : i)
      for (let i = 0; i < FILES; i++) {
        writeFileSync(
          join(inbox, `f${String(i).padStart(2, '0')}.txt`),
          `document ${contentOf(i)}\n`.repeat(3000)
        )
      }
      const distinct = new Set(Array.from({ length: FILES }, (_, i) => contentOf(i))).size
      const args = [sb.baseUrl, sb.apiKey, stateDir, inbox]

      let leftUnfinished = 0
      for (let k = 0; k < KILLS; k++) {
        const run = start(args)
        await run.busy
        await new Promise((r) => setTimeout(r, killAfter() * 150))
        run.child.kill('SIGKILL')
        const end = await run.exited
        expect(end.signal).toBe('SIGKILL')
        if (k === 0) {
          // What the first kill left on disk: files still on their way, for later runs to finish.
          const ledger = Ledger.openReadOnly(stateDir)
          leftUnfinished = [...ledger.values()].filter((e) => !isFinal(e.state)).length
        }
      }

      const last = start([...args, '--until-done'])
      const end = await last.exited
      expect(end.err).toBe('')
      expect(end.code).toBe(0)
      const items = JSON.parse(end.out.split('\n').find((l) => l.startsWith('['))!) as IntakeItem[]

      const perPath = new Map<string, number>()
      for (const it of items) perPath.set(it.path!, (perPath.get(it.path!) ?? 0) + 1)
      expect(perPath.size).toBe(FILES)
      expect([...perPath.values()].every((n) => n === 1)).toBe(true)
      expect(items.filter((i) => i.state === 'failed')).toEqual([])
      const holders = items.filter((i) => i.documentId !== null)
      expect(new Set(holders.map((i) => i.documentId)).size).toBe(distinct)
      expect(holders).toHaveLength(distinct)
      expect(items.filter((i) => i.state === 'duplicate')).toHaveLength(FILES - distinct)

      // The kills did land mid-flight: the first left files unfinished, which later runs took up.
      expect(leftUnfinished).toBeGreaterThan(0)

      const client = createServiceClient({ baseUrl: sb.baseUrl, apiKey: sb.apiKey })
      expect((await client.listDocuments({ size: 1 })).meta.total).toBe(distinct)
    }, 60_000)
  })
})
