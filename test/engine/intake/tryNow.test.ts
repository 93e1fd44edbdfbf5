import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { nodeTransport, type Transport } from '../../../src/engine/client/transport'
import type { IntakeService } from '../../../src/engine/intake/intakeService'
import { DEFAULT_BACKOFF } from '../../../src/engine/queue/fileRetry'
import { ManualClock } from '../../main/support/manualClock'
import { invoiceText } from '../../main/support/invoiceText'
import { harness, until, type Harness } from './harness'

let h: Harness
afterEach(async () => {
  await h.close()
})

/** The service's JSON requests under way now, counted at the client's transport. */
function countingTransport(): { transport: Transport; inFlight(): number } {
  let n = 0
  return {
    transport: async (ask) => {
      n++
      try {
        return await nodeTransport(ask)
      } finally {
        n--
      }
    },
    inFlight: () => n
  }
}

/** Resolves once `done()` holds, looked at every 10 ms. */
function when(done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const t = setInterval(() => done() && (clearInterval(t), resolve()), 10)
  })
}

/**
 * Resolves once the engine does nothing that real time would finish (no step running or queued,
 * no request under way: only the engine's clock moves it on from there), or once `done()` holds.
 */
async function quiet(s: IntakeService, inFlight: () => number, done: () => boolean) {
  for (;;) {
    // Once sent, the file is followed on the engine's clock: settled it is not, until that moves.
    const settled = await Promise.race([
      s.whenSettled().then(() => true),
      when(done).then(() => false)
    ])
    if (!settled) return
    await new Promise((r) => setImmediate(r))
    if (inFlight() === 0 || done()) return
    await new Promise((r) => setTimeout(r, 5))
  }
}

/** A file sent while the service is down: the engine's clock, its requests counted. */
async function duringOutage(opts: { maxAttempts?: number } = {}) {
  const counted = countingTransport()
  // Requests are not retried inside the client: each attempt of the file is one request.
  h = await harness({}, { retry: { retries: 0 }, transport: counted.transport })
  const clock = new ManualClock(Date.now())
  await h.stopSandbox()
  const s = h.service({
    clock,
    retry: { ...DEFAULT_BACKOFF, ...opts },
    // The longest wait every time: no lucky jitter brings a try early.
    random: () => 1
  })
  const f = join(h.dir, 'invoice.txt')
  writeFileSync(f, invoiceText('sent after the outage'))
  await s.addFiles([f])
  const sent = (): boolean => s.list()[0]?.documentId != null
  /**
   * Moves the engine's clock on by `ms`, or until `until` holds: each time the engine is quiet,
   * to the next try it says it will make (a second on when it names none).
   */
  const drive = async (ms: number, until: () => boolean = () => false): Promise<void> => {
    const end = clock.now() + ms
    while (clock.now() < end) {
      await quiet(s, counted.inFlight, until)
      if (until()) return
      const next = s.waitingForService()?.nextTryAt
      const step = next ? Math.max(1, Date.parse(next) - clock.now()) : 1000
      clock.advance(Math.min(step, end - clock.now()))
    }
    await quiet(s, counted.inFlight, until)
  }
  return { s, clock, sent, drive }
}

describe('files waiting for the service', () => {
  it('are sent within 30 s of the service coming back, after a ten-minute outage', async () => {
    const { s, clock, sent, drive } = await duringOutage()
    await drive(10 * 60_000)
    expect(s.list()[0]).toMatchObject({ state: 'retrying', documentId: null })
    // The engine says when it tries next, never more than 30 s away.
    const wait = s.waitingForService()!
    expect(wait.files).toBe(1)
    expect(Date.parse(wait.nextTryAt) - clock.now()).toBeLessThanOrEqual(30_000)

    await h.restartSandbox()
    const backAt = clock.now()
    await drive(5 * 60_000, sent)
    expect(sent()).toBe(true)
    expect(clock.now() - backAt).toBeLessThanOrEqual(30_000)
    await until(s, (xs) => xs[0]!.state === 'submitted' || xs[0]!.state === 'classified')
    expect(s.waitingForService()).toBeNull()
    expect(await h.documentCount()).toBe(1)
  })

  it('are tried at once on "Try now", before their retry is due', async () => {
    const { s, sent, drive } = await duringOutage()
    // Four failed tries: the next one is 8 s away on a clock that no longer moves.
    await drive(60_000, () => s.list()[0]!.attempts >= 4)
    expect(s.list()[0]).toMatchObject({ state: 'retrying', attempts: 4 })
    await h.restartSandbox()
    expect(s.tryNow()).toEqual({ count: 1 })
    await until(s, sent)
    expect(s.list()[0]!.documentId).toEqual(expect.any(String))
  })

  it('that wait for the service to answer again, ask it at once on "Try now"', async () => {
    const { s, sent, drive } = await duringOutage({ maxAttempts: 2 })
    await drive(60_000, () =>
      s.list()[0]!.history.some((x) => /Waiting for the service/.test(x.note ?? ''))
    )
    expect(s.waitingForService()).toMatchObject({ files: 1 })
    await h.restartSandbox()
    expect(s.tryNow()).toEqual({ count: 1 })
    await until(s, sent)
  })
})
