import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { IntakeService } from '../../../src/engine/intake/intakeService'
import { trackDocumentNumber } from '../../../src/engine/track/trackNumber'
import { startTracking } from '../../../src/engine/lookup/numberLookup'
import { followTracking } from '../../../src/engine/lookup/trackingOutcome'
import { systemClock } from '../../../src/engine/time/clock'
import type { IntakeItem } from '../../../src/shared/intake'
import { outcomeOf } from '../../../src/shared/outcome'
import { invoiceText } from '../../main/support/invoiceText'
import { BILL_OF_LADING_LINES } from '../../fixtures/content'
import { harness, until, type Harness } from '../intake/harness'

/** A bill of lading and a container no shipment of the sandbox holds (yet). */
const UNTRACKED_BL = 'COSU6123456780'
const UNTRACKED_BOX = 'TGHU9876544'
/** A booking whose carrier the service cannot tell from the number. */
const UNTRACKED_BOOKING = '177NGBLGB9902'
const WAIT = { maxMs: 20_000, pollMs: 100 }

let h: Harness
afterEach(async () => {
  await h.close()
})

/** The fixture invoice with its B/L, container and order numbers changed to untracked ones. */
async function unlinkedInvoice(s: IntakeService): Promise<IntakeItem> {
  const f = join(h.dir, 'untracked.txt')
  writeFileSync(
    f,
    invoiceText()
      .replace('MAEU241234567', UNTRACKED_BL)
      .replace('MSKU1234565', UNTRACKED_BOX)
      .replace('PO-7781', 'PO-9902')
  )
  const { ids } = await s.addFiles([f])
  await until(s, (xs) => xs.some((x) => x.id === ids[0] && x.state === 'extracted'))
  const item = s.get(ids[0])!
  expect(outcomeOf(item)).toBe('needs_shipment')
  return item
}

/** A bill of lading whose B/L, booking and container no shipment holds. */
async function unlinkedBillOfLading(s: IntakeService): Promise<IntakeItem> {
  const f = join(h.dir, 'bl.txt')
  const text = BILL_OF_LADING_LINES.join('\n')
    .replace('MEDUQ2417731', 'MEDUQ9902417')
    .replace('177NGBLGB0312', UNTRACKED_BOOKING)
    .replace('MSCU6639870', UNTRACKED_BOX)
  writeFileSync(f, `${text}\nNote: ${randomUUID()}\n`)
  const { ids } = await s.addFiles([f])
  await until(s, (xs) => xs.some((x) => x.id === ids[0] && x.state === 'extracted'))
  const item = s.get(ids[0])!
  expect(outcomeOf(item)).toBe('needs_shipment')
  return item
}

const trackingPosts = (): string[] =>
  h.requests.filter((r) => /^POST \S*\/tracking_requests \d+$/.test(r))

describe('tracking a number of a document linked to no shipment', () => {
  it('tracks its untracked B/L and ends linked to the new shipment after the one action', async () => {
    h = await harness({ delayMs: 0 })
    const s = h.service()
    const item = await unlinkedInvoice(s)
    const deps = { intake: s, client: h.client, clock: systemClock, wait: WAIT }
    const out = await trackDocumentNumber(deps, { itemId: item.id, number: UNTRACKED_BL })
    expect(out).toMatchObject({
      step: 'tracked',
      alreadyTracked: false,
      request: { status: 'created', failedReason: null },
      relinkError: null,
      link: { unseen: false, shipmentNumbers: [UNTRACKED_BL] }
    })
    const after = s.get(item.id)!
    expect(after.shipmentNumbers).toEqual([UNTRACKED_BL])
    expect(outcomeOf(after)).toBe('linked')
    expect(trackingPosts()).toHaveLength(1)
  })

  it('relinks to the shipment that already tracks the number (refused as a duplicate)', async () => {
    h = await harness({ delayMs: 0 })
    const s = h.service()
    const item = await unlinkedInvoice(s)
    // Someone tracked the B/L meanwhile: a shipment holds it, the invoice is not linked to it yet.
    const first = await startTracking(h.client, {
      number: UNTRACKED_BL,
      numberType: 'bill_of_lading',
      scac: 'COSU'
    })
    const done = await followTracking(h.client, first, systemClock, WAIT)
    expect(done.data.attributes.status).toBe('created')
    expect(outcomeOf(s.get(item.id)!)).toBe('needs_shipment')

    const deps = { intake: s, client: h.client, clock: systemClock, wait: WAIT }
    const out = await trackDocumentNumber(deps, { itemId: item.id, number: UNTRACKED_BL })
    expect(out).toMatchObject({
      step: 'tracked',
      alreadyTracked: true,
      request: { status: 'failed', failedReason: 'duplicate' },
      link: { unseen: false, shipmentNumbers: [UNTRACKED_BL] }
    })
    expect(outcomeOf(s.get(item.id)!)).toBe('linked')
  })

  it('stops waiting for a relink still followed, and the follow goes on to the link', async () => {
    // The service links a while after it took the relink; the command waits 1 ms for it.
    h = await harness({ delayMs: 300 })
    const s = h.service()
    const item = await unlinkedInvoice(s)
    const deps = { intake: s, client: h.client, clock: systemClock, wait: WAIT, relinkWaitMs: 1 }
    const out = await trackDocumentNumber(deps, { itemId: item.id, number: UNTRACKED_BL })
    expect(out).toMatchObject({
      step: 'tracked',
      request: { status: 'created' },
      link: null,
      relinkError: null
    })
    // Not claimed linked: the item is still being followed when the answer comes.
    expect(s.get(item.id)!.state).not.toBe('extracted')
    const [done] = await until(s, (xs) =>
      xs.some((x) => x.id === item.id && x.state === 'extracted')
    )
    expect(done.shipmentNumbers).toEqual([UNTRACKED_BL])
  })

  it('asks for the carrier when the service is unsure, and tracks with the one chosen', async () => {
    h = await harness({ delayMs: 0 })
    const s = h.service()
    const item = await unlinkedBillOfLading(s)
    const deps = { intake: s, client: h.client, clock: systemClock, wait: WAIT }
    const unsure = await trackDocumentNumber(deps, { itemId: item.id, number: UNTRACKED_BOOKING })
    expect(unsure).toMatchObject({ step: 'choose_carrier', number: UNTRACKED_BOOKING })
    expect(unsure.step === 'choose_carrier' && unsure.inferred.number_type).toBe('booking')
    // Nothing is tracked on a guess.
    expect(trackingPosts()).toHaveLength(0)
    await expect(
      trackDocumentNumber(deps, { itemId: item.id, number: UNTRACKED_BOOKING, scac: 'ZZZZ' })
    ).rejects.toMatchObject({
      kind: 'validation',
      message: 'ZZZZ is not a shipping line the service tracks this type of number with.'
    })
    expect(trackingPosts()).toHaveLength(0)

    const out = await trackDocumentNumber(deps, {
      itemId: item.id,
      number: UNTRACKED_BOOKING.toLowerCase(),
      scac: 'MSCU'
    })
    expect(out).toMatchObject({ step: 'tracked', request: { status: 'created' } })
    expect(out.step === 'tracked' && out.link?.shipmentNumbers).toHaveLength(1)
    expect(outcomeOf(s.get(item.id)!)).toBe('linked')
    expect(trackingPosts()).toHaveLength(1)
  })

  it('refuses a number that is not the document’s, and an unknown item, sending nothing', async () => {
    h = await harness({ delayMs: 0 })
    const s = h.service()
    const item = await unlinkedInvoice(s)
    const deps = { intake: s, client: h.client, clock: systemClock, wait: WAIT }
    await expect(
      trackDocumentNumber(deps, { itemId: item.id, number: 'MAEU241234567' })
    ).rejects.toMatchObject({
      kind: 'validation',
      message: `MAEU241234567 is not a B/L, booking or container number of "untracked.txt"; its numbers: ${UNTRACKED_BL}.`
    })
    // The invoice's own number, but not one that can be tracked.
    await expect(
      trackDocumentNumber(deps, { itemId: item.id, number: 'INV-2026-0415' })
    ).rejects.toMatchObject({ kind: 'validation' })
    await expect(
      trackDocumentNumber(deps, { itemId: 'no-such-item', number: UNTRACKED_BL })
    ).rejects.toMatchObject({ kind: 'not_found', message: 'No item no-such-item is in the inbox.' })
    expect(trackingPosts()).toHaveLength(0)
    expect(h.requests.filter((r) => r.includes('/relink'))).toHaveLength(0)
    expect(outcomeOf(s.get(item.id)!)).toBe('needs_shipment')
  })
})
