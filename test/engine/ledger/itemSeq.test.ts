import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Ledger } from '../../../src/engine/ledger/ledger'
import { entry } from './entry'

let dir: string
const open: Ledger[] = []
function ledger(): Ledger {
  const l = new Ledger(dir)
  open.push(l)
  return l
}
function reopen(l: Ledger): Ledger {
  l.close()
  return ledger()
}
const journal = (): string => join(dir, 'ledger.journal.jsonl')
const seqs = (l: Ledger): Record<string, number> =>
  Object.fromEntries([...l.values()].map((e) => [e.id, e.seq]))

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ledger-seq-'))
})
afterEach(() => {
  for (const l of open.splice(0)) l.close()
  rmSync(dir, { recursive: true, force: true })
})

describe("an item's creation number (seq)", () => {
  it('grows with every item created, whatever number the caller put in', () => {
    const a = ledger()
    a.create([entry('a', { seq: 99 }), entry('b')])
    a.create([entry('c')])
    expect(seqs(a)).toEqual({ a: 1, b: 2, c: 3 })
  })

  it('is kept across a restart, from the journal and from a snapshot', () => {
    let a = ledger()
    a.create([entry('a'), entry('b')])
    a = reopen(a)
    expect(seqs(a)).toEqual({ a: 1, b: 2 })
    a.forget(['b'])
    a.create([entry('c')])
    a.compact()
    a = reopen(a)
    // The number of a forgotten item is never given again.
    expect(seqs(a)).toEqual({ a: 1, c: 3 })
    a.create([entry('d')])
    expect(a.get('d')!.seq).toBe(4)
  })

  it('is given to items of a ledger written before numbers existed, in creation order', () => {
    const legacy = (id: string, q: number): string => {
      const { seq: _seq, ...old } = entry(id)
      return JSON.stringify({ q, id, n: old })
    }
    writeFileSync(journal(), [legacy('old-a', 1), legacy('old-b', 2)].join('\n') + '\n')
    let a = ledger()
    expect(seqs(a)).toEqual({ 'old-a': 1, 'old-b': 2 })
    a.create([entry('new')])
    a = reopen(a)
    expect(seqs(a)).toEqual({ 'old-a': 1, 'old-b': 2, new: 3 })
  })

  it('cannot be changed by an update written to the journal', () => {
    let a = ledger()
    a.create([entry('a'), entry('b')])
    a.close()
    // A record setting `seq` was never written by the engine: it is damage, not a reordering.
    const text = readFileSync(journal(), 'utf8')
    writeFileSync(journal(), text + JSON.stringify({ q: 3, id: 'a', s: { seq: 7 } }) + '\n')
    a = ledger()
    expect(seqs(a)).toEqual({ a: 1, b: 2 })
    expect(a.loadReport.corrupt).toBe(1)
  })
})
