import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { IntakeService } from '../../../src/engine/intake/intakeService'
import { RETENTION_SWEEP_MS } from '../../../src/engine/intake/housekeeping'
import type { IntakeItem } from '../../../src/shared/intake'
import { harness, until, type Harness } from './harness'
import { invoiceText } from '../../main/support/invoiceText'
import { ManualClock } from '../../main/support/manualClock'

let h: Harness
let s: IntakeService
beforeEach(async () => {
  h = await harness()
  s = h.service()
})
afterEach(async () => {
  await h.close()
})

const DAY = 24 * 60 * 60 * 1000
const creates = () => h.requests.filter((r) => /^POST \S*\/documents /.test(r)).length

/** Adds a file with this text and waits for its final state. */
async function added(name: string, text: string, state: string): Promise<IntakeItem> {
  const f = join(h.dir, name)
  writeFileSync(f, text)
  const [id] = (await s.addFiles([f])).ids
  return (await until(s, (xs) => xs.some((x) => x.id === id && x.state === state))).find(
    (x) => x.id === id
  )!
}

describe('IntakeService housekeeping', () => {
  it('removes an item, keeping a tombstone that knows the same content as its document', async () => {
    const item = await added('invoice.txt', invoiceText(), 'extracted')
    expect(creates()).toBe(1)
    const told: IntakeItem[] = []
    s.on('items', (xs) => told.push(...xs))
    expect(s.remove([item.id])).toEqual({ count: 1 })
    expect(s.list()).toEqual([])
    expect(s.counts()).toMatchObject({ total: 0, done: 0 })
    await until(s, () => told.some((x) => x.id === item.id && x.removed === true))

    await s.close()
    s = h.service()
    expect(s.list()).toEqual([])
    // The same file dropped again is known as its document: no second create.
    const [again] = (await s.addFiles([join(h.dir, 'invoice.txt')])).ids
    const [back] = await until(s, (xs) => xs.some((x) => x.id === again && x.state === 'duplicate'))
    expect(back.duplicateOf?.id).toBe(item.documentId)
    expect(creates()).toBe(1)
    expect(s.counts().total).toBe(1)
  })

  it('cancels an item still on its way before removing it', async () => {
    s.pause()
    const f = join(h.dir, 'queued.txt')
    writeFileSync(f, invoiceText())
    const [id] = (await s.addFiles([f])).ids
    expect(s.get(id)!.state).toBe('paused')
    expect(s.remove([id])).toEqual({ count: 1 })
    expect(s.get(id)).toMatchObject({ state: 'cancelled', removed: true })
    s.resume()
    await s.whenSettled()
    expect(creates()).toBe(0)
    expect(s.retryFailed()).toEqual({ count: 0 })
    expect(s.retry([id])).toEqual({ count: 0 })
  })

  it('acknowledges a problem so it leaves needs attention, until it changes again', async () => {
    const empty = await added('blank.pdf', '', 'empty')
    const good = await added('invoice.txt', invoiceText(), 'extracted')
    expect(s.counts().attention).toBe(1)
    expect(s.acknowledge([empty.id, good.id, 'unknown'])).toEqual({ count: 1 })
    expect(s.counts()).toMatchObject({ attention: 0, total: 2 })
    expect(s.get(empty.id)!.acknowledgedAt).toEqual(expect.any(String))
    await s.close()
    s = h.service()
    expect(s.counts().attention).toBe(0)
  })

  it('forgets done and acknowledged items after the retention period, on the engine clock', async () => {
    const done = await added('invoice.txt', invoiceText(), 'extracted')
    const seen = await added('seen.pdf', '', 'empty')
    const problem = await added('problem.pdf', ' '.repeat(0), 'empty')
    s.acknowledge([seen.id])
    await s.close()

    const start = Date.parse(s.get(problem.id)?.updatedAt ?? new Date().toISOString())
    const clock = new ManualClock(start + 29 * DAY)
    s = h.service({ clock })
    expect(
      s
        .list()
        .map((x) => x.name)
        .sort()
    ).toEqual(['invoice.txt', 'problem.pdf', 'seen.pdf'])
    clock.set(start + 31 * DAY)
    clock.advance(RETENTION_SWEEP_MS)
    expect(s.list().map((x) => x.id)).toEqual([problem.id])
    expect(s.counts()).toMatchObject({ total: 1, attention: 1 })
    expect(done.documentId).toBeTruthy()
  })

  it('keeps everything when retention is off', async () => {
    await added('invoice.txt', invoiceText(), 'extracted')
    await s.close()
    const clock = new ManualClock(Date.now() + 400 * DAY)
    s = h.service({ clock, retentionDays: null })
    expect(s.list()).toHaveLength(1)
  })
})

describe('IntakeService.cancel() in flight', () => {
  it('stops a file being uploaded: no document is made and it stays cancelled', async () => {
    const f = join(h.dir, 'large.txt')
    writeFileSync(f, Buffer.alloc(64 * 1024 * 1024, 'a'))
    const [id] = (await s.addFiles([f])).ids
    await until(s, (xs) => xs[0].state === 'uploading')
    expect(s.cancel([id])).toEqual({ count: 1 })
    await s.whenSettled()
    expect(s.get(id)).toMatchObject({ state: 'cancelled', documentId: null })
    expect(creates()).toBe(0)
    expect(await h.documentCount()).toBe(0)
  })
})
