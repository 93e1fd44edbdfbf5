import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { invoiceText } from '../../main/support/invoiceText'
import { allFinal, harness, until, type Harness } from './harness'

let h: Harness
afterEach(async () => {
  await h.close()
})

describe('a finished file after a restart over its state folder', () => {
  it('shows its whole history, and a new version of it is sent and moved as before', async () => {
    h = await harness()
    const f = join(h.inbox, 'inv.txt')
    const folder = { path: h.inbox, quietMs: 300, afterUpload: 'move' as const }
    const a = h.service()
    writeFileSync(f, invoiceText('first version'))
    await a.watch([folder])
    const [first] = await until(a, allFinal(1))
    await a.whenSettled()
    expect(first.state).toBe('extracted')
    await a.close()

    const b = h.service()
    // The detail of the finished item, read back after the restart, whole.
    expect(b.get(first.id)?.history).toEqual(first.history)
    expect(first.history.map((s) => s.state)).toContain('submitted')
    // Its folder's action (kept with the entry) still applies to a new version of the file.
    writeFileSync(f, invoiceText('corrected version, total 1,250.00'))
    await b.watch([folder])
    const items = await until(b, allFinal(2))
    await b.whenSettled()
    const second = items.find((i) => i.id !== first.id)!
    expect(second.state).toBe('extracted')
    expect(second.documentId).not.toBe(first.documentId)
    expect(existsSync(f)).toBe(false)
    expect(b.get(first.id)?.history).toEqual(first.history)
    await b.close()
  })

  it('tried again after a restart, is followed again and keeps its earlier history', async () => {
    h = await harness()
    const a = h.service()
    const f = join(h.inbox, 'inv.txt')
    writeFileSync(f, invoiceText('cancel me'))
    await a.watch([{ path: h.inbox, quietMs: 60_000, afterUpload: 'keep' }])
    const [waiting] = await until(a, (items) => items.length === 1)
    a.cancel([waiting.id])
    const [cancelled] = await until(a, allFinal(1))
    expect(cancelled.state).toBe('cancelled')
    await a.close()

    const b = h.service()
    expect(b.retry([cancelled.id]).count).toBe(1)
    const [done] = await until(b, (items) => items[0]?.state === 'extracted')
    const states = done.history.map((s) => s.state)
    expect(states.slice(0, cancelled.history.length)).toEqual(cancelled.history.map((s) => s.state))
    expect(states.at(-1)).toBe('extracted')
    await b.close()
  })
})
