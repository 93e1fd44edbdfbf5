/**
 * Worker-thread entry that copies page ranges of one PDF into new PDFs (see ./cutter). A hostile
 * PDF can make pdf-lib parse for long and allocate much; here it does so in a thread with a
 * capped heap that the cutter terminates on a deadline.
 *
 * The output is deterministic: the same bytes and range give the same bytes (no creation date,
 * no producer, no random id), so a part cut again after a crash has the MD5 it had.
 *
 * Node runs this file as is (types stripped) from the source, and the app's build emits it
 * beside main's bundle; so it imports nothing of ours, and its limits come with each job.
 */
import { parentPort } from 'node:worker_threads'

/** One job: the PDF's bytes, the ranges to copy, and the limits. */
export interface CutJob {
  id: number
  bytes: Uint8Array
  ranges: { first: number; last: number }[]
  maxPages: number
  maxBytes: number
}

/** The answer: the page count and one PDF per range, or why not (a CutFailure and a sentence). */
export type CutAnswer =
  | { id: number; ok: true; pageCount: number; parts: Uint8Array[] }
  | { id: number; ok: false; failure: string; reason: string }

async function cut(job: CutJob): Promise<CutAnswer> {
  const no = (failure: string, reason: string): CutAnswer => ({
    id: job.id,
    ok: false,
    failure,
    reason
  })
  if (job.bytes.byteLength > job.maxBytes) {
    return no('too_large', `The PDF is larger than ${job.maxBytes} bytes, the most Dropdock cuts.`)
  }
  const { PDFDocument, EncryptedPDFError } = await import('pdf-lib')
  let src: Awaited<ReturnType<typeof PDFDocument.load>>
  try {
    src = await PDFDocument.load(job.bytes, { updateMetadata: false })
  } catch (err) {
    if (err instanceof EncryptedPDFError) {
      return no('encrypted_pdf', 'The PDF is encrypted: Dropdock cannot cut it into parts.')
    }
    return no('broken_pdf', 'The file is not a readable PDF: Dropdock cannot cut it into parts.')
  }
  const pageCount = src.getPageCount()
  if (pageCount > job.maxPages) {
    return no('too_large', `The PDF has ${pageCount} pages; Dropdock cuts at most ${job.maxPages}.`)
  }
  for (const r of job.ranges) {
    if (r.first < 1 || r.last < r.first || r.last > pageCount) {
      return no('out_of_range', `Pages ${r.first}–${r.last} are not in this ${pageCount}-page PDF.`)
    }
  }
  const parts: Uint8Array[] = []
  for (const r of job.ranges) {
    const doc = await PDFDocument.create({ updateMetadata: false })
    const indices = Array.from({ length: r.last - r.first + 1 }, (_, i) => r.first - 1 + i)
    for (const page of await doc.copyPages(src, indices)) doc.addPage(page)
    parts.push(await doc.save({ useObjectStreams: false, updateFieldAppearances: false }))
  }
  return { id: job.id, ok: true, pageCount, parts }
}

parentPort?.on('message', (job: CutJob) => {
  cut(job).then(
    (answer) => parentPort?.postMessage(answer),
    () =>
      parentPort?.postMessage({
        id: job.id,
        ok: false,
        failure: 'broken_pdf',
        reason: 'The file is not a readable PDF: Dropdock cannot cut it into parts.'
      } satisfies CutAnswer)
  )
})
