import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { toPublic } from '../../../src/engine/context/entries'
import { packHistory, unpackHistory } from '../../../src/engine/ledger/historyCode'
import { Ledger } from '../../../src/engine/ledger/ledger'
import type { LedgerEntry } from '../../../src/engine/ledger/types'
import type { StateChange } from '../../../src/shared/intake'
import { ManualClock } from '../../main/support/manualClock'
import { entry } from './entry'

let dir: string
const open: Ledger[] = []
function ledger(opts: ConstructorParameters<typeof Ledger>[1] = {}): Ledger {
  const l = new Ledger(dir, opts)
  open.push(l)
  return l
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ledger-finished-'))
})
afterEach(() => {
  for (const l of open.splice(0)) l.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A file taken to `extracted` step by step, 1.5 s apart, one step with a note. */
function finish(l: Ledger, id: string, clock: ManualClock): void {
  l.create([entry(id, { meta: { folderId: 'w1', ino: 42, createAttempts: 1 } })])
  for (const state of ['hashing', 'uploading', 'submitted', 'extracted'] as const) {
    clock.advance(1500)
    l.update(id, { state }, state === 'submitted' ? 'sent as doc-1' : undefined)
  }
}

describe('finished entries', () => {
  it('keep their whole history and meta across a restart, from snapshot and journal', () => {
    const clock = new ManualClock(Date.parse('2026-03-01T08:00:00.000Z'))
    const a = ledger({ clock })
    finish(a, 'snap', clock)
    a.compact()
    finish(a, 'jour', clock)
    const before = ['snap', 'jour'].map((id) => toPublic(a.get(id)!))
    a.close()
    const b = ledger({ clock })
    for (const [k, id] of ['snap', 'jour'].entries()) {
      const e = b.get(id)!
      expect(toPublic(e)).toEqual(before[k])
      expect(e.history.map((h) => h.state)).toEqual([
        'queued',
        'hashing',
        'uploading',
        'submitted',
        'extracted'
      ])
      expect(e.history[3]).toEqual({
        state: 'submitted',
        at: before[k].history[3].at,
        note: 'sent as doc-1'
      })
      expect(e.meta).toEqual({ folderId: 'w1', ino: 42, createAttempts: 1 })
    }
    // Still listed and found by what lists and lookups use.
    expect(b.idsIn(['extracted'])).toEqual(['snap', 'jour'])
    expect(b.byPath('/in/snap.pdf')?.id).toBe('snap')
  })

  it('given a history of their own on every read: a caller changing one changes nothing', () => {
    const clock = new ManualClock(Date.parse('2026-03-01T08:00:00.000Z'))
    const a = ledger({ clock })
    finish(a, 'a', clock)
    a.get('a')!.history.push({ state: 'failed', at: 'x' })
    expect(
      a
        .get('a')!
        .history.map((h) => h.state)
        .at(-1)
    ).toBe('extracted')
  })

  it('tried again after a restart, go on with their history and meta whole', () => {
    const clock = new ManualClock(Date.parse('2026-03-01T08:00:00.000Z'))
    const a = ledger({ clock })
    finish(a, 'a', clock)
    a.close()
    const b = ledger({ clock })
    clock.advance(60_000)
    const retried = b.update(
      'a',
      { state: 'submitted', meta: { ...b.get('a')!.meta, followSince: 'now' } },
      'retry'
    )
    expect(retried.history.map((h) => h.state)).toEqual([
      'queued',
      'hashing',
      'uploading',
      'submitted',
      'extracted',
      'submitted'
    ])
    expect(retried.meta).toEqual({ folderId: 'w1', ino: 42, createAttempts: 1, followSince: 'now' })
    // Active again, it is changed in place, as every entry on its way is.
    const next = b.update('a', { state: 'classified' })
    expect(next).toBe(retried)
    expect(b.get('a')).toBe(retried)
    b.update('a', { state: 'extracted' })
    b.close()
    const c = ledger({ clock })
    expect(
      c
        .get('a')!
        .history.map((h) => h.state)
        .slice(-3)
    ).toEqual(['submitted', 'classified', 'extracted'])
  })

  it('acknowledged or removed, keep their history whole', () => {
    const clock = new ManualClock(Date.parse('2026-03-01T08:00:00.000Z'))
    const a = ledger({ clock })
    finish(a, 'a', clock)
    const history = a.get('a')!.history
    clock.advance(1000)
    a.update('a', { acknowledgedAt: new Date(clock.now()).toISOString() })
    a.update('a', { meta: { ...a.get('a')!.meta, removedAt: 'then' } })
    expect(a.get('a')!.history).toEqual(history)
    expect(a.idsIn(['extracted'])).toEqual([])
  })
})

/** Finished entries of every kind a state folder holds, the odd ones too. */
function finishedKinds(): LedgerEntry[] {
  const at = (s: number): string =>
    new Date(Date.parse('2026-03-01T08:00:00.000Z') + s).toISOString()
  const history = [
    { state: 'queued' as const, at: at(0) },
    { state: 'submitted' as const, at: at(1500), note: 'sent' },
    { state: 'extracted' as const, at: at(3000) }
  ]
  const done = (id: string, over: Partial<LedgerEntry>): LedgerEntry =>
    entry(id, { state: 'extracted', history, createdAt: at(0), updatedAt: at(3000), ...over })
  return [
    done('plain', {
      origin: { kind: 'watch', folder: '/scans' },
      path: '/scans/a.pdf',
      name: 'a.pdf',
      size: 40_000,
      bytesSent: 40_000,
      mtimeMs: Date.parse(at(-5000)),
      md5: 'xU57SqZvrwNnHctJRm7ZnQ==',
      documentId: 'doc-1',
      documentType: 'commercial_invoice',
      shipmentNumbers: ['MAEU241234567'],
      containerNumbers: ['MSKU1234565'],
      meta: { folderId: 'w1', followSince: at(1500), ino: 7, createAttempts: 1 }
    }),
    done('rich', {
      path: 'C:\\scans\\b.pdf',
      name: 'b (copy).pdf',
      mtimeMs: 1_772_352_000_123.456,
      bytesSent: 12,
      lastError: { kind: 'network', message: 'gone' },
      duplicateOf: { id: 'doc-0', name: 'z.pdf' },
      extracted: { invoice_number: 'INV-1' },
      manual: { invoice_number: 'INV-2' },
      acknowledgedAt: at(4000),
      warning: null,
      meta: {}
    }),
    done('bare', { path: null, mtimeMs: null, state: 'failed' }),
    done('odd', { createdAt: 'yesterday', meta: { followSince: 'now' } }),
    done('strayed', { history: [{ state: 'extracted', at: at(0), extra: 1 } as StateChange] })
  ]
}

describe('finished entries kept compact', () => {
  it('are given back exactly as they were written, from the journal, the snapshot and memory', () => {
    const kinds = finishedKinds()
    const want = structuredClone(kinds)
    const a = ledger()
    a.create(kinds.map((k) => ({ ...structuredClone(k), state: 'queued' })))
    for (const k of kinds) a.update(k.id, { state: k.state })
    // What update stamped (the state's change and the time) set as written.
    const written = (l: Ledger): LedgerEntry[] => want.map((w) => l.get(w.id)!)
    const inMemory = written(a).map((e) => ({ ...e, history: e.history }))
    const b = (a.close(), ledger())
    expect(written(b)).toStrictEqual(inMemory)
    b.compact()
    b.close()
    const c = ledger()
    expect(written(c)).toStrictEqual(inMemory)
    for (const [i, e] of written(c).entries()) {
      expect({ ...e, seq: 0, history: [], updatedAt: '' }).toStrictEqual({
        ...want[i],
        seq: 0,
        history: [],
        updatedAt: ''
      })
    }
  })

  it('hand each reader a copy of its own: changing one changes nothing the ledger holds', () => {
    const a = ledger()
    const [plain] = finishedKinds()
    a.create([{ ...plain, state: 'queued' }])
    a.update('plain', { state: 'extracted' })
    const e = a.get('plain')!
    e.shipmentNumbers.push('MAEU999')
    e.meta!.folderId = 'elsewhere'
    e.name = 'renamed.pdf'
    const again = a.get('plain')!
    expect(again.shipmentNumbers).toEqual(['MAEU241234567'])
    expect(again.meta?.folderId).toBe('w1')
    expect(again.name).toBe('a.pdf')
  })

  it('are still found by path, content and document, Windows paths and none too', () => {
    const a = ledger()
    const kinds = finishedKinds()
    a.create(kinds.map((k) => ({ ...k, state: 'queued' })))
    for (const k of kinds) a.update(k.id, { state: k.state })
    a.close()
    const b = ledger()
    expect(b.byPath('/scans/a.pdf')?.id).toBe('plain')
    expect(b.byPath('C:\\scans\\b.pdf')?.id).toBe('rich')
    expect(b.byPath('C:\\scans\\a.pdf')).toBeUndefined()
    expect(b.byMd5('xU57SqZvrwNnHctJRm7ZnQ==')).toEqual({
      itemId: 'plain',
      documentId: 'doc-1',
      name: 'a.pdf'
    })
    expect(b.holderOf('doc-1')?.id).toBe('plain')
    expect(b.idsIn(['extracted'])).toEqual(['plain', 'rich', 'odd', 'strayed'])
    expect([...b.unfinished()].map((e) => e.id)).toEqual(['odd', 'strayed'])
  })
})

describe('packed history', () => {
  it('comes back exactly, states and times from a foreign or old folder too', () => {
    const odd: StateChange[] = [
      { state: 'waiting', at: '2026-03-01T08:00:00.000Z' },
      { state: 'queued', at: '2026-03-01T08:00:00.000Z', note: 'found "again"\n' },
      { state: 'archived' as StateChange['state'], at: '2026-03-01T09:00:00Z' },
      { state: 'extracted', at: 'yesterday' },
      { state: 'failed', at: '1999-12-31T23:59:59.999Z', note: '' }
    ]
    expect(unpackHistory(packHistory(odd))).toEqual(odd)
    expect(unpackHistory(packHistory([]))).toEqual([])
  })
})
