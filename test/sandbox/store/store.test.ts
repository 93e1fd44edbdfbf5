import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Store, flushDelay } from '../../../src/sandbox/store/store'

interface Tagged {
  id: string
  tag: string
}

interface Item {
  id: string
  n: number
}

describe('store/store', () => {
  describe('Store', () => {
    it('reloads what was written, per account and collection', () => {
      const dir = mkdtempSync(join(tmpdir(), 'sbx-store-'))
      const a = new Store(dir)
      a.forAccount('acc1').collection<Item>('things').put({ id: 'x', n: 1 })
      a.forAccount('acc1')
        .collection<Item>('things')
        .update('x', (i) => {
          i.n = 2
        })
      a.forAccount('acc2').collection<Item>('things').put({ id: 'y', n: 3 })
      a.forAccount('acc1').seeded = true
      a.flush()
      const b = new Store(dir)
      expect(b.forAccount('acc1').collection<Item>('things').all()).toEqual([{ id: 'x', n: 2 }])
      expect(b.forAccount('acc2').collection<Item>('things').get('y')).toEqual({ id: 'y', n: 3 })
      expect(b.forAccount('acc1').seeded).toBe(true)
      expect(b.forAccount('acc2').seeded).toBe(false)
    })

    it('leaves no temp files behind and writes only changed collections', () => {
      const dir = mkdtempSync(join(tmpdir(), 'sbx-store-'))
      const s = new Store(dir)
      s.forAccount('acc').collection<Item>('one').put({ id: '1', n: 1 })
      s.flush()
      s.forAccount('acc').collection<Item>('two').put({ id: '2', n: 2 })
      s.flush()
      expect(readdirSync(join(dir, 'state', 'acc')).sort()).toEqual(['one.json', 'two.json'])
    })

    it('writes shortly after a change without an explicit flush', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sbx-store-'))
      new Store(dir).shared.collection<Item>('tokens').put({ id: 't', n: 0 })
      await new Promise((r) => setTimeout(r, 200))
      expect(new Store(dir).shared.collection<Item>('tokens').size).toBe(1)
    })
  })

  describe('Collection.findBy()', () => {
    it('finds records by field value and follows puts and deletes from any handle', () => {
      const s = new Store(mkdtempSync(join(tmpdir(), 'sbx-store-')))
      const acc = s.forAccount('acc')
      acc.collection<Tagged>('tags').put({ id: 'a', tag: 'red' })
      acc.collection<Tagged>('tags').put({ id: 'b', tag: 'blue' })
      expect(
        acc
          .collection<Tagged>('tags')
          .findBy('tag', 'red')
          .map((t) => t.id)
      ).toEqual(['a'])
      acc.collection<Tagged>('tags').put({ id: 'c', tag: 'red' })
      acc.collection<Tagged>('tags').put({ id: 'a', tag: 'green' })
      expect(
        acc
          .collection<Tagged>('tags')
          .findBy('tag', 'red')
          .map((t) => t.id)
      ).toEqual(['c'])
      expect(
        acc
          .collection<Tagged>('tags')
          .findBy('tag', 'green')
          .map((t) => t.id)
      ).toEqual(['a'])
      acc.collection<Tagged>('tags').delete('c')
      expect(acc.collection<Tagged>('tags').findBy('tag', 'red')).toEqual([])
    })

    it('indexes records reloaded from disk', () => {
      const dir = mkdtempSync(join(tmpdir(), 'sbx-store-'))
      const a = new Store(dir)
      a.shared.collection<Tagged>('tags').put({ id: 'x', tag: 'tok' })
      a.flush()
      expect(new Store(dir).shared.collection<Tagged>('tags').findBy('tag', 'tok')).toEqual([
        { id: 'x', tag: 'tok' }
      ])
    })
  })

  describe('flushDelay()', () => {
    it('keeps the short delay for quick writes and backs off for slow ones, up to a cap', () => {
      expect(flushDelay(0)).toBe(100)
      expect(flushDelay(2)).toBe(100)
      expect(flushDelay(40)).toBe(800)
      expect(flushDelay(5000)).toBe(2000)
    })
  })
})
