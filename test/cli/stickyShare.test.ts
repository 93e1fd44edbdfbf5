import { execFile } from 'node:child_process'
import { chmodSync, chownSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/sandbox/index'
import { invoiceText } from '../main/support/invoiceText'
import { skipBecause, systemTool } from '../support/systemTools'

/**
 * A shared scan folder with the sticky bit (1777), the scans owned by the scanner's account:
 * the clerk's Dropdock may read and link them but not remove them. Root removes anything, so
 * the CLI runs as root without its capabilities (setpriv), refused like any other user.
 */
const MAIN = resolve('src/cli/main.ts')
const isRoot = process.getuid?.() === 0
const SETPRIV = isRoot ? systemTool('setpriv') : null
const WITHOUT_CAPS = ['--inh-caps=-all', '--ambient-caps=-all', '--bounding-set=-all', '--']
const SCANNER_UID = 65534
const run = promisify(execFile)

let dir: string
let sandbox: Awaited<ReturnType<typeof startSandbox>>
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-cli-sticky-'))
  sandbox = await startSandbox({ log: () => undefined, rateLimitPerMinute: 100_000 })
})
afterAll(async () => {
  await sandbox?.close()
  await rm(dir, { recursive: true, force: true })
})

interface Event {
  event: string
  name?: string
  state?: string
  warning?: { kind: string; folder: string; code: string; cause: string; reason: string }
}

describe('watch --after move on a shared sticky folder', () => {
  it('sends the scan, says once that it could not be moved, and leaves it in place', async (ctx) => {
    if (!isRoot) skipBecause(ctx, 'not root: no scan of another user can be made')
    if (!SETPRIV) skipBecause(ctx, 'no setpriv (util-linux) to drop root’s capabilities')
    const share = join(dir, 'share')
    mkdirSync(share)
    chownSync(share, SCANNER_UID, SCANNER_UID)
    chmodSync(share, 0o1777)
    const scan = join(share, 'inv.txt')
    writeFileSync(scan, invoiceText('scanned by the copier'))
    chownSync(scan, SCANNER_UID, SCANNER_UID)
    // Writable by all, as copiers leave them: the link into Done/ works, the removal does not.
    chmodSync(scan, 0o666)

    const args = ['watch', share, '--after', 'move', '--until-idle', '--quiet-ms', '200']
    const cli = [process.execPath, '--import', 'tsx', MAIN, ...args, '--json']
    const { stdout } = await run(
      SETPRIV!,
      [...WITHOUT_CAPS, ...cli, '--state', join(dir, 'state')],
      {
        env: {
          ...process.env,
          DROPDOCK_BASE_URL: sandbox.baseUrl,
          DROPDOCK_API_KEY: sandbox.apiKey
        },
        timeout: 60_000
      }
    ).catch((err: { stdout?: string; stderr?: string; code?: number }) => {
      // An exit other than 0 still prints its events; they are what is checked.
      if (typeof err.stdout !== 'string') throw err
      return { stdout: err.stdout }
    })
    const events = stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Event)
    // Sent and extracted: the outcome stands.
    expect(events.filter((e) => e.event === 'file')).toMatchObject([
      { name: 'inv.txt', state: 'extracted' }
    ])
    // One warning, in the folder's own words, said once.
    const warnings = events.filter((e) => e.event === 'warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0].warning).toMatchObject({
      kind: 'not_moved',
      folder: 'Done',
      code: 'EPERM',
      cause: 'no_permission'
    })
    // The scan where it was, once: no second name in Done/, no "inv (1).txt" … "(9999)".
    expect(readdirSync(share).sort()).toEqual(['Done', 'inv.txt'])
    expect(readdirSync(join(share, 'Done'))).toEqual([])
    expect(readFileSync(scan, 'utf8')).toBe(invoiceText('scanned by the copier'))
  }, 90_000)
})
