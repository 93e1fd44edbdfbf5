import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FINAL_STATES, type IntakeItem } from '@shared/intake'
import { BLUE_HARBOR } from '../../../../src/sandbox/accounts'
import { generateFixtures } from '../../../fixtures/generate'
import { eml, postEml } from '../../../support/eml'
import { startHarness, type Harness } from '../../support/routeHarness'

/**
 * The inbox's mailed items once it holds `count` of them (all in a final state if `final`), read
 * as the window reads it after each batch of the engine's item events.
 */
function mailedItems(h: Harness, count: number, final = true): Promise<IntakeItem[]> {
  return h.inboxWhen(
    (items) => {
      const mailed = items.filter((i) => i.origin.kind === 'email')
      return mailed.length === count &&
        (!final || mailed.every((i) => FINAL_STATES.includes(i.state)))
        ? mailed
        : undefined
    },
    `${count} mailed documents${final ? ' to be followed to their result' : ''}`
  )
}

describe('documents mailed to the account’s document alias, through the app’s routes', () => {
  let h: Harness
  let pdfs: { name: string; bytes: Buffer }[]
  let submissionId: string

  beforeAll(async () => {
    h = await startHarness({ mailEveryMs: 100 })
    const f = await generateFixtures(join(h.root, 'fixtures'))
    pdfs = [
      { name: 'invoice-INV-2026-0415.pdf', bytes: readFileSync(f.invoicePdf) },
      { name: 'bill-of-lading-MEDUQ2417731.pdf', bytes: readFileSync(f.billOfLadingPdf) }
    ]
  })
  afterAll(async () => {
    await h.close()
  })

  it('shows both attachments of one mail in the inbox as mailed, and follows them', async () => {
    const res = await postEml(
      h.host.client().baseUrl,
      eml({ to: BLUE_HARBOR.documentAlias, attachments: pdfs }),
      { apiKey: h.sandboxKey }
    )
    expect(res.status).toBe(201)
    submissionId = ((await res.json()) as { data: { id: string } }).data.id

    const mailed = await mailedItems(h, 2)
    expect(mailed.map((i) => i.name).sort()).toEqual(pdfs.map((p) => p.name).sort())
    for (const item of mailed) {
      expect(item.origin).toEqual({ kind: 'email', submissionId })
      expect(item.path).toBeNull()
      expect(item.documentId).toEqual(expect.any(String))
      expect(item.history[0]).toMatchObject({ state: 'submitted', note: 'received by email' })
    }
    const invoice = mailed.find((i) => i.name.startsWith('invoice'))!
    expect(invoice).toMatchObject({ state: 'extracted', documentType: 'commercial_invoice' })
    expect(invoice.size).toBe(pdfs[0].bytes.length)
  })

  it('gives the detail’s email section the sender, subject, times and the sibling attachment', async () => {
    const mailed = await mailedItems(h, 2)
    const invoice = mailed.find((i) => i.name.startsWith('invoice'))!
    const bill = mailed.find((i) => i.name.startsWith('bill'))!

    const detail = await h.call('document.detail', { itemId: invoice.id })
    if (!detail.ok) throw new Error(detail.error.message)
    expect(detail.value.gap).toBeNull()
    expect(detail.value.document).toMatchObject({ source: 'email', name: invoice.name })
    expect(detail.value.emailSubmission).toMatchObject({
      subject: 'Documents für MAEU241234567',
      from: ['ana.ruiz@shipper.example'],
      to: [BLUE_HARBOR.documentAlias],
      sent_at: '2026-03-02T08:15:00.000Z',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/)
    })
    expect(detail.value.emailSiblings).toEqual([
      { itemId: bill.id, name: bill.name, state: bill.state, documentType: bill.documentType }
    ])

    const other = await h.call('document.detail', { itemId: bill.id })
    if (!other.ok) throw new Error(other.error.message)
    expect(other.value.emailSiblings.map((s) => s.itemId)).toEqual([invoice.id])
  })

  it('previews and opens the original from the service’s copy, named by what its bytes are', async () => {
    const mailed = await mailedItems(h, 2)
    const invoice = mailed.find((i) => i.name.startsWith('invoice'))!

    const preview = await h.call('document.preview', { itemId: invoice.id })
    expect(preview).toMatchObject({ ok: true, value: { kind: 'pdf', source: 'service' } })

    expect(await h.call('document.openOriginal', { itemId: invoice.id })).toEqual({
      ok: true,
      value: undefined
    })
    const opened = h.record.openedPaths.at(-1)!
    expect(opened).toMatch(/invoice-INV-2026-0415\.pdf$/)
    expect(readFileSync(opened).equals(pdfs[0].bytes)).toBe(true)
  })

  it('takes each mailed document in once, across a restart of intake', async () => {
    await h.host.restart()
    const memo = Buffer.from('%PDF-1.4\nmemo sent after the restart\n')
    const res = await postEml(
      h.host.client().baseUrl,
      eml({
        to: BLUE_HARBOR.documentAlias,
        attachments: [{ name: 'memo.pdf', bytes: memo }],
        messageId: 'after-restart@shipper.example'
      }),
      { apiKey: h.sandboxKey }
    )
    expect(res.status).toBe(201)
    // The memo arrives after the first check of the restarted engine has read the older mail.
    const mailed = await mailedItems(h, 3)
    expect(mailed.map((i) => i.name).sort()).toEqual(
      ['memo.pdf', ...pdfs.map((p) => p.name)].sort()
    )
    const memoItem = mailed.find((i) => i.name === 'memo.pdf')!
    expect(memoItem.origin).not.toEqual({ kind: 'email', submissionId })
    const detail = await h.call('document.detail', { itemId: memoItem.id })
    expect(detail).toMatchObject({ ok: true, value: { emailSiblings: [] } })
  })

  it('lets the bytes, never the sender’s file name, decide what is opened and how', async () => {
    const pdf = Buffer.from('%PDF-1.4\nsigned delivery order\n')
    const script = Buffer.from('#!/bin/sh\necho this must never run\n')
    const res = await postEml(
      h.host.client().baseUrl,
      eml({
        to: BLUE_HARBOR.documentAlias,
        attachments: [
          { name: '../../tools/fdp.exe', bytes: pdf },
          { name: 'notes.pdf', bytes: script }
        ],
        messageId: 'names@stranger.example'
      }),
      { apiKey: h.sandboxKey }
    )
    expect(res.status).toBe(201)
    const mailed = await mailedItems(h, 5, false)
    const disguised = mailed.find((i) => i.size === pdf.length)!
    const notes = mailed.find((i) => i.name === 'notes.pdf')!
    // No folders in the name the inbox shows (the mail's header is Latin-1 here: no bidi test).
    expect(disguised.name).toBe('fdp.exe')

    const before = h.record.openedPaths.length
    expect(await h.call('document.openOriginal', { itemId: disguised.id })).toEqual({
      ok: true,
      value: undefined
    })
    const opened = h.record.openedPaths.at(-1)!
    expect(opened).toMatch(/[/\\]fdp\.pdf$/)
    expect(readFileSync(opened).equals(pdf)).toBe(true)

    expect(await h.call('document.openOriginal', { itemId: notes.id })).toMatchObject({
      ok: false,
      error: { kind: 'file', message: expect.stringContaining('not a PDF or an image') }
    })
    expect(h.record.openedPaths).toHaveLength(before + 1)
  })
})
