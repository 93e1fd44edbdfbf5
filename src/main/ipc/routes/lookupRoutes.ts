import type { TrackingView } from '@shared/views'
import type {
  AnyResource,
  ContainerResource,
  SingleResponse,
  TrackingRequestResource
} from '@shared/service'
import type { ServiceClient } from '../../../engine/client/serviceClient'
import { inferNumber, startTracking, trackingRequest } from '../../../engine/lookup/numberLookup'
import { shipmentTracking } from '../../../engine/lookup/trackingOutcome'
import { describeFailureWith, type DescribeFailure } from '../routeError'
import type { RouteDeps } from './deps'
import { containerView, shipmentView } from './documentDetail'
import type { RouteHandlers } from './types'

/** The shipment a request names; for one refused as a `duplicate`, the one already tracking it. */
async function shipmentIdOf(
  res: SingleResponse<TrackingRequestResource>,
  client: Pick<ServiceClient, 'listShipments'>
): Promise<string | undefined> {
  const named = res.data.relationships?.tracked_object?.data?.id
  const a = res.data.attributes
  if (named || a.status !== 'failed' || a.failed_reason !== 'duplicate') return named
  return (await shipmentTracking(client, a.request_number))?.id
}

/**
 * Tracking request → view, with the shipment it produced (or, for a number already tracked, the
 * shipment that tracks it) and its containers once there is one.
 */
export async function trackingView(
  res: SingleResponse<TrackingRequestResource>,
  client: Pick<ServiceClient, 'getShipment' | 'listShipments' | 'deepLink'>,
  /** Words the failure when the shipment cannot be fetched. */
  describe: DescribeFailure
): Promise<TrackingView> {
  let shipment: TrackingView['shipment'] = null
  let containers: TrackingView['containers'] = []
  let shipmentUnavailable: TrackingView['shipmentUnavailable'] = null
  try {
    const shipmentId = await shipmentIdOf(res, client)
    if (shipmentId) {
      const found = await client.getShipment(shipmentId, ['containers'])
      shipment = shipmentView(found.data, client)
      containers = (found.included ?? [])
        .filter((r): r is AnyResource & ContainerResource => r.type === 'container')
        .map((r) => containerView(r, client))
    }
  } catch (err) {
    shipmentUnavailable = describe(err)
  }
  return {
    id: res.data.id,
    attributes: res.data.attributes,
    shipment,
    containers,
    shipmentUnavailable
  }
}

/**
 * Number lookup and tracking, through the same core module as the CLI: straight to the service
 * client of the current connection, not through intake.
 */
export function createLookupRoutes(
  deps: RouteDeps
): RouteHandlers<'lookup.infer' | 'lookup.track' | 'lookup.trackingStatus'> {
  const describe = describeFailureWith(() => [deps.keys.get() ?? ''])
  return {
    'lookup.infer': async ({ number }) => inferNumber(deps.client(), number),
    'lookup.track': async ({ number, numberType, scac }) => {
      const client = deps.client()
      return trackingView(
        await startTracking(client, { number, numberType, scac }),
        client,
        describe
      )
    },
    'lookup.trackingStatus': async ({ id }) => {
      const client = deps.client()
      return trackingView(await trackingRequest(client, id), client, describe)
    }
  }
}
