import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { invoiceText } from '../main/support/invoiceText'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const run = useSandboxRun('possible-duplicates')

describe('cli status: possible duplicates', () => {
  it('says which earlier document an invoice scanned again may be, in JSON and in words', async () => {
    const state = run.stateDir()
    // The same invoice (number and supplier) twice, with other bytes.
    const first = join(run.dir, 'invoice.txt')
    const again = join(run.dir, 'invoice-rescan.txt')
    await writeFile(first, invoiceText('first scan'))
    await writeFile(again, invoiceText('second scan'))
    for (const f of [first, again]) {
      const up = captureIo()
      // A possible duplicate is read and linked: the run ends well.
      expect(await runCli(['upload', f, '--state', state, ...run.service()], up.io)).toBe(0)
    }

    const c = captureIo()
    expect(await runCli(['status', '--state', state, '--json'], c.io)).toBe(0)
    const files = c.events().filter((e) => e.event === 'file')
    const byName = new Map(files.map((e) => [e.name, e]))
    expect(byName.get('invoice.txt')).toMatchObject({ possible_duplicate_of: null })
    expect(byName.get('invoice-rescan.txt')).toMatchObject({
      state: 'extracted',
      possible_duplicate_of: { id: byName.get('invoice.txt')!.id, name: 'invoice.txt' }
    })

    const words = captureIo()
    await runCli(['status', '--state', state], words.io)
    expect(words.stdout()).toContain(
      `invoice-rescan.txt: extracted (commercial invoice; shipment MAEU241234567; container MSKU1234565), possible duplicate of "invoice.txt" (${String(byName.get('invoice.txt')!.id)})`
    )
    expect(words.stdout()).not.toMatch(/invoice\.txt: extracted[^\n]*possible duplicate/)
  })
})
