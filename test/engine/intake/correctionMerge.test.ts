import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import type { IntakeService } from '../../../src/engine/intake/intakeService'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import { INVOICE_LINES } from '../../fixtures/content'
import { textPdf } from '../../fixtures/generate'
import { INVOICE_TEXT } from '../../main/support/invoiceText'
import { startAnswerProxy, type AnswerProxy } from '../../support/answerProxy'
import { eml, postEml } from '../../support/eml'
import { harness, until, type Harness } from './harness'

let h: Harness
let proxy: AnswerProxy | null = null
beforeEach(async () => {
  h = await harness({ delayMs: 0 })
})
afterEach(async () => {
  await h.close()
  await proxy?.close()
  proxy = null
})

/** What the service shows for the document now (its values under the corrections). */
async function shownBy(documentId: string): Promise<Record<string, unknown>> {
  const doc = await h.client.getDocument(documentId, ['last_document_representation'])
  const rep = doc.included?.find((r) => r.type === 'document_representation')
  return (rep?.attributes as { payload: Record<string, unknown> }).payload
}

/** An engine of its own (a desktop) with its state folder, its item extracted. */
async function extractedOn(s: IntakeService): Promise<string> {
  const [item] = await until(s, (xs) => xs.length === 1 && xs[0].state === 'extracted')
  return item.id
}

describe('a correction whose answer is lost', () => {
  it('is confirmed by reading the document, sent once, and kept by the next correction', async () => {
    let drop = true
    const target = new URL(h.client.baseUrl)
    proxy = await startAnswerProxy(target.origin, (method) =>
      method === 'PATCH' && drop ? 'drop' : 'pass'
    )
    const client = createServiceClient({
      baseUrl: `${proxy.origin}${target.pathname}`,
      apiKey: h.apiKey,
      retry: { retries: 3, baseDelayMs: 10, maxDelayMs: 20 }
    })
    const s = h.service({ client })
    const f = join(h.dir, 'invoice.txt')
    writeFileSync(f, INVOICE_TEXT)
    await s.addFiles([f])
    const id = await extractedOn(s)
    const documentId = s.get(id)!.documentId!

    const first = await s.correct(id, { supplier_name: 'Brightway Electronics' })
    expect(first).toEqual({
      manual: { supplier_name: 'Brightway Electronics' },
      relinkAdvised: false,
      conflicts: []
    })
    // The service acted on the one PATCH sent; its answer never came, a read showed it.
    expect(proxy.faults).toHaveLength(1)
    expect(proxy.faults[0]).toMatch(/^PATCH \/v2\/documents\/\S+ drop$/)
    expect(s.get(id)!.manual).toEqual({ supplier_name: 'Brightway Electronics' })

    drop = false
    const second = await s.correct(id, { buyer_name: 'Northgate Imports' })
    expect(second.manual).toEqual({
      supplier_name: 'Brightway Electronics',
      buyer_name: 'Northgate Imports'
    })
    expect(await shownBy(documentId)).toMatchObject({
      supplier_name: 'Brightway Electronics',
      buyer_name: 'Northgate Imports',
      invoice_number: 'INV-2026-0415'
    })
  })
})

describe('two desktops on one account correcting one mailed document', () => {
  let a: IntakeService
  let b: IntakeService
  let idA: string
  let idB: string
  let documentId: string
  beforeEach(async () => {
    const pdf = Buffer.from(await textPdf('Commercial invoice', INVOICE_LINES))
    const mailed = eml({
      to: BLUE_HARBOR.documentAlias,
      attachments: [{ name: 'invoice.pdf', bytes: pdf }]
    })
    expect((await postEml(h.client.baseUrl, mailed)).status).toBe(201)
    a = h.service({ stateDir: join(h.dir, 'desk-a') })
    b = h.service({ stateDir: join(h.dir, 'desk-b') })
    expect(await a.checkMail()).toEqual({ added: 1 })
    expect(await b.checkMail()).toEqual({ added: 1 })
    idA = await extractedOn(a)
    idB = await extractedOn(b)
    documentId = a.get(idA)!.documentId!
    expect(b.get(idB)!.documentId).toBe(documentId)
  })

  it('keeps both when they correct different fields', async () => {
    const byA = await a.correct(idA, { supplier_name: 'Supplier by A' })
    const byB = await b.correct(idB, { buyer_name: 'Buyer by B' })
    expect(await shownBy(documentId)).toMatchObject({
      supplier_name: 'Supplier by A',
      buyer_name: 'Buyer by B'
    })
    expect(byA.conflicts).toEqual([])
    expect(byB).toEqual({
      manual: { supplier_name: 'Supplier by A', buyer_name: 'Buyer by B' },
      relinkAdvised: false,
      conflicts: []
    })
    // A corrects again: B's buyer stays, as B's record now holds A's supplier.
    await a.correct(idA, { invoice_number: 'INV-2026-0451' })
    expect(await shownBy(documentId)).toMatchObject({
      supplier_name: 'Supplier by A',
      buyer_name: 'Buyer by B',
      invoice_number: 'INV-2026-0451'
    })
    expect(b.get(idB)!.manual).toEqual({ supplier_name: 'Supplier by A', buyer_name: 'Buyer by B' })
  })

  it('does not overwrite a field the other changed since: a conflict, until the clerk uses theirs', async () => {
    await a.correct(idA, { supplier_name: 'Supplier by A' })
    const byB = await b.correct(idB, { supplier_name: 'Supplier by B', buyer_name: 'Buyer by B' })
    // The field without conflict is saved; the other stays as A saved it, here and there.
    expect(await shownBy(documentId)).toMatchObject({
      supplier_name: 'Supplier by A',
      buyer_name: 'Buyer by B'
    })
    expect(byB.conflicts).toEqual([
      { field: 'supplier_name', theirs: 'Supplier by A', mine: 'Supplier by B' }
    ])
    expect(byB.manual).toEqual({ supplier_name: 'Supplier by A', buyer_name: 'Buyer by B' })
    expect(b.get(idB)!.manual).toEqual(byB.manual)

    // "Use mine": B's value over A's, knowingly.
    const mine = await b.correct(idB, { supplier_name: 'Supplier by B' }, { useMine: true })
    expect(mine.conflicts).toEqual([])
    expect((await shownBy(documentId)).supplier_name).toBe('Supplier by B')

    // A, who last saw its own value, is told in turn; what it saw in its editor decides.
    const again = await a.correct(idA, { supplier_name: 'Supplier by A, again' })
    expect(again.conflicts).toEqual([
      { field: 'supplier_name', theirs: 'Supplier by B', mine: 'Supplier by A, again' }
    ])
    const seen = await a.correct(
      idA,
      { supplier_name: 'Supplier by A, again' },
      { seen: { supplier_name: 'Supplier by B' } }
    )
    expect(seen.conflicts).toEqual([])
    expect((await shownBy(documentId)).supplier_name).toBe('Supplier by A, again')
  })
})
