import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { FsEvent } from '../../../src/engine/watch/coalesce'
import { FileScanner } from '../../../src/engine/watch/fileScanner'

let dir: string
let events: FsEvent[]
let scanner: FileScanner
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'scan-'))
  events = []
  scanner = new FileScanner({
    accepts: (p) => !p.endsWith('.tmp'),
    emit: (e) => events.push(e)
  })
})
afterEach(() => {
  scanner.close()
  rmSync(dir, { recursive: true, force: true })
})

const named = (): [string, string][] =>
  events.map((e) => [e.type, e.path.slice(dir.length + 1)] as [string, string])

describe('FileScanner', () => {
  it('reports the files of a directory with their size, skipping what the rules refuse', async () => {
    writeFileSync(join(dir, 'a.pdf'), 'aaa')
    writeFileSync(join(dir, 'b.tmp'), 'x')
    mkdirSync(join(dir, 'sub'))
    scanner.scanDir(dir)
    await scanner.whenIdle()
    expect(named()).toEqual([['add', 'a.pdf']])
    expect(events[0].stamp?.size).toBe(3)
  })

  it('reports on a rescan only what is new, changed or gone', async () => {
    writeFileSync(join(dir, 'keep.pdf'), 'k')
    writeFileSync(join(dir, 'edit.pdf'), 'e')
    writeFileSync(join(dir, 'gone.pdf'), 'g')
    scanner.scanDir(dir)
    await scanner.whenIdle()
    events.length = 0
    writeFileSync(join(dir, 'edit.pdf'), 'edited')
    utimesSync(join(dir, 'edit.pdf'), new Date(), new Date(Date.now() + 5000))
    rmSync(join(dir, 'gone.pdf'))
    writeFileSync(join(dir, 'new.pdf'), 'n')
    scanner.scanDir(dir)
    await scanner.whenIdle()
    expect(named().sort()).toEqual([
      ['add', 'new.pdf'],
      ['change', 'edit.pdf'],
      ['unlink', 'gone.pdf']
    ])
  })

  it('looks at one named path: added, then gone', async () => {
    const f = join(dir, 'one.pdf')
    writeFileSync(f, '1')
    scanner.check(f)
    await scanner.whenIdle()
    rmSync(f)
    scanner.check(f)
    await scanner.whenIdle()
    scanner.check(join(dir, 'never-there.pdf'))
    await scanner.whenIdle()
    expect(named()).toEqual([
      ['add', 'one.pdf'],
      ['unlink', 'one.pdf']
    ])
  })

  it('reports every file of a removed directory as gone', async () => {
    mkdirSync(join(dir, 'sub'))
    writeFileSync(join(dir, 'sub', 'x.pdf'), 'x')
    writeFileSync(join(dir, 'top.pdf'), 't')
    scanner.scanDir(dir)
    scanner.scanDir(join(dir, 'sub'))
    await scanner.whenIdle()
    events.length = 0
    scanner.dropDir(join(dir, 'sub'))
    expect(named()).toEqual([['unlink', join('sub', 'x.pdf')]])
  })

  it('takes 2,000 names at once, each reported once', async () => {
    for (let i = 0; i < 2000; i++) writeFileSync(join(dir, `f${i}.pdf`), String(i))
    for (let i = 0; i < 2000; i++) scanner.check(join(dir, `f${i}.pdf`))
    scanner.scanDir(dir)
    await scanner.whenIdle()
    expect(events.length).toBe(2000)
    expect(new Set(events.map((e) => e.path)).size).toBe(2000)
    expect(events.every((e) => e.type === 'add')).toBe(true)
  })

  describe('reconcile()', () => {
    it('lists a directory again when an entry came after its listing', async () => {
      writeFileSync(join(dir, 'first.pdf'), '1')
      scanner.scanDir(dir)
      await scanner.whenIdle()
      // A file no event reported (the watch was not up yet, or the OS dropped its event).
      writeFileSync(join(dir, 'unseen.pdf'), '2')
      utimesSync(dir, new Date(), new Date(Date.now() + 5000))
      scanner.reconcile(dir)
      await scanner.whenIdle()
      expect(named()).toEqual([
        ['add', 'first.pdf'],
        ['add', 'unseen.pdf']
      ])
    })

    it('finds an entry made in the same timestamp tick as the listing, then settles', async () => {
      const tick = new Date(Math.floor(Date.now() / 1000) * 1000)
      utimesSync(dir, tick, tick)
      scanner.scanDir(dir)
      await scanner.whenIdle()
      // The directory's mtime does not move: the entry came within the tick the listing saw.
      writeFileSync(join(dir, 'same-tick.pdf'), 't')
      utimesSync(dir, tick, tick)
      expect(scanner.unsettled(dir)).toBe(true)
      scanner.reconcile(dir)
      await scanner.whenIdle()
      expect(named()).toEqual([['add', 'same-tick.pdf']])
      expect(scanner.unsettled(dir)).toBe(false)
      // Settled: a later entry moves the mtime, and the next reconcile lists it.
      writeFileSync(join(dir, 'later.pdf'), 'l')
      utimesSync(dir, tick, new Date(tick.getTime() + 5000))
      scanner.reconcile(dir)
      await scanner.whenIdle()
      expect(named()).toEqual([
        ['add', 'same-tick.pdf'],
        ['add', 'later.pdf']
      ])
    })

    it('says which subdirectories a listing found', async () => {
      const found: string[] = []
      const s = new FileScanner({
        accepts: () => true,
        emit: () => {},
        onSubdir: (d) => found.push(d)
      })
      mkdirSync(join(dir, 'inner'))
      writeFileSync(join(dir, 'file.pdf'), 'f')
      s.scanDir(dir)
      await s.whenIdle()
      s.close()
      expect(found).toEqual([join(dir, 'inner')])
    })
  })
})
