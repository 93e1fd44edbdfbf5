/**
 * The CLI keeps the API key and its state to the clerk: no key over plain http to another
 * machine, a warning for a key on the command line (readable by every user in /proc), a key
 * file only when it is private, and a state folder whose files only the clerk can read.
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_KEY_ARGUMENT_WARNING } from '../../src/cli/apiKeySource'
import { parseCliArgs } from '../../src/cli/args'
import { EXIT } from '../../src/cli/exitCodes'
import { runCli } from '../../src/cli/run'
import { invoiceText } from '../main/support/invoiceText'
import { captureIo } from './capture'

const posix = process.platform !== 'win32'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dropdock-cli-keys-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function keyFile(name: string, mode: number, text = 'sk_live_from_file\n'): string {
  const path = join(dir, name)
  writeFileSync(path, text)
  chmodSync(path, mode)
  return path
}

/** Every folder and file below `root`, with its permission bits. */
function modes(root: string): { path: string; dir: boolean; mode: number }[] {
  const out: { path: string; dir: boolean; mode: number }[] = []
  const walk = (p: string): void => {
    const st = statSync(p)
    out.push({ path: p, dir: st.isDirectory(), mode: st.mode & 0o777 })
    if (st.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name))
  }
  walk(root)
  return out
}

describe('CLI credentials and state', () => {
  it('refuses a plain-http service on another machine (exit 2), without sending the key', async () => {
    const c = captureIo()
    const state = join(dir, 'http-state')
    const code = await runCli(
      [
        'infer',
        'MSCU6639870',
        '--state',
        state,
        '--base-url',
        'http://docs.example.com/v2',
        '--api-key',
        'sk_live_secret_1'
      ],
      c.io
    )
    expect(code).toBe(EXIT.usage)
    expect(c.stderr()).toMatch(/service address .* is refused: use an https:\/\/ address/)
    expect(c.stderr()).not.toContain('sk_live_secret_1')
    // http stays fine on this machine (the sandbox, local tests).
    const local = parseCliArgs(['status', '--base-url', 'http://127.0.0.1:4010/v2'], {
      DROPDOCK_API_KEY: 'k'
    })
    expect(local.ok).toBe(true)
  })

  it('warns that a key on the command line can be read by other users', async () => {
    const c = captureIo()
    const code = await runCli(
      [
        'status',
        '--state',
        join(dir, 'none'),
        '--base-url',
        'https://api.example.com/v2',
        '--api-key',
        'sk_live_secret_2'
      ],
      c.io
    )
    expect(code).toBe(EXIT.ok)
    expect(c.stderr()).toContain(API_KEY_ARGUMENT_WARNING)
    expect(API_KEY_ARGUMENT_WARNING).toMatch(/DROPDOCK_API_KEY .*--api-key-file/)
    const quiet = captureIo()
    await runCli(
      ['status', '--state', join(dir, 'none'), '--base-url', 'https://api.example.com/v2'],
      { ...quiet.io, env: { DROPDOCK_API_KEY: 'sk_live_secret_2' } }
    )
    expect(quiet.stderr()).not.toContain('Warning')
  })

  it.runIf(posix)(
    'takes the key from a private --api-key-file, refuses one others can read',
    async () => {
      const base = ['status', '--base-url', 'https://api.example.com/v2']
      const good = parseCliArgs([...base, '--api-key-file', keyFile('key-600', 0o600)])
      expect(good.ok && good.args.service?.apiKey).toBe('sk_live_from_file')
      expect(good.ok && good.args.warnings).toBeFalsy()

      const open = keyFile('key-644', 0o644)
      const c = captureIo()
      expect(await runCli([...base, '--api-key-file', open], c.io)).toBe(EXIT.usage)
      expect(c.stderr()).toContain(
        `--api-key-file ${open} can be read by other users (mode 0644); make it private first: chmod 600 ${open}.`
      )
      expect(c.stderr()).not.toContain('sk_live_from_file')
    }
  )

  it.runIf(posix)(
    'keeps the state folder 0700 and its files 0600 (ledger, journal, lock, sandbox copies)',
    async () => {
      const state = join(dir, 'private-state')
      const file = join(dir, 'invoice.txt')
      writeFileSync(file, invoiceText('invoice.txt'))
      const c = captureIo({ DROPDOCK_BASE_URL: '', DROPDOCK_API_KEY: '' })
      const code = await runCli(['upload', file, '--state', state, '--json'], c.io)
      expect(code).toBe(EXIT.ok)
      const entries = modes(state)
      expect(entries.filter((e) => !e.dir).length).toBeGreaterThan(3)
      expect(entries.some((e) => e.path.includes(`${join('sandbox', 'blobs')}`) && !e.dir)).toBe(
        true
      )
      const open = entries.filter((e) => (e.mode & 0o077) !== 0)
      expect(open.map((e) => `${e.path} ${e.mode.toString(8)}`)).toEqual([])
    }
  )
})
