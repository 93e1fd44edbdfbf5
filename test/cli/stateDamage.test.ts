import { appendFileSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EXIT } from '../../src/cli/exitCodes'
import { runCli } from '../../src/cli/run'
import { Ledger } from '../../src/engine/ledger/ledger'
import { entry } from '../engine/ledger/entry'
import { invoiceText } from '../main/support/invoiceText'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const run = useSandboxRun('state-damage')
const { stateDir, service } = run

/** A state folder whose ledger holds `n` finished files, folded into its snapshot. */
function stateWith(n: number): string {
  const dir = stateDir()
  const l = new Ledger(dir)
  l.create(Array.from({ length: n }, (_, i) => entry(`e${i}`, { state: 'extracted' })))
  l.compact()
  l.close()
  return dir
}
const snapshotOf = (dir: string): string => join(dir, 'ledger.snapshot.jsonl')

describe('cli and a damaged state folder', () => {
  it('status says a snapshot cut in half is cut, with the files it lost', async () => {
    const dir = stateWith(28)
    const lines = readFileSync(snapshotOf(dir), 'utf8').split('\n')
    writeFileSync(snapshotOf(dir), lines.slice(0, 15).join('\n') + '\n')
    const c = captureIo()
    expect(await runCli(['status', '--state', dir], c.io)).toBe(EXIT.ok)
    expect(c.stdout().split('\n')[0]).toBe(
      `DAMAGED The state folder ${dir} is damaged: The ledger's snapshot is cut short: 14 files of 28 are missing. Files whose records are lost are sent again; the service keeps one document per content.`
    )
    expect(c.stdout()).toMatch(/^14 files: 14 extracted\.$/m)
  })

  it('status --json names a deleted snapshot as a state event with its parts', async () => {
    const dir = stateWith(5)
    unlinkSync(snapshotOf(dir))
    const c = captureIo()
    await runCli(['status', '--state', dir, '--json'], c.io)
    expect(c.events().find((e) => e.event === 'state')).toMatchObject({
      state: 'damaged',
      path: dir,
      parts: [{ kind: 'snapshot_missing', count: 5 }]
    })
  })

  it('upload reads around null entries: a DAMAGED line, the file sent, no TypeError', async () => {
    const dir = stateWith(2)
    appendFileSync(join(dir, 'ledger.journal.jsonl'), 'null\n{"q":50,"id":"z","n":null}\n')
    const file = join(run.dir, 'after-damage.txt')
    writeFileSync(file, invoiceText('sent beside a damaged ledger'))
    const c = captureIo()
    const code = await runCli(['upload', file, '--state', dir, ...service()], c.io)
    expect(c.stderr()).not.toMatch(/TypeError/)
    expect(c.stdout()).toContain(
      'DAMAGED The state folder ' +
        dir +
        " is damaged: 2 lines of the ledger's journal are damaged and were skipped."
    )
    expect(c.stdout()).toMatch(/^1 file: 1 extracted\.$/m)
    expect(code).toBe(EXIT.ok)
  })

  it('upload exits 6 with one line when the ledger cannot be read', async () => {
    const dir = stateDir()
    mkdirSync(snapshotOf(dir), { recursive: true })
    const file = join(run.dir, 'unreadable-state.txt')
    writeFileSync(file, invoiceText('never sent: no ledger to record it'))
    // The key in the environment, as the CLI asks: stderr then holds only the error.
    const c = captureIo({ DROPDOCK_API_KEY: run.sandbox.apiKey })
    const code = await runCli(
      ['upload', file, '--state', dir, '--base-url', run.sandbox.baseUrl],
      c.io
    )
    expect(c.stderr()).toBe(
      `Error: ${snapshotOf(dir)} is a folder, not the file of Dropdock's data it should be.\n`
    )
    expect(code).toBe(EXIT.storage)
  })
})
