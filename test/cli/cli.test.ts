import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { invoiceText } from '../main/support/invoiceText'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const run = useSandboxRun('main', { fixtures: true })

/** A loopback port nothing listens on (bound, then released). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  await new Promise((r) => server.close(r))
  return port
}

const { stateDir, service } = run

describe('cli', () => {
  describe('runCli() help and usage', () => {
    it('prints the usage with exit 0', async () => {
      const c = captureIo()
      expect(await runCli(['--help'], c.io)).toBe(0)
      expect(c.stdout()).toContain('upload FILE…')
      expect(c.stdout()).toContain('Exit codes:')
    })

    it('refuses a bad command line with exit 2 and the reason', async () => {
      const c = captureIo()
      expect(await runCli(['upload'], c.io)).toBe(2)
      expect(c.stderr()).toBe('Error: upload takes one or more files. Run with --help for usage.\n')
    })
  })

  describe('runCli() upload', () => {
    it('follows the fixture invoice PDF to extracted and links it (embedded sandbox)', async () => {
      const c = captureIo()
      const state = stateDir()
      expect(
        await runCli(['upload', run.fixtures.invoicePdf, '--state', state, '--json'], c.io)
      ).toBe(0)
      const events = c.events()
      expect(events[0]).toMatchObject({ event: 'note', embedded: true })
      const file = events.find((e) => e.event === 'file')
      expect(file).toMatchObject({
        name: 'invoice-INV-2026-0415.pdf',
        state: 'extracted',
        document_type: 'commercial_invoice',
        shipment_numbers: ['MAEU241234567'],
        container_numbers: expect.arrayContaining(['MSKU1234565'])
      })
      expect(events.at(-1)).toEqual({
        event: 'summary',
        total: 1,
        by_state: { extracted: 1 },
        refused: {},
        exit_code: 0
      })
      // Events are throttled (latest state per item and 100 ms), so only some states show up.
      const firstState = events.findIndex((e) => e.event === 'state')
      expect(firstState).toBeGreaterThan(0)
      expect(firstState).toBeLessThan(events.findIndex((e) => e.event === 'file'))
      expect(await readdir(join(state, 'sandbox'))).not.toHaveLength(0)
    })

    it('counts a duplicate as a good outcome and names the first document', async () => {
      const a = join(run.dir, 'dup-a.txt')
      const b = join(run.dir, 'dup-b.txt')
      await writeFile(a, invoiceText('duplicate test'))
      await copyFile(a, b)
      const first = captureIo()
      expect(await runCli(['upload', a, '--state', stateDir(), ...service()], first.io)).toBe(0)
      expect(first.stdout()).toMatch(
        /^ok {3}dup-a\.txt: extracted \(commercial invoice; shipment MAEU241234567/m
      )
      const c = captureIo()
      const code = await runCli(['upload', b, '--state', stateDir(), ...service()], c.io)
      expect(c.stdout()).toMatch(/^ok {3}dup-b\.txt: duplicate of "dup-a\.txt" \([0-9a-f-]{36}\)$/m)
      expect(code).toBe(0)
    })

    it('says why the service could not extract a scan, in its own words', async () => {
      const c = captureIo()
      const code = await runCli(['upload', run.fixtures.scanPdf, '--state', stateDir()], c.io)
      expect(code).toBe(1)
      expect(c.stdout()).toContain(
        'FAIL scan-no-text.pdf: extraction failed: The service could not extract data from this document: The file has no readable text.'
      )
    })

    it('does not send a zip, and says why', async () => {
      const zip = join(run.dir, 'hello.docx')
      await writeFile(zip, Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('hello')]))
      const c = captureIo()
      expect(await runCli(['upload', zip, '--state', stateDir()], c.io)).toBe(1)
      expect(c.stdout()).toContain(
        'FAIL hello.docx: failed: "hello.docx" is a ZIP archive (Office files such as .docx and .xlsx are ZIP archives too), which the service cannot read: send it as a PDF, an image or a text file.'
      )
    })

    it('exits 5 and names a missing file, still sending the others', async () => {
      const good = join(run.dir, 'present.txt')
      await writeFile(good, invoiceText('present'))
      const c = captureIo()
      const code = await runCli(
        [
          'upload',
          good,
          join(run.dir, 'absent.pdf'),
          '--state',
          stateDir(),
          ...service(),
          '--json'
        ],
        c.io
      )
      expect(code).toBe(5)
      const files = c.events().filter((e) => e.event === 'file')
      expect(files.find((f) => f.state === 'missing')).toMatchObject({
        error: { message: '"absent.pdf" does not exist.' }
      })
      expect(files.find((f) => f.name === 'present.txt')?.state).toMatch(
        /extracted|extraction_failed|duplicate/
      )
    })

    it('refuses a folder given as a file with exit 1 and a hint', async () => {
      const c = captureIo()
      const code = await runCli(
        ['upload', run.dir, '--state', stateDir(), ...service(), '--json'],
        c.io
      )
      expect(code).toBe(1)
      expect(c.events().find((e) => e.event === 'file')).toMatchObject({
        state: 'rejected',
        error: { message: expect.stringContaining('is a folder') }
      })
      expect(c.events().at(-1)).toEqual({
        event: 'summary',
        total: 1,
        by_state: {},
        refused: { rejected: 1 },
        exit_code: 1
      })
    })

    it('exits 3 on a wrong key without printing it', async () => {
      const c = captureIo()
      const code = await runCli(
        [
          'upload',
          run.fixtures.invoiceTxt,
          '--state',
          stateDir(),
          '--base-url',
          run.sandbox.baseUrl,
          '--api-key',
          'sbx_wrong_key_31337'
        ],
        c.io
      )
      expect(code).toBe(3)
      expect(c.stderr()).toContain(
        'The service refused the API key (401). Check the API key you configured.'
      )
      expect(c.stdout() + c.stderr()).not.toContain('sbx_wrong_key_31337')
    })

    it('exits 4 when the service cannot be reached, taking it from the environment', async () => {
      const port = await freePort()
      const c = captureIo({
        DROPDOCK_BASE_URL: `http://127.0.0.1:${port}/v2`,
        DROPDOCK_API_KEY: 'k'
      })
      const code = await runCli(['upload', run.fixtures.invoiceTxt, '--state', stateDir()], c.io)
      expect(code).toBe(4)
      expect(c.stderr()).toContain(
        `Could not reach the service at http://127.0.0.1:${port}: connection refused.`
      )
    })
  })

  describe('runCli() status', () => {
    it('lists what an earlier upload left in the state folder', async () => {
      const state = stateDir()
      const file = join(run.dir, 'for-status.txt')
      await writeFile(file, invoiceText('for status'))
      await runCli(['upload', file, '--state', state, ...service()], captureIo().io)
      const c = captureIo()
      await runCli(['status', '--state', state, '--json'], c.io)
      const events = c.events()
      expect(events.filter((e) => e.event === 'file').map((e) => e.name)).toEqual([
        'for-status.txt'
      ])
      expect(events.at(-1)).toMatchObject({ event: 'summary', total: 1 })
    })

    it('says nothing was sent for a state folder that does not exist', async () => {
      const c = captureIo()
      expect(await runCli(['status', '--state', join(run.dir, 'never')], c.io)).toBe(0)
      expect(c.stdout()).toContain('Nothing sent yet')
    })
  })

  describe('runCli() watch', () => {
    it('sends what is in a folder and stops when idle with --until-idle', async () => {
      const inbox = join(run.dir, 'inbox')
      await rm(inbox, { recursive: true, force: true })
      await mkdir(inbox)
      await copyFile(run.fixtures.invoiceTxt, join(inbox, 'invoice.txt'))
      await writeFile(join(inbox, '~$invoice.txt'), 'office lock file')
      const c = captureIo()
      const code = await runCli(
        [
          'watch',
          inbox,
          '--until-idle',
          '--quiet-ms',
          '200',
          '--state',
          stateDir(),
          ...service(),
          '--json'
        ],
        c.io
      )
      const files = c.events().filter((e) => e.event === 'file')
      expect(files.map((f) => [f.name, f.state])).toEqual([
        ['invoice.txt', expect.stringMatching(/extracted|duplicate/)]
      ])
      expect(code).toBe(0)
    })

    it('does not report again what an earlier run on the same state already finished', async () => {
      const inbox = join(run.dir, 'inbox-again')
      await mkdir(inbox, { recursive: true })
      await writeFile(join(inbox, 'memo.txt'), invoiceText('watched twice'))
      const state = stateDir()
      const argv = [
        'watch',
        inbox,
        '--until-idle',
        '--quiet-ms',
        '200',
        '--state',
        state,
        ...service(),
        '--json'
      ]
      const first = captureIo()
      expect(await runCli(argv, first.io)).toBe(0)
      expect(first.events().filter((e) => e.event === 'file')).toHaveLength(1)
      const second = captureIo()
      expect(await runCli(argv, second.io)).toBe(0)
      expect(second.events().filter((e) => e.event === 'file')).toHaveLength(0)
      expect(second.events().at(-1)).toMatchObject({ event: 'summary', total: 0 })
    })

    it('says on a line of its own that a file could not be moved to Done/, after its outcome', async () => {
      const inbox = join(run.dir, 'inbox-no-done')
      await mkdir(inbox, { recursive: true })
      await writeFile(join(inbox, 'Done'), 'a file where the Done folder should be')
      await writeFile(join(inbox, 'memo.txt'), invoiceText('done but not moved'))
      const c = captureIo()
      const argv = ['watch', inbox, '--until-idle', '--quiet-ms', '200', '--after', 'move']
      await runCli([...argv, '--state', stateDir(), ...service()], c.io)
      const lines = c.stdout().split('\n')
      const warn = lines.findIndex((l) => l.startsWith('WARN memo.txt: '))
      expect(lines[warn]).toMatch(
        /^WARN memo.txt: (extracted|duplicate), but could not be moved to Done\/: Done\/ is not a folder$/
      )
      expect(warn).toBeGreaterThan(lines.findIndex((l) => l.startsWith('ok   memo.txt')))
    })

    it('watches the folder that exists while another is missing, says so in one line, and exits 5 when idle', async () => {
      const ok = join(run.dir, 'inbox-ok')
      const missing = join(run.dir, 'no-such-run.dir')
      await mkdir(ok, { recursive: true })
      await writeFile(join(ok, 'memo.txt'), invoiceText('watched beside a missing share'))
      const argv = ['watch', ok, missing, '--until-idle', '--quiet-ms', '200']
      const c = captureIo()
      const code = await runCli([...argv, '--state', stateDir(), ...service(), '--json'], c.io)
      const events = c.events()
      expect(events.filter((e) => e.event === 'folder')).toEqual([
        {
          event: 'folder',
          path: missing,
          state: 'unreachable',
          code: 'ENOENT',
          reason: `The folder "${missing}" does not exist (or cannot be reached).`
        }
      ])
      expect(events.find((e) => e.event === 'note' && 'folders' in e)).toMatchObject({
        folders: [ok]
      })
      expect(events.filter((e) => e.event === 'file').map((f) => [f.name, f.state])).toEqual([
        ['memo.txt', expect.stringMatching(/extracted|duplicate/)]
      ])
      expect(code).toBe(5)
      const human = captureIo()
      expect(await runCli([...argv, '--state', stateDir(), ...service()], human.io)).toBe(5)
      expect(human.stdout()).toContain(
        `UNREACHABLE ${missing}: The folder "${missing}" does not exist (or cannot be reached).`
      )
    })
  })
})
