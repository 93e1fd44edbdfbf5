import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import type { IntakeService } from '../../../src/engine/intake/intakeService'
import type { IntakeItem } from '../../../src/shared/intake'
import { INVOICE_TEXT } from '../../main/support/invoiceText'
import { startAnswerProxy, type AnswerProxy } from '../../support/answerProxy'
import { relinkSentence } from '../../../src/cli/describeItem'
import { harness, until, type Harness } from './harness'

/** A bill of lading of a seeded shipment other than the one the invoice names. */
const SECOND = 'MEDUQ2417731'

let h: Harness
let proxy: AnswerProxy | null = null
afterEach(async () => {
  await h.close()
  await proxy?.close()
  proxy = null
})

/** The invoice sent and extracted on `s`; its item. */
async function extractedInvoice(s: IntakeService): Promise<IntakeItem> {
  const f = join(h.dir, 'invoice.txt')
  writeFileSync(f, INVOICE_TEXT)
  await s.addFiles([f])
  const [item] = await until(s, (xs) => xs[0]?.state === 'extracted')
  return item
}

/** The item once it is final again after the relink asked `after` history entries in. */
const relinked = (s: IntakeService, id: string, after: number) =>
  until(s, (xs) => {
    const i = xs.find((x) => x.id === id)
    return !!i && i.history.length > after + 1 && i.state === 'extracted'
  }).then((xs) => xs.find((x) => x.id === id)!)

describe('relinking a document', () => {
  it('follows it until the links are the relink’s, not those it had', async () => {
    // The service links a while after it took the relink: the first look still shows the old links.
    h = await harness({ delayMs: 400 })
    const s = h.service()
    const item = await extractedInvoice(s)
    expect(item.shipmentNumbers).toEqual(['MAEU241234567'])
    const { relinkAdvised } = await s.correct(item.id, { bill_of_lading_number: SECOND })
    expect(relinkAdvised).toBe(true)
    const asked = s.get(item.id)!.history.length
    await s.relink(item.id)
    const done = await relinked(s, item.id, asked)
    expect(done.shipmentNumbers).toContain(SECOND)
    expect(done.relinkDue).toBe(false)
  })

  it('remembers a relink refused twice (503) across a restart, and takes it when run again', async () => {
    h = await harness({ delayMs: 0 })
    let refusals = 0
    const target = new URL(h.client.baseUrl)
    proxy = await startAnswerProxy(target.origin, (method, path) =>
      method === 'POST' && path.endsWith('/relink') && refusals++ < 2 ? { status: 503 } : 'pass'
    )
    const client = createServiceClient({
      baseUrl: `${proxy.origin}${target.pathname}`,
      apiKey: h.apiKey,
      retry: { retries: 0 }
    })
    let s = h.service({ client })
    const item = await extractedInvoice(s)
    await s.correct(item.id, { bill_of_lading_number: SECOND })
    // Due from the correction on, until a relink is taken.
    expect(s.get(item.id)!.relinkDue).toBe(true)
    await expect(s.relink(item.id)).rejects.toMatchObject({ status: 503 })
    await expect(s.relink(item.id)).rejects.toMatchObject({ status: 503 })
    expect(proxy.faults).toHaveLength(2)
    expect(s.get(item.id)).toMatchObject({ state: 'extracted', relinkDue: true })

    await s.close()
    s = h.service({ client })
    expect(s.get(item.id)!.relinkDue).toBe(true)
    const asked = s.get(item.id)!.history.length
    await s.relink(item.id)
    const done = await relinked(s, item.id, asked)
    expect(done.shipmentNumbers).toContain(SECOND)
    expect(done.relinkDue).toBe(false)
    expect(h.requests.filter((r) => /^POST \S+\/relink 202$/.test(r))).toHaveLength(1)
  })

  it('says when the document showed no change after a relink the service took', async () => {
    h = await harness({ delayMs: 0 })
    const target = new URL(h.client.baseUrl)
    // The relink is answered as taken but never reaches the service: its document stays as it was.
    proxy = await startAnswerProxy(target.origin, (method, path) =>
      method === 'POST' && path.endsWith('/relink') ? { status: 202 } : 'pass'
    )
    const client = createServiceClient({
      baseUrl: `${proxy.origin}${target.pathname}`,
      apiKey: h.apiKey,
      retry: { retries: 0 }
    })
    const s = h.service({ client })
    const item = await extractedInvoice(s)
    await s.correct(item.id, { bill_of_lading_number: SECOND })
    const asked = s.get(item.id)!.history.length
    await s.relink(item.id)
    const done = await relinked(s, item.id, asked)
    expect(done.relinkUnseen).toBe(true)
    expect(done.shipmentNumbers).not.toContain(SECOND)
    expect(relinkSentence(done)).toMatch(
      /relink asked, but the service shows the document unchanged/
    )
  })
})
