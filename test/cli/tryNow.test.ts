import { EventEmitter } from 'node:events'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { processAsks, type TryNowAsks } from '../../src/cli/tryNowAsks'
import { startFaultProxy, type FaultProxy } from '../main/support/faultProxy'
import { invoiceText } from '../main/support/invoiceText'
import { ManualClock } from '../main/support/manualClock'
import { waitFor } from '../support/waitFor'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const run = useSandboxRun('try-now')
let proxy: FaultProxy
beforeAll(async () => {
  proxy = await startFaultProxy(run.sandbox.baseUrl)
})
afterAll(async () => {
  await proxy?.close()
})

/** Asks the test makes by hand, as Enter or SIGUSR1 makes them for a person or a script. */
function handAsks(): TryNowAsks & { ask(): void } {
  const listeners = new Set<() => void>()
  return {
    hint: null,
    on: (fn) => (listeners.add(fn), () => listeners.delete(fn)),
    ask: () => listeners.forEach((fn) => fn())
  }
}

const creates = (): number => proxy.seen.filter((r) => r === 'POST /v2/documents').length

describe('upload while the service asks to wait', () => {
  it('tries again at once when asked, before the retry is due', async () => {
    const file = join(run.dir, 'invoice.txt')
    await writeFile(file, invoiceText('tried now'))
    // The create is refused for a minute: longer than a request waits out by itself, so the file
    // is due again 30 s on, on a clock only this test moves. Until it does, only an ask can.
    proxy.failNext(
      { status: 429, retryAfterS: 60 },
      (r) => r.method === 'POST' && r.path === '/v2/documents'
    )
    const start = Date.now()
    const clock = new ManualClock(start)
    const asks = handAsks()
    const c = captureIo({
      DROPDOCK_BASE_URL: `${proxy.origin}${new URL(run.sandbox.baseUrl).pathname}`,
      DROPDOCK_API_KEY: run.sandbox.apiKey
    })
    const done = runCli(
      ['upload', file, '--json', '--state', run.stateDir()],
      c.io,
      new Promise(() => undefined),
      { clock, tryNow: asks }
    )
    await waitFor(() => proxy.pending === 0 && creates() === 1, 'the create to be refused', 10_000)
    // Asked again and again until the create is sent a second time (an ask that comes before the
    // refusal is handled finds nothing waiting); the clock has not moved.
    await waitFor(() => (asks.ask(), creates() === 2), 'the create to be sent again', 10_000)
    expect(clock.now()).toBe(start)
    // From here the document is followed on the engine's clock: moved on until the run ends.
    let code: number | undefined
    void done.then((x) => (code = x))
    await waitFor(() => (clock.advance(500), code !== undefined), 'the upload to end', 15_000)
    expect(c.events().find((e) => e.event === 'file')).toMatchObject({ state: 'extracted' })
    expect(code).toBe(0)
  })
})

describe('the asks of a process', () => {
  /** A process as far as the asks use it: signals, and stdin as a terminal or not. */
  function fakeProcess(tty: boolean) {
    const proc = new EventEmitter() as EventEmitter & { stdin: PassThrough & { isTTY?: boolean } }
    proc.stdin = Object.assign(new PassThrough(), { isTTY: tty })
    return proc
  }

  it('are SIGUSR1 from a script and Enter at a terminal, while someone listens', async () => {
    const proc = fakeProcess(true)
    const asks = processAsks(proc as unknown as NodeJS.Process)
    expect(asks.hint).toBe('Press Enter to try now.')
    let n = 0
    const off = asks.on(() => n++)
    proc.emit('SIGUSR1')
    expect(n).toBe(1)
    proc.stdin.write('\n')
    await new Promise((r) => setImmediate(r))
    expect(n).toBe(2)
    off()
    proc.emit('SIGUSR1')
    proc.stdin.write('\n')
    await new Promise((r) => setImmediate(r))
    expect(n).toBe(2)
    expect(proc.listenerCount('SIGUSR1')).toBe(0)
  })

  it('leave a stdin that is no terminal alone, and say no key press', () => {
    const proc = fakeProcess(false)
    const asks = processAsks(proc as unknown as NodeJS.Process)
    expect(asks.hint).toBeNull()
    let n = 0
    asks.on(() => n++)
    proc.stdin.write('\n')
    proc.emit('SIGUSR1')
    expect(n).toBe(1)
    expect(proc.stdin.listenerCount('data')).toBe(0)
  })
})
