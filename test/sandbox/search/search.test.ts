import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import { seededContainerId, seededShipmentId } from '../../../src/sandbox/seed'
import { createDocument } from '../support/client'
import { fixtureBytes } from '../support/fixtures'
import { FULL, NORTHGATE, call, start, type Sandbox } from '../support/shippingApi'

let sbx: Sandbox
beforeAll(async () => {
  sbx = await start({ rateLimitPerMinute: 10_000 })
})
afterAll(() => sbx.close())

interface Hit {
  id: string
  type: string
  attributes: { number: string; shipment_id: string | null; containers_count: number | null }
}
const search = async (q: string, key = FULL): Promise<Hit[]> => {
  const r = await call(sbx, 'GET', `/search?query=${encodeURIComponent(q)}`, { key })
  expect(r.status).toBe(200)
  return r.body.data
}

const MEDU = seededShipmentId(BLUE_HARBOR.id, 'MEDUQ2417731')
const MSCU = seededContainerId(BLUE_HARBOR.id, 'MSCU6639870')

describe('GET /search', () => {
  it('finds a shipment by its bill of lading, with its container count', async () => {
    const hits = await search('meduq2417731')
    expect(hits[0]).toMatchObject({
      id: MEDU,
      type: 'shipment',
      attributes: { number: 'MEDUQ2417731', containers_count: expect.any(Number) }
    })
  })

  it('finds a container by its number written with spaces, shipment first', async () => {
    const hits = await search('MSCU 663987-0')
    expect(hits.map((h) => [h.type, h.id])).toEqual([
      ['shipment', MEDU],
      ['cargo', MSCU]
    ])
    expect(hits[1].attributes.shipment_id).toBe(MEDU)
  })

  it('finds by a reference number', async () => {
    const hits = await search('PO-7790')
    expect(hits.map((h) => h.id)).toContain(MEDU)
  })

  it("finds nothing of another account's", async () => {
    expect(await search('MEDUQ2417731', NORTHGATE)).toEqual([])
  })

  it('finds a document by its name once uploaded', async () => {
    const created = await createDocument(
      sbx,
      await fixtureBytes('invoicePdf'),
      'arrival-notice-AN55120.pdf',
      'application/pdf',
      FULL
    )
    expect(created.status).toBe(201)
    const hits = await search('an55120')
    expect(hits.map((h) => [h.type, h.id])).toEqual([['document', created.body.data.id]])
  })

  it('refuses a missing or blank query with 400 naming it', async () => {
    for (const path of ['/search', '/search?query=%20']) {
      const r = await call(sbx, 'GET', path)
      expect(r.status).toBe(400)
      expect(r.body.errors[0].detail).toMatch(/query/)
    }
  })
})
