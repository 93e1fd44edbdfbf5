import { describe, expect, it } from 'vitest'
import type { DocumentResource, ListResponse } from '@shared/service'
import {
  MAIL_MAX_PAGES,
  cleanMailedName,
  fetchMailedDocuments,
  mailedDocumentOf
} from '../../../src/engine/mail/mailedDocuments'
import { safeLocalName } from '../../../src/main/ipc/routes/mailedOriginal'

function doc(n: number, source: string, submission: string | null): DocumentResource {
  return {
    id: `doc-${n}`,
    type: 'document',
    attributes: {
      id: `doc-${n}`,
      name: `file-${n}.pdf`,
      document_type: null,
      document_type_manual: null,
      classification_notes: null,
      source: source as DocumentResource['attributes']['source'],
      file_name: `file-${n}.pdf`,
      file_content_type: 'application/pdf',
      file_size_bytes: 1000 + n,
      created_at: new Date(Date.UTC(2026, 2, 2, 0, 0, n)).toISOString(),
      updated_at: new Date(Date.UTC(2026, 2, 2, 0, 0, n)).toISOString()
    },
    relationships: {
      email_submission: { data: submission ? { id: submission, type: 'email_submission' } : null }
    }
  } as DocumentResource
}

/** A service holding `docs`, newest first in pages of `size`, recording the pages asked for. */
function listing(docs: DocumentResource[], size: number) {
  const pages: number[] = []
  const newestFirst = [...docs].sort((a, b) =>
    a.attributes.created_at < b.attributes.created_at ? 1 : -1
  )
  return {
    pages,
    client: {
      listDocuments: async (p: { page?: number } = {}) => {
        const page = p.page ?? 1
        pages.push(page)
        const data = newestFirst.slice((page - 1) * size, page * size)
        const more = page * size < newestFirst.length
        return {
          data,
          included: [],
          links: { self: '', next: more ? `?page=${page + 1}` : null },
          meta: { size, total: docs.length }
        } as unknown as ListResponse<DocumentResource>
      }
    }
  }
}

describe('mailed documents', () => {
  it('takes only documents with source email and an email submission', () => {
    expect(mailedDocumentOf(doc(1, 'email', 'sub-1'))).toMatchObject({
      documentId: 'doc-1',
      submissionId: 'sub-1',
      name: 'file-1.pdf',
      size: 1001
    })
    expect(mailedDocumentOf(doc(2, 'upload', null))).toBeNull()
    expect(mailedDocumentOf(doc(3, 'email', null))).toBeNull()
    expect(mailedDocumentOf(doc(4, 'api', 'sub-1'))).toBeNull()
  })

  it('reads one page on the first check, and further pages only while all of a page is new', async () => {
    const docs = [1, 2, 3, 4, 5].map((n) => doc(n, n % 2 ? 'email' : 'upload', `sub-${n}`))
    const first = listing(docs, 2)
    const seen = await fetchMailedDocuments(first.client, undefined)
    expect(first.pages).toEqual([1])
    expect(seen.documents.map((d) => d.documentId)).toEqual(['doc-5'])

    const burst = [...docs, ...[6, 7, 8, 9, 10].map((n) => doc(n, 'email', 'sub-burst'))]
    const later = listing(burst, 2)
    const next = await fetchMailedDocuments(later.client, seen.newest)
    // Pages 1 and 2 hold only documents newer than the last check; page 3 reaches doc-5.
    expect(later.pages).toEqual([1, 2, 3])
    expect(next.documents.map((d) => d.documentId)).toEqual([
      'doc-5',
      'doc-6',
      'doc-7',
      'doc-8',
      'doc-9',
      'doc-10'
    ])
    expect(next.newest).toBe(burst.at(-1)!.attributes.created_at)
  })

  it('stops after a bounded number of pages however much mail came', async () => {
    const flood = Array.from({ length: 40 }, (_, n) => doc(n + 10, 'email', 'sub'))
    const svc = listing(flood, 2)
    await fetchMailedDocuments(svc.client, '2000-01-01T00:00:00.000Z')
    expect(svc.pages).toHaveLength(MAIL_MAX_PAGES)
  })

  it('cleans sender-chosen names for display and never lets them pick the extension', () => {
    expect(cleanMailedName('../../etc/passwd')).toBe('passwd')
    expect(cleanMailedName('C:\\Users\\x\\invoice.pdf')).toBe('invoice.pdf')
    expect(cleanMailedName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe')
    expect(cleanMailedName(' \u0000 ')).toBe('attachment')
    expect(cleanMailedName('x'.repeat(500))).toHaveLength(200)
    expect(safeLocalName('report.exe', '.pdf')).toBe('report.pdf')
    expect(safeLocalName('a<b>:c.pdf', '.png')).toBe('a_b_c.png')
    expect(safeLocalName('...', '.pdf')).toBe('original.pdf')
  })
})
