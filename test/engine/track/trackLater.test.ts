import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { IntakeService } from '../../../src/engine/intake/intakeService'
import { trackLaterDelayMs } from '../../../src/engine/track/trackedRelinks'
import { trackDocumentNumber } from '../../../src/engine/track/trackNumber'
import type { IntakeItem } from '../../../src/shared/intake'
import { outcomeOf } from '../../../src/shared/outcome'
import type { TrackNumberResult } from '../../../src/shared/trackNumber'
import { invoiceText } from '../../main/support/invoiceText'
import { ManualClock } from '../../main/support/manualClock'
import { waitFor } from '../../support/waitFor'
import { harness, type Harness } from '../intake/harness'

const HOUR = 60 * 60_000
/** A bill of lading no shipment of the sandbox holds, and one whose carrier cannot find it. */
const UNTRACKED_BL = 'COSU6123456780'
const NOT_FOUND_BL = 'COSU6123456404'
/** The command's wait for the request: 1 s on the engine's clock. */
const WAIT = { maxMs: 1000, pollMs: 500 }

let h: Harness
/** Moved on by a test to let the sandbox's carrier answer the requests it holds pending. */
let carrierAhead = 0
afterEach(async () => {
  await h.close()
  carrierAhead = 0
})

/** A sandbox whose tracking requests stay pending for an hour of its carrier's time. */
const heldHarness = (): Promise<Harness> =>
  harness({ delayMs: 0, trackingDelayMs: HOUR, trackingNow: () => Date.now() + carrierAhead })

/** Moves the engine's clock on by `stepMs` until `pred` holds. */
function pump<T>(
  clock: ManualClock,
  stepMs: number,
  pred: () => T | null | undefined | false,
  what: string
): Promise<T> {
  return waitFor(
    () => {
      const v = pred()
      if (!v) clock.advance(stepMs)
      return v
    },
    what,
    20_000
  )
}

/** The fixture invoice with its B/L `bl` and numbers no shipment holds, extracted. */
async function unlinkedInvoice(
  s: IntakeService,
  clock: ManualClock,
  bl: string
): Promise<IntakeItem> {
  const f = join(h.dir, `invoice-${bl}.txt`)
  writeFileSync(
    f,
    invoiceText()
      .replace('MAEU241234567', bl)
      .replace('MSKU1234565', 'TGHU9876544')
      .replace('PO-7781', 'PO-9902')
  )
  const { ids } = await s.addFiles([f])
  const item = await pump(
    clock,
    100,
    () => (s.get(ids[0])?.state === 'extracted' ? s.get(ids[0]) : null),
    'the invoice to be extracted'
  )
  expect(outcomeOf(item!)).toBe('needs_shipment')
  return item!
}

/** Presses "Track this number" and runs the engine's clock through its wait. */
async function trackHeld(
  s: IntakeService,
  clock: ManualClock,
  id: string,
  number: string
): Promise<TrackNumberResult> {
  let out: TrackNumberResult | null = null
  void trackDocumentNumber(
    { intake: s, client: h.client, clock, wait: WAIT },
    { itemId: id, number }
  ).then((r) => (out = r))
  return pump(clock, 100, () => out, 'the command to end')
}

const looksAt = (requestId: string): number =>
  h.requests.filter((r) => r === `GET /v2/tracking_requests/${requestId} 200`).length
const relinks = (): number => h.requests.filter((r) => /^POST \S+\/relink 20\d$/.test(r)).length

describe('a tracking request still pending when "Track this number" stops waiting', () => {
  it('is kept and the document relinked on the clock once tracked, without another press', async () => {
    h = await heldHarness()
    const clock = new ManualClock(Date.now())
    const s = h.service({ clock })
    const item = await unlinkedInvoice(s, clock, UNTRACKED_BL)
    const out = await trackHeld(s, clock, item.id, UNTRACKED_BL)
    expect(out).toMatchObject({ step: 'not_tracked', kept: true, request: { status: 'pending' } })
    const requestId = out.step === 'not_tracked' ? out.request.id : ''
    expect(s.get(item.id)!.trackingPending).toMatchObject({ number: UNTRACKED_BL })
    // Still pending at the engine's first looks: it looks again later, and relinks nothing.
    const before = looksAt(requestId)
    await pump(clock, 10_000, () => looksAt(requestId) >= before + 2, 'two later looks')
    expect(relinks()).toBe(0)
    expect(outcomeOf(s.get(item.id)!)).toBe('needs_shipment')

    carrierAhead = 2 * HOUR
    const linked = await pump(
      clock,
      10_000,
      () => {
        const x = s.get(item.id)!
        return x.state === 'extracted' && outcomeOf(x) === 'linked' && x
      },
      'the invoice to be linked'
    )
    expect(linked.shipmentNumbers).toEqual([UNTRACKED_BL])
    expect(linked.trackingPending).toBeNull()
    expect(relinks()).toBe(1)
  })

  it('is picked up again after the engine closes and opens on the same state folder', async () => {
    h = await heldHarness()
    const clock = new ManualClock(Date.now())
    const first = h.service({ clock })
    const item = await unlinkedInvoice(first, clock, UNTRACKED_BL)
    const out = await trackHeld(first, clock, item.id, UNTRACKED_BL)
    expect(out).toMatchObject({ step: 'not_tracked', kept: true })
    await first.close()

    carrierAhead = 2 * HOUR
    const again = h.service({ clock })
    expect(again.get(item.id)!.trackingPending).toMatchObject({ number: UNTRACKED_BL })
    const linked = await pump(
      clock,
      10_000,
      () => {
        const x = again.get(item.id)!
        return x.state === 'extracted' && outcomeOf(x) === 'linked' && x
      },
      'the invoice to be linked after the restart'
    )
    expect(linked.shipmentNumbers).toEqual([UNTRACKED_BL])
    expect(linked.trackingPending).toBeNull()
  })

  it('that then fails (not a duplicate) is recorded on the item and not asked about again', async () => {
    h = await heldHarness()
    const clock = new ManualClock(Date.now())
    const s = h.service({ clock })
    const item = await unlinkedInvoice(s, clock, NOT_FOUND_BL)
    const out = await trackHeld(s, clock, item.id, NOT_FOUND_BL)
    expect(out).toMatchObject({ step: 'not_tracked', kept: true })
    const requestId = out.step === 'not_tracked' ? out.request.id : ''

    carrierAhead = 2 * HOUR
    const failed = await pump(
      clock,
      10_000,
      () => s.get(item.id)!.trackingFailed,
      'the failure to be recorded'
    )
    expect(failed).toMatchObject({ number: NOT_FOUND_BL, reason: 'not_found' })
    expect(s.get(item.id)!.trackingPending).toBeNull()
    const seen = looksAt(requestId)
    // A day on the engine's clock: no further look, no relink.
    for (let i = 0; i < 24; i++) clock.advance(HOUR)
    await s.whenSettled()
    expect(looksAt(requestId)).toBe(seen)
    expect(relinks()).toBe(0)
    expect(outcomeOf(s.get(item.id)!)).toBe('needs_shipment')
  })

  it('is dropped with the item when the clerk removes it from the inbox', async () => {
    h = await heldHarness()
    const clock = new ManualClock(Date.now())
    const s = h.service({ clock })
    const item = await unlinkedInvoice(s, clock, UNTRACKED_BL)
    const out = await trackHeld(s, clock, item.id, UNTRACKED_BL)
    expect(out).toMatchObject({ step: 'not_tracked', kept: true })
    const requestId = out.step === 'not_tracked' ? out.request.id : ''
    s.remove([item.id])
    carrierAhead = 2 * HOUR
    const seen = looksAt(requestId)
    for (let i = 0; i < 24; i++) clock.advance(HOUR)
    await s.whenSettled()
    expect(looksAt(requestId)).toBe(seen)
    expect(relinks()).toBe(0)
  })
})

describe('the delay between looks at a kept request', () => {
  it('starts at 30 s, doubles, and stays at an hour', () => {
    expect([0, 1, 2, 6, 7, 50].map(trackLaterDelayMs)).toEqual([
      30_000,
      60_000,
      120_000,
      1_920_000,
      HOUR,
      HOUR
    ])
  })
})
