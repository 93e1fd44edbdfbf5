import { describe, expect, it } from 'vitest'
import { parsePlist } from './plist'

const wrap = (dict: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>${dict}</dict></plist>`

describe('test/packaging/plist', () => {
  describe('parsePlist()', () => {
    it('reads booleans, strings and string arrays, ignoring comments', () => {
      expect(
        parsePlist(
          wrap(
            '<!-- c --><key>a</key><true/><key>b</key><false/><key>c</key><string> x </string>' +
              '<key>d</key><array><string>1</string><string>2</string></array>'
          )
        )
      ).toEqual({ a: true, b: false, c: 'x', d: ['1', '2'] })
    })

    it('throws on a missing value, a duplicate key, an unclosed dict or a stray element', () => {
      expect(() => parsePlist(wrap('<key>a</key>'))).toThrow(/no value for a|unsupported/)
      expect(() => parsePlist(wrap('<key>a</key><true/><key>a</key><true/>'))).toThrow(/duplicate/)
      expect(() => parsePlist('<plist version="1.0"><dict><key>a</key><true/>')).toThrow()
      expect(() => parsePlist(wrap('<key>a</key><integer>1</integer>'))).toThrow(/unsupported/)
      expect(() => parsePlist('<dict></dict>')).toThrow(/no <plist/)
    })
  })
})
