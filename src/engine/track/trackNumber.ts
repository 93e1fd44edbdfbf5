import { FINAL_STATES, type IntakeError, type IntakeItem } from '../../shared/intake'
import type { SingleResponse, TrackingRequestResource } from '../../shared/service'
import {
  sameNumberKey,
  trackableNumbersOf,
  type RelinkObserved,
  type TrackNumberResult,
  type TrackedRequest
} from '../../shared/trackNumber'
import { ServiceError } from '../client/errors'
import type { ServiceClient } from '../client/serviceClient'
import { toIntakeError } from '../context/errors'
import { inferNumber, shippingLinesFor, startTracking } from '../lookup/numberLookup'
import { TRACK_WAIT, followTracking } from '../lookup/trackingOutcome'
import type { IntakeEvents } from '../context/events'
import type { Clock } from '../time/clock'

/**
 * The running intake as far as tracking a number needs it; `IntakeService` is one. Named here,
 * not picked from that class, so this part sits below the facade that offers it.
 */
export interface TrackIntake {
  get(id: string): IntakeItem | null
  relink(id: string): Promise<void>
  on(event: 'items', fn: (payload: IntakeEvents['items']) => void): () => void
  relinkWhenTracked(id: string, request: TrackedRequest, number: string): void
}

/** What "Track this number" uses: the running intake and the service client of its connection. */
export interface TrackNumberDeps {
  intake: TrackIntake
  client: Pick<
    ServiceClient,
    'inferNumber' | 'createTrackingRequest' | 'getTrackingRequest' | 'listShippingLines'
  >
  clock: Clock
  /** How long the request is waited for to leave `pending` (TRACK_WAIT). */
  wait?: { maxMs: number; pollMs: number }
  /** How long the relinked document is waited for to be final again (RELINK_WAIT_MS). */
  relinkWaitMs?: number
}

/**
 * The longest the command waits for the relinked document to be final again; the follow goes
 * on after it, and the detail shows the links when they come.
 */
export const RELINK_WAIT_MS = 120_000

export interface TrackNumberInput {
  itemId: string
  number: string
  /** The carrier the clerk chose; without it, only a carrier the service is sure of is used. */
  scac?: string
}

const refuse = (kind: 'validation' | 'not_found', message: string): ServiceError =>
  new ServiceError({ kind, message, transient: false })

/**
 * The item and the number as the document holds it; refuses an unknown item, one the service
 * has not extracted, and a number that is not one of its trackable values as corrected.
 */
function documentNumber(
  intake: TrackNumberDeps['intake'],
  itemId: string,
  number: string
): { item: IntakeItem; number: string } {
  const item = intake.get(itemId)
  if (!item) throw refuse('not_found', `No item ${itemId} is in the inbox.`)
  if (!item.documentId || item.state !== 'extracted') {
    throw refuse('validation', `"${item.name}" has no extracted data to track a number from.`)
  }
  const own = trackableNumbersOf(item)
  const found = own.find((n) => sameNumberKey(n.number) === sameNumberKey(number))
  if (!found) {
    const list = own.map((n) => n.number).join(', ') || 'none'
    throw refuse(
      'validation',
      `${number.trim()} is not a B/L, booking or container number of "${item.name}"; its numbers: ${list}.`
    )
  }
  return { item, number: found.number }
}

/**
 * The item once it is in a final state again (told by the engine's events), null when it left
 * the inbox, or 'waiting' when it is still followed after `maxMs` on the clock.
 */
function whenFinal(
  deps: Pick<TrackNumberDeps, 'intake' | 'clock'>,
  id: string,
  maxMs: number
): Promise<IntakeItem | null | 'waiting'> {
  return new Promise((resolve) => {
    const done = (value: IntakeItem | null | 'waiting'): void => {
      off()
      deps.clock.clearTimeout(timer)
      resolve(value)
    }
    const look = (): void => {
      const item = deps.intake.get(id)
      if (!item || FINAL_STATES.includes(item.state)) done(item)
    }
    const off = deps.intake.on('items', look)
    const timer = deps.clock.setTimeout(() => done('waiting'), maxMs)
    look()
  })
}

/** Asks for the relink and reports the links the document shows once it is final again. */
async function relinkAndObserve(
  deps: TrackNumberDeps,
  id: string
): Promise<{ link: RelinkObserved | null; relinkError: IntakeError | null }> {
  try {
    await deps.intake.relink(id)
  } catch (err) {
    if (err instanceof ServiceError) return { link: null, relinkError: toIntakeError(err) }
    throw err
  }
  const after = await whenFinal(deps, id, deps.relinkWaitMs ?? RELINK_WAIT_MS)
  if (!after) throw refuse('not_found', `Item ${id} left the inbox while it was relinked.`)
  if (after === 'waiting') return { link: null, relinkError: null }
  return {
    link: {
      shipmentNumbers: after.shipmentNumbers,
      containerNumbers: after.containerNumbers,
      unseen: after.relinkUnseen === true
    },
    relinkError: null
  }
}

const requestOf = (res: SingleResponse<TrackingRequestResource>): TrackedRequest => ({
  id: res.data.id,
  status: res.data.attributes.status,
  failedReason: res.data.attributes.failed_reason
})

/**
 * "Track this number" for a document: infers the number, tracks it with the carrier the service
 * is sure of or the clerk chose (one of the service's lines for that type of number), waits for
 * the request's outcome and, when it made a shipment or the number was already tracked, relinks
 * the document and reports the links it then shows.
 */
export async function trackDocumentNumber(
  deps: TrackNumberDeps,
  input: TrackNumberInput
): Promise<TrackNumberResult> {
  const { item, number } = documentNumber(deps.intake, input.itemId, input.number)
  const inferred = await inferNumber(deps.client, number)
  if (inferred.validation.is_valid === false) {
    return { step: 'invalid', number, reason: inferred.validation.reason ?? null }
  }
  const numberType = inferred.number_type
  let scac = input.scac?.trim().toUpperCase()
  if (scac) {
    const lines = await shippingLinesFor(deps.client, numberType)
    if (!lines.some((l) => l.scac === scac)) {
      throw refuse(
        'validation',
        `${scac} is not a shipping line the service tracks this type of number with.`
      )
    }
  } else if (inferred.shipping_line.decision === 'auto_select' && inferred.shipping_line.selected) {
    scac = inferred.shipping_line.selected.scac
  } else {
    return { step: 'choose_carrier', number, inferred }
  }
  const first = await startTracking(deps.client, { number, numberType, scac })
  const last = await followTracking(deps.client, first, deps.clock, deps.wait ?? TRACK_WAIT)
  const request = requestOf(last)
  const alreadyTracked = request.status === 'failed' && request.failedReason === 'duplicate'
  if (request.status !== 'created' && !alreadyTracked) {
    // Still on its way: the engine looks again on its clock and relinks once it is tracked.
    const kept = request.status === 'pending' || request.status === 'awaiting_manifest'
    if (kept) deps.intake.relinkWhenTracked(item.id, request, number)
    return { step: 'not_tracked', number, request, kept }
  }
  const { link, relinkError } = await relinkAndObserve(deps, item.id)
  return { step: 'tracked', number, request, alreadyTracked, link, relinkError }
}
