import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BLUE_HARBOR, NORTHGATE } from '../../../src/sandbox/accounts'
import { linkReferences } from '../../../src/sandbox/processing/link'
import { loadSeed, seededContainerId, seededShipmentId } from '../../../src/sandbox/seed'
import { Store } from '../../../src/sandbox/store/store'

function seededStore(account = BLUE_HARBOR) {
  const store = new Store(mkdtempSync(join(tmpdir(), 'sbx-link-'))).forAccount(account.id)
  loadSeed(account, store)
  return store
}

const S1 = seededShipmentId(BLUE_HARBOR.id, 'MAEU241234567')
const MSKU = seededContainerId(BLUE_HARBOR.id, 'MSKU1234565')

describe('processing/link', () => {
  describe('linkReferences()', () => {
    it('matches container numbers case-insensitively with spaces and dashes stripped', () => {
      const links = linkReferences(seededStore(), 'container msku 123456-5 arrived', [])
      expect(links.containerIds).toEqual([MSKU])
      expect(links.shipmentIds).toEqual([S1])
    })

    it('matches a bill of lading or a shipment reference without taking every container', () => {
      const byBl = linkReferences(seededStore(), 'B/L maeu241234567', [])
      expect(byBl).toMatchObject({ shipmentIds: [S1], containerIds: [] })
      const byRef = linkReferences(seededStore(), 'our order po-7781', [])
      expect(byRef).toMatchObject({ shipmentIds: [S1], containerIds: [] })
    })

    it('uses extracted values too, and does not match inside longer tokens', () => {
      expect(
        linkReferences(seededStore(), 'nothing here', [{ bill_of_lading_number: 'MAEU241234567' }])
          .shipmentIds
      ).toEqual([S1])
      expect(linkReferences(seededStore(), 'XPO-77810', []).shipmentIds).toEqual([])
    })

    it('only sees the account’s own shipments', () => {
      expect(linkReferences(seededStore(NORTHGATE), 'MAEU241234567 MSKU1234565', [])).toMatchObject(
        {
          shipmentIds: [],
          containerIds: []
        }
      )
    })
  })
})
