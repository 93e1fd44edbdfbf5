import { spawn } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServiceClient } from '../../src/engine/client/serviceClient'
import { installationKey, startEmbeddedSandbox } from '../../src/sandbox/index'
import { generateFixtures, type Fixtures } from '../fixtures/generate'
import pkg from '../../package.json'

/** The `dropdock` command itself: it runs in the caller's folder, as typed there. */
const BIN = resolve(pkg.bin.dropdock)

let dir: string
let fixtures: Fixtures
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-cli-own-'))
  fixtures = await generateFixtures(join(dir, 'fixtures'))
})
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

/**
 * Runs `dropdock` in `cwd`. A run that has not ended after `guardMs` gets Ctrl+C (SIGINT), so
 * that a watch that never settles still prints what it sent and ends the test with a diff.
 */
function dropdock(
  args: string[],
  cwd: string,
  guardMs = 45_000
): Promise<{ code: number | null; stdout: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd,
      env: { ...process.env, DROPDOCK_BASE_URL: '', DROPDOCK_API_KEY: '', DROPDOCK_STATE: '' }
    })
    const guard = setTimeout(() => child.kill('SIGINT'), guardMs)
    let stdout = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
    child.on('close', (code) => {
      clearTimeout(guard)
      done({ code, stdout })
    })
  })
}

/** Every file under `root`, as paths relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
}

describe('a state folder inside a watched folder', { timeout: 90_000 }, () => {
  it('is never sent: not its lock, ledger, sandbox key or sandbox data', async () => {
    const inbox = join(dir, 'inbox')
    const state = join(inbox, 'state')
    await mkdir(join(inbox, 'a'), { recursive: true })
    // A first run fills the state folder: ledger, lock, sandbox key, the sandbox's stored PDF.
    const first = await dropdock(['upload', fixtures.packingListPdf, '--state', './state'], inbox)
    expect(first.code).toBe(0)
    await copyFile(fixtures.invoicePdf, join(inbox, basename(fixtures.invoicePdf)))
    await copyFile(fixtures.billOfLadingPdf, join(inbox, 'a', basename(fixtures.billOfLadingPdf)))
    const own = (await filesUnder(state)).map((f) => `state/${f}`)
    expect(own).toEqual(expect.arrayContaining(['state/sandbox-key.json']))
    expect(own.some((f) => f.startsWith('state/ledger'))).toBe(true)
    expect(own.some((f) => f.startsWith('state/sandbox/'))).toBe(true)

    const run = await dropdock(
      ['watch', '-r', '.', '--state', './state', '--until-idle', '--quiet-ms', '0', '--json'],
      inbox
    )
    const events = run.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { event: string; path?: string; state?: string })
    const sent = events.filter((e) => e.event === 'file').map((e) => e.path)
    expect(sent.sort()).toEqual(
      [
        join(inbox, basename(fixtures.invoicePdf)),
        join(inbox, 'a', basename(fixtures.billOfLadingPdf))
      ].sort()
    )
    expect(events.at(-1)).toMatchObject({ event: 'summary', total: 2, exit_code: 0 })
    expect(run.code).toBe(0)

    // What the sandbox holds: the three documents, nothing of the state folder.
    const sandbox = await startEmbeddedSandbox({
      dataDir: join(state, 'sandbox'),
      apiKey: installationKey(join(state, 'sandbox-key.json')),
      log: () => undefined
    })
    try {
      const client = createServiceClient({ baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey })
      const docs = await client.listDocuments({ size: 100 })
      expect(docs.data.map((d) => d.attributes.file_name).sort()).toEqual(
        [fixtures.billOfLadingPdf, fixtures.invoicePdf, fixtures.packingListPdf]
          .map((p) => basename(p))
          .sort()
      )
    } finally {
      await sandbox.close()
    }
  })
})
