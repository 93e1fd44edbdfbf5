import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { prng } from '@shared/prng'
import { Ledger } from '../../../src/engine/ledger/ledger'
import { parseLine } from '../../../src/engine/ledger/lineSeal'

const CHILD = resolve('test/engine/ledger/fixtures/compactForever.ts')
const COUNT = 3000
const KILLS = 4

/** Runs the compacting child and kill -9s it `afterMs` after it is ready. */
function compactThenKill(dir: string, afterMs: number): Promise<NodeJS.Signals | null> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dir, String(COUNT)], {
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let err = ''
    child.stderr.on('data', (c: Buffer) => (err += c.toString()))
    child.stdout.on('data', (c: Buffer) => {
      if (c.toString().includes('ready')) setTimeout(() => child.kill('SIGKILL'), afterMs)
    })
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') done(signal)
      else fail(new Error(`child exited ${code}: ${err}`))
    })
  })
}

let dir: string
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('ledger compaction', () => {
  const seed = Number(process.env.DROPDOCK_TEST_SEED ?? 20261123)
  it(`keeps every entry exactly once when killed -9 while compacting (${KILLS} kills, seed ${seed})`, async () => {
    dir = mkdtempSync(join(tmpdir(), 'ledger-compact-'))
    const random = prng(seed)
    for (let k = 0; k < KILLS; k++) {
      await compactThenKill(dir, 20 + Math.floor(random() * 400))
      const ledger = new Ledger(dir)
      const ids = [...ledger.values()].map((e) => e.id)
      expect(ids).toHaveLength(COUNT)
      expect(new Set(ids).size).toBe(COUNT)
      ledger.close()
      // The snapshot on disk itself holds each entry once (header + one line per entry).
      const lines = readFileSync(join(dir, 'ledger.snapshot.jsonl'), 'utf8').trim().split('\n')
      const snapIds = lines.slice(1).map((l) => (parseLine(l) as { id: string }).id)
      expect(new Set(snapIds).size).toBe(snapIds.length)
      expect(snapIds.length).toBe(COUNT)
    }
    // A temporary snapshot left by a kill is never taken for the real one, and the lock of the
    // killed process did not keep the folder.
    expect(readdirSync(dir).filter((f) => f === 'dropdock.lock')).toEqual([])
  }, 60_000)
})
