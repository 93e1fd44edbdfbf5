import { describe, expect, it } from 'vitest'
import { coalesce, type FsEvent } from '../../../src/engine/watch/coalesce'

const ev = (spec: string): FsEvent[] =>
  spec.split(' ').map((t) => {
    const [type, path] = t.split(':') as [FsEvent['type'], string]
    return { type, path }
  })

describe('coalesce', () => {
  describe('coalesce()', () => {
    it.each([
      ['add:a', [['a', 'upsert']]],
      ['add:a change:a change:a', [['a', 'upsert']]],
      ['add:a unlink:a', []],
      ['add:a change:a unlink:a', []],
      ['change:a unlink:a', [['a', 'remove']]],
      ['unlink:a add:a', [['a', 'upsert']]],
      ['unlink:a', [['a', 'remove']]],
      [
        'add:b add:a change:b',
        [
          ['b', 'upsert'],
          ['a', 'upsert']
        ]
      ]
    ])('%s', (spec, want) => {
      expect(coalesce(ev(spec)).map((c) => [c.path, c.change])).toEqual(want)
    })

    it('keeps the latest stamp of a path', () => {
      const out = coalesce([
        { type: 'add', path: 'a', stamp: { size: 1, mtimeMs: 1 } },
        { type: 'change', path: 'a', stamp: { size: 7, mtimeMs: 2 } }
      ])
      expect(out[0].stamp).toEqual({ size: 7, mtimeMs: 2 })
    })
  })
})
