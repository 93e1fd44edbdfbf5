import { describe, expect, it } from 'vitest'
import { DETECT_LIMITS, detectSeparators } from '../../../src/engine/separators/detect'
import { CUT_MAX_PAGES } from '../../../src/shared/split'
import { separatorScan, type ScanPage } from '../../fixtures/separatorScan'

const TEXT = 'DROPDOCK-SPLIT'
const print = (seed: number): ScanPage => ({ kind: 'print', seed })
const sheet = (text = TEXT): ScanPage => ({ kind: 'code', text })
const blank: ScanPage = { kind: 'blank' }

async function detect(pages: ScanPage[], text = TEXT) {
  const res = await detectSeparators(await separatorScan(pages), { text })
  if (!res.ok) throw new Error(res.reason)
  return res
}

describe('detectSeparators', () => {
  it('splits a scan at a QR separator sheet and a blank page into three documents', async () => {
    const res = await detect([print(1), print(2), sheet(), print(3), blank, print(4), print(5)])
    expect(res.pageCount).toBe(7)
    expect(res.separators).toEqual([3, 5])
    expect(res.ranges).toEqual([
      { first: 1, last: 2 },
      { first: 4, last: 4 },
      { first: 6, last: 7 }
    ])
  })

  it('makes no empty document of leading, trailing or consecutive separators', async () => {
    const res = await detect([blank, sheet(), print(1), sheet(), blank, print(2), blank])
    expect(res.separators).toEqual([1, 2, 4, 5, 7])
    expect(res.ranges).toEqual([
      { first: 3, last: 3 },
      { first: 6, last: 6 }
    ])
    expect((await detect([blank, sheet()])).ranges).toEqual([])
  })

  it("takes the folder's own separator text, and a QR of another text is a page", async () => {
    const pages = [print(1), sheet('ACME-NEXT'), print(2)]
    const custom = await detect(pages, 'ACME-NEXT')
    expect(custom.separators).toEqual([2])
    const other = await detect(pages)
    expect(other.separators).toEqual([])
    expect(other.ranges).toEqual([{ first: 1, last: 3 }])
  })

  it('keeps a page that carries the code and print too, as the first of a new document', async () => {
    const res = await detect([print(1), { kind: 'code', text: TEXT, print: true }, print(2)])
    expect(res.separators).toEqual([])
    expect(res.ranges).toEqual([
      { first: 1, last: 1 },
      { first: 2, last: 3 }
    ])
  })

  it('never takes a page with a text layer for blank', async () => {
    const res = await detect([{ kind: 'text', line: 'Remarks' }, blank, print(1)])
    expect(res.separators).toEqual([2])
    expect(res.ranges).toEqual([
      { first: 1, last: 1 },
      { first: 3, last: 3 }
    ])
  })

  it('says a broken PDF is broken', async () => {
    const res = await detectSeparators(Buffer.from('%PDF-1.7\nthis is not a pdf at all'), {
      text: TEXT
    })
    expect(res).toMatchObject({ ok: false, failure: 'broken_pdf' })
  })

  it('refuses a PDF past the page or size limit before reading its pages', async () => {
    const pages = Array.from({ length: CUT_MAX_PAGES + 1 }, () => blank)
    const res = await detectSeparators(await separatorScan(pages, 60), { text: TEXT })
    expect(res).toMatchObject({ ok: false, failure: 'too_large' })
    if (!res.ok) expect(res.reason).toContain(`${CUT_MAX_PAGES + 1} pages`)
    const small = await separatorScan([print(1)])
    const big = await detectSeparators(small, { text: TEXT }, { ...DETECT_LIMITS, maxBytes: 10 })
    expect(big).toMatchObject({ ok: false, failure: 'too_large' })
  })

  it('stops when aborted', async () => {
    const ac = new AbortController()
    const pending = detectSeparators(await separatorScan([print(1), print(2)]), {
      text: TEXT,
      signal: ac.signal
    })
    ac.abort()
    expect(await pending).toMatchObject({ ok: false, failure: 'stopped' })
  })
})
