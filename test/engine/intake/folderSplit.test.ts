import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { IntakeItem } from '../../../src/shared/intake'
import { separatorRuleIn } from '../../../src/shared/separators'
import { INVOICE_LINES } from '../../fixtures/content'
import { allFinal, harness, until, type Harness } from './harness'

const named = (items: IntakeItem[], name: string): IntakeItem => {
  const found = items.find((i) => i.name === name)
  if (!found) throw new Error(`no item ${name} in ${items.map((i) => i.name).join(', ')}`)
  return found
}

const invoice = (n: number): string => `${INVOICE_LINES.join('\n')}\nscan ${n}\n`

let h: Harness
beforeEach(async () => {
  h = await harness()
})
afterEach(async () => {
  await h.close()
})

describe("a watched folder's split rule", () => {
  it('travels with each item as the folder had it when the file was taken in', async () => {
    const scans = join(h.dir, 'scans')
    mkdirSync(scans)
    writeFileSync(join(scans, 'stack-1.txt'), invoice(1))
    writeFileSync(join(h.inbox, 'single.txt'), invoice(2))
    const s = h.service()
    await s.watch([
      { path: scans, quietMs: 100, split: 'separators', separatorText: 'NEXT-DOC' },
      { path: h.inbox, quietMs: 100 }
    ])
    let items = await until(s, allFinal(2))
    const first = named(items, 'stack-1.txt')
    expect(first.origin).toEqual({
      kind: 'watch',
      folder: scans,
      split: { mode: 'separators', text: 'NEXT-DOC' }
    })
    expect(separatorRuleIn(first.origin)).toEqual({ mode: 'separators', text: 'NEXT-DOC' })
    // The default: sent whole, as the service does; the origin holds no rule.
    const single = named(items, 'single.txt')
    expect(single.origin).toEqual({ kind: 'watch', folder: h.inbox })
    expect(separatorRuleIn(single.origin)).toBeNull()

    // The clerk changes the text: the next file takes the new one, the first keeps its own.
    await s.watch([
      { path: scans, quietMs: 100, split: 'separators', separatorText: 'CUT' },
      { path: h.inbox, quietMs: 100 }
    ])
    writeFileSync(join(scans, 'stack-2.txt'), invoice(3))
    items = await until(s, allFinal(3))
    expect(separatorRuleIn(named(items, 'stack-2.txt').origin)?.text).toBe('CUT')
    expect(separatorRuleIn(named(items, 'stack-1.txt').origin)?.text).toBe('NEXT-DOC')

    // Back to the service's way: a file taken in now carries no rule.
    await s.watch([{ path: scans, quietMs: 100, split: 'service', separatorText: 'CUT' }])
    writeFileSync(join(scans, 'stack-3.txt'), invoice(4))
    items = await until(s, allFinal(4))
    expect(named(items, 'stack-3.txt').origin).toEqual({ kind: 'watch', folder: scans })

    // Read back from the state folder, each item keeps its own rule (none shares another's).
    await s.close()
    const again = h.service().list()
    expect(
      ['stack-1.txt', 'stack-2.txt', 'stack-3.txt'].map(
        (n) => separatorRuleIn(named(again, n).origin)?.text ?? null
      )
    ).toEqual(['NEXT-DOC', 'CUT', null])
  })

  it('reads an origin without a rule, or with one out of shape, as sent whole', () => {
    expect(separatorRuleIn({ kind: 'watch', folder: '/srv/scans' })).toBeNull()
    expect(separatorRuleIn({ kind: 'drop' })).toBeNull()
    const damaged = [null, 'separators', { mode: 'separators' }, { mode: 'pages', text: 'X' }]
    for (const split of damaged)
      expect(separatorRuleIn({ kind: 'watch', folder: '/srv/scans', split } as never)).toBeNull()
    expect(
      separatorRuleIn({
        kind: 'watch',
        folder: '/srv/scans',
        split: { mode: 'separators', text: 'A\u0007B' }
      })
    ).toBeNull()
  })
})
