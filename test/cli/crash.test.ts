import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prng } from '@shared/prng'
import { createServiceClient } from '../../src/engine/client/serviceClient'
import { startSandbox } from '../../src/sandbox/index'
import { invoiceText } from '../main/support/invoiceText'

const MAIN = resolve('src/cli/main.ts')
const FILES = 40
const KILLS = 3

let dir: string
let sandbox: Awaited<ReturnType<typeof startSandbox>>
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-cli-crash-'))
  sandbox = await startSandbox({ log: () => undefined, rateLimitPerMinute: 100_000 })
})
afterAll(async () => {
  await sandbox?.close()
  await rm(dir, { recursive: true, force: true })
})

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Runs `upload`; kill -9 once `killAfterLines` JSON lines came out, or `killAfterMs` after the
 * first line (a random instant of real work, not of process start-up).
 */
function upload(
  files: string[],
  state: string,
  killAfterLines?: number,
  killAfterMs?: number,
  service = sandbox
) {
  return new Promise<{
    code: number | null
    signal: string | null
    pid: number
    events: Record<string, unknown>[]
  }>((done) => {
    const child = spawn(
      process.execPath,
      [
        // One process (no tsx wrapper), so that kill -9 hits the CLI itself.
        '--import',
        'tsx',
        MAIN,
        'upload',
        ...files,
        '--json',
        '--state',
        state,
        '--base-url',
        service.baseUrl,
        '--api-key',
        service.apiKey
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] }
    )
    const events: Record<string, unknown>[] = []
    let buffer = ''
    child.stdout.on('data', (c: Buffer) => {
      buffer += c.toString()
      let at: number
      while ((at = buffer.indexOf('\n')) >= 0) {
        events.push(JSON.parse(buffer.slice(0, at)) as Record<string, unknown>)
        buffer = buffer.slice(at + 1)
        if (killAfterLines !== undefined && events.length === killAfterLines) child.kill('SIGKILL')
        if (killAfterMs !== undefined && events.length === 1)
          setTimeout(() => child.kill('SIGKILL'), killAfterMs)
      }
    })
    child.on('exit', (code, signal) => done({ code, signal, pid: child.pid!, events }))
  })
}

describe('cli crash safety', () => {
  describe('upload after kill -9', () => {
    it(`accounts for each of ${FILES} files exactly once across ${KILLS} kills and restarts`, async () => {
      const inbox = join(dir, 'inbox')
      await mkdir(inbox)
      const files: string[] = []
      for (let i = 0; i < FILES; i++) {
        const path = join(inbox, `doc-${String(i).padStart(3, '0')}.txt`)
        await writeFile(path, invoiceText(`crash ${i}`))
        files.push(path)
      }
      const state = join(dir, 'state')
      // Kill at different depths: while hashing/uploading, while creating, while following.
      for (const lines of [3, 12, 28].slice(0, KILLS)) {
        const run = await upload(files, state, lines)
        expect(run.signal).toBe('SIGKILL')
        expect(run.events.some((e) => e.event === 'summary')).toBe(false)
        expect(alive(run.pid)).toBe(false)
      }
      const last = await upload(files, state)
      const outcomes = last.events.filter((e) => e.event === 'file')
      expect(outcomes).toHaveLength(FILES)
      expect(new Set(outcomes.map((e) => e.path))).toEqual(new Set(files))
      for (const o of outcomes)
        expect(['extracted', 'extraction_failed', 'duplicate']).toContain(o.state)

      const client = createServiceClient({ baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey })
      const docs = await client.listDocuments({ size: 100 })
      expect(docs.meta.total).toBe(FILES)
      expect(new Set(docs.data.map((d) => d.attributes.name)).size).toBe(FILES)
    }, 60_000)

    describe('upload of 200 files killed at random instants', () => {
      const seed = Number(process.env.DROPDOCK_CRASH_SEED ?? 6346)
      it(`accounts for every file exactly once and creates one document each (seed ${seed})`, async () => {
        const count = 200
        const inbox = join(dir, 'inbox-200')
        await mkdir(inbox)
        const files: string[] = []
        for (let i = 0; i < count; i++) {
          const path = join(inbox, `scan-${String(i).padStart(3, '0')}.txt`)
          await writeFile(path, `PACKING LIST\nPacking list no: PL-KILL-${seed}-${i}\n`)
          files.push(path)
        }
        const state = join(dir, 'state-200')
        // Processing takes time here, as on a real service, so kills land on work in flight.
        const slow = await startSandbox({
          log: () => undefined,
          delayMs: 150,
          rateLimitPerMinute: 100_000
        })
        const random = prng(seed)
        // Kill at random instants until a run gets to finish on its own.
        let interrupted = 0
        for (let k = 0; k < 6; k++) {
          const run = await upload(files, state, undefined, 10 + Math.floor(random() * 250), slow)
          expect(alive(run.pid)).toBe(false)
          if (run.signal !== 'SIGKILL') break
          interrupted++
        }
        expect(interrupted).toBeGreaterThanOrEqual(3)

        const last = await upload(files, state, undefined, undefined, slow)
        const outcomes = last.events.filter((e) => e.event === 'file')
        expect(outcomes.map((e) => e.path).sort()).toEqual([...files].sort())
        for (const o of outcomes)
          expect(['extracted', 'extraction_failed', 'duplicate']).toContain(o.state)

        const client = createServiceClient({ baseUrl: slow.baseUrl, apiKey: slow.apiKey })
        const names: string[] = []
        for (let page = 1; ; page++) {
          const docs = await client.listDocuments({ size: 100, page })
          names.push(
            ...docs.data.map((d) => d.attributes.name).filter((n) => n.startsWith('scan-'))
          )
          if (!docs.links.next) break
        }
        expect(names.sort()).toEqual(files.map((f) => f.slice(inbox.length + 1)).sort())
        await slow.close()
      }, 180_000)
    })
  })
})
