import { mkdir, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import pkg from '../../package.json'
import { EXIT } from '../../src/cli/exitCodes'
import { runCli } from '../../src/cli/run'
import { invoiceText } from '../main/support/invoiceText'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const run = useSandboxRun('contract', { fixtures: true })

/**
 * Runs the CLI with any `--api-key KEY` moved into DROPDOCK_API_KEY, as the CLI advises, so that
 * stderr holds only what each case is about (the flag's own warning: credentials.test.ts).
 */
async function cli(argv: string[]) {
  const at = argv.indexOf('--api-key')
  const env = at < 0 ? {} : { DROPDOCK_API_KEY: argv[at + 1] }
  const c = captureIo(env)
  const code = await runCli(
    argv.filter((_, i) => at < 0 || (i !== at && i !== at + 1)),
    c.io
  )
  return { code, stdout: c.stdout(), stderr: c.stderr(), events: () => c.events() }
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as { port: number }
  await new Promise((r) => server.close(r))
  return port
}

describe('the command line contract', () => {
  describe('usage mistakes', () => {
    it.each([
      [['infer', 'MSCU6639870', '--base-url', 'notaurl', '--api-key', 'k'], 'is not a service'],
      [
        ['infer', 'MSCU6639870', '--base-url', 'https://api.example.com/', '--api-key', 'k'],
        'does not end in the API version /v2'
      ],
      [
        ['infer', 'MSCU6639870', '--base-url', 'http://api.example.com/v2', '--api-key', 'k'],
        'use an https:// address'
      ],
      [['infer', ''], 'an empty one ("") was given'],
      [['track', '  '], 'an empty one ("") was given'],
      [['status', '--state='], '--state needs a folder.']
    ])('%j exits 2 with kind usage, saying what is wrong', async (argv, says) => {
      const json = await cli([...argv, '--json'])
      expect(json.code).toBe(EXIT.usage)
      expect(json.events()).toEqual([
        { event: 'error', kind: 'usage', message: expect.stringContaining(says) as string }
      ])
      const words = await cli(argv)
      expect(words.code).toBe(EXIT.usage)
      expect(words.stdout).toBe('')
      expect(words.stderr).toMatch(new RegExp(`^Error: .*${says.replace(/[().]/g, '\\$&')}.*\n$`))
    })
  })

  it('calls a state folder in use "locked" and names --wait-lock', async () => {
    const state = run.stateDir()
    await mkdir(state, { recursive: true })
    // Held from another machine: never taken over as stale.
    const owner = { pid: 4242, host: 'scan-station-7', since: new Date().toISOString() }
    await writeFile(join(state, 'dropdock.lock'), JSON.stringify(owner))
    const json = await cli(['upload', 'x.pdf', '--state', state, '--json', ...run.service()])
    expect(json.code).toBe(EXIT.locked)
    expect(json.events()[0]).toEqual({
      event: 'error',
      kind: 'locked',
      message: expect.stringContaining('--wait-lock') as string
    })
    const words = await cli(['upload', 'x.pdf', '--state', state, ...run.service()])
    expect(words.stderr.split('\n')[0]).toBe(
      `Error: Another Dropdock (pid 4242 on scan-station-7) is using ${state}. ` +
        'Run again with --wait-lock to wait until it is done.'
    )
  })

  it("--version prints package.json's version", async () => {
    const r = await cli(['--version'])
    expect(r).toMatchObject({ code: 0, stdout: `${pkg.version}\n`, stderr: '' })
  })

  it('says in one line on stderr that --app-url is ignored without --base-url', async () => {
    const state = run.stateDir()
    const r = await cli(['status', '--app-url', 'https://app.example.com', '--state', state])
    expect(r.code).toBe(0)
    expect(r.stderr).toBe(
      '--app-url (or DROPDOCK_APP_URL) is ignored without --base-url: the embedded sandbox has no web app to link to.\n'
    )
    const withService = await cli([
      'status',
      '--app-url',
      'https://app.example.com',
      '--state',
      state,
      ...run.service()
    ])
    expect(withService.stderr).toBe('')
  })

  it('status speaks in the words upload uses, never raw states', async () => {
    const state = run.stateDir()
    const { invoicePdf, poMemoTxt } = run.fixtures
    const upload = await cli(['upload', invoicePdf, poMemoTxt, '--state', state, ...run.service()])
    expect(upload.code).toBe(1)
    const status = await cli(['status', '--state', state])
    expect(status.stdout).not.toMatch(/extraction_failed/)
    const lines = status.stdout.trim().split('\n')
    // Each line is the short id of the document, then the line upload printed.
    const memo = upload.stdout.split('\n').find((l) => l.includes('memo-PO-9921'))!
    expect(memo).toMatch(/^FAIL memo-PO-9921\.txt: extraction failed: /)
    const json = await cli(['status', '--state', state, '--json'])
    const doc = json.events().find((e) => e.name === 'memo-PO-9921.txt')!.document_id as string
    expect(lines).toContain(`${doc.slice(0, 8)}  ${memo}`)
    expect(lines.at(-1)).toBe('2 files: 1 extracted, 1 extraction failed.')
  })

  it('watch -r names each file by its path inside the watched folder', async () => {
    const inbox = join(run.dir, 'nested')
    await mkdir(join(inbox, 'a'), { recursive: true })
    await mkdir(join(inbox, 'b'), { recursive: true })
    for (const at of ['a/doc.txt', 'b/doc.txt', 'doc.txt'])
      await writeFile(join(inbox, at), invoiceText(`nested ${at}`))
    const r = await cli([
      'watch',
      '-r',
      inbox,
      '--until-idle',
      '--quiet-ms',
      '0',
      '--state',
      run.stateDir(),
      ...run.service()
    ])
    expect(r.code).toBe(0)
    const names = r.stdout
      .split('\n')
      .filter((l) => l.startsWith('ok '))
      .map((l) => /^ok {3}(.+?): /.exec(l)?.[1])
    expect(names.sort()).toEqual([join('a', 'doc.txt'), join('b', 'doc.txt'), 'doc.txt'])
  })

  it('says a network error on one line', async () => {
    const base = `http://127.0.0.1:${await closedPort()}/v2`
    const r = await cli(['infer', 'MSCU6639870', '--base-url', base, '--api-key', 'k'])
    expect(r.code).toBe(EXIT.unreachable)
    expect(r.stderr).toMatch(/^Error: Could not reach the service at .*\.\n$/)
  })

  describe('track of an invalid container number', () => {
    it('says the number is invalid, not that a carrier is missing', async () => {
      const r = await cli(['track', 'MSCU6639871', '--state', run.stateDir(), ...run.service()])
      expect(r.code).toBe(1)
      expect(r.stdout).not.toContain('--scac')
      expect(r.stdout.trim().split('\n').at(-1)).toBe(
        'Not tracked: MSCU6639871 is not a valid container number (Invalid check digit).'
      )
      const json = await cli([
        'track',
        'MSCU6639871',
        '--json',
        '--state',
        run.stateDir(),
        ...run.service()
      ])
      expect(json.events()[0]).toMatchObject({
        event: 'invalid_number',
        validation: { is_valid: false, check_digit_passed: false }
      })
    })

    it('is refused by the sandbox even with the carrier and type given', async () => {
      const r = await cli([
        'track',
        'MSCU6639871',
        '--scac',
        'MSCU',
        '--type',
        'container',
        '--state',
        run.stateDir(),
        ...run.service()
      ])
      expect(r.code).toBe(1)
      expect(r.stdout).toBe(
        'Not tracked: MSCU6639871 (container, MSCU): the service refused it (invalid number).\n'
      )
    })
  })
})
