import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXIT } from '../../src/cli/exitCodes'
import { startSandbox } from '../../src/sandbox/index'
import { invoiceText } from '../main/support/invoiceText'
import { skipBecause, systemTool } from '../support/systemTools'
import { whenSeen } from '../support/whenSeen'

const MAIN = resolve('src/cli/main.ts')
let dir: string
let sandbox: Awaited<ReturnType<typeof startSandbox>>
let child: ChildProcess | undefined
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-cli-unreadable-'))
  sandbox = await startSandbox({ log: () => undefined, rateLimitPerMinute: 100_000 })
})
afterAll(async () => {
  child?.kill('SIGKILL')
  await sandbox?.close()
  await rm(dir, { recursive: true, force: true })
})

/**
 * Root reads a folder whatever its mode, so a 000 folder means nothing to it. Run as root, the
 * CLI gets setpriv's empty capability sets instead (still uid 0, refused like any other user).
 */
const isRoot = process.getuid?.() === 0
const SETPRIV = isRoot ? systemTool('setpriv') : null
const WITHOUT_CAPS = ['--inh-caps=-all', '--ambient-caps=-all', '--bounding-set=-all', '--']

interface Event {
  event: string
  path?: string
  name?: string
  state?: string
  code?: string | null
  exit_code?: number
}

describe('a watched folder Dropdock may not read (mode 000)', () => {
  it('is unreachable with its reason, never empty, while the other is watched; its file is sent once it can be read', async (ctx) => {
    if (isRoot && !SETPRIV)
      skipBecause(ctx, 'running as root, and no setpriv (util-linux) to drop the capabilities')
    const open = join(dir, 'scans')
    const locked = join(dir, 'customs')
    mkdirSync(open)
    mkdirSync(locked)
    writeFileSync(join(locked, 'waiting.txt'), invoiceText('waiting behind mode 000'))
    chmodSync(locked, 0o000)
    const node = [process.execPath, '--import', 'tsx', MAIN]
    const args = ['watch', open, locked, '--json', '--state', join(dir, 'state')]
    const cmd = SETPRIV ? [SETPRIV, ...WITHOUT_CAPS, ...node, ...args] : [...node, ...args]
    const events: Event[] = []
    let stderr = ''
    child = spawn(cmd[0], cmd.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DROPDOCK_BASE_URL: sandbox.baseUrl,
        DROPDOCK_API_KEY: sandbox.apiKey
      }
    })
    let buffered = ''
    child.stdout!.on('data', (c: Buffer) => {
      buffered += c.toString()
      const lines = buffered.split('\n')
      buffered = lines.pop()!
      for (const l of lines) if (l) events.push(JSON.parse(l) as Event)
    })
    child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()))
    const exited = new Promise<number | null>((done) => child!.on('exit', (code) => done(code)))
    const health = () => events.filter((e) => e.event === 'folder' && e.path === locked)
    // Looked at on each line the child prints: bounded by the test's timeout, not a guess.
    const seen = (what: string, pred: () => boolean) =>
      whenSeen(
        (look) => {
          child!.stdout!.on('data', look)
          return () => child!.stdout!.off('data', look)
        },
        pred,
        () => `${what}; events ${JSON.stringify(events)}; stderr ${stderr}`
      )
    try {
      await seen('the folder to be unreachable', () => health().length > 0)
      expect(health()[0]).toMatchObject({ state: 'unreachable', code: 'EACCES' })
      // The other folder is watched meanwhile; the locked one is not taken for an empty one.
      await seen('the watch to start', () => events.some((e) => e.event === 'note'))
      writeFileSync(join(open, 'other.txt'), invoiceText('beside the locked folder'))
      await seen('the open folder to be served', () =>
        events.some((e) => e.event === 'file' && e.name === 'other.txt')
      )

      chmodSync(locked, 0o755)
      await seen('the file behind the lock to be sent', () =>
        events.some((e) => e.event === 'file' && e.name === 'waiting.txt')
      )
      expect(health().map((e) => e.state)).toEqual(['unreachable', 'retrying', 'watching'])

      // Unreadable again while watched: a health problem again, its file never called gone.
      chmodSync(locked, 0o000)
      await seen('the folder to be unreachable again', () => health().length === 4)
      expect(health()[3]).toMatchObject({ state: 'unreachable', code: 'EACCES' })
      chmodSync(locked, 0o755)
      await seen('the folder to be watched again', () => health().at(-1)?.state === 'watching')
    } finally {
      chmodSync(locked, 0o755)
      child.kill('SIGINT')
    }
    expect(await exited).toBe(EXIT.ok)
    expect(events.filter((e) => e.event === 'file').map((e) => [e.name, e.state])).toEqual([
      ['other.txt', 'extracted'],
      ['waiting.txt', 'extracted']
    ])
    expect(events.at(-1)).toMatchObject({ event: 'summary', exit_code: EXIT.ok })
  }, 90_000)
})
