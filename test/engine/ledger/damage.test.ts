import {
  appendFileSync,
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Ledger } from '../../../src/engine/ledger/ledger'
import { StorageError } from '../../../src/storage/storageError'
import { entry } from './entry'

let dir: string
const open: Ledger[] = []
function ledger(): Ledger {
  const l = new Ledger(dir)
  open.push(l)
  return l
}
const snapshot = (): string => join(dir, 'ledger.snapshot.jsonl')
const journal = (): string => join(dir, 'ledger.journal.jsonl')
const ids = (l: Ledger): string[] => [...l.values()].map((e) => e.id).sort()
const kinds = (l: Ledger): string[] => l.loadReport.damage?.parts.map((p) => p.kind) ?? []

/** A ledger of `n` entries folded into its snapshot, then `extra` changes in its journal. */
function written(n: number, extra = 0): void {
  const a = new Ledger(dir)
  a.create(Array.from({ length: n }, (_, i) => entry(`e${i}`)))
  a.compact()
  for (let i = 0; i < extra; i++) a.update(`e${i}`, { state: 'hashing' })
  a.close()
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ledger-damage-'))
})
afterEach(() => {
  for (const l of open.splice(0)) l.close()
  chmodSync(dir, 0o755)
  rmSync(dir, { recursive: true, force: true })
})

describe('a damaged state folder', () => {
  it('says a snapshot cut in half is cut, with how many files it lost', () => {
    written(30)
    const text = readFileSync(snapshot(), 'utf8').split('\n')
    // Cut at a line boundary: every line left is whole, only the count tells.
    writeFileSync(snapshot(), text.slice(0, 16).join('\n') + '\n')
    const l = ledger()
    expect(l.size).toBe(15)
    expect(kinds(l)).toEqual(['snapshot_cut'])
    expect(l.loadReport.damage!.message).toContain(
      "The ledger's snapshot is cut short: 15 files of 30 are missing."
    )
  })

  it('says a snapshot cut among the fingerprints of pruned files is cut, and by how many', () => {
    const bound = { maxEntries: 10, fingerprintCap: 5000, isDisposable: () => true }
    const a = new Ledger(dir, bound)
    // 1,011 entries through a bound of 10: 9 kept, 1,002 fingerprints on three lines (500, 500, 2).
    for (let i = 0; i < 1011; i++) a.create([entry(`e${i}`, { path: `/in/f${i}.pdf` })])
    a.compact()
    a.close()
    const text = readFileSync(snapshot(), 'utf8').split('\n')
    writeFileSync(snapshot(), text.slice(0, -2).join('\n') + '\n')
    const l = new Ledger(dir, bound)
    open.push(l)
    expect(l.size).toBe(9)
    expect(l.fingerprints).toBe(1000)
    expect(kinds(l)).toEqual(['snapshot_cut'])
    expect(l.loadReport.damage!.message).toContain(
      "The ledger's snapshot is cut short: 2 files of 1011 are missing."
    )
  })

  it('says a deleted snapshot is missing, and loads what the journal holds', () => {
    written(20, 3)
    unlinkSync(snapshot())
    const l = ledger()
    expect(kinds(l)).toEqual(['snapshot_missing'])
    expect(l.loadReport.damage!.message).toContain(
      "The ledger's snapshot is missing: what it held of 20 files is lost."
    )
  })

  it('says a deleted snapshot is missing right after compaction too (an empty journal)', () => {
    written(20)
    unlinkSync(snapshot())
    expect(kinds(ledger())).toEqual(['snapshot_missing'])
  })

  it('skips a line whose checksum is wrong, and a null entry, and says how many', () => {
    written(5)
    const text = readFileSync(snapshot(), 'utf8')
    // A byte changed inside the JSON: still valid JSON, but not what was written.
    writeFileSync(snapshot(), text.replace('"id":"e2"', '"id":"e9"') + 'null\n')
    const l = ledger()
    expect(ids(l)).toEqual(['e0', 'e1', 'e3', 'e4'])
    expect(kinds(l)).toEqual(['snapshot_lines'])
    expect(l.loadReport.damage!.parts[0].count).toBe(2)
  })

  it('skips null and shapeless journal records instead of throwing a TypeError', () => {
    written(2)
    appendFileSync(journal(), 'null\n{"q":90,"id":"x","n":null}\n{"q":91,"id":"e0","s":null}\n')
    const l = ledger()
    expect(ids(l)).toEqual(['e0', 'e1'])
    expect(kinds(l)).toEqual(['journal_lines'])
    expect(l.loadReport.damage!.parts[0].count).toBe(3)
    // The ledger goes on working.
    l.update('e0', { state: 'hashing' })
    expect(l.get('e0')!.state).toBe('hashing')
  })

  it('reads a state folder written before lines carried checksums as it did', () => {
    mkdirSync(dir, { recursive: true })
    const e = entry('old')
    writeFileSync(snapshot(), `${JSON.stringify({ v: 1, q: 1, count: 1 })}\n${JSON.stringify(e)}\n`)
    writeFileSync(journal(), `${JSON.stringify({ q: 2, id: 'old', s: { state: 'hashing' } })}\n`)
    const l = ledger()
    expect(l.get('old')!.state).toBe('hashing')
    expect(l.loadReport.damage).toBeNull()
  })

  it('loads a whole ledger without a word', () => {
    written(10, 4)
    expect(ledger().loadReport.damage).toBeNull()
  })

  it('is a storage error when the snapshot cannot be read', () => {
    mkdirSync(snapshot(), { recursive: true })
    let thrown: unknown
    try {
      ledger()
    } catch (err) {
      thrown = err
    }
    expect(thrown).toBeInstanceOf(StorageError)
    expect((thrown as Error).message).toBe(
      `${snapshot()} is a folder, not the file of Dropdock's data it should be.`
    )
  })
})
