import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EXIT } from '../../src/cli/exitCodes'
import { runCli } from '../../src/cli/run'
import { Ledger } from '../../src/engine/ledger/ledger'
import { invoiceText } from '../main/support/invoiceText'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const run = useSandboxRun('state-rebuild')

describe('a state folder that lost records, watched again', () => {
  it('takes the documents of the files it lost back from the service instead of duplicates', async () => {
    const inbox = join(run.dir, 'inbox')
    mkdirSync(inbox)
    const names = ['a.txt', 'b.txt', 'c.txt']
    for (const n of names) writeFileSync(join(inbox, n), invoiceText(`rebuilt ${n}`))
    const state = run.stateDir()
    const argv = ['watch', inbox, '--until-idle', '--quiet-ms', '200', '--state', state]
    const first = captureIo()
    expect(await runCli([...argv, ...run.service(), '--json'], first.io)).toBe(EXIT.ok)
    const sent = first.events().filter((e) => e.event === 'file')
    expect(sent.map((e) => e.state)).toEqual(['extracted', 'extracted', 'extracted'])

    // Folded into the snapshot, which is then cut after its first file: two records are lost.
    const l = new Ledger(state)
    l.compact()
    l.close()
    const snapshot = join(state, 'ledger.snapshot.jsonl')
    const lines = readFileSync(snapshot, 'utf8').split('\n')
    writeFileSync(snapshot, lines.slice(0, 2).join('\n') + '\n')

    const again = captureIo()
    expect(await runCli([...argv, ...run.service(), '--json'], again.io)).toBe(EXIT.ok)
    const events = again.events()
    expect(events[0]).toMatchObject({ event: 'state', state: 'damaged' })
    const files = events.filter((e) => e.event === 'file')
    expect(files).toHaveLength(2)
    for (const f of files) {
      const before = sent.find((s) => s.name === f.name)!
      // Its own document again, with its outcome and links: not a duplicate, nothing sent anew.
      expect(f).toMatchObject({
        state: 'extracted',
        document_id: before.document_id,
        shipment_numbers: before.shipment_numbers,
        duplicate_of: null,
        taken_back: true
      })
    }
    expect(events.find((e) => e.event === 'state' && e.state === 'rebuilt')).toMatchObject({
      recovered: 2
    })

    const status = captureIo()
    await runCli(['status', '--state', state], status.io)
    expect(status.stdout()).toMatch(
      /^[0-9a-f]{8} {2}ok {3}[bc]\.txt: extracted .*\(taken back from the service\)$/m
    )
    expect(status.stdout()).toContain(
      "REBUILT 2 files whose record was lost were taken back from the service's documents, not sent again."
    )
  })
})
