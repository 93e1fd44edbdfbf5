import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { invoiceText } from '../main/support/invoiceText'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const run = useSandboxRun('raw-names')
const { stateDir, service } = run

/** A folder of its own for one test. */
const folder = async (name: string): Promise<string> => {
  const p = join(run.dir, name)
  await mkdir(p, { recursive: true })
  return p
}

/** `dir/name` with the name in Latin-1, as old scanners and SMB shares write it: not UTF-8. */
const latin1 = (dir: string, name: string): Buffer =>
  Buffer.concat([Buffer.from(`${dir}/`), Buffer.from(name, 'latin1')])

describe('cli and file names that are not UTF-8', () => {
  it('watch sees, sends and names them', async () => {
    const inbox = await folder('watch')
    await writeFile(latin1(inbox, 'Rechnung_Müller.txt'), invoiceText('Latin-1 name, watched'))
    const c = captureIo()
    const code = await runCli(
      ['watch', inbox, '--until-idle', '--quiet-ms', '200', '--state', stateDir(), ...service()],
      c.io
    )
    expect(c.stdout()).toContain('Rechnung_M\\xFCller.txt')
    expect(c.stdout()).toMatch(/^1 file: 1 extracted\.$/m)
    expect(code).toBe(0)
  })

  it('upload takes the name as the shell hands it (U+FFFD) or as Dropdock shows it (\\xFC)', async () => {
    const inbox = await folder('upload')
    await writeFile(latin1(inbox, 'Rechnung_Müller.txt'), invoiceText('Latin-1 name, uploaded'))
    await writeFile(latin1(inbox, 'Lieferschein_Ä.txt'), invoiceText('second Latin-1 name'))
    const c = captureIo()
    const code = await runCli(
      [
        'upload',
        // What Node makes of the bytes 0xFC and 0xC4 in argv: U+FFFD each.
        join(inbox, 'Rechnung_M\uFFFDller.txt'),
        join(inbox, 'Lieferschein_\\xC4.txt'),
        '--state',
        stateDir(),
        ...service(),
        '--json'
      ],
      c.io
    )
    const files = c.events().filter((e) => e.event === 'file')
    expect(files.map((e) => [e.name, e.state]).sort()).toEqual([
      ['Lieferschein_\\xC4.txt', 'extracted'],
      ['Rechnung_M\\xFCller.txt', 'extracted']
    ])
    expect(code).toBe(0)
  })

  it('upload names every file a U+FFFD name could mean, and sends none of them', async () => {
    const inbox = await folder('ambiguous')
    await writeFile(latin1(inbox, 'Müller.txt'), invoiceText('one'))
    await writeFile(latin1(inbox, 'Mäller.txt'), invoiceText('two'))
    const c = captureIo()
    const code = await runCli(
      ['upload', join(inbox, 'M\uFFFDller.txt'), '--state', stateDir(), ...service()],
      c.io
    )
    expect(c.stdout()).toContain(
      'fits 2 files whose names are not UTF-8 ("M\\xE4ller.txt", "M\\xFCller.txt")'
    )
    expect(code).not.toBe(0)
  })
})
