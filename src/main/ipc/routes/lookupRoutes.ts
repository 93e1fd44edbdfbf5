import type { CarrierOption, TrackingView } from '@shared/views'
import type {
  AnyResource,
  ContainerResource,
  NumberType,
  SingleResponse,
  TrackingRequestResource
} from '@shared/service'
import type { ServiceClient } from '../../../engine/client/serviceClient'
import {
  inferNumber,
  shippingLinesFor,
  startTracking,
  trackingRequest
} from '../../../engine/lookup/numberLookup'
import { RouteError } from '../../errors/routeError'
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
 * The service's shipping lines per number type, fetched once per connection (a reconnect brings
 * a new client and so a fresh list).
 */
function shippingLineCache(): (
  client: ServiceClient,
  type: NumberType
) => Promise<CarrierOption[]> {
  let owner: ServiceClient | null = null
  let byType = new Map<NumberType, Promise<CarrierOption[]>>()
  return (client, type) => {
    if (owner !== client) {
      owner = client
      byType = new Map()
    }
    let lines = byType.get(type)
    if (!lines) {
      lines = shippingLinesFor(client, type)
      lines.catch(() => byType.delete(type))
      byType.set(type, lines)
    }
    return lines
  }
}

/**
 * Number lookup and tracking, through the same core module as the CLI: straight to the service
 * client of the current connection, not through intake. A carrier the renderer sends must be one
 * of the service's lines for that type of number.
 */
export function createLookupRoutes(
  deps: RouteDeps
): RouteHandlers<
  'lookup.infer' | 'lookup.track' | 'lookup.trackingStatus' | 'lookup.shippingLines'
> {
  const describe = describeFailureWith(() => [deps.keys.get() ?? ''])
  const linesOf = shippingLineCache()
  return {
    'lookup.infer': async ({ number }) => inferNumber(deps.client(), number),
    'lookup.shippingLines': async ({ numberType }) => linesOf(deps.client(), numberType),
    'lookup.track': async ({ number, numberType, scac }) => {
      const client = deps.client()
      const lines = await linesOf(client, numberType)
      if (!lines.some((l) => l.scac === scac.toUpperCase()))
        throw new RouteError(
          'validation',
          `${scac} is not a shipping line the service tracks this type of number with.`
        )
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
