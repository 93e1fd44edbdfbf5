/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import { parseMail } from '../../../src/sandbox/email/mime'
import { generateFixtures } from '../../fixtures/generate'
import { api } from '../support/client'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import { DETAIL_INCLUDE, buildDocumentDetail } from '../../../src/main/ipc/routes/documentDetail'
import type { IntakeItem } from '@shared/intake'
import { eml, postEml } from '../../support/eml'

describe('sandbox inbound email', () => {
  let sb: RunningSandbox
  let pdfs: { name: string; bytes: Buffer }[]
  const post = (body: Buffer) => postEml(sb.baseUrl, body)

  beforeAll(async () => {
    sb = await startSandbox({ log: () => {}, delayMs: 0 })
    const f = await generateFixtures(join(tmpdir(), `dropdock-eml-${process.pid}`))
    pdfs = [
      { name: 'invoice-INV-2026-0415.pdf', bytes: readFileSync(f.invoicePdf) },
      { name: 'bill-of-lading-MEDUQ2417731.pdf', bytes: readFileSync(f.billOfLadingPdf) }
    ]
  })
  afterAll(() => sb.close())

  it('turns a mail with two PDFs to the document alias into two documents of one submission', async () => {
    const res = await post(eml({ to: BLUE_HARBOR.documentAlias, attachments: pdfs }))
    expect(res.status).toBe(201)
    const body = (await res.json()) as any
    expect(body.data).toMatchObject({
      type: 'email_submission',
      attributes: {
        subject: 'Documents für MAEU241234567',
        from: ['ana.ruiz@shipper.example'],
        to: [BLUE_HARBOR.documentAlias],
        cc: ['ops@forwarder.example'],
        message_id: '20260302091500.4242@shipper.example',
        sent_at: '2026-03-02T08:15:00.000Z',
        body_preview: expect.stringContaining('Grüße, Ana')
      }
    })
    expect(body.included.map((d: { attributes: { name: string } }) => d.attributes.name)).toEqual(
      pdfs.map((p) => p.name)
    )

    for (const [i, created] of body.included.entries()) {
      const doc = await api(sb, 'GET', `/documents/${created.id}?include=email_submission`)
      expect(doc.status).toBe(200)
      expect(doc.body.data.attributes).toMatchObject({
        source: 'email',
        file_content_type: 'application/pdf',
        file_size_bytes: pdfs[i].bytes.length
      })
      expect(doc.body.data.relationships.email_submission.data).toEqual({
        id: body.data.id,
        type: 'email_submission'
      })
      expect(doc.body.included).toEqual([body.data])
      const link = await api(sb, 'GET', `/documents/${created.id}/download_url`)
      const copy = Buffer.from(await (await fetch(link.body.download_url)).arrayBuffer())
      expect(copy.equals(pdfs[i].bytes)).toBe(true)
    }
  })

  it('reaches the app’s detail: the email section gets the submission the service included', async () => {
    const res = await post(
      eml({
        to: BLUE_HARBOR.documentAlias,
        attachments: [{ name: 'memo.pdf', bytes: Buffer.from('%PDF-1.4\nmemo for the app\n') }]
      })
    )
    const body = (await res.json()) as any
    const client = createServiceClient({ baseUrl: sb.baseUrl, apiKey: sb.apiKey })
    const doc = await client.getDocument(body.included[0].id, [...DETAIL_INCLUDE])
    const item = {
      id: 'item-1',
      name: 'memo.pdf',
      documentId: doc.data.id,
      origin: { kind: 'email', submissionId: body.data.id }
    } as IntakeItem
    const detail = await buildDocumentDetail(item, doc, client, (err) => {
      throw err
    })
    expect(detail.emailSubmission).toEqual(body.data.attributes)
  })

  it('creates no second document for content the account already has', async () => {
    const res = await post(eml({ to: BLUE_HARBOR.documentAlias, attachments: pdfs.slice(0, 1) }))
    expect(res.status).toBe(201)
    const body = (await res.json()) as any
    expect(body.included).toEqual([])
    expect(body.meta.duplicate_document_ids).toHaveLength(1)
  })

  it('refuses mail to an address that is no account’s alias, and mail without attachments', async () => {
    const stranger = await post(eml({ to: 'someone@else.example', attachments: pdfs }))
    expect(stranger.status).toBe(404)
    expect(((await stranger.json()) as any).errors[0].detail).toContain('someone@else.example')
    const bare = await post(eml({ to: BLUE_HARBOR.documentAlias, attachments: [] }))
    expect(bare.status).toBe(422)
  })

  it('reads RFC 2231 file names and nested multiparts', () => {
    const raw = Buffer.from(
      [
        'Content-Type: multipart/mixed; boundary=outer',
        '',
        '--outer',
        'Content-Type: multipart/alternative; boundary=inner',
        '',
        '--inner',
        'Content-Type: text/plain',
        '',
        'plain body',
        '--inner--',
        '--outer',
        'Content-Type: image/png',
        "Content-Disposition: attachment; filename*=utf-8''Lieferschein%20M%C3%BCller.png",
        'Content-Transfer-Encoding: base64',
        '',
        'iVBORw0K',
        '--outer--'
      ].join('\n'),
      'utf8'
    )
    const mail = parseMail(raw)
    expect(mail.text.trim()).toBe('plain body')
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['Lieferschein Müller.png', 'image/png']
    ])
    expect([...mail.attachments[0].body.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
  })
})
