import { describe, expect, it } from 'vitest'
import type { FileStamp } from '../../../src/engine/files/stamp'
import { StabilityGate } from '../../../src/engine/watch/gate'

const s = (size: number, mtimeMs = 1): FileStamp => ({ size, mtimeMs })

type Step =
  | ['event', number, FileStamp | null]
  | ['check', number, FileStamp | null, string]
  | ['due', number, boolean]

describe('StabilityGate', () => {
  describe('verdict()', () => {
    it.each<[string, Step[]]>([
      [
        'a quiet file passes after the period',
        [
          ['event', 0, s(5)],
          ['due', 1999, false],
          ['due', 2000, true],
          ['check', 2000, s(5), 'stable']
        ]
      ],
      [
        'a grown file restarts the period',
        [
          ['event', 0, s(5)],
          ['check', 2000, s(9), 'changed'],
          ['due', 3999, false],
          ['check', 4000, s(9), 'stable']
        ]
      ],
      [
        'a touched file (new mtime) restarts the period',
        [
          ['event', 0, s(5, 1)],
          ['check', 2000, s(5, 2), 'changed'],
          ['check', 4000, s(5, 2), 'stable']
        ]
      ],
      [
        'any event resets the period',
        [
          ['event', 0, s(5)],
          ['event', 1500, null],
          ['due', 2000, false],
          ['due', 3500, true],
          ['check', 3500, s(5), 'stable']
        ]
      ],
      [
        'a file found without a stamp waits one more period',
        [
          ['event', 0, null],
          ['check', 2000, s(5), 'changed'],
          ['check', 4000, s(5), 'stable']
        ]
      ],
      [
        'a vanished file is released as gone',
        [
          ['event', 0, s(5)],
          ['check', 2000, null, 'gone'],
          ['check', 4000, s(5), 'unknown']
        ]
      ],
      [
        'a zero-byte file passes like any other',
        [
          ['event', 0, s(0)],
          ['check', 2000, s(0), 'stable']
        ]
      ]
    ])('%s', (_name, steps) => {
      const g = new StabilityGate(2000)
      for (const step of steps) {
        if (step[0] === 'event') g.observe('f', step[2], step[1])
        else if (step[0] === 'due') expect(g.due(step[1]).includes('f')).toBe(step[2])
        else expect(g.verdict('f', step[2], step[1])).toBe(step[3])
      }
    })
  })

  describe('nextDueAt()', () => {
    it('is the earliest end of a quiet period, each file with its own period', () => {
      const g = new StabilityGate(2000)
      expect(g.nextDueAt()).toBeNull()
      g.observe('a', s(1), 100)
      g.observe('b', s(1), 200, 200)
      expect(g.nextDueAt()).toBe(400)
    })
  })
})
