import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { RunningSandbox } from '../../../src/sandbox/index'
import { prng } from '../../../src/shared/prng'
import { api, createDocument } from '../support/client'

interface Child {
  proc: ChildProcess
  sb: RunningSandbox
}

const children: ChildProcess[] = []
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL')
})

/** The sandbox CLI as ONE process (node --import tsx), so kill -9 hits the server itself. */
async function startChild(dataDir: string): Promise<Child> {
  const proc = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/sandbox/main.ts',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--rate-limit-per-minute',
      '100000'
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] }
  )
  children.push(proc)
  const line = await new Promise<string>((resolve, reject) => {
    let out = ''
    proc.stdout!.on('data', (c: Buffer) => {
      out += c.toString()
      if (out.includes('\n')) resolve(out)
    })
    proc.on('exit', (code) => reject(new Error(`sandbox exited ${code}`)))
  })
  const m = /base_url=(\S+) app_url=(\S+) api_key=(\S+)/.exec(line)
  if (!m) throw new Error(`no ready line: ${line}`)
  const sb = { baseUrl: m[1], appUrl: m[2], apiKey: m[3] } as RunningSandbox
  return { proc, sb }
}

/**
 * GET that retries a connection reset: the restarted sandbox may get the port of the killed one,
 * and fetch may then reuse a kept-alive socket to the dead process.
 */
async function get(sb: RunningSandbox, path: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await api(sb, 'GET', path)
    } catch (err) {
      if (attempt >= 3) throw err
    }
  }
}

describe('sandbox killed mid-write', () => {
  // A failing seed is printed by the test name: replay it with the same seed.
  for (const seed of [11, 2027]) {
    it(`keeps every acknowledged document after kill -9 and a restart (seed ${seed})`, async () => {
      const random = prng(seed)
      const dataDir = mkdtempSync(join(tmpdir(), 'sbx-crash-'))
      try {
        const first = await startChild(dataDir)
        const total = 50
        const killAfter = 8 + Math.floor(random() * 22)
        const extraMs = Math.floor(random() * 15)
        const acknowledged = new Map<string, string>()
        let sent = 0
        let inFlightAtKill = 0
        let inFlight = 0
        let killed = false
        const worker = async (): Promise<void> => {
          while (!killed && sent < total) {
            const n = sent++
            const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(64)])
            inFlight++
            try {
              const res = await createDocument(first.sb, bytes, `crash-${n}.pdf`)
              if (res.status === 201) {
                acknowledged.set(res.body.data.id, `crash-${n}.pdf`)
                if (acknowledged.size === killAfter) {
                  setTimeout(() => {
                    inFlightAtKill = inFlight
                    killed = true
                    first.proc.kill('SIGKILL')
                  }, extraMs)
                }
              }
            } catch {
              // Cut off by the kill: never acknowledged.
            } finally {
              inFlight--
            }
          }
        }
        const exited = new Promise((r) => first.proc.once('exit', r))
        await Promise.all(Array.from({ length: 6 }, worker))
        const killedMidRun = killed
        first.proc.kill('SIGKILL')
        await exited
        expect(killedMidRun).toBe(true)
        expect(inFlightAtKill).toBeGreaterThan(0)
        expect(acknowledged.size).toBeGreaterThanOrEqual(killAfter)

        const second = await startChild(dataDir)
        const missing: string[] = []
        for (const [id, name] of acknowledged) {
          const res = await get(second.sb, `/documents/${id}`)
          if (res.status !== 200 || res.body.data.attributes.name !== name) missing.push(name)
        }
        console.log(
          `seed ${seed}: ${acknowledged.size} creates acknowledged before kill -9 ` +
            `(${inFlightAtKill} in flight), ${missing.length} missing after restart`
        )
        expect(missing).toEqual([])
        second.proc.kill('SIGTERM')
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
    }, 120_000)
  }
})
