import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { nodeFs, type StoreFs } from '../../../src/sandbox/store/fsLayer'
import { Store } from '../../../src/sandbox/store/store'
import { StorageError } from '../../../src/storage/storageError'

interface Tagged {
  id: string
  tag: string
}

interface Item {
  id: string
  n: number
}

const tempDir = (): string => mkdtempSync(join(tmpdir(), 'sbx-store-'))

function enospc(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
}

/** The real file system, whose writes fail with ENOSPC while `full` is set; counts fsyncs. */
function fillableFs(): StoreFs & { full: boolean; syncs: number } {
  const fs = {
    ...nodeFs,
    full: false,
    syncs: 0,
    write(fd: number, data: Buffer, position: number) {
      if (fs.full) return Promise.reject(enospc())
      return nodeFs.write(fd, data, position)
    },
    datasync(fd: number) {
      fs.syncs++
      return nodeFs.datasync(fd)
    },
    replaceFile(path: string, chunks: Iterable<string>) {
      if (fs.full) return Promise.reject(enospc())
      return nodeFs.replaceFile(path, chunks)
    }
  }
  return fs
}

describe('store/store', () => {
  describe('Store', () => {
    it('reloads what was written, per account and collection', async () => {
      const dir = tempDir()
      const a = new Store(dir)
      a.forAccount('acc1').collection<Item>('things').put({ id: 'x', n: 1 })
      a.forAccount('acc1')
        .collection<Item>('things')
        .update('x', (i) => {
          i.n = 2
        })
      a.forAccount('acc2').collection<Item>('things').put({ id: 'y', n: 3 })
      a.forAccount('acc2').collection<Item>('things').put({ id: 'z', n: 4 })
      a.forAccount('acc2').collection<Item>('things').delete('z')
      a.forAccount('acc1').seeded = true
      await a.durable()
      const b = new Store(dir)
      expect(b.forAccount('acc1').collection<Item>('things').all()).toEqual([{ id: 'x', n: 2 }])
      expect(b.forAccount('acc2').collection<Item>('things').all()).toEqual([{ id: 'y', n: 3 }])
      expect(b.forAccount('acc1').seeded).toBe(true)
      expect(b.forAccount('acc2').seeded).toBe(false)
    })

    it('settles durable() only after the change is fsynced, one fsync for a burst', async () => {
      const dir = tempDir()
      const fs = fillableFs()
      const s = new Store(dir, { fs })
      const things = s.shared.collection<Item>('things')
      for (let i = 0; i < 500; i++) things.put({ id: String(i), n: i })
      expect(fs.syncs).toBe(0)
      await s.durable()
      expect(fs.syncs).toBe(1)
      expect(new Store(dir).shared.collection<Item>('things').size).toBe(500)
    })

    it('ignores a last line cut short by a crash and keeps appending after it', async () => {
      const dir = tempDir()
      const a = new Store(dir)
      a.shared.collection<Item>('things').put({ id: 'kept', n: 1 })
      await a.durable()
      const [journal] = readdirSync(join(dir, 'state')).filter((f) => f.startsWith('journal-'))
      appendFileSync(join(dir, 'state', journal), '{"s":"shared","c":"things","p":{"id":"to')
      const logs: string[] = []
      const b = new Store(dir, { log: (l) => logs.push(l) })
      expect(b.shared.collection<Item>('things').all()).toEqual([{ id: 'kept', n: 1 }])
      expect(logs.join('\n')).toContain('cut short by a crash was ignored')
      b.shared.collection<Item>('things').put({ id: 'after', n: 2 })
      await b.durable()
      expect(
        new Store(dir).shared
          .collection<Item>('things')
          .all()
          .map((i) => i.id)
      ).toEqual(['kept', 'after'])
    })

    it('compacts into a snapshot, drops older journals and reloads the same state', async () => {
      const dir = tempDir()
      const a = new Store(dir)
      const things = a.forAccount('acc').collection<Item>('things')
      for (let i = 0; i < 50; i++) things.put({ id: String(i), n: i })
      for (let i = 0; i < 50; i += 2) things.delete(String(i))
      await a.compact()
      things.put({ id: 'late', n: 99 })
      await a.durable()
      expect(readdirSync(join(dir, 'state')).sort()).toEqual(['journal-2.jsonl', 'snapshot.jsonl'])
      const b = new Store(dir).forAccount('acc').collection<Item>('things')
      expect(b.size).toBe(26)
      expect(b.get('late')).toEqual({ id: 'late', n: 99 })
      expect(b.get('2')).toBeUndefined()
      expect(b.get('3')).toEqual({ id: '3', n: 3 })
    })

    it('reads a data dir of the earlier one-JSON-file-per-collection layout once', async () => {
      const dir = tempDir()
      mkdirSync(join(dir, 'state', 'acc'), { recursive: true })
      writeFileSync(join(dir, 'state', 'acc', 'things.json'), JSON.stringify([{ id: 'old', n: 1 }]))
      writeFileSync(join(dir, 'state', 'acc', '_meta.json'), JSON.stringify({ seeded: true }))
      const a = new Store(dir)
      await a.compact()
      expect(readdirSync(join(dir, 'state'))).not.toContain('acc')
      const b = new Store(dir).forAccount('acc')
      expect(b.seeded).toBe(true)
      expect(b.collection<Item>('things').get('old')).toEqual({ id: 'old', n: 1 })
    })

    it('rejects durable() with ENOSPC on a full disk and writes again once space returns', async () => {
      const dir = tempDir()
      const fs = fillableFs()
      const s = new Store(dir, { fs })
      const things = s.shared.collection<Item>('things')
      things.put({ id: 'before', n: 1 })
      await s.durable()
      fs.full = true
      things.put({ id: 'during', n: 2 })
      const err = await s.durable().catch((e: unknown) => e)
      expect(err).toBeInstanceOf(StorageError)
      expect((err as StorageError).full).toBe(true)
      expect((err as StorageError).message).toContain('is full')
      expect(s.failure?.code).toBe('ENOSPC')
      await expect(s.compact()).resolves.toBeUndefined()
      fs.full = false
      await expect.poll(() => s.failure, { timeout: 5000, interval: 20 }).toBeNull()
      await s.durable()
      expect(
        new Store(dir).shared
          .collection<Item>('things')
          .all()
          .map((i) => i.id)
      ).toEqual(['before', 'during'])
    })
  })

  describe('Collection.findBy()', () => {
    it('finds records by field value and follows puts and deletes from any handle', () => {
      const s = new Store(tempDir())
      const acc = s.forAccount('acc')
      acc.collection<Tagged>('tags').put({ id: 'a', tag: 'red' })
      acc.collection<Tagged>('tags').put({ id: 'b', tag: 'blue' })
      const ids = (tag: string): string[] =>
        acc
          .collection<Tagged>('tags')
          .findBy('tag', tag)
          .map((t) => t.id)
      expect(ids('red')).toEqual(['a'])
      acc.collection<Tagged>('tags').put({ id: 'c', tag: 'red' })
      acc.collection<Tagged>('tags').put({ id: 'a', tag: 'green' })
      expect(ids('red')).toEqual(['c'])
      expect(ids('green')).toEqual(['a'])
      acc.collection<Tagged>('tags').delete('c')
      expect(ids('red')).toEqual([])
    })

    it('indexes records reloaded from disk', () => {
      const dir = tempDir()
      const a = new Store(dir)
      a.shared.collection<Tagged>('tags').put({ id: 'x', tag: 'tok' })
      a.flush()
      expect(new Store(dir).shared.collection<Tagged>('tags').findBy('tag', 'tok')).toEqual([
        { id: 'x', tag: 'tok' }
      ])
    })
  })
})
