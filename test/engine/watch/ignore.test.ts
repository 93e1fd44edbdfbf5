import { describe, expect, it } from 'vitest'
import { isJunkName, makeFilter } from '../../../src/engine/watch/ignore'

describe('ignore', () => {
  describe('isJunkName()', () => {
    it.each([
      ['invoice.pdf', false],
      ['report.tmp', true],
      ['big.PART', true],
      ['download.pdf.crdownload', true],
      ['~$letter.docx', true],
      ['.hidden.pdf', true],
      ['Thumbs.db', true],
      ['desktop.ini', true],
      ['.DS_Store', true],
      ['tmp.pdf', false],
      ['a~$b.pdf', false]
    ])('%s -> %s', (name, junk) => {
      expect(isJunkName(name)).toBe(junk)
    })
  })

  describe('makeFilter()', () => {
    const root = '/in'
    it.each([
      // [include, exclude, path, accepted]
      [[], [], '/in/a.pdf', true],
      [[], [], '/in/Done/a.pdf', false],
      [[], [], '/in/Failed/a.pdf', false],
      [[], [], '/in/Duplicates/a.pdf', false],
      [[], [], '/in/sub/Done/a.pdf', true],
      [[], [], '/in/.git/a.pdf', false],
      [[], [], '/in/sub/~$a.docx', false],
      [[], [], '/elsewhere/a.pdf', false],
      [['*.pdf'], [], '/in/sub/deep/a.PDF', true],
      [['*.pdf'], [], '/in/a.txt', false],
      [['scans/**'], [], '/in/scans/x/a.txt', true],
      [['scans/**'], [], '/in/other/a.txt', false],
      [[], ['*.txt'], '/in/a.txt', false],
      [[], ['private/**'], '/in/private/a.pdf', false],
      [['*.pdf'], ['draft*'], '/in/draft-1.pdf', false]
    ])('include %j exclude %j: %s -> %s', (include, exclude, path, ok) => {
      expect(makeFilter({ root, include, exclude }).accepts(path)).toBe(ok)
    })

    it('never prunes a folder only because include names files', () => {
      const f = makeFilter({ root, include: ['*.pdf'], exclude: [] })
      expect(f.prune('/in/sub')).toBe(false)
      expect(f.prune('/in/Done')).toBe(true)
    })

    it("prunes Dropdock's own folders wherever they sit, whatever include says", () => {
      const f = makeFilter({ root, include: ['**'], exclude: [], own: ['/in/scans/state'] })
      expect(f.prune('/in/scans/state')).toBe(true)
      expect(f.accepts('/in/scans/state/dropdock.lock')).toBe(false)
      expect(f.accepts('/in/scans/state/sandbox/blobs/ab/cd.pdf')).toBe(false)
      expect(f.accepts('/in/scans/state2/a.pdf')).toBe(true)
      expect(f.accepts('/in/scans/a.pdf')).toBe(true)
    })
  })
})
