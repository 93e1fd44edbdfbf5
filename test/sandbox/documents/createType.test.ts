import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { api, notificationFor, upload } from '../support/client'

const text = (s: string) => new TextEncoder().encode(s)

/** POST /documents for fresh bytes, with `attributes` beside the signed id. */
async function create(sb: RunningSandbox, body: string, attributes: Record<string, unknown>) {
  const signedId = await upload(sb, text(body), 'memo.txt', 'text/plain')
  return api(sb, 'POST', '/documents', {
    data: { type: 'document', attributes: { attached_document: signedId, ...attributes } }
  })
}

describe('POST /documents with document_type_manual', () => {
  let sb: RunningSandbox
  beforeAll(async () => {
    sb = await startSandbox({ log: () => {}, delayMs: 0 })
  })
  afterAll(() => sb.close())

  it('extracts under the type given, without classifying the document', async () => {
    const res = await create(sb, 'Memo: clear bay 4 before noon.', {
      document_type_manual: 'packing_list'
    })
    expect(res.status).toBe(201)
    expect(res.body.data.attributes).toMatchObject({
      document_type: null,
      document_type_manual: 'packing_list'
    })
    const id = res.body.data.id as string
    const failed = await notificationFor(sb, 'document.extraction_failed', id)
    expect(failed).toBeTruthy()
    const doc = (await api(sb, 'GET', `/documents/${id}`)).body.data.attributes
    expect(doc.document_type).toBeNull()
    expect(doc.document_type_manual).toBe('packing_list')
    expect(doc.classification_notes).toMatch(/^Extraction failed: /)
  })

  it('refuses a type the account does not have with 422, and creates nothing', async () => {
    const before = (await api(sb, 'GET', '/documents?page[size]=1')).body.meta.total as number
    const res = await create(sb, 'Memo: a menu.', { document_type_manual: 'menu' })
    expect(res.status).toBe(422)
    expect(res.body.errors[0].source.pointer).toBe('/data/attributes/document_type_manual')
    expect(res.body.errors[0].detail).toMatch(/must be null or one of: .*packing_list/)
    expect((await api(sb, 'GET', '/documents?page[size]=1')).body.meta.total).toBe(before)
  })
})
