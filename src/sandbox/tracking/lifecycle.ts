/**
 * Life of a tracking request: created `pending` (or `failed` at once, `invalid_number`, for a
 * container number that fails ISO 6346), resolved once its delay has passed (by a timer,
 * or lazily when read, so a restart or a slow timer never leaves it stuck), then `created` with a
 * new shipment, `awaiting_manifest`, or `failed` with a reason; each outcome emits its
 * notification.
 */
import type { AnyResource } from '../../shared/service'
import type { EmitInput } from '../http/types'
import type { AccountStore } from '../store/store'
import {
  CONTAINERS,
  SHIPMENTS,
  TRACKING_REQUESTS,
  type ContainerRecord,
  type ShipmentRecord,
  type TrackingRequestRecord
} from '../seed/records'
import { stableUuid } from '../seed/stableId'
import { decideOutcome, isInvalidNumber } from './outcome'
import { asIncluded, shipmentResource, trackingRequestResource } from './resources'
import { simulateTrackedShipment } from './simulate'
import type { TrackingCreateInput } from './validate'

export interface TrackingDeps {
  accountId: string
  store: AccountStore
  now(): Date
  emit(event: string, input: EmitInput): void
}

const normalize = (n: string): string => n.toUpperCase().replace(/[\s-]/g, '')

/** Whether the account already follows this number (other than through request `selfId`). */
export function isAlreadyTracked(
  store: AccountStore,
  input: Pick<TrackingCreateInput, 'request_type' | 'request_number' | 'scac'>,
  selfId: string | null
): boolean {
  const number = normalize(input.request_number)
  if (input.request_type === 'container') {
    const containers = store.collection<ContainerRecord>(CONTAINERS)
    if (containers.find((c) => normalize(c.attributes.number) === number)) return true
  } else {
    const shipments = store.collection<ShipmentRecord>(SHIPMENTS)
    if (shipments.find((s) => s.attributes.normalized_number === number)) return true
  }
  const requests = store.collection<TrackingRequestRecord>(TRACKING_REQUESTS)
  return !!requests.find(
    (r) =>
      r.id !== selfId &&
      r.attributes.status !== 'failed' &&
      r.attributes.request_type === input.request_type &&
      r.attributes.scac === input.scac &&
      normalize(r.attributes.request_number) === number
  )
}

/** Stores a new pending request due after `delayMs`. */
export function createTrackingRequest(
  deps: TrackingDeps,
  input: TrackingCreateInput,
  delayMs: number
): TrackingRequestRecord {
  const requests = deps.store.collection<TrackingRequestRecord>(TRACKING_REQUESTS)
  const now = deps.now()
  const at = now.toISOString()
  const rec: TrackingRequestRecord = {
    id: stableUuid(
      'tracking_request',
      deps.accountId,
      String(now.getTime()),
      String(requests.size),
      input.request_number
    ),
    attributes: {
      request_number: input.request_number,
      request_type: input.request_type,
      scac: input.scac,
      status: 'pending',
      failed_reason: null,
      ref_numbers: [...input.ref_numbers],
      tags: [...input.tags],
      created_at: at,
      updated_at: at,
      is_retrying: false,
      retry_count: 0
    },
    shipmentId: null,
    dueAt: now.getTime() + delayMs
  }
  // No carrier is asked to follow an invalid container number: the request fails at once.
  if (!isInvalidNumber(input)) return requests.put(rec)
  rec.attributes.status = 'failed'
  rec.attributes.failed_reason = 'invalid_number'
  rec.dueAt = now.getTime()
  const stored = requests.put(rec)
  deps.emit('tracking_request.failed', {
    reference: { id: stored.id, type: 'tracking_request' },
    included: [asIncluded(trackingRequestResource(stored))]
  })
  return stored
}

/** Applies the outcome of a pending request whose time has come; returns the current record. */
export function resolveIfDue(deps: TrackingDeps, id: string): TrackingRequestRecord | undefined {
  const requests = deps.store.collection<TrackingRequestRecord>(TRACKING_REQUESTS)
  const rec = requests.get(id)
  if (!rec || rec.attributes.status !== 'pending') return rec
  const now = deps.now()
  if (now.getTime() < rec.dueAt) return rec
  const input = rec.attributes
  const outcome = decideOutcome(input, isAlreadyTracked(deps.store, input, rec.id))
  const included: AnyResource[] = []
  rec.attributes.updated_at = now.toISOString()
  rec.attributes.status = outcome.status
  let event: string
  if (outcome.status === 'failed') {
    rec.attributes.failed_reason = outcome.failed_reason
    event = 'tracking_request.failed'
  } else if (outcome.status === 'awaiting_manifest') {
    event = 'tracking_request.awaiting_manifest'
  } else {
    const built = simulateTrackedShipment(deps.accountId, input, now)
    const containers = deps.store.collection<ContainerRecord>(CONTAINERS)
    for (const c of built.containers) containers.put(c)
    deps.store.collection<ShipmentRecord>(SHIPMENTS).put(built.shipment)
    rec.shipmentId = built.shipment.id
    included.push(asIncluded(shipmentResource(built.shipment)))
    event = 'tracking_request.succeeded'
  }
  requests.put(rec)
  deps.emit(event, {
    reference: { id: rec.id, type: 'tracking_request' },
    included: [asIncluded(trackingRequestResource(rec)), ...included]
  })
  return rec
}

/** Resolves every due request of the account (before listing them). */
export function resolveAllDue(deps: TrackingDeps): void {
  const requests = deps.store.collection<TrackingRequestRecord>(TRACKING_REQUESTS)
  for (const r of requests.filter((x) => x.attributes.status === 'pending'))
    resolveIfDue(deps, r.id)
}

/**
 * Follows a user's stop or resume of a shipment on the requests that created it: stopped
 * requests become `tracking_stopped` (announced by `tracking_request.tracking_stopped`) and go
 * back to `created` on resume.
 */
export function syncRequestsWithShipment(
  deps: TrackingDeps,
  shipmentId: string,
  stopped: boolean
): void {
  const requests = deps.store.collection<TrackingRequestRecord>(TRACKING_REQUESTS)
  const [from, to] = stopped
    ? (['created', 'tracking_stopped'] as const)
    : (['tracking_stopped', 'created'] as const)
  for (const rec of requests.filter(
    (r) => r.shipmentId === shipmentId && r.attributes.status === from
  )) {
    rec.attributes.status = to
    rec.attributes.updated_at = deps.now().toISOString()
    requests.put(rec)
    if (stopped) {
      deps.emit('tracking_request.tracking_stopped', {
        reference: { id: rec.id, type: 'tracking_request' },
        included: [asIncluded(trackingRequestResource(rec))]
      })
    }
  }
}
