import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { EngineNotice } from '@shared/intake'
import { ServiceError } from '../../../src/engine/client/errors'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import { startFaultProxy } from '../../main/support/faultProxy'
import { ManualClock } from '../../main/support/manualClock'
import { invoiceText } from '../../main/support/invoiceText'
import { waitFor } from '../../support/waitFor'
import { harness, until, type Harness } from './harness'

/** Retry steps of these tests: 3 attempts, then the ceiling of 4 s between connection checks. */
const RETRY = { baseMs: 1000, capMs: 4000, maxAttempts: 3 }

let h: Harness
afterEach(async () => {
  await h.close()
})

/** Moves the engine's clock on by `stepMs` at each look until `pred` holds. */
function drive(clock: ManualClock, stepMs: number, pred: () => boolean, what: string) {
  return waitFor(
    () => {
      if (pred()) return true
      clock.advance(stepMs)
      return false
    },
    what,
    15_000
  )
}

describe('a service outage longer than the retry steps', () => {
  it('keeps the file waiting for the service, then sends it by itself once it answers', async () => {
    // Requests are not retried inside the client: each attempt of the file is one request.
    h = await harness({}, { retry: { retries: 0 } })
    const clock = new ManualClock(Date.now())
    await h.stopSandbox()
    const s = h.service({ clock, retry: RETRY })
    const notices: EngineNotice[] = []
    s.on('notice', (n) => notices.push(n))
    const f = join(h.dir, 'inv.txt')
    const text = invoiceText('sent after the outage')
    writeFileSync(f, text)
    await s.addFiles([f])

    await drive(
      clock,
      RETRY.capMs,
      () => s.list()[0].history.some((x) => x.note?.startsWith('Waiting for the service')),
      'the file to wait for the service'
    )
    // Four more minutes of outage on the engine's clock: the file is still waiting, not failed.
    for (let i = 0; i < 60; i++) clock.advance(RETRY.capMs)
    expect(s.list()[0]).toMatchObject({ state: 'retrying', documentId: null })
    expect(s.list()[0].lastError?.message).toMatch(/Waiting for the service to answer again/)

    await h.restartSandbox()
    await drive(clock, RETRY.capMs, () => s.list()[0].documentId !== null, 'the file to be sent')
    const res = await fetch(await h.client.downloadUrl(s.list()[0].documentId!))
    expect(await res.text()).toBe(text)
    expect(await h.documentCount()).toBe(1)
    // The words a person watching needs, each once: the files wait for the service (until when
    // it is asked again, on the wall clock), then it is back and how many files go on.
    expect(notices.map((n) => n.kind)).toEqual(['service_down', 'service_back'])
    const down = notices[0] as Extract<EngineNotice, { kind: 'service_down' }>
    const at = new Date(down.until)
    const hhmm = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`
    expect(down.message).toBe(
      `The service does not answer; files wait for it and go on by themselves (asked again at ${hhmm})`
    )
    expect(notices[1]).toEqual({
      kind: 'service_back',
      files: 1,
      message: 'The service answers again; 1 file(s) go on'
    })
  })
})

describe('Retry-After', () => {
  it('waits at most the retry ceiling for a day-long Retry-After, and says so once', async () => {
    h = await harness()
    const clock = new ManualClock(Date.now())
    const lines: string[] = []
    let refusals = 2
    const s = h.service({
      clock,
      retry: RETRY,
      log: (line) => lines.push(line),
      client: {
        ...h.client,
        createBlob: (blob, signal) => {
          if (refusals-- > 0) {
            throw new ServiceError({
              kind: 'rate_limited',
              status: 429,
              retryAfterMs: 86_400_000,
              message: 'The service is busy (too many requests).'
            })
          }
          return h.client.createBlob(blob, signal)
        }
      }
    })
    const files = ['a.txt', 'b.txt'].map((name) => {
      const f = join(h.dir, name)
      writeFileSync(f, invoiceText(name))
      return f
    })
    await s.addFiles(files)
    await until(s, (xs) => xs.length === 2 && xs.every((x) => x.state === 'retrying'))
    clock.advance(RETRY.capMs)
    await until(s, (xs) => xs.every((x) => x.documentId !== null))
    expect(lines.filter((l) => l.includes('The service asked to wait'))).toHaveLength(1)
  })
})

describe('a Retry-After beyond what a timer can hold (2^31 ms or more)', () => {
  it('waits the retry ceiling on real timers, with no timer overflow warning', async () => {
    h = await harness()
    const warnings: string[] = []
    const onWarning = (w: Error): void => void warnings.push(`${w.name}: ${w.message}`)
    process.on('warning', onWarning)
    try {
      let refusals = 1
      const s = h.service({
        retry: { baseMs: 50, capMs: 300, maxAttempts: 5 },
        client: {
          ...h.client,
          createBlob: (blob, signal) => {
            if (refusals-- > 0) {
              throw new ServiceError({
                kind: 'rate_limited',
                status: 429,
                // About 58 days: past setTimeout's limit of 2^31 - 1 ms.
                retryAfterMs: 5_000_000_000,
                message: 'The service is busy (too many requests).'
              })
            }
            return h.client.createBlob(blob, signal)
          }
        }
      })
      const f = join(h.dir, 'later.txt')
      writeFileSync(f, invoiceText('after a very long Retry-After'))
      await s.addFiles([f])
      await until(s, (xs) => xs[0]?.documentId !== null)
      expect(warnings.filter((w) => w.startsWith('TimeoutOverflowWarning'))).toEqual([])
    } finally {
      process.off('warning', onWarning)
    }
  })
})

describe('a service answering 500 for four minutes, through a proxy', () => {
  it('keeps every file waiting, then sends each once when the answers are good again', async () => {
    h = await harness()
    const sandboxUrl = new URL(h.client.baseUrl)
    const proxy = await startFaultProxy(sandboxUrl.origin)
    try {
      const client = createServiceClient({
        baseUrl: `${proxy.origin}${sandboxUrl.pathname}`,
        apiKey: h.apiKey,
        retry: { retries: 0 }
      })
      proxy.mode = 'error500'
      const clock = new ManualClock(Date.now())
      const s = h.service({ clock, client, retry: RETRY })
      const texts = ['a', 'b', 'c'].map((n) => invoiceText(`500 outage ${n}`))
      const files = texts.map((t, i) => {
        const f = join(h.dir, `outage-${i}.txt`)
        writeFileSync(f, t)
        return f
      })
      await s.addFiles(files)
      await drive(
        clock,
        RETRY.capMs,
        () => s.list().every((i) => i.lastError?.message.includes('Waiting for the service')),
        'every file to wait for the service'
      )
      // Four minutes of 500s on the engine's clock, each connection check answered 500 too.
      const faults = proxy.faults
      for (let i = 0; i < 60; i++) clock.advance(RETRY.capMs)
      await waitFor(() => proxy.faults > faults, 'a connection check during the outage', 5000)
      expect(s.list().map((i) => i.state)).toEqual(['retrying', 'retrying', 'retrying'])

      proxy.mode = 'pass'
      await drive(
        clock,
        RETRY.capMs,
        () => s.list().every((i) => i.documentId !== null),
        'every file to be sent'
      )
      const held = await Promise.all(
        s.list().map(async (i) => (await fetch(await h.client.downloadUrl(i.documentId!))).text())
      )
      expect(held.sort()).toEqual([...texts].sort())
      expect(await h.documentCount()).toBe(3)
    } finally {
      await proxy.close()
    }
  })
})
