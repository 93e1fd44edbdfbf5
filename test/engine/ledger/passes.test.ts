import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { toPublic } from '../../../src/engine/context/entries'
import { Ledger } from '../../../src/engine/ledger/ledger'
import { LedgerPasses, type EntrySurvey } from '../../../src/engine/ledger/passes'
import { writeSnapshot } from '../../../src/engine/ledger/snapshot'
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

  describe('survey', () => {
    /** What a survey gives, and what it found, beside the same facts from a full pass. */
    function surveyAndPass(): { survey: EntrySurvey[]; full: EntrySurvey[] } {
      const full: EntrySurvey[] = []
      const byPass = new LedgerPasses(dir)
      byPass.forEach((e) =>
        full.push({
          id: e.id,
          createdAt: e.createdAt,
          documentId: e.documentId,
          removed: e.meta?.removedAt !== undefined
        })
      )
      const passes = new LedgerPasses(dir)
      const survey: EntrySurvey[] = []
      passes.survey((e) => survey.push(e))
      expect(passes.damage).toEqual(byPass.damage)
      expect(passes.streamable).toBe(byPass.streamable)
      return { survey, full }
    }

    it('finds the fields of each line by its bytes as a parse of it does', () => {
      const at = (s: number): string => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString()
      writeSnapshot(
        join(dir, 'ledger.snapshot.jsonl'),
        0,
        [
          entry('plain', { createdAt: at(1), documentId: 'doc-1', state: 'extracted' }),
          // Quotes, backslashes, braces and non-ASCII in what the byte search steps over.
          entry('odd "name" \\ {x} ü', {
            name: 'a "b" \\ c} ], ü 文.pdf',
            createdAt: at(2),
            documentId: 'doc-"2" 文',
            meta: { spoolPath: '/spool/"removedAt":"no"}.pdf' }
          }),
          entry('removed', { createdAt: at(3), meta: { removedAt: at(9) } }),
          entry('no-doc', { createdAt: at(4), documentId: null }),
          entry('ü-文', { createdAt: at(5), documentId: 'doc-文' })
        ],
        5
      )
      const { survey, full } = surveyAndPass()
      expect(survey).toEqual(full)
      expect(survey.map((e) => e.removed)).toEqual([false, false, true, false, false])
      expect(survey[4]).toMatchObject({ id: 'ü-文', documentId: 'doc-文' })
      expect(survey[1]).toMatchObject({ id: 'odd "name" \\ {x} ü', documentId: 'doc-"2" 文' })
    })

    it('reads damaged, unsealed and twice-given lines, and those the journal changes, as a pass', () => {
      const l = new Ledger(dir)
      l.create(['a', 'b', 'c', 'd'].map((id) => entry(id)))
      l.compact()
      l.update('b', { state: 'extracted', documentId: 'doc-b' })
      l.update('c', { meta: { removedAt: '2026-02-01T00:00:00.000Z' } })
      l.close()
      const path = join(dir, 'ledger.snapshot.jsonl')
      const lines = readFileSync(path, 'utf8').split('\n')
      // Line 2 ('a') given again unsealed, line 4 ('c') with a checksum that no longer matches.
      lines.push(lines[1].slice(9))
      lines[3] = lines[3].replace(/^[0-9a-f]{8}/, '00000000')
      writeFileSync(path, lines.filter(Boolean).join('\n') + '\n')
      const { survey, full } = surveyAndPass()
      expect(survey).toEqual(full)
      expect(survey.map((e) => e.id)).toEqual(['a', 'b', 'd', 'a'])
    })

    it('reads a snapshot written before lines were sealed (version 1) as a pass does', () => {
      const path = join(dir, 'ledger.snapshot.jsonl')
      const entries = [entry('x'), entry('y', { documentId: 'doc-y' })]
      const v1 = [{ v: 1, q: 0, count: 2 }, ...entries].map((v) => JSON.stringify(v))
      writeFileSync(path, v1.join('\n') + '\n')
      const { survey, full } = surveyAndPass()
      expect(survey).toEqual(full)
      expect(survey.map((e) => e.documentId)).toEqual([null, 'doc-y'])
    })
  })
})
