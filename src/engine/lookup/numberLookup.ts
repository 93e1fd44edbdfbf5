import type {
  InferAttributes,
  NumberType,
  SingleResponse,
  TrackingRequestResource
} from '@shared/service'
import { requestTypeFor, type ServiceClient } from '../client/serviceClient'

/**
 * Number lookup and tracking: the one path the window's Lookup screen and the CLI's `infer` and
 * `track` take. It needs the service only, not intake, so it also works while intake restarts
 * or waits for the disk.
 */
export type LookupClient = Pick<
  ServiceClient,
  'inferNumber' | 'createTrackingRequest' | 'getTrackingRequest'
>

/** Carrier and number type of a container, bill-of-lading or booking number. */
export async function inferNumber(client: LookupClient, number: string): Promise<InferAttributes> {
  return (await client.inferNumber(number.trim())).data.attributes
}

export interface TrackInput {
  number: string
  numberType: NumberType
  scac: string
  refNumbers?: string[]
}

/** Starts tracking a number with a carrier (a booking is tracked as `booking_number`). */
export function startTracking(
  client: LookupClient,
  input: TrackInput
): Promise<SingleResponse<TrackingRequestResource>> {
  return client.createTrackingRequest({
    requestType: requestTypeFor(input.numberType),
    requestNumber: input.number.trim(),
    scac: input.scac.trim(),
    ...(input.refNumbers?.length ? { refNumbers: input.refNumbers } : {})
  })
}

/** Where a tracking request stands now. */
export function trackingRequest(
  client: LookupClient,
  id: string
): Promise<SingleResponse<TrackingRequestResource>> {
  return client.getTrackingRequest(id)
}
