/**
 * Hostile PDFs against the sandbox's text reading: a document past a limit (pages, time,
 * memory) ends `extraction_failed` with that limit as its reason, in a thread of its own that
 * is stopped, and the next document is read as usual.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { PDF_MAX_PAGES } from '../../../src/sandbox/processing/pdfLimits'
import { PDF_LIMITS, PdfReader } from '../../../src/sandbox/processing/pdfReader'
import { INVOICE_LINES } from '../../fixtures/content'
import { textPdf } from '../../fixtures/generate'
import { api, createDocument, notificationFor } from '../support/client'

/** A valid invoice on page 1, followed by blank pages up to `pages`. */
async function invoiceOf(pages: number, copy: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await textPdf('Invoice', [...INVOICE_LINES, copy]))
  while (doc.getPageCount() < pages) doc.addPage()
  return doc.save()
}

describe('PDF text reading under limits, through the sandbox', () => {
  let sb: RunningSandbox
  beforeAll(async () => {
    sb = await startSandbox({ delayMs: 5, log: () => undefined })
  })
  afterAll(() => sb.close())

  it('fails a PDF of more pages than the limit, saying so, and reads the next one', async () => {
    const long = await createDocument(
      sb,
      await invoiceOf(PDF_MAX_PAGES + 1, 'Copy long'),
      'invoice-long.pdf'
    )
    expect(long.status).toBe(201)
    await notificationFor(sb, 'document.extraction_failed', long.body.data.id)
    const failed = await api(sb, 'GET', `/documents/${long.body.data.id}`)
    expect(failed.body.data.attributes.classification_notes).toContain(
      `The PDF has ${PDF_MAX_PAGES + 1} pages; the sandbox reads at most ${PDF_MAX_PAGES}.`
    )

    const short = await createDocument(
      sb,
      await invoiceOf(PDF_MAX_PAGES, 'Copy short'),
      'invoice-short.pdf'
    )
    await notificationFor(sb, 'document.extracted', short.body.data.id)
  })
})

describe('PdfReader', () => {
  let dir: string
  let invoice: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dropdock-pdf-reader-'))
    invoice = join(dir, 'invoice.pdf')
    writeFileSync(invoice, await invoiceOf(1, 'Copy reader'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('stops a document past its deadline with that reason; the normal deadline reads it', async () => {
    const reader = new PdfReader({ ...PDF_LIMITS, deadlineMs: 1 })
    expect(await reader.read(invoice)).toEqual({
      ok: false,
      reason: 'Reading the PDF took longer than 1 ms, the most the sandbox gives one document.'
    })
    const patient = new PdfReader(PDF_LIMITS)
    const read = await patient.read(invoice)
    expect(read.ok && read.text).toContain('Copy reader')
  })

  it('stops a document that needs more memory than its thread has, with that reason', async () => {
    const reader = new PdfReader({ ...PDF_LIMITS, maxHeapMb: 4 })
    const read = await reader.read(invoice)
    expect(read).toEqual({
      ok: false,
      reason:
        'Reading the PDF needed more than 4 MB of memory, the most the sandbox gives one document.'
    })
  })

  it('refuses a PDF larger than the file limit without parsing it', async () => {
    const reader = new PdfReader({ ...PDF_LIMITS, maxFileBytes: 100 })
    expect(await reader.read(invoice)).toEqual({
      ok: false,
      reason: 'The PDF is larger than 100 bytes, the most the sandbox reads.'
    })
  })

  it('ends its thread once idle, giving pdf.js back, and reads the next PDF in a fresh one', async () => {
    let ends = 0
    let firstEnd!: () => void
    const ended = new Promise<void>((resolve) => (firstEnd = resolve))
    const reader = new PdfReader({ ...PDF_LIMITS, idleMs: 20 }, () => {
      ends++
      firstEnd()
    })
    const first = await reader.read(invoice)
    expect(first.ok && first.text).toContain('Copy reader')
    // Nothing else is asked of it: the thread ends by itself.
    await ended
    expect(ends).toBe(1)
    const again = await reader.read(invoice)
    expect(again.ok && again.text).toContain('Copy reader')
  })
})
