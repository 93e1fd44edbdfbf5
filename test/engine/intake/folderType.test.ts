import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createServiceClient, type ServiceClient } from '../../../src/engine/client/serviceClient'
import { startAnswerProxy } from '../../support/answerProxy'
import type { IntakeItem } from '../../../src/shared/intake'
import { INVOICE_LINES } from '../../fixtures/content'
import { waitFor } from '../../support/waitFor'
import { allFinal, harness, until, type Harness } from './harness'

/** A morning memo: no keyword of any document type, so the service can only guess. */
const memo = (day: string): string =>
  `Memo ${day}\nTo: warehouse team\nPlease clear bay 4 before the noon delivery. Thanks.\n`

const named = (items: IntakeItem[], name: string): IntakeItem => {
  const found = items.find((i) => i.name === name)
  if (!found) throw new Error(`no item ${name} in ${items.map((i) => i.name).join(', ')}`)
  return found
}

let h: Harness
beforeEach(async () => {
  h = await harness()
})
afterEach(async () => {
  await h.close()
})

describe("a watched folder's document type", () => {
  it("creates its files with the folder's type; a folder without one is classified", async () => {
    const memos = join(h.dir, 'memos')
    mkdirSync(memos)
    writeFileSync(join(memos, 'memo-monday.txt'), memo('Monday'))
    writeFileSync(join(h.inbox, 'memo-tuesday.txt'), memo('Tuesday'))
    const s = h.service()
    await s.watch([
      { path: memos, quietMs: 100, documentType: 'packing_list' },
      { path: h.inbox, quietMs: 100 }
    ])
    const items = await until(s, allFinal(2))

    const ruled = named(items, 'memo-monday.txt')
    expect(ruled.documentType).toBe('packing_list')
    expect(ruled.origin).toEqual({ kind: 'watch', folder: memos, type: 'packing_list' })
    const doc = (await h.client.getDocument(ruled.documentId!)).data.attributes
    // The service took the type as given: it did not classify the memo at all.
    expect(doc.document_type_manual).toBe('packing_list')
    expect(doc.document_type).toBeNull()
    expect(doc.classification_notes ?? '').not.toMatch(/classified|defaulted|confidence/i)

    const guessed = named(items, 'memo-tuesday.txt')
    expect(guessed.origin).toEqual({ kind: 'watch', folder: h.inbox })
    expect(guessed.documentType).toBe('commercial_invoice')
    const other = (await h.client.getDocument(guessed.documentId!)).data.attributes
    expect(other.document_type_manual).toBeNull()
    expect(other.classification_notes).toMatch(/defaulted to Commercial Invoice \(low confidence\)/)
  })

  it('keeps the rule for a file saved again after it was sent', async () => {
    const memos = join(h.dir, 'memos')
    mkdirSync(memos)
    const file = join(memos, 'memo.txt')
    writeFileSync(file, memo('Wednesday'))
    const s = h.service()
    await s.watch([{ path: memos, quietMs: 100, documentType: 'arrival_notice' }])
    await until(s, allFinal(1))
    writeFileSync(file, memo('Wednesday, corrected'))
    const items = await until(s, allFinal(2))
    expect(items.map((i) => [i.documentType, i.origin])).toEqual([
      ['arrival_notice', { kind: 'watch', folder: memos, type: 'arrival_notice' }],
      ['arrival_notice', { kind: 'watch', folder: memos, type: 'arrival_notice' }]
    ])
  })
})

describe("a watched folder's document type, on a service that ignores it at create", () => {
  it('sets the type by PATCH after the create, and keeps only the extraction under it', async () => {
    const h2 = await harness({ manualTypeOnCreate: false })
    try {
      const memos = join(h2.dir, 'memos')
      mkdirSync(memos)
      writeFileSync(join(memos, 'memo-thursday.txt'), memo('Thursday'))
      const s = h2.service()
      await s.watch([{ path: memos, quietMs: 100, documentType: 'packing_list' }])
      const [item] = await until(s, allFinal(1))

      expect(item.documentType).toBe('packing_list')
      const doc = (await h2.client.getDocument(item.documentId!)).data.attributes
      expect(doc.document_type_manual).toBe('packing_list')
      // Created without the type (the service ignored it), then given it once by PATCH.
      const sent = h2.requests.filter((r) => /^(POST|PATCH) \/v2\/documents/.test(r))
      expect(sent).toEqual(['POST /v2/documents 201', `PATCH /v2/documents/${item.documentId} 200`])
      // What the item holds is the packing list's reading, not the invoice the service guessed.
      expect(item.extracted ?? {}).not.toHaveProperty('invoice_number')
    } finally {
      await h2.close()
    }
  })

  it('does not keep a reading the service made under its own guess before the PATCH', async () => {
    // Each of the service's steps takes 400 ms: the engine polls every 100 ms meanwhile.
    const h2 = await harness({ manualTypeOnCreate: false, delayMs: 400 })
    try {
      const folder = join(h2.dir, 'bills')
      mkdirSync(folder)
      writeFileSync(join(folder, 'invoice-as-bill.txt'), INVOICE_LINES.join('\n') + '\n')
      const s = h2.service({ client: keepsLastReading(h2.client) })
      await s.watch([{ path: folder, quietMs: 100, documentType: 'bill_of_lading' }])
      const [item] = await until(s, allFinal(1))

      expect(item.documentType).toBe('bill_of_lading')
      // Read as an invoice first (its number is in the text), then again as a bill of lading:
      // the item holds the second reading only.
      expect(item.state).toBe('extracted')
      expect(item.extracted ?? {}).not.toHaveProperty('invoice_number')
      expect(item.extracted?.bill_of_lading_number).toBe('MAEU241234567')
      expect(item.history.map((h) => h.note)).toContain("folder's type set after the create")
    } finally {
      await h2.close()
    }
  })

  it('says in the history when the service refuses the type, and the document stays', async () => {
    const h2 = await harness({ manualTypeOnCreate: false })
    const target = new URL(h2.client.baseUrl)
    const proxy = await startAnswerProxy(target.origin, (method) =>
      method === 'PATCH' ? { status: 422 } : 'pass'
    )
    try {
      const client = createServiceClient({
        baseUrl: `${proxy.origin}${target.pathname}`,
        apiKey: h2.apiKey,
        retry: { retries: 0 }
      })
      const memos = join(h2.dir, 'memos')
      mkdirSync(memos)
      writeFileSync(join(memos, 'memo-friday.txt'), memo('Friday'))
      const s = h2.service({ client })
      await s.watch([{ path: memos, quietMs: 100, documentType: 'packing_list' }])
      const [item] = await until(s, allFinal(1))

      // The document is the service's, typed as the service read it, and the item says why.
      expect(item.documentId).toBeTruthy()
      expect(item.documentType).not.toBe('packing_list')
      const note = item.history.find((h) => h.note?.startsWith("folder's type not set: "))
      expect(note?.note).toMatch(/422|refused|Unavailable/i)
      expect(proxy.faults.filter((f) => f.startsWith('PATCH'))).toHaveLength(1)
    } finally {
      await proxy.close()
      await h2.close()
    }
  })
})

/**
 * The sandbox's client, as a service that is quick to read and shows its last reading until
 * the next one is ready: the create answers once the document is extracted, and a document
 * read again after that keeps its earlier representation while the service reads it anew.
 */
function keepsLastReading(client: ServiceClient): ServiceClient {
  type Doc = Awaited<ReturnType<ServiceClient['getDocument']>>
  type Included = NonNullable<Doc['included']>
  type Ref = NonNullable<
    NonNullable<NonNullable<Doc['data']['relationships']>['last_document_representation']>['data']
  >
  const last = new Map<string, { ref: Ref; rep: Included[number] }>()
  const keep = (data: Doc['data'], included: Included): Included => {
    const rels = data.relationships
    const ref = rels?.last_document_representation?.data
    if (ref && !Array.isArray(ref)) {
      const rep = included.find((r) => r.type === ref.type && r.id === ref.id)
      if (rep) last.set(data.id, { ref, rep })
      return included
    }
    const kept = last.get(data.id)
    if (!kept || !rels) return included
    rels.last_document_representation = { data: kept.ref }
    return [...included, kept.rep]
  }
  return {
    ...client,
    async createDocument(...args) {
      const created = await client.createDocument(...args)
      await waitFor(
        async () => {
          const doc = await client.getDocument(created.data.id, ['last_document_representation'])
          keep(doc.data, doc.included ?? [])
          return last.has(created.data.id)
        },
        'the sandbox to read the invoice',
        20_000
      )
      return created
    },
    async getDocument(id, include, signal) {
      const doc = await client.getDocument(id, include, signal)
      return { ...doc, included: keep(doc.data, doc.included ?? []) }
    },
    async listDocuments(params) {
      const list = await client.listDocuments(params)
      let included = list.included ?? []
      for (const d of list.data) included = keep(d, included)
      return { ...list, included }
    }
  }
}
