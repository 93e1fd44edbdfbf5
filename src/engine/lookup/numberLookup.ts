import type {
  ShippingLineAttributes,
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
  'inferNumber' | 'createTrackingRequest' | 'getTrackingRequest' | 'listShippingLines'
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

const SUPPORTS: Record<NumberType, keyof ShippingLineAttributes> = {
  container: 'container_number_tracking_support',
  bill_of_lading: 'bill_of_lading_tracking_support',
  booking: 'booking_number_tracking_support'
}

/** The service's shipping lines that track `numberType`, by name: what a clerk chooses from. */
export async function shippingLinesFor(
  client: Pick<ServiceClient, 'listShippingLines'>,
  numberType: NumberType
): Promise<{ scac: string; name: string }[]> {
  const lines = (await client.listShippingLines()).data
  return lines
    .filter((l) => l.attributes[SUPPORTS[numberType]] === true)
    .map((l) => ({ scac: l.attributes.scac.toUpperCase(), name: l.attributes.name }))
    .sort((a, b) => a.name.localeCompare(b.name))
}
