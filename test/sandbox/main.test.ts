import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SEEDED_KEYS } from '../../src/sandbox/accounts'
import { parseCli } from '../../src/sandbox/cliArgs'
import { waitFor } from '../support/waitFor'

describe('sandbox/cliArgs', () => {
  describe('parseCli()', () => {
    it('reads every flag, --api-key repeatable', () => {
      expect(
        parseCli([
          '--port',
          '0',
          '--data-dir',
          '/tmp/x',
          '--api-key',
          'k1',
          '--api-key',
          'k2',
          '--delay-ms',
          '250',
          '--fault-rate',
          '0.2',
          '--allow-http-webhooks'
        ])
      ).toMatchObject({
        port: 0,
        dataDir: '/tmp/x',
        apiKeys: ['k1', 'k2'],
        delayMs: 250,
        faultRate: 0.2,
        allowHttpWebhooks: true
      })
    })

    it('refuses out-of-range values with the flag named', () => {
      expect(() => parseCli(['--fault-rate', '2'])).toThrow(/--fault-rate/)
      expect(() => parseCli(['--port', 'abc'])).toThrow(/--port/)
      expect(() => parseCli(['--bogus'])).toThrow()
      expect(() => parseCli(['--rate-limit-per-minute', '0'])).toThrow(/--rate-limit-per-minute/)
      expect(parseCli(['--fault-stall-ms', '500', '--webhook-retry-base-ms', '10'])).toMatchObject({
        faultStallMs: 500,
        webhookRetryBaseMs: 10
      })
    })
  })
})

describe('sandbox/main', () => {
  it('prints one ready line and serves with the given key', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sbx-cli-'))
    const tsx = resolve('node_modules/.bin/tsx')
    const child = spawn(
      tsx,
      ['src/sandbox/main.ts', '--port', '0', '--data-dir', dataDir, '--api-key', 'sbx_custom_key'],
      {
        stdio: ['ignore', 'pipe', 'pipe']
      }
    )
    try {
      const line = await new Promise<string>((res, rej) => {
        let out = ''
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString()
          if (out.includes('\n')) res(out)
        })
        child.on('exit', (code) => rej(new Error(`exited ${code}`)))
      })
      const m = /^sandbox ready base_url=(\S+\/v2) app_url=(\S+) api_key=sbx_custom_key\n$/.exec(
        line
      )
      expect(m).not.toBeNull()
      const res = await fetch(`${m![1]}/documents/types`, {
        headers: { Authorization: 'Token sbx_custom_key' }
      })
      expect(res.status).toBe(200)
    } finally {
      child.kill('SIGTERM')
    }
  })
})

/** Resolves with the ready line's base URL, or rejects when the child exits first. */
function ready(child: ChildProcess): Promise<string> {
  return new Promise<string>((res, rej) => {
    let out = ''
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString()
      const m = /base_url=(\S+)/.exec(out)
      if (m && out.includes('\n')) res(m[1])
    })
    child.on('exit', (code) => rej(new Error(`exited ${code} before it was ready`)))
  })
}

/**
 * Resolves with the exit code once the child has exited and every process holding its
 * output pipes (the server under a tsx or sh parent) has closed them, so all output is read.
 */
const closed = (child: ChildProcess): Promise<number | null> =>
  new Promise((res) => child.once('close', (code) => res(code)))

/** Waits until nothing accepts connections at `url` any more; fails naming it after 30 s. */
async function portClosed(url: string): Promise<void> {
  await waitFor(
    () =>
      fetch(url).then(
        () => false,
        () => true
      ),
    `nothing to listen at ${url} any more`,
    30_000
  )
}

describe('sandbox/main --help', () => {
  it('lists every flag and every seeded key with what it may do, and starts nothing', () => {
    const run = spawnSync(resolve('node_modules/.bin/tsx'), ['src/sandbox/main.ts', '--help'], {
      encoding: 'utf8',
      timeout: 60_000
    })
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/^Usage: npm run sandbox/)
    expect(run.stdout).not.toContain('base_url=http')
    for (const k of SEEDED_KEYS) expect(run.stdout).toContain(`${k.key.padEnd(26)}${k.allows}`)
    const flags = [...run.stdout.matchAll(/^\s+(--[a-z-]+)( [A-Z]+)?/gm)]
    expect(flags.length).toBeGreaterThanOrEqual(11)
    const sample: Record<string, string> = {
      '--port': '0',
      '--host': '127.0.0.1',
      '--data-dir': '/tmp/x',
      '--api-key': 'k',
      '--fault-rate': '0.5'
    }
    for (const [, flag, value] of flags) {
      if (flag === '--help') continue
      // Each flag the help names is one the sandbox takes (with a value where it says so).
      const argv = value ? [flag, sample[flag] ?? '5'] : [flag]
      expect(() => parseCli(argv), flag).not.toThrow()
    }
  })
})

describe('sandbox/main stopping', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`says it is stopping and closes its port on ${signal}, as npm run sandbox runs it`, async () => {
      // The npm script is `node --import tsx src/sandbox/main.ts`: one process, which gets
      // the signal itself.
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/sandbox/main.ts', '--port', '0'],
        {
          stdio: ['ignore', 'pipe', 'pipe']
        }
      )
      const stderr: string[] = []
      child.stderr.on('data', (c: Buffer) => stderr.push(c.toString()))
      try {
        const base = await ready(child)
        expect((await fetch(`${base}/documents/types`)).status).toBe(401)
        child.kill(signal)
        expect(await closed(child)).toBe(0)
        await portClosed(`${base}/documents/types`)
        expect(stderr.join('')).toContain('standalone sandbox for tests and demos')
        expect(stderr.join('')).toContain(`sandbox: stopping (${signal})`)
      } finally {
        child.kill('SIGKILL')
      }
    }, 60_000)

    it(`leaves no server on the port after ${signal} to a tsx process that runs it`, async () => {
      // The tsx CLI passes the signal on and SIGKILLs its child when the child has not
      // confirmed within 30 ms (a busy machine), so the stopping line is not promised here;
      // a free port is.
      const child = spawn(
        resolve('node_modules/.bin/tsx'),
        ['src/sandbox/main.ts', '--port', '0'],
        {
          stdio: ['ignore', 'pipe', 'pipe']
        }
      )
      try {
        const base = await ready(child)
        expect((await fetch(`${base}/documents/types`)).status).toBe(401)
        child.kill(signal)
        await closed(child)
        await portClosed(`${base}/documents/types`)
      } finally {
        child.kill('SIGKILL')
      }
    }, 60_000)
  }

  it('stops when the shell npm started it from is killed (no orphan on the port)', async () => {
    // npm runs the script as `sh -c "…"` and forwards TERM to that shell only, which dies
    // without passing it on: the server notices its parent changed.
    const shell = spawn(
      'sh',
      ['-c', `"${process.execPath}" --import tsx src/sandbox/main.ts --port 0`],
      { stdio: ['ignore', 'pipe', 'pipe'] }
    )
    const stderr: string[] = []
    shell.stderr.on('data', (c: Buffer) => stderr.push(c.toString()))
    const base = await ready(shell)
    shell.kill('SIGTERM')
    await closed(shell)
    await portClosed(`${base}/documents/types`)
    expect(stderr.join('')).toContain('stopping (the process that started it has exited)')
  }, 60_000)
})
