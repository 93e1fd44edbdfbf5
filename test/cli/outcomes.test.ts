import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { invoiceText } from '../main/support/invoiceText'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const run = useSandboxRun('outcomes', { fixtures: true })

const { stateDir, service } = run
/** A folder of its own for one test. */
const folder = async (name: string): Promise<string> => {
  const p = join(run.dir, name)
  await mkdir(p, { recursive: true })
  return p
}
const summaries = (events: { event: string }[]) => events.filter((e) => e.event === 'summary')

describe('cli outcomes', () => {
  describe('runCli() upload of empty files', () => {
    it('refuses two different 0-byte files each as empty (never a duplicate), exit 1', async () => {
      const inbox = await folder('empty-upload')
      const files = ['empty.pdf', 'blank-scan.pdf'].map((f) => join(inbox, f))
      for (const f of files) await writeFile(f, '')
      const good = join(inbox, 'invoice.txt')
      await writeFile(good, invoiceText('beside two empty files'))
      const c = captureIo()
      const code = await runCli(
        ['upload', ...files, good, '--state', stateDir(), ...service(), '--json'],
        c.io
      )
      expect(code).toBe(1)
      const outcomes = c.events().filter((e) => e.event === 'file')
      expect(outcomes.map((e) => [e.name, e.state, e.duplicate_of ?? null]).sort()).toEqual([
        ['blank-scan.pdf', 'empty', null],
        ['empty.pdf', 'empty', null],
        ['invoice.txt', 'extracted', null]
      ])
      expect(outcomes.find((e) => e.name === 'empty.pdf')).toMatchObject({
        error: { kind: 'file', message: 'the file is empty' }
      })
      expect(summaries(c.events())).toEqual([
        {
          event: 'summary',
          total: 3,
          by_state: { extracted: 1, empty: 2 },
          refused: {},
          exit_code: 1
        }
      ])
    })

    it('says so in words, with the same counts in the summary', async () => {
      const f = join(await folder('empty-words'), 'empty.pdf')
      await writeFile(f, '')
      const c = captureIo()
      expect(await runCli(['upload', f, '--state', stateDir(), ...service()], c.io)).toBe(1)
      expect(c.stdout()).toBe('FAIL empty.pdf: not sent, the file is empty\n1 file: 1 empty.\n')
    })
  })

  describe('runCli() watch --after move', () => {
    it('moves only successes to Done; failures go to Failed with a reason file beside them', async () => {
      const inbox = await folder('after-move')
      await writeFile(join(inbox, 'invoice.txt'), invoiceText('watched and moved'))
      await writeFile(join(inbox, 'invoice-copy.txt'), invoiceText('watched and moved'))
      await copyFile(run.fixtures.scanPdf, join(inbox, 'scan.pdf'))
      await writeFile(join(inbox, 'empty.pdf'), '')
      const c = captureIo()
      const code = await runCli(
        [
          'watch',
          inbox,
          '--after',
          'move',
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
      expect(code).toBe(1)
      const states = Object.fromEntries(
        c
          .events()
          .filter((e) => e.event === 'file')
          .map((e) => [e.name, e.state])
      )
      expect(states).toEqual({
        'invoice.txt': expect.stringMatching(/^(extracted|duplicate)$/),
        'invoice-copy.txt': expect.stringMatching(/^(extracted|duplicate)$/),
        'scan.pdf': 'extraction_failed',
        'empty.pdf': 'empty'
      })
      expect((await readdir(join(inbox, 'Done'))).sort()).toEqual([
        'invoice-copy.txt',
        'invoice.txt'
      ])
      expect((await readdir(join(inbox, 'Failed'))).sort()).toEqual([
        'empty.pdf',
        'empty.pdf.reason.txt',
        'scan.pdf',
        'scan.pdf.reason.txt'
      ])
      expect(await readFile(join(inbox, 'Failed', 'scan.pdf.reason.txt'), 'utf8')).toMatch(
        /could not extract/
      )
      expect(await readFile(join(inbox, 'Failed', 'empty.pdf.reason.txt'), 'utf8')).toBe(
        '# Dropdock could not finish this file and moved it here.\n# File: "empty.pdf"\n' +
          '# Reason: the file is empty\n'
      )
      expect(summaries(c.events())).toEqual([
        {
          event: 'summary',
          total: 4,
          by_state: { extracted: 1, extraction_failed: 1, duplicate: 1, empty: 1 },
          refused: {},
          exit_code: 1
        }
      ])
    })
  })

  describe('summary', () => {
    it('ends status with the same summary shape, in JSON and in words', async () => {
      const state = stateDir()
      const inbox = await folder('status-summary')
      await writeFile(join(inbox, 'a.txt'), invoiceText('for status'))
      await writeFile(join(inbox, 'zero.pdf'), '')
      await runCli(
        ['upload', join(inbox, 'a.txt'), join(inbox, 'zero.pdf'), '--state', state, ...service()],
        captureIo().io
      )
      const json = captureIo()
      expect(await runCli(['status', '--state', state, '--json'], json.io)).toBe(1)
      expect(summaries(json.events())).toEqual([
        {
          event: 'summary',
          total: 2,
          by_state: { extracted: 1, empty: 1 },
          refused: {},
          exit_code: 1
        }
      ])
      const words = captureIo()
      await runCli(['status', '--state', state], words.io)
      expect(words.stdout().trim().split('\n').at(-1)).toBe('2 files: 1 extracted, 1 empty.')
    })

    it('is printed once, with total 0, for a state folder that does not exist', async () => {
      const c = captureIo()
      expect(await runCli(['status', '--state', join(run.dir, 'never'), '--json'], c.io)).toBe(0)
      expect(summaries(c.events())).toEqual([
        { event: 'summary', total: 0, by_state: {}, refused: {}, exit_code: 0 }
      ])
    })

    it('accounts for every file even when the service refused the key (exit 3)', async () => {
      const f = join(await folder('refused-key'), 'a.txt')
      await writeFile(f, 'x')
      const c = captureIo()
      const argv = ['upload', f, f, '--state', stateDir(), '--json']
      const key = ['--base-url', run.sandbox.baseUrl, '--api-key', 'sbx_wrong_key_31337']
      expect(await runCli([...argv, ...key], c.io)).toBe(3)
      expect(c.events().map((e) => e.event)).toEqual(['error', 'summary'])
      expect(c.events().at(-1)).toEqual({
        event: 'summary',
        total: 2,
        by_state: {},
        refused: { not_sent: 2 },
        exit_code: 3
      })
    })

    it('counts refused folders of watch, and calls a file given to watch a file', async () => {
      const file = join(await folder('watch-a-file'), 'invoice.pdf')
      await writeFile(file, 'x')
      const c = captureIo()
      const code = await runCli(['watch', file, '--state', stateDir(), ...service()], c.io)
      expect(code).toBe(1)
      expect(c.stdout()).toBe(
        `FAIL ${file}: is a file; watch takes folders (send files with upload).\n1 file: refused: 1 not a folder.\n`
      )
      // A folder that does not exist is not refused (it is watched once it is there); a file
      // given as a folder is, and then nothing is watched.
      const json = captureIo()
      await runCli(['watch', file, join(run.dir, 'nope'), '--state', stateDir(), '--json'], json.io)
      expect(summaries(json.events())).toEqual([
        {
          event: 'summary',
          total: 1,
          by_state: {},
          refused: { not_a_folder: 1 },
          exit_code: 1
        }
      ])
    })
  })

  describe('terminal safety', () => {
    const hostile = 'inv\x1b]0;pwned\x07oice\x1b[2J\u202efdp.txt\x9b31m\u2066\x07.txt'
    // eslint-disable-next-line no-control-regex -- the characters that must not be printed
    const unsafe = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/

    it('prints no escape sequence or bidi mark from a file name, nor from the service', async () => {
      const inbox = await folder('hostile')
      const first = join(inbox, hostile)
      await writeFile(first, invoiceText('hostile name'))
      const second = join(inbox, 'copy.txt')
      await copyFile(first, second)
      const state = stateDir()
      const words = captureIo()
      // The second upload is a duplicate: the service names the first document, hostile name and all.
      await runCli(['upload', first, '--state', state, ...service()], words.io)
      await runCli(['upload', second, '--state', state, ...service()], words.io)
      await runCli(['status', '--state', state], words.io)
      const printed = words.stdout() + words.stderr()
      expect(printed).not.toMatch(unsafe)
      expect(printed).not.toContain('pwned')
      expect(printed).toContain('ok   invoicefdp.txt.txt: extracted')
      expect(printed).toMatch(/ok {3}copy\.txt: duplicate of "invoicefdp\.txt\.txt"/)
    })

    it('keeps the name exact in JSON, with every unsafe character escaped on the line', async () => {
      const inbox = await folder('hostile-json')
      const path = join(inbox, hostile)
      await writeFile(path, invoiceText('hostile name in json'))
      const c = captureIo()
      await runCli(['upload', path, '--state', stateDir(), ...service(), '--json'], c.io)
      expect(c.stdout()).not.toMatch(unsafe)
      expect(c.stdout()).toContain('\\u202e')
      expect(c.events().find((e) => e.event === 'file')).toMatchObject({ name: hostile, path })
    })
  })
})
