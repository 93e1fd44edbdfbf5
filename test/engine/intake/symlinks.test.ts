import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { invoiceText } from '../../main/support/invoiceText'
import { harness, until, type Harness } from './harness'
import { FINAL_STATES } from '../../../src/shared/intake'

let h: Harness
beforeEach(async () => {
  h = await harness()
})
afterEach(async () => {
  await h.close()
})

describe('a recursive watch with symbolic links', () => {
  it('follows no link: a loop adds nothing, and files outside the folder are never sent', async () => {
    const a = join(h.inbox, 'a')
    mkdirSync(a)
    writeFileSync(join(a, 'inv.txt'), invoiceText('the only file here'))
    // A loop back to the watched folder itself.
    symlinkSync(h.inbox, join(a, 'up'))
    // A second way into a folder already watched (same device and inode), a second loop with it.
    symlinkSync(a, join(h.inbox, 'also-a'))
    // The clerk's private files, outside the watched folder, linked in by someone else.
    const outside = join(h.dir, 'private')
    mkdirSync(outside)
    writeFileSync(join(outside, 'payslip.txt'), 'salary: private')
    writeFileSync(join(outside, 'contract.txt'), 'contract: private')
    symlinkSync(outside, join(h.inbox, 'shortcut'))
    symlinkSync(join(outside, 'payslip.txt'), join(h.inbox, 'payslip.txt'))

    const s = h.service()
    await s.watch([{ path: h.inbox, quietMs: 200, recursive: true }])
    const items = await until(
      s,
      (xs) => xs.length > 0 && xs.every((x) => FINAL_STATES.includes(x.state))
    )
    expect(items.map((i) => i.path)).toEqual([join(a, 'inv.txt')])
    expect(items[0].state).toBe('extracted')
    expect(await h.documentCount()).toBe(1)
  })
})
