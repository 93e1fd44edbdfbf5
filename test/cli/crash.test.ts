import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServiceClient } from '../../src/main/core/client/serviceClient'
import { startSandbox } from '../../src/sandbox/index'

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

/** Runs `upload`; with `killAfterLines`, kill -9 once that many JSON lines came out. */
function upload(files: string[], state: string, killAfterLines?: number) {
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
        sandbox.baseUrl,
        '--api-key',
        sandbox.apiKey
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
        await writeFile(
          path,
          `COMMERCIAL INVOICE\nInvoice No: INV-CRASH-${i}\nTotal Amount: USD ${i}.00\n`
        )
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
  })
})
