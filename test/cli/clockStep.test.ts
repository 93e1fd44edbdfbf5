import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EXIT } from '../../src/cli/exitCodes'
import { runCli } from '../../src/cli/run'
import { invoiceText } from '../main/support/invoiceText'
import { whenSeen } from '../support/whenSeen'
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
    // Each looked at on the command's own lines as they come.
    const printed = (text: string, what: string) =>
      whenSeen(c.onWrite, () => c.stdout().includes(text), what)
    await printed('Watching', 'the watch to start')
    vi.setSystemTime(Date.now() - 3 * 60_000)
    writeFileSync(join(inbox, 'scan.txt'), invoiceText('sent after the clock was set back'))
    await printed('"event":"file"', 'the file to be sent')
    stop()
    expect(await done).toBe(EXIT.ok)
    expect(c.events().at(-1)).toMatchObject({
      event: 'summary',
      total: 1,
      by_state: { extracted: 1 }
    })
  })
})
