import { readFile } from 'node:fs/promises'
import { PdfReader } from './pdfReader'

const MAX_TEXT_FILE_BYTES = 5 * 1024 * 1024

/** Every sandbox of the process reads PDFs through one thread, one document at a time. */
const pdfReader = new PdfReader()

/** Starts the PDF thread at sandbox start, so the first document does not wait for pdf.js. */
export function warmPdfReader(): void {
  pdfReader.warm()
}

/** A stored file's text, or why it was not read (a PDF past the reading limits). */
export interface DocumentText {
  text: string
  /** The text page by page: a PDF's pages, a text file's one page, none for other files. */
  pages: string[]
  /** The sentence extraction fails with, or null when the file was read. */
  refusal: string | null
}

/**
 * The readable text of a stored file: PDF text layer, or the content of a text file; images and
 * other binaries (and unreadable PDFs) have none.
 */
export async function readDocumentText(
  file: string,
  contentType: string,
  fileName: string
): Promise<DocumentText> {
  const type = contentType.toLowerCase()
  const ext = fileName.toLowerCase().split('.').pop() ?? ''
  if (type === 'application/pdf' || ext === 'pdf') {
    const pdf = await pdfReader.read(file)
    return pdf.ok
      ? { text: pdf.text, pages: pdf.pages, refusal: null }
      : { text: '', pages: [], refusal: pdf.reason }
  }
  if (type.startsWith('text/') || ['txt', 'csv', 'md', 'edi'].includes(ext)) {
    const buf = await readFile(file)
    const text = buf.subarray(0, MAX_TEXT_FILE_BYTES).toString('utf8')
    return { text, pages: [text], refusal: null }
  }
  return { text: '', pages: [], refusal: null }
}
