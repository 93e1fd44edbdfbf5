import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLUE_HARBOR, NORTHGATE as NG_ACCOUNT } from '../../../src/sandbox/accounts'
import { seededContainerId, seededShipmentId } from '../../../src/sandbox/seed'
import { NORTHGATE, call, start, type Sandbox } from '../support/shippingApi'

let sbx: Sandbox
beforeAll(async () => {
  sbx = await start()
})
afterAll(() => sbx.close())

const S1 = seededShipmentId(BLUE_HARBOR.id, 'MAEU241234567')
const find = (q: string, key?: string | null) =>
  call(sbx, 'GET', `/shipments/find?q=${encodeURIComponent(q)}`, { base: 'app', key })

describe('routes deeplink', () => {
  describe('GET {app_url}/shipments/find', () => {
    it('redirects an exact container to its shipment with the container selected', async () => {
      const r = await find('msku 123456-5', null)
      expect(r.status).toBe(302)
      const container = seededContainerId(BLUE_HARBOR.id, 'MSKU1234565')
      expect(r.headers.get('location')).toBe(`${sbx.appUrl}/shipments/${S1}?container=${container}`)
      const page = await fetch(r.headers.get('location')!)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toContain('text/html')
      const html = await page.text()
      expect(html).toContain('Shipment MAEU241234567')
      expect(html).toMatch(/class="selected" aria-selected="true">\s*<td>MSKU1234565/)
    })

    it('redirects a bill of lading or reference to the shipment page', async () => {
      for (const q of ['maeu241234567', 'PO-7781']) {
        expect((await find(q)).headers.get('location')).toBe(`${sbx.appUrl}/shipments/${S1}`)
      }
    })

    it('redirects no match to the list with the query pre-filled', async () => {
      const r = await find('PO-9921')
      expect(r.headers.get('location')).toBe(`${sbx.appUrl}/shipments?q=PO-9921`)
      const html = await (await fetch(r.headers.get('location')!)).text()
      expect(html).toContain('value="PO-9921"')
    })

    it('searches only the caller account', async () => {
      const theirs = await find('ZIMU3044819')
      expect(theirs.headers.get('location')).toBe(`${sbx.appUrl}/shipments?q=ZIMU3044819`)
      const own = await find('ZIMU3044819', NORTHGATE)
      expect(own.headers.get('location')).toContain(
        seededShipmentId(NG_ACCOUNT.id, 'ZIMUYTN0098812')
      )
    })
  })

  describe('GET {app_url}/shipments', () => {
    it('lists shipments filtered by q', async () => {
      const r = await call(sbx, 'GET', '/shipments?q=PO-7781', { base: 'app' })
      expect(r.status).toBe(200)
      expect(r.text).toContain('MAEU241234567')
      expect(r.text).not.toContain('MEDUQ2417731')
    })
  })

  describe('GET {app_url}/shipments/{id}', () => {
    it('answers a 404 page for a shipment of another account', async () => {
      const r = await call(
        sbx,
        'GET',
        `/shipments/${seededShipmentId(NG_ACCOUNT.id, 'ZIMUYTN0098812')}`,
        {
          base: 'app'
        }
      )
      expect(r.status).toBe(404)
      expect(r.text).toContain('Shipment not found')
    })
  })
})
