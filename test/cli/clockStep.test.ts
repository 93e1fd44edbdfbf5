import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EXIT } from '../../src/cli/exitCodes'
import { runCli } from '../../src/cli/run'
import { invoiceText } from '../main/support/invoiceText'
import { waitFor } from '../support/waitFor'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const run = useSandboxRun('clock-step')

afterEach(() => {
  vi.useRealTimers()
})

describe('watch with the wall clock set back while it runs (NTP, the user)', () => {
  it('counts the files it sent in its summary, not "0 files"', async () => {
    const inbox = join(run.dir, 'inbox')
    mkdirSync(inbox)
    // Only the wall clock is stepped; timers and the monotonic clock run on.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    const c = captureIo()
    let stop: () => void = () => undefined
    const stopped = new Promise<void>((r) => (stop = r))
    const argv = ['watch', inbox, '--quiet-ms', '200', '--state', run.stateDir()]
    const done = runCli([...argv, ...run.service(), '--json'], c.io, stopped)
    await waitFor(() => c.stdout().includes('Watching'), 'the watch to start', 10_000)
    vi.setSystemTime(Date.now() - 3 * 60_000)
    writeFileSync(join(inbox, 'scan.txt'), invoiceText('sent after the clock was set back'))
    await waitFor(() => c.stdout().includes('"event":"file"'), 'the file to be sent', 20_000)
    stop()
    expect(await done).toBe(EXIT.ok)
    expect(c.events().at(-1)).toMatchObject({
      event: 'summary',
      total: 1,
      by_state: { extracted: 1 }
    })
  })
})
