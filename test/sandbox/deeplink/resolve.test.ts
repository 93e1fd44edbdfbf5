import { describe, expect, it } from 'vitest'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import { resolveDeepLink } from '../../../src/sandbox/deeplink/resolve'
import { escapeHtml, renderListPage, renderShipmentPage } from '../../../src/sandbox/deeplink/pages'
import { seedForAccount } from '../../../src/sandbox/seed'
import type { ContainerRecord, ShipmentRecord } from '../../../src/sandbox/seed/records'

const seed = seedForAccount(BLUE_HARBOR, new Date('2026-11-22T06:00:00Z'))
const { shipments, containers } = seed
const shipmentOf = (bl: string): ShipmentRecord =>
  shipments.find((s) => s.attributes.bill_of_lading_number === bl)!
const containerOf = (n: string): ContainerRecord =>
  containers.find((c) => c.attributes.number === n)!
const resolve = (q: string) => resolveDeepLink(q, shipments, containers)

describe('deeplink', () => {
  describe('resolveDeepLink()', () => {
    it('1: exact container number selects the container, ignoring case, spaces and dashes', () => {
      for (const q of ['MSKU1234565', 'msku 123456-5', ' MSKU-1234565 ']) {
        expect(resolve(q)).toEqual({
          kind: 'shipment',
          match: 'exact_container',
          shipmentId: shipmentOf('MAEU241234567').id,
          containerId: containerOf('MSKU1234565').id
        })
      }
    })

    it('2: exact bill of lading or reference number opens the shipment', () => {
      expect(resolve('maeu241234567')).toMatchObject({
        match: 'exact_shipment',
        shipmentId: shipmentOf('MAEU241234567').id,
        containerId: null
      })
      expect(resolve('po-7790')).toMatchObject({
        match: 'exact_shipment',
        shipmentId: shipmentOf('MEDUQ2417731').id
      })
    })

    it('3: a partial container number picks the first matching container', () => {
      expect(resolve('6639870')).toMatchObject({
        match: 'partial_container',
        containerId: containerOf('MSCU6639870').id
      })
      // "MSKU" and "MRKU" both start containers of S1; the first in order wins
      expect(resolve('KU')).toMatchObject({
        match: 'partial_container',
        containerId: containerOf('MSKU1234565').id
      })
    })

    it('exact matches beat earlier partial ones', () => {
      // PO-7702 (S4) is exact; PO-77 would also partially match PO-7781 (S1, earlier)
      expect(resolve('PO-7702')).toMatchObject({
        match: 'exact_shipment',
        shipmentId: shipmentOf('CMDUYTN0451288').id
      })
    })

    it('4: a partial bill of lading or reference picks the first matching shipment', () => {
      expect(resolve('PO-77')).toMatchObject({
        match: 'partial_shipment',
        shipmentId: shipmentOf('MAEU241234567').id
      })
      expect(resolve('HAM2504')).toMatchObject({
        match: 'partial_shipment',
        shipmentId: shipmentOf('HLCUHAM250412345').id
      })
    })

    it('5: no match leads to the list with the query', () => {
      expect(resolve('PO-9921')).toEqual({ kind: 'list', query: 'PO-9921' })
      expect(resolve('  ')).toEqual({ kind: 'list', query: '' })
    })

    it('only sees the records it is given (account scope)', () => {
      expect(resolveDeepLink('MSKU1234565', [], [])).toEqual({ kind: 'list', query: 'MSKU1234565' })
    })
  })

  describe('renderShipmentPage()', () => {
    it('marks the selected container', () => {
      const s1 = shipmentOf('MAEU241234567')
      const html = renderShipmentPage(
        s1,
        containers.filter((c) => c.shipmentId === s1.id),
        containerOf('MRKU2040602').id
      )
      expect(html).toContain('Shipment MAEU241234567')
      expect(html).toMatch(
        /<tr data-container-id="[^"]+" class="selected" aria-selected="true">\s*<td>MRKU2040602/
      )
      expect(html.match(/aria-selected/g)).toHaveLength(1)
    })
  })

  describe('renderListPage()', () => {
    it('pre-fills the query, escaped', () => {
      const html = renderListPage([], '"><script>')
      expect(html).toContain('value="&quot;&gt;&lt;script&gt;"')
      expect(html).not.toContain('<script>')
    })
  })

  describe('escapeHtml()', () => {
    it('escapes the five special characters', () => {
      expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
        '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;'
      )
    })
  })
})
