import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Ledger } from '../../../src/engine/ledger/ledger'
import { entry } from './entry'

let dir: string
const open: Ledger[] = []
function ledger(opts: ConstructorParameters<typeof Ledger>[1] = {}): Ledger {
  const l = new Ledger(dir, opts)
  open.push(l)
  return l
}
const journal = (): string => join(dir, 'ledger.journal.jsonl')

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ledger-'))
})
afterEach(() => {
  for (const l of open.splice(0)) l.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('Ledger', () => {
  describe('update()', () => {
    it('is visible after a reload, with the state change in the history', () => {
      const a = ledger()
      a.create([entry('a')])
      a.update('a', { state: 'hashing' })
      a.update('a', { md5: 'abc==', size: 5 })
      a.update('a', { state: 'failed', lastError: { kind: 'file', message: 'gone' } }, 'deleted')
      a.close()
      const b = ledger()
      const e = b.get('a')!
      expect(e.state).toBe('failed')
      expect(e.md5).toBe('abc==')
      expect(e.history.map((h) => h.state)).toEqual(['queued', 'hashing', 'failed'])
      expect(e.history[2].note).toBe('deleted')
    })

    it('keeps the first and the latest history entries when the cap is reached', () => {
      const a = ledger({ historyCap: 4 })
      a.create([entry('a')])
      for (const s of ['hashing', 'retrying', 'hashing', 'retrying', 'hashing'] as const) {
        a.update('a', { state: s })
      }
      expect(a.get('a')!.history.map((h) => h.state)).toEqual([
        'queued',
        'hashing',
        'retrying',
        'hashing'
      ])
    })

    it('refuses an unknown id with a message naming it', () => {
      const a = ledger()
      expect(() => a.update('nope', { state: 'queued' })).toThrow(/nope/)
    })
  })

  describe('advance()', () => {
    const lines = (): number => readFileSync(journal(), 'utf8').split('\n').length - 1

    it('shows a passing step at once and writes it only with the next lasting change', () => {
      const a = ledger()
      a.create([entry('a')])
      a.advance('a', { state: 'hashing' })
      expect(a.get('a')!.state).toBe('hashing')
      expect(lines()).toBe(1)
      // A crash now: the next start sees the item where it last lasted, and hashes it again.
      expect(Ledger.openReadOnly(dir).get('a')!.state).toBe('queued')
      a.update('a', { md5: 'abc==', state: 'queued' }, 'hashed')
      expect(lines()).toBe(2)
      const after = Ledger.openReadOnly(dir).get('a')!
      expect(after.md5).toBe('abc==')
      expect(after.history.map((h) => [h.state, h.note])).toEqual([
        ['queued', undefined],
        ['hashing', undefined],
        ['queued', 'hashed']
      ])
      expect(after).toEqual(a.get('a'))
    })

    it('writes passing steps still held on close, so the history survives a restart', () => {
      const a = ledger()
      a.create([entry('a')])
      a.advance('a', { state: 'uploading', bytesSent: 0 }, 'sending')
      a.close()
      const b = ledger()
      expect(b.get('a')!.state).toBe('uploading')
      expect(b.get('a')!.history.at(-1)).toMatchObject({ state: 'uploading', note: 'sending' })
    })

    it('writes a step held across a compaction once, from the snapshot', () => {
      const a = ledger()
      a.create([entry('a')])
      a.advance('a', { state: 'hashing' })
      a.compact()
      a.update('a', { state: 'failed' })
      a.close()
      expect(
        ledger()
          .get('a')!
          .history.map((h) => h.state)
      ).toEqual(['queued', 'hashing', 'failed'])
    })
  })

  describe('load', () => {
    it('cuts off a torn last line and keeps every complete record', () => {
      const a = ledger()
      a.create([entry('a'), entry('b')])
      a.update('a', { state: 'hashing' })
      a.close()
      appendFileSync(journal(), '{"q":4,"id":"b","s":{"state":"upl')
      const b = ledger()
      expect(b.loadReport.tornTail).toBe(true)
      expect(b.get('a')!.state).toBe('hashing')
      expect(b.get('b')!.state).toBe('queued')
      b.update('b', { state: 'hashing' })
      b.close()
      const c = ledger()
      expect(c.loadReport.tornTail).toBe(false)
      expect(c.get('b')!.state).toBe('hashing')
      expect(readFileSync(journal(), 'utf8').endsWith('\n')).toBe(true)
    })

    it('keeps a complete last record that only lacks its newline', () => {
      const a = ledger()
      a.create([entry('a')])
      a.close()
      const text = readFileSync(journal(), 'utf8')
      writeFileSync(journal(), text + JSON.stringify({ q: 2, id: 'a', s: { state: 'hashing' } }))
      const b = ledger()
      expect(b.get('a')!.state).toBe('hashing')
      b.update('a', { state: 'uploading' })
      b.close()
      expect(ledger().get('a')!.state).toBe('uploading')
    })
  })

  describe('compact()', () => {
    it('folds the journal into a snapshot and reloads to the same entries', () => {
      const a = ledger({ compactAt: 10 })
      for (let i = 0; i < 31; i++) {
        a.create([entry(`e${i}`)])
        a.update(`e${i}`, { state: 'hashing' })
      }
      const before = [...a.values()]
      // 62 records written; compaction moved most of them out of the journal.
      expect(existsSync(join(dir, 'ledger.snapshot.jsonl'))).toBe(true)
      expect(readFileSync(journal(), 'utf8').split('\n').length - 1).toBeLessThan(62)
      a.close()
      const b = ledger()
      expect([...b.values()]).toEqual(before)
    })

    it('replays only newer records when a crash left the journal behind a fresh snapshot', () => {
      const a = ledger()
      a.create([entry('a')])
      a.update('a', { state: 'hashing' })
      const stale = readFileSync(journal(), 'utf8')
      a.compact()
      a.update('a', { state: 'uploading' })
      a.close()
      // The crash window between the snapshot's rename and the journal's truncation.
      writeFileSync(journal(), stale + readFileSync(journal(), 'utf8'))
      const b = ledger()
      expect(b.get('a')!.history.map((h) => h.state)).toEqual(['queued', 'hashing', 'uploading'])
    })
  })

  describe('byMd5()', () => {
    it('names the document that holds the content, also for duplicates', () => {
      const a = ledger()
      a.create([entry('a', { md5: 'm1' }), entry('b', { md5: 'm2' })])
      expect(a.byMd5('m1')).toBeUndefined()
      a.update('a', { documentId: 'doc1', state: 'submitted' })
      a.update('b', { duplicateOf: { id: 'doc9', name: 'x.pdf' }, state: 'duplicate' })
      a.close()
      const b = ledger()
      expect(b.byMd5('m1')).toEqual({ itemId: 'a', documentId: 'doc1', name: 'a.pdf' })
      expect(b.byMd5('m2')).toEqual({ itemId: 'b', documentId: 'doc9', name: 'x.pdf' })
    })
  })

  describe('holderOf()', () => {
    it('names the entry that created a document, not its duplicates', () => {
      const a = ledger()
      a.create([entry('a', { md5: 'm' }), entry('b', { md5: 'm' })])
      a.update('b', { duplicateOf: { id: 'doc1', name: null }, state: 'duplicate' })
      expect(a.holderOf('doc1')).toBeUndefined()
      a.update('a', { documentId: 'doc1', state: 'submitted' })
      a.close()
      expect(ledger().holderOf('doc1')!.id).toBe('a')
    })
  })

  describe('create()', () => {
    it('drops the oldest finished entries beyond the bound, never unfinished ones', () => {
      const a = ledger({ maxEntries: 10, isDisposable: (e) => e.state === 'extracted' })
      a.create([entry('busy', { state: 'uploading' })])
      for (let i = 0; i < 12; i++) a.create([entry(`e${i}`, { state: 'extracted' })])
      expect(a.size).toBeLessThanOrEqual(10)
      expect(a.get('busy')).toBeDefined()
      expect(a.get('e0')).toBeUndefined()
      expect(a.get('e11')).toBeDefined()
      a.close()
      expect(ledger().size).toBe(a.size)
    })
  })

  describe('at its bound', () => {
    const sent = (i: number) =>
      entry(`e${i}`, {
        path: `/in/scan${i}.pdf`,
        name: `scan${i}.pdf`,
        size: 1000 + i,
        mtimeMs: 5000 + i,
        md5: `m${i}`,
        documentId: `d${i}`,
        state: 'extracted'
      })
    const known = (l: Ledger, i: number) => ({
      file: l.prunedFile(`/in/scan${i}.pdf`, 1000 + i, 5000 + i),
      content: l.byMd5(`m${i}`)
    })
    const bound = {
      maxEntries: 10,
      isDisposable: (e: { state: string }) => e.state === 'extracted'
    }

    it('leaves the file and content of each pruned entry known, across restarts', () => {
      const a = ledger(bound)
      for (let i = 0; i < 10; i++) a.create([sent(i)])
      a.create([sent(10)])
      // Down to 90 % of the bound: the two oldest went.
      expect(a.size).toBe(9)
      expect([a.get('e0'), a.get('e1')]).toEqual([undefined, undefined])
      const pruned = { file: true, content: { itemId: null, documentId: 'd0', name: 'scan0.pdf' } }
      expect(known(a, 0)).toEqual(pruned)
      // The same path saved again (another mtime) is a file it never saw.
      expect(a.prunedFile('/in/scan0.pdf', 1000, 9999)).toBe(false)
      a.close()
      // From the journal…
      const b = ledger(bound)
      expect(known(b, 0)).toEqual(pruned)
      b.compact()
      b.close()
      // …and from the snapshot.
      const c = ledger(bound)
      expect(c.journalRecords).toBe(0)
      expect(known(c, 0)).toEqual(pruned)
      expect(known(c, 1).file).toBe(true)
      expect(c.fingerprints).toBe(4)
    })

    it('keeps fingerprints up to their own cap, far beyond the entries, the oldest going first', () => {
      const a = ledger({ ...bound, fingerprintCap: 30 })
      for (let i = 0; i < 60; i++) a.create([sent(i)])
      a.compact()
      a.close()
      const b = ledger({ ...bound, fingerprintCap: 30 })
      expect(b.size).toBeLessThanOrEqual(10)
      expect(known(b, 0)).toEqual({ file: false, content: undefined })
      expect(known(b, 40).file).toBe(true)
      expect(known(b, 40).content?.documentId).toBe('d40')
      expect(b.fingerprints).toBe(60)
    })

    it('writes a snapshot a version without fingerprints reads while it has none', () => {
      const a = ledger(bound)
      a.create([sent(0)])
      a.compact()
      const header = () =>
        JSON.parse(readFileSync(join(dir, 'ledger.snapshot.jsonl'), 'utf8').split('\n')[0].slice(9))
      expect(header().v).toBe(2)
      for (let i = 1; i < 12; i++) a.create([sent(i)])
      a.compact()
      expect(header()).toMatchObject({ v: 3, prints: expect.any(Number) })
    })
  })

  describe('byPath()', () => {
    it('returns the newest entry for a path and follows moves', () => {
      const a = ledger()
      a.create([entry('a', { path: '/in/x.pdf' })])
      a.create([entry('b', { path: '/in/x.pdf' })])
      expect(a.byPath('/in/x.pdf')!.id).toBe('b')
      a.update('b', { path: '/in/Done/x.pdf' })
      expect(a.byPath('/in/Done/x.pdf')!.id).toBe('b')
      a.close()
      expect(ledger().byPath('/in/x.pdf')!.id).toBe('a')
    })
  })

  describe('entries alike', () => {
    it('hold what they share once, and a change to one never shows in another', () => {
      const alike = {
        origin: { kind: 'watch' as const, folder: '/in' },
        documentType: 'commercial_invoice',
        shipmentNumbers: ['MAEU241234567'],
        meta: { folderId: 'scans' }
      }
      const a = ledger()
      a.create([entry('a', alike), entry('b', alike)])
      a.compact()
      a.close()
      const b = ledger()
      expect(b.get('a')!.origin).toBe(b.get('b')!.origin)
      expect(b.get('a')!.meta).not.toBe(b.get('b')!.meta)
      b.update('a', {
        origin: { kind: 'watch', folder: '/elsewhere' },
        documentType: 'bill_of_lading',
        shipmentNumbers: ['MSCU1234565'],
        meta: { folderId: 'other' }
      })
      const other = b.get('b')!
      expect([other.origin, other.documentType, other.shipmentNumbers, other.meta]).toEqual([
        { kind: 'watch', folder: '/in' },
        'commercial_invoice',
        ['MAEU241234567'],
        { folderId: 'scans' }
      ])
      b.close()
      expect(ledger().get('a')!.origin).toEqual({ kind: 'watch', folder: '/elsewhere' })
    })
  })

  describe('100,000 entries', () => {
    it('reloads all of them with every index intact, within a bounded heap', () => {
      const a = ledger()
      const batch = []
      for (let i = 0; i < 100_000; i++) {
        batch.push(entry(`e${i}`, { md5: `m${i}`, documentId: `d${i}`, state: 'extracted' }))
        if (batch.length === 5000) a.create(batch.splice(0))
      }
      a.compact()
      a.close()
      const heapBefore = process.memoryUsage().heapUsed
      const b = ledger()
      const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20
      expect(b.size).toBe(100_000)
      expect(b.byMd5('m99999')!.documentId).toBe('d99999')
      expect(heapMb).toBeLessThan(300)
    })
  })
})
