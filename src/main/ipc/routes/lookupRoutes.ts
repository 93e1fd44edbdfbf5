import type { TrackingView } from '@shared/ipc'
import type { SingleResponse, TrackingRequestResource } from '@shared/service'
import type { ServiceClient } from '../../core/client/serviceClient'
import type { RouteDeps } from './deps'
import { shipmentView } from './documentDetail'
import type { RouteHandlers } from './types'

/** Tracking request → view, with the shipment it produced once there is one. */
export async function trackingView(
  res: SingleResponse<TrackingRequestResource>,
  client: Pick<ServiceClient, 'getShipment' | 'deepLink'>
): Promise<TrackingView> {
  const shipmentId = res.data.relationships?.tracked_object?.data?.id
  let shipment: TrackingView['shipment'] = null
  if (shipmentId) {
    try {
      shipment = shipmentView((await client.getShipment(shipmentId)).data, client)
    } catch {
      shipment = null
    }
  }
  return { id: res.data.id, attributes: res.data.attributes, shipment }
}

/** Number lookup and tracking (booking numbers are tracked as request type booking_number). */
export function createLookupRoutes(
  deps: RouteDeps
): RouteHandlers<'lookup.infer' | 'lookup.track' | 'lookup.trackingStatus'> {
  return {
    'lookup.infer': async ({ number }) => deps.intake().infer(number),
    'lookup.track': async ({ number, numberType, scac }) =>
      trackingView(await deps.intake().track(number, numberType, scac), deps.client()),
    'lookup.trackingStatus': async ({ id }) =>
      trackingView(await deps.client().getTrackingRequest(id), deps.client())
  }
}
