import { renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { itemSentence } from '../../../src/cli/describeItem'
import { invoiceText } from '../../main/support/invoiceText'
import { allFinal, harness, until, type Harness } from './harness'

let h: Harness
beforeEach(async () => {
  h = await harness()
})
afterEach(async () => {
  await h.close()
})

describe('a file renamed in its watched folder before it is sent', () => {
  it('is one item under its new name, renamed from the old, and nothing failed', async () => {
    const s = h.service()
    // A long quiet period, so the rename surely comes while the file waits in it.
    await s.watch([{ path: h.inbox, quietMs: 1500 }])
    const before = join(h.inbox, 'scan0001.txt')
    const after = join(h.inbox, 'Rechnung 4711.txt')
    writeFileSync(before, invoiceText('renamed while it waited'))
    await until(s, (xs) => xs.length === 1 && xs[0].state === 'waiting')
    renameSync(before, after)

    const items = await until(s, (xs) =>
      xs.some((x) => x.path === after && x.state === 'extracted')
    )
    await until(s, allFinal(1))
    expect(s.list().map((i) => [i.name, i.state, i.renamedFrom])).toEqual([
      ['Rechnung 4711.txt', 'extracted', before]
    ])
    expect(itemSentence(items[0])).toMatch(
      /^ok {3}Rechnung 4711\.txt \(renamed from scan0001\.txt\): extracted/
    )
    expect(await h.documentCount()).toBe(1)
  })

  it('goes on under the new name when renamed while intake is paused', async () => {
    const s = h.service({ paused: true })
    await s.watch([{ path: h.inbox, quietMs: 200 }])
    const before = join(h.inbox, 'a.txt')
    const after = join(h.inbox, 'b.txt')
    writeFileSync(before, invoiceText('renamed while paused'))
    const [paused] = await until(s, (xs) => xs.length === 1 && xs[0].state === 'paused')
    renameSync(before, after)
    await until(s, (xs) => xs[0].path === after)
    s.resume()
    const [item] = await until(s, allFinal(1))
    expect([item.id, item.path, item.state, item.renamedFrom]).toEqual([
      paused.id,
      after,
      'extracted',
      before
    ])
  })
})
