import type {
  AnyResource,
  ContainerResource,
  ShipmentResource,
  SingleResponse,
  TrackingRequestResource
} from '@shared/service'
import type { ServiceClient } from '../client/serviceClient'
import { sleep } from '../client/requestRetry'
import type { Clock } from '../time/clock'

/** How long `track` waits for a tracking request to leave `pending`, and how often it asks. */
export const TRACK_WAIT = { maxMs: 30_000, pollMs: 1_000 } as const

type FollowClient = Pick<ServiceClient, 'getTrackingRequest'>

/**
 * Asks about a tracking request until it is no longer `pending` (created, failed, awaiting the
 * manifest, stopped) or `maxMs` has passed on the clock; returns the last answer, so a caller can
 * tell "still pending" from an outcome.
 */
export async function followTracking(
  client: FollowClient,
  first: SingleResponse<TrackingRequestResource>,
  clock: Clock,
  wait: { maxMs: number; pollMs: number } = TRACK_WAIT
): Promise<SingleResponse<TrackingRequestResource>> {
  let last = first
  const start = clock.monotonic()
  while (last.data.attributes.status === 'pending') {
    const left = wait.maxMs - (clock.monotonic() - start)
    if (left <= 0) break
    await sleep(clock, Math.min(wait.pollMs, left))
    last = await client.getTrackingRequest(last.data.id)
  }
  return last
}

const key = (s: string): string => s.toUpperCase().replace(/[\s-]/g, '')

/**
 * The shipment that already tracks `number` (its bill of lading, one of its references or one of
 * its containers), for a request the service refused as a `duplicate`; null when the number is
 * tracked by another request that has no shipment yet.
 */
export async function shipmentTracking(
  client: Pick<ServiceClient, 'listShipments'>,
  number: string
): Promise<ShipmentResource | null> {
  const wanted = key(number)
  const found = await client.listShipments(number.trim(), ['containers'])
  const containersOf = (s: ShipmentResource): string[] =>
    (found.included ?? [])
      .filter((r): r is AnyResource & ContainerResource => r.type === 'container')
      .filter((c) => s.relationships?.containers?.data?.some((d) => d.id === c.id))
      .map((c) => key(c.attributes.number))
  return (
    found.data.find(
      (s) =>
        key(s.attributes.bill_of_lading_number) === wanted ||
        s.attributes.normalized_number === wanted ||
        s.attributes.ref_numbers.some((r) => key(r) === wanted) ||
        containersOf(s).includes(wanted)
    ) ?? null
  )
}
