/**
 * Account-scoped access to the shipping records for route handlers: a record of another account
 * is simply not found (404), never forbidden, so ids reveal nothing across accounts.
 */
import type { AnyResource } from '../../shared/service'
import { HttpError, badRequest, notFound } from '../http/errors'
import type { AccountStore } from '../store/store'
import {
  CONTAINERS,
  SHIPMENTS,
  TRACKING_REQUESTS,
  type ContainerRecord,
  type ShipmentRecord,
  type TrackingRequestRecord
} from '../seed/records'
import type { ErrorObject } from '../../shared/service'
import { asIncluded, shipmentResource } from './resources'

export const shipmentsOf = (store: AccountStore) => store.collection<ShipmentRecord>(SHIPMENTS)
export const containersOf = (store: AccountStore) => store.collection<ContainerRecord>(CONTAINERS)
export const trackingRequestsOf = (store: AccountStore) =>
  store.collection<TrackingRequestRecord>(TRACKING_REQUESTS)

/** The account's shipment, or a 404 naming the id. */
export function requireShipment(store: AccountStore, id: string): ShipmentRecord {
  const s = shipmentsOf(store).get(id)
  if (!s) throw notFound(`Shipment ${id} not found.`)
  return s
}

/** The account's container, or a 404 naming the id. */
export function requireContainer(store: AccountStore, id: string): ContainerRecord {
  const c = containersOf(store).get(id)
  if (!c) throw notFound(`Container ${id} not found.`)
  return c
}

/** Parses `include` against the names a resource allows; an unknown name is a 400 naming it. */
export function parseIncludes(raw: string | null, allowed: readonly string[]): Set<string> {
  const names = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  for (const n of names) {
    if (!allowed.includes(n)) {
      throw badRequest(`Unknown include '${n}'; allowed: ${allowed.join(', ')}.`)
    }
  }
  return new Set(names)
}

/** The shipments of containers (or tracked by requests), as `included` resources. */
export function includedShipments(store: AccountStore, ids: (string | null)[]): AnyResource[] {
  const shipments = shipmentsOf(store)
  const out: AnyResource[] = []
  for (const id of new Set(ids)) {
    const s = id ? shipments.get(id) : undefined
    if (s) out.push(asIncluded(shipmentResource(s)))
  }
  return out
}

/** A 422 carrying every validation error. */
export function unprocessableAll(errors: ErrorObject[]): HttpError {
  return new HttpError(422, errors)
}

/** Absolute URL of a list path with the request's query kept (for paging links). */
export function listUrl(baseUrl: string, path: string, query: URLSearchParams): string {
  const self = new URL(`${baseUrl}${path}`)
  query.forEach((v, k) => self.searchParams.append(k, v))
  return self.toString()
}
