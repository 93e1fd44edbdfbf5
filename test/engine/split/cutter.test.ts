import { createHash } from 'node:crypto'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { cutPdf, CUT_LIMITS } from '../../../src/engine/split/cutter'
import { titledPdf } from './pdfs'

const md5 = (b: Uint8Array): string => createHash('md5').update(b).digest('base64')

describe('cutPdf', () => {
  it('copies each range into a PDF of its own pages', async () => {
    const pdf = await titledPdf(['Commercial Invoice', 'Invoice 2', 'Packing List', 'Packing 2'])
    const res = await cutPdf(pdf, [
      { first: 1, last: 2 },
      { first: 3, last: 4 }
    ])
    if (!res.ok) throw new Error(res.reason)
    expect(res.pageCount).toBe(4)
    const counts = await Promise.all(
      res.parts.map(async (p) => (await PDFDocument.load(p)).getPageCount())
    )
    expect(counts).toEqual([2, 2])
  })

  it('gives the same bytes for the same input and range, cut after cut', async () => {
    const pdf = await titledPdf(['Commercial Invoice', 'Packing List', 'Bill of Lading'])
    const a = await cutPdf(pdf, [{ first: 2, last: 3 }])
    const b = await cutPdf(pdf, [{ first: 2, last: 3 }])
    if (!a.ok || !b.ok) throw new Error('not cut')
    expect(md5(a.parts[0]!)).toBe(md5(b.parts[0]!))
    const c = await cutPdf(pdf, [{ first: 1, last: 1 }])
    if (!c.ok) throw new Error(c.reason)
    expect(md5(c.parts[0]!)).not.toBe(md5(a.parts[0]!))
  })

  it('says a broken PDF is broken', async () => {
    const res = await cutPdf(Buffer.from('%PDF-1.7\nthis is not a pdf at all'), [])
    expect(res).toMatchObject({ ok: false, failure: 'broken_pdf' })
  })

  it('refuses pages the PDF does not have and a PDF past the size limit', async () => {
    const pdf = await titledPdf(['One', 'Two'])
    expect(await cutPdf(pdf, [{ first: 2, last: 3 }])).toMatchObject({
      ok: false,
      failure: 'out_of_range'
    })
    expect(await cutPdf(pdf, [], { ...CUT_LIMITS, maxBytes: 10 })).toMatchObject({
      ok: false,
      failure: 'too_large'
    })
  })
})
