import { appendFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { toPublic } from '../../../src/engine/context/entries'
import { Ledger } from '../../../src/engine/ledger/ledger'
import { LedgerPasses } from '../../../src/engine/ledger/passes'
import type { IntakeItem } from '../../../src/shared/intake'
import { ManualClock } from '../../main/support/manualClock'
import { entry } from './entry'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ledger-passes-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** What status would show, read whole (Ledger.openReadOnly) and streamed (LedgerPasses). */
function bothReadings(): { whole: IntakeItem[]; streamed: IntakeItem[]; passes: LedgerPasses } {
  const ledger = Ledger.openReadOnly(dir)
  const whole = [...ledger.values()].map((e) => toPublic(e))
  const damage = ledger.loadReport.damage
  ledger.close()
  const passes = new LedgerPasses(dir)
  const streamed: IntakeItem[] = []
  passes.forEach((e) => streamed.push(toPublic(e)))
  expect(passes.damage).toEqual(damage)
  // A second pass gives the same again.
  const again: IntakeItem[] = []
  passes.forEach((e) => again.push(toPublic(e)))
  expect(again).toEqual(streamed)
  return { whole, streamed, passes }
}

/** Drops the `seq` the whole reading numbers at load (status shows none). */
const unnumbered = (items: IntakeItem[]): Omit<IntakeItem, 'seq'>[] =>
  items.map(({ seq: _seq, ...rest }) => rest)

describe('LedgerPasses', () => {
  it('gives every entry as the whole ledger holds it: snapshot, then the journal after it', () => {
    const clock = new ManualClock(Date.parse('2026-04-01T08:00:00.000Z'))
    const l = new Ledger(dir, { clock })
    l.create(['a', 'b', 'c', 'd'].map((id) => entry(id)))
    l.update('a', { state: 'extracted', documentId: 'doc-a' }, 'read')
    l.update('b', { state: 'failed' })
    l.compact()
    // After the snapshot: changes to its entries, a dropped one, new ones, a removal.
    clock.advance(1000)
    l.update('b', { state: 'queued' }, 'retry')
    l.update('b', { state: 'extracted', documentId: 'doc-b' })
    l.forget(['c'])
    l.create([entry('e'), entry('f')])
    l.update('e', { state: 'cancelled' })
    l.update('a', { meta: { removedAt: new Date(clock.now()).toISOString() } })
    l.close()
    const { whole, streamed, passes } = bothReadings()
    expect(unnumbered(streamed)).toEqual(unnumbered(whole))
    expect(streamed.map((i) => i.id)).toEqual(['a', 'b', 'd', 'e', 'f'])
    expect(streamed[1].history.map((h) => h.state)).toEqual([
      'queued',
      'failed',
      'queued',
      'extracted'
    ])
    expect(passes.streamable).toBe(true)
  })

  it('says the same damage: a change to an item nobody holds, a damaged line, a torn tail', () => {
    const l = new Ledger(dir)
    l.create([entry('a')])
    l.compact()
    l.update('a', { state: 'hashing' })
    l.close()
    const journal = join(dir, 'ledger.journal.jsonl')
    appendFileSync(journal, '{"q":90,"id":"ghost","s":{"state":"failed"}}\n')
    appendFileSync(journal, '00000000 {"q":91,"id":"a","s":{}}\n')
    appendFileSync(journal, '{"q":92,"id":"a","s":{"sta')
    const { whole, streamed, passes } = bothReadings()
    expect(unnumbered(streamed)).toEqual(unnumbered(whole))
    expect(passes.damage?.parts.map((p) => p.kind)).toEqual(['journal_lines', 'torn_tail'])
  })

  it('counts changes to items nobody holds as the whole ledger does', () => {
    const l = new Ledger(dir)
    l.create([entry('a')])
    l.compact()
    l.close()
    appendFileSync(
      join(dir, 'ledger.journal.jsonl'),
      '{"q":90,"id":"ghost","s":{"state":"failed"}}\n'
    )
    const { passes } = bothReadings()
    expect(passes.damage?.parts).toEqual([
      expect.objectContaining({ kind: 'journal_orphans', count: 1 })
    ])
  })

  it('tells an order it cannot keep: an entry dropped and created again moved to the end', () => {
    const l = new Ledger(dir)
    l.create([entry('a'), entry('b')])
    l.compact()
    l.forget(['a'])
    l.create([entry('a')])
    l.close()
    const passes = new LedgerPasses(dir)
    passes.forEach(() => undefined)
    expect(passes.streamable).toBe(false)
  })
})
