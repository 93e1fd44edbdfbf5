import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXIT } from '../../src/cli/exitCodes'
import { runCli } from '../../src/cli/run'
import { startSandbox } from '../../src/sandbox/index'
import { invoiceText } from '../main/support/invoiceText'
import { captureIo } from './capture'
import { skipBecause, systemTool } from '../support/systemTools'
import { waitFor } from '../support/waitFor'

const MAIN = resolve('src/cli/main.ts')
let dir: string
let sandbox: Awaited<ReturnType<typeof startSandbox>>
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-cli-state-'))
  sandbox = await startSandbox({ log: () => undefined, rateLimitPerMinute: 100_000 })
})
afterAll(async () => {
  await sandbox?.close()
  await rm(dir, { recursive: true, force: true })
})

function invoice(name: string): string {
  const path = join(dir, name)
  writeFileSync(path, invoiceText(name))
  chmodSync(path, 0o644)
  return path
}

const service = (): string[] => ['--base-url', sandbox.baseUrl]
/** The key travels in the environment, as the CLI asks (on the command line it draws a warning). */
const keyEnv = (): Record<string, string> => ({ DROPDOCK_API_KEY: sandbox.apiKey })

/**
 * Root writes through a folder's missing write bits, so a read-only folder means nothing to it.
 * Run as root, the CLI gets setpriv's empty capability sets instead: still uid 0, reading the
 * checkout wherever it lives (another user, like `nobody`, cannot enter a clone in /root or in a
 * 0700 folder), yet refused a folder whose write bits are gone, as any other user is.
 */
const isRoot = process.getuid?.() === 0
const SETPRIV = isRoot ? systemTool('setpriv') : null
const WITHOUT_CAPS = ['--inh-caps=-all', '--ambient-caps=-all', '--bounding-set=-all', '--']

/** The real entry point as another process; without root's capabilities when `unprivileged`. */
function runMain(args: string[], unprivileged = false) {
  const node = [process.execPath, '--import', 'tsx', MAIN, ...args]
  const cmd = unprivileged && SETPRIV ? [SETPRIV, ...WITHOUT_CAPS, ...node] : node
  const r = spawnSync(cmd[0], cmd.slice(1), {
    encoding: 'utf8',
    env: {
      ...process.env,
      DROPDOCK_BASE_URL: '',
      DROPDOCK_API_KEY: args.includes('--base-url') ? sandbox.apiKey : '',
      HOME: tmpdir()
    }
  })
  if (r.error) throw r.error
  return { code: r.status, stdout: r.stdout, stderr: r.stderr }
}

describe('the state folder', () => {
  describe('used by two processes', () => {
    let child: ChildProcess
    it('refuses a second run with the pid of the first (exit 7), and waits with --wait-lock', async () => {
      const state = join(dir, 'shared')
      const watched = join(dir, 'watched')
      mkdirSync(watched)
      child = spawn(
        process.execPath,
        ['--import', 'tsx', MAIN, 'watch', watched, '--json', '--state', state, ...service()],
        { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...keyEnv() } }
      )
      await new Promise<void>((ready) => {
        let out = ''
        child.stdout!.on('data', (c: Buffer) => {
          out += c.toString()
          if (out.includes('"folders"')) ready()
        })
      })
      const file = invoice('locked.txt')
      const second = captureIo(keyEnv())
      const code = await runCli(['upload', file, '--state', state, ...service()], second.io)
      expect(code).toBe(EXIT.locked)
      expect(second.stderr()).toBe(
        `Error: Another Dropdock (pid ${child.pid}) is using ${state}. ` +
          'Run again with --wait-lock to wait until it is done.\n'
      )

      const third = captureIo(keyEnv())
      const waiting = runCli(
        ['upload', file, '--json', '--wait-lock', '--state', state, ...service()],
        third.io
      )
      const waitingLine = await waitFor(
        () => third.events().find((e) => e.waiting_for_pid),
        'the upload to say it waits for the lock',
        10_000
      )
      expect(waitingLine.waiting_for_pid).toBe(child.pid)
      const exited = new Promise((r) => child.on('exit', r))
      child.kill('SIGINT')
      await exited
      expect(await waiting).toBe(EXIT.ok)
      expect(third.events().find((e) => e.event === 'file')?.state).toBe('extracted')
    }, 60_000)

    it('takes over a lock left by a process that is gone', async () => {
      const state = join(dir, 'stale')
      mkdirSync(state)
      const gone = spawnSync(
        process.execPath,
        ['-e', 'process.stdout.write(String(process.pid))'],
        {
          encoding: 'utf8'
        }
      )
      const pid = Number(gone.stdout)
      writeFileSync(
        join(state, 'dropdock.lock'),
        JSON.stringify({ pid, host: hostname(), since: new Date().toISOString() })
      )
      const c = captureIo(keyEnv())
      const code = await runCli(
        ['upload', invoice('stale.txt'), '--json', '--state', state, ...service()],
        c.io
      )
      expect(code).toBe(EXIT.ok)
    }, 30_000)

    for (const [what, text] of [
      ['empty', ''],
      ['cut short', '{"pid":'],
      ['not a lock at all', 'GIF89a'],
      ['for pid 0', '{"pid":0,"host":"x"}']
    ]) {
      it(`takes over a lock file that is ${what}, saying so`, async () => {
        const state = join(dir, `unreadable-${what.replace(/\W+/g, '-')}`)
        mkdirSync(state)
        writeFileSync(join(state, 'dropdock.lock'), text)
        const c = captureIo(keyEnv())
        const code = await runCli(
          [
            'upload',
            invoice(`unreadable-${what.length}.txt`),
            '--json',
            '--state',
            state,
            ...service()
          ],
          c.io
        )
        expect(code).toBe(EXIT.ok)
        expect(c.events().find((e) => e.event === 'note')?.message).toMatch(
          /^Took over the lock of .*: its lock file was unreadable/
        )
      }, 30_000)
    }

    it('takes over a lock whose pid now belongs to another program, saying so', async () => {
      const state = join(dir, 'reused')
      mkdirSync(state)
      // Written an hour ago by a Dropdock since gone; its pid went to a program started later.
      const since = new Date(Date.now() - 3_600_000).toISOString()
      const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
        stdio: 'ignore'
      })
      try {
        writeFileSync(
          join(state, 'dropdock.lock'),
          JSON.stringify({ pid: other.pid, host: hostname(), since })
        )
        const c = captureIo(keyEnv())
        const code = await runCli(
          ['upload', invoice('reused.txt'), '--json', '--state', state, ...service()],
          c.io
        )
        expect(code).toBe(EXIT.ok)
        expect(c.events().find((e) => e.event === 'note')?.message).toBe(
          `Took over the lock of ${state} from pid ${other.pid}: its pid now belongs to another program.`
        )
      } finally {
        other.kill()
      }
    }, 30_000)
  })

  describe('that cannot be written', () => {
    it('says so in one line with exit 6 when its write bits are gone, and status still reads it', async (ctx) => {
      if (isRoot && !SETPRIV)
        skipBecause(ctx, 'running as root, and no setpriv (util-linux) to drop the capabilities')
      const state = join(dir, 'readonly')
      const file = invoice('readonly.txt')
      // Written once by its owner, so there is something for status to show.
      const first = captureIo(keyEnv())
      expect(
        await runCli(['upload', file, '--json', '--state', state, ...service()], first.io)
      ).toBe(EXIT.ok)
      chmodSync(state, 0o555)
      try {
        const r = runMain(['upload', file, '--state', state, ...service()], true)
        expect(r.stderr).toBe(
          `Error: Dropdock is not allowed to write its data in ${state} (permission denied).\n`
        )
        expect(r.code).toBe(EXIT.storage)
        const s = runMain(['status', '--json', '--state', state], true)
        expect(s.stderr).toBe('')
        const lines = s.stdout
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as { event: string; name?: string; state?: string })
        expect(lines.filter((l) => l.event === 'file').map((l) => [l.name, l.state])).toEqual([
          ['readonly.txt', 'extracted']
        ])
        expect(s.code).toBe(EXIT.ok)
      } finally {
        chmodSync(state, 0o755)
      }
    }, 60_000)

    it('says the state path is a file, with exit 6 and no stack trace', () => {
      const state = join(dir, 'not-a-folder')
      writeFileSync(state, 'x')
      const r = runMain(['upload', invoice('file-state.txt'), '--state', state, ...service()])
      expect(r.stderr).toBe(
        `Error: ${state} is a file, not a folder Dropdock can keep its data in.\n`
      )
      expect(r.code).toBe(EXIT.storage)
      const s = runMain(['status', '--state', state])
      expect(s.stderr).toBe(`Error: ${state} is a file, not a folder Dropdock keeps its data in.\n`)
      expect(s.code).toBe(EXIT.storage)
    }, 60_000)
  })
})
