/**
 * Routes of the public description beyond the interface document: container refresh, document
 * rotation, webhook addresses, parties, mail submissions and custom field options.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLUE_HARBOR, NORTHGATE as NG_ACCOUNT } from '../../../src/sandbox/accounts'
import { seededContainerId } from '../../../src/sandbox/seed'
import { createDocument } from '../support/client'
import { fixtureBytes } from '../support/fixtures'
import { eml, postEml } from '../../support/eml'
import { FULL, NORTHGATE, READONLY, call, start, type Sandbox } from '../support/shippingApi'

let sbx: Sandbox
beforeAll(async () => {
  sbx = await start()
})
afterAll(() => sbx.close())

const MSKU = seededContainerId(BLUE_HARBOR.id, 'MSKU1234565')
const MSCU = seededContainerId(BLUE_HARBOR.id, 'MSCU6639870')
const NG_BOX = seededContainerId(NG_ACCOUNT.id, 'ZIMU3044819')

describe('PATCH /containers/{id}/refresh', () => {
  it('starts a refresh, stamped on the container, 10 a minute apart from other calls', async () => {
    const before = await call(sbx, 'GET', `/containers/${MSCU}`)
    const r = await call(sbx, 'PATCH', `/containers/${MSCU}/refresh`)
    expect(r.status).toBe(200)
    expect(r.body.message).toMatch(/^Started refresh for /)
    const after = await call(sbx, 'GET', `/containers/${MSCU}`)
    expect(after.body.data.attributes.pod_last_tracking_request_at).not.toBe(
      before.body.data.attributes.pod_last_tracking_request_at
    )
    for (let i = 1; i < 10; i++) {
      expect((await call(sbx, 'PATCH', `/containers/${MSCU}/refresh`)).status).toBe(200)
    }
    const over = await call(sbx, 'PATCH', `/containers/${MSKU}/refresh`)
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(over.body.errors[0].status).toBe('429')
    // The refresh bucket is its own: other calls of the same key still pass.
    expect((await call(sbx, 'GET', `/containers/${MSKU}`)).status).toBe(200)
    // Another key has its own 10.
    expect(
      (await call(sbx, 'PATCH', `/containers/${NG_BOX}/refresh`, { key: NORTHGATE })).status
    ).toBe(200)
  })

  it('refuses a read-only key and a container of another account', async () => {
    expect(
      (await call(sbx, 'PATCH', `/containers/${MSKU}/refresh`, { key: READONLY })).status
    ).toBe(403)
    expect(
      (await call(sbx, 'PATCH', `/containers/${MSKU}/refresh`, { key: NORTHGATE })).status
    ).toBe(404)
  })
})

describe('POST /documents/{id}/rotate', () => {
  it('accepts a quarter turn and names the turns it takes otherwise', async () => {
    const created = await createDocument(
      sbx,
      await fixtureBytes('invoicePdf'),
      'scan-sideways.pdf',
      'application/pdf',
      FULL
    )
    const id = created.body.data.id
    const ok = await call(sbx, 'POST', `/documents/${id}/rotate`, { body: { degrees: 90 } })
    expect(ok.status).toBe(202)
    expect(ok.body).toEqual({ status: 'accepted' })
    const bad = await call(sbx, 'POST', `/documents/${id}/rotate`, { body: { degrees: 45 } })
    expect(bad.status).toBe(422)
    expect(bad.body.errors[0]).toMatchObject({
      detail: 'degrees must be one of 90, 180, 270.',
      source: { pointer: '/degrees' }
    })
    const gone = await call(sbx, 'POST', `/documents/${id}/rotate`, {
      body: { degrees: 90 },
      key: NORTHGATE
    })
    expect(gone.status).toBe(404)
  })
})

describe('GET /webhooks/ips', () => {
  it('names the address deliveries come from', async () => {
    const r = await call(sbx, 'GET', '/webhooks/ips')
    expect(r.status).toBe(200)
    expect(r.body.webhook_notification_ips).toEqual(['127.0.0.1'])
    expect(Number.isNaN(Date.parse(r.body.last_updated))).toBe(false)
  })
})

describe('GET /parties', () => {
  it('lists the customers of the account’s shipments, each readable alone', async () => {
    const r = await call(sbx, 'GET', '/parties')
    expect(r.status).toBe(200)
    const names = r.body.data.map(
      (p: { attributes: { company_name: string } }) => p.attributes.company_name
    )
    expect(names).toContain('Pacific Crest Retail Inc.')
    expect(names).toContain('Northwind Apparel Co.')
    const one = await call(sbx, 'GET', `/parties/${r.body.data[0].id}`)
    expect(one.body.data).toEqual(r.body.data[0])
    expect(
      (await call(sbx, 'GET', `/parties/${r.body.data[0].id}`, { key: NORTHGATE })).status
    ).toBe(404)
  })
})

describe('GET /email_submissions', () => {
  it('lists accepted mail with the documents made of it', async () => {
    const res = await postEml(
      sbx.baseUrl,
      eml({
        to: BLUE_HARBOR.documentAlias,
        attachments: [{ name: 'memo.pdf', bytes: Buffer.from('%PDF-1.4\nmemo\n') }]
      })
    )
    expect(res.status).toBe(201)
    const mail = (await res.json()) as { data: { id: string }; included: { id: string }[] }
    const list = await call(sbx, 'GET', '/email_submissions')
    expect(list.status).toBe(200)
    expect(list.body.data[0].id).toBe(mail.data.id)
    expect(list.body.data[0].relationships.documents.data).toEqual([
      { id: mail.included[0].id, type: 'document' }
    ])
    expect((await call(sbx, 'GET', `/email_submissions/${mail.data.id}`)).body.data.id).toBe(
      mail.data.id
    )
    const other = await call(sbx, 'GET', '/email_submissions', { key: NORTHGATE })
    expect(other.body.data).toEqual([])
  })
})

describe('GET /custom_field_definitions/{id}/options', () => {
  it('lists an enum definition’s options in order; a text one has none', async () => {
    const defs = await call(sbx, 'GET', '/custom_field_definitions')
    const byslug = Object.fromEntries(
      defs.body.data.map((d: { id: string; attributes: { api_slug: string } }) => [
        d.attributes.api_slug,
        d.id
      ])
    )
    const r = await call(sbx, 'GET', `/custom_field_definitions/${byslug.priority}/options`)
    expect(r.status).toBe(200)
    expect(r.body.data.map((o: { attributes: { value: string } }) => o.attributes.value)).toEqual([
      'low',
      'normal',
      'high'
    ])
    const one = await call(
      sbx,
      'GET',
      `/custom_field_definitions/${byslug.priority}/options/${r.body.data[2].id}`
    )
    expect(one.body.data.attributes).toEqual({ label: 'High', value: 'high', position: 3 })
    const text = await call(
      sbx,
      'GET',
      `/custom_field_definitions/${byslug.customs_broker}/options`
    )
    expect(text.body.meta.total).toBe(0)
  })
})

describe('POST and PATCH /parties', () => {
  const body = (company_name: unknown) => ({
    body: { data: { type: 'party', attributes: { company_name } } }
  })
  const names = async (key?: string) =>
    (await call(sbx, 'GET', '/parties?page[size]=100', { key })).body.data.map(
      (p: { attributes: { company_name: string } }) => p.attributes.company_name
    )

  it('creates a party, refuses a blank or taken name, and renames one for good', async () => {
    const made = await call(sbx, 'POST', '/parties', body('  Harbor Freight Partners  '))
    expect(made.status).toBe(201)
    expect(made.body.data.attributes.company_name).toBe('Harbor Freight Partners')
    expect(await names()).toContain('Harbor Freight Partners')
    expect(await names(NORTHGATE)).not.toContain('Harbor Freight Partners')
    const blank = await call(sbx, 'POST', '/parties', body(' '))
    expect(blank.status).toBe(422)
    expect(blank.body.errors[0].source).toEqual({ pointer: '/data/attributes/company_name' })
    const taken = await call(sbx, 'POST', '/parties', body('Pacific Crest Retail Inc.'))
    expect(taken.status).toBe(422)
    expect(taken.body.errors[0].code).toBe('taken')

    const seeded = (await call(sbx, 'GET', '/parties?page[size]=100')).body.data.find(
      (p: { attributes: { company_name: string } }) =>
        p.attributes.company_name === 'Pacific Crest Retail Inc.'
    )
    const renamed = await call(sbx, 'PATCH', `/parties/${seeded.id}`, body('Pacific Crest Retail'))
    expect(renamed.status).toBe(200)
    expect(renamed.body.data.id).toBe(seeded.id)
    const after = await names()
    expect(after).toContain('Pacific Crest Retail')
    expect(after).not.toContain('Pacific Crest Retail Inc.')
  })
})
