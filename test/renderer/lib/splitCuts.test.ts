import { describe, expect, it } from 'vitest'
import type { FileState } from '@shared/intake'
import { CUT_MAX_PAGES } from '@shared/split'
import {
  enoughParts,
  pagesProblem,
  rangesOf,
  splittable,
  stripMove,
  toggleCut
} from '@renderer/lib/splitCuts'
import { makeItem } from '../fakeBridge'

describe('lib/splitCuts', () => {
  describe('rangesOf', () => {
    it('is the whole file while there is no cut', () => {
      expect(rangesOf(new Set(), 4)).toEqual([{ first: 1, last: 4 }])
    })

    it('ends a part on each cut, in page order whatever the order the cuts were put in', () => {
      expect(rangesOf(new Set([3, 1]), 5)).toEqual([
        { first: 1, last: 1 },
        { first: 2, last: 3 },
        { first: 4, last: 5 }
      ])
    })

    it('makes one part per page with a cut after every page but the last', () => {
      expect(rangesOf(new Set([1, 2, 3]), 4)).toEqual(
        [1, 2, 3, 4].map((p) => ({ first: p, last: p }))
      )
    })

    it('leaves out cuts that fall on no gap between pages', () => {
      expect(rangesOf(new Set([0, 4, 9, 1.5, -1]), 4)).toEqual([{ first: 1, last: 4 }])
    })

    it('covers every page once, in order, for any set of cuts', () => {
      for (let pages = 1; pages <= 9; pages++) {
        for (let mask = 0; mask < 1 << (pages - 1); mask++) {
          const cuts = new Set(
            [...Array(pages - 1).keys()].filter((b) => mask & (1 << b)).map((b) => b + 1)
          )
          const ranges = rangesOf(cuts, pages)
          const covered = ranges.flatMap((r) =>
            Array.from({ length: r.last - r.first + 1 }, (_, i) => r.first + i)
          )
          expect(covered).toEqual(Array.from({ length: pages }, (_, i) => i + 1))
          expect(ranges).toHaveLength(cuts.size + 1)
        }
      }
    })
  })

  describe('toggleCut', () => {
    it('puts a cut after a page, and takes it away again', () => {
      const one = toggleCut(new Set(), 2, 4)
      expect([...one]).toEqual([2])
      expect([...toggleCut(one, 2, 4)]).toEqual([])
    })

    it('leaves the cuts given as they were', () => {
      const before = new Set([1])
      toggleCut(before, 2, 4)
      expect([...before]).toEqual([1])
    })

    it('puts no cut after the last page, nor outside the file', () => {
      for (const page of [4, 0, 5, 2.5]) expect([...toggleCut(new Set([1]), page, 4)]).toEqual([1])
    })
  })

  it('needs two parts at least to split', () => {
    expect(enoughParts(rangesOf(new Set(), 4))).toBe(false)
    expect(enoughParts(rangesOf(new Set([2]), 4))).toBe(true)
  })

  it('says why a PDF cannot be split here: one page, or more than the cutter takes', () => {
    expect(pagesProblem(1)).toBe('one_page')
    expect(pagesProblem(2)).toBeNull()
    expect(pagesProblem(CUT_MAX_PAGES)).toBeNull()
    expect(pagesProblem(CUT_MAX_PAGES + 1)).toBe('too_many')
  })

  describe('stripMove: the page strip, 3 pages a row, 8 pages', () => {
    it.each([
      ['ArrowRight', 0, 1],
      ['ArrowRight', 7, 7],
      ['ArrowLeft', 0, 0],
      ['ArrowLeft', 4, 3],
      ['ArrowDown', 1, 4],
      ['ArrowDown', 5, 5],
      ['ArrowDown', 4, 7],
      ['ArrowUp', 4, 1],
      ['ArrowUp', 2, 2],
      ['Home', 5, 0],
      ['End', 1, 7]
    ])('%s from %i goes to %i', (key, at, to) => {
      expect(stripMove(key, at, 8, 3)).toBe(to)
    })

    it('takes no other key', () => {
      expect(stripMove('a', 2, 8, 3)).toBeNull()
      expect(stripMove(' ', 2, 8, 3)).toBeNull()
    })
  })

  describe('splittable', () => {
    const sent = {
      name: 'scan.pdf',
      path: '/home/clerk/scan.pdf',
      documentId: 'doc-1',
      state: 'extracted' as FileState
    }

    it.each<FileState>(['extracted', 'extraction_failed', 'stalled'])(
      'is a PDF sent as one document, now %s',
      (state) => {
        expect(splittable(makeItem({ ...sent, state }))).toBe(true)
      }
    )

    it.each<[string, Parameters<typeof makeItem>[0]]>([
      [
        'a packet the service split',
        { parts: [{ documentId: 'p', pages: null, documentType: null, state: 'extracted' }] }
      ],
      ['not a PDF', { name: 'scan.png', path: '/home/clerk/scan.png' }],
      ['still in flight', { state: 'classified' }],
      ['not sent', { documentId: null, state: 'failed' }],
      ['a duplicate', { state: 'duplicate' }],
      ['mailed, with no file here', { path: null, origin: { kind: 'email', submissionId: 's' } }]
    ])('is not %s', (_, over) => {
      expect(splittable(makeItem({ ...sent, ...over }))).toBe(false)
    })
  })
})
