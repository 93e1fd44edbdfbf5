import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IntakeItem } from '@shared/intake'
import { startHarness, type Harness } from '../../support/routeHarness'
import { invoiceText } from '../../support/invoiceText'

/** A bill of lading no shipment of the sandbox holds until it is tracked. */
const UNTRACKED_BL = 'COSU6123456780'

describe('document.trackNumber', () => {
  let h: Harness
  let item: IntakeItem
  beforeAll(async () => {
    h = await startHarness({ keyStorage: 'basic_text' })
    const path = join(h.root, 'untracked.txt')
    writeFileSync(
      path,
      invoiceText()
        .replace('MAEU241234567', UNTRACKED_BL)
        .replace('MSKU1234565', 'TGHU9876544')
        .replace('PO-7781', 'PO-9902')
    )
    await h.call('intake.addDropped', { paths: [path] })
    item = await h.settled('untracked.txt', 'extracted')
    expect(item.shipmentNumbers).toEqual([])
  })
  afterAll(async () => {
    await h.close()
  })

  it('refuses a payload with more than the item, the number and a carrier', async () => {
    const res = await h.call('document.trackNumber', {
      itemId: item.id,
      number: UNTRACKED_BL,
      shipmentId: 'someone-elses'
    } as never)
    expect(res).toMatchObject({ ok: false, error: { kind: 'validation' } })
    const lower = await h.call('document.trackNumber', {
      itemId: item.id,
      number: UNTRACKED_BL,
      scac: 'cosu'
    })
    expect(lower).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: expect.stringMatching(/2 to 4 capital letters/) }
    })
  })

  it('refuses a number that is not one of the document’s, naming the ones it has', async () => {
    const res = await h.call('document.trackNumber', { itemId: item.id, number: 'MAEU241234567' })
    expect(res).toEqual({
      ok: false,
      error: {
        kind: 'validation',
        message: `MAEU241234567 is not a B/L, booking or container number of "untracked.txt"; its numbers: ${UNTRACKED_BL}.`
      }
    })
    expect(h.host.intake().get(item.id)!.shipmentNumbers).toEqual([])
  })

  it('refuses an item the inbox does not hold', async () => {
    const res = await h.call('document.trackNumber', {
      itemId: 'no-such-item',
      number: UNTRACKED_BL
    })
    expect(res).toEqual({
      ok: false,
      error: { kind: 'not_found', message: 'No item no-such-item is in the inbox.' }
    })
  })

  it('tracks the document’s own B/L and answers with the links the relink gave', async () => {
    const res = await h.call('document.trackNumber', { itemId: item.id, number: UNTRACKED_BL })
    expect(res).toMatchObject({
      ok: true,
      value: {
        step: 'tracked',
        request: { status: 'created' },
        link: { shipmentNumbers: [UNTRACKED_BL], unseen: false }
      }
    })
    expect(h.host.intake().get(item.id)!.shipmentNumbers).toEqual([UNTRACKED_BL])
  })
})
