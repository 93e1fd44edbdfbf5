import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IntakeItem } from '@shared/intake'
import { startHarness, type Harness } from '../../support/routeHarness'
import { invoiceText } from '../../support/invoiceText'

describe('document.correct', () => {
  let h: Harness
  let item: IntakeItem
  beforeAll(async () => {
    h = await startHarness({ keyStorage: 'basic_text' })
    const path = join(h.root, 'correct-me.txt')
    writeFileSync(path, invoiceText())
    await h.call('intake.addDropped', { paths: [path] })
    item = await h.settled('correct-me.txt', 'extracted')
  })
  afterAll(async () => {
    await h.close()
  })

  it('saves a correction the detail then shows as made by hand', async () => {
    const res = await h.call('document.correct', {
      itemId: item.id,
      fields: { supplier_name: 'Brightway Electronics' }
    })
    expect(res).toMatchObject({ ok: true, value: { relinkAdvised: false } })
    const detail = await h.call('document.detail', { itemId: item.id })
    if (!detail.ok) throw new Error(detail.error.message)
    expect(detail.value.representation?.manual).toEqual({ supplier_name: 'Brightway Electronics' })
    expect(detail.value.item.extracted?.supplier_name).toBe(
      'Shenzhen Brightway Electronics Co., Ltd.'
    )
  })

  it('keeps a field someone else saved since the clerk saw it, until the clerk uses theirs', async () => {
    // Someone else (the web app, another desktop) corrects the buyer.
    await h.host.client().patchDocument(item.documentId!, {
      extracted_data_manual: { ...h.host.intake().get(item.id)!.manual, buyer_name: 'Theirs' }
    })
    const seen = { buyer_name: 'Pacific Home Goods Inc.' }
    const kept = await h.call('document.correct', {
      itemId: item.id,
      fields: { buyer_name: 'Mine' },
      seen
    })
    expect(kept).toMatchObject({
      ok: true,
      value: { conflicts: [{ field: 'buyer_name', theirs: 'Theirs', mine: 'Mine' }] }
    })
    const mine = await h.call('document.correct', {
      itemId: item.id,
      fields: { buyer_name: 'Mine' },
      seen,
      useMine: true
    })
    expect(mine).toMatchObject({ ok: true, value: { conflicts: [] } })
    const detail = await h.call('document.detail', { itemId: item.id })
    if (!detail.ok) throw new Error(detail.error.message)
    expect(detail.value.representation?.payload).toMatchObject({
      buyer_name: 'Mine',
      supplier_name: 'Brightway Electronics'
    })
    expect(
      await h.call('document.correct', {
        itemId: item.id,
        fields: { buyer_name: 'Mine' },
        seen: ['x'] as never
      })
    ).toMatchObject({ ok: false })
  })

  it('refuses an unknown item, a field outside the schema and a value of the wrong kind', async () => {
    expect(
      await h.call('document.correct', { itemId: 'nope', fields: { invoice_number: 'A' } })
    ).toMatchObject({ ok: false, error: { kind: 'not_found' } })
    expect(
      await h.call('document.correct', { itemId: item.id, fields: { eta_date: '2026-01-01' } })
    ).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: expect.stringMatching(/eta_date is not a field/) }
    })
    expect(
      await h.call('document.correct', { itemId: item.id, fields: { currency: 'euro' } })
    ).toMatchObject({ ok: false, error: { kind: 'validation' } })
    expect(
      await h.call('document.correct', {
        itemId: item.id,
        fields: { invoice_number: { nested: true } } as never
      })
    ).toMatchObject({ ok: false })
  })
})
