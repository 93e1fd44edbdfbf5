/**
 * GET /search?query=…: one search over the account's shipments, containers (the service calls
 * them cargos), tracking requests and documents by number and reference, ranked by kind in that
 * order and newest first within a kind, at most 25 results as the public service answers.
 */
import { badRequest } from '../http/errors'
import type { RouteDef } from '../http/types'
import type { AccountStore } from '../store/store'
import { DOCUMENTS, type DocumentRecord } from '../documents/records'
import { documentReferences } from '../documents/query'
import { containersOf, listUrl, shipmentsOf, trackingRequestsOf } from '../tracking/lookup'
import { containerMatches, shipmentMatches } from '../tracking/search'

/** The public service returns at most this many results, with no paging. */
export const SEARCH_LIMIT = 25

type EntityType = 'shipment' | 'cargo' | 'tracking_request' | 'document'

interface SearchHit {
  id: string
  type: EntityType
  attributes: {
    entity_type: EntityType
    number: string
    shipment_id: string | null
    scac: string | null
    port_of_lading_name: string | null
    port_of_discharge_name: string | null
    containers_count: number | null
    tracking_stopped: boolean | null
    tracking_stopped_reason: string | null
    status: string | null
    failed_reason: string | null
    ref_numbers: string[]
    created_at: string
    updated_at: string
  }
}

const EMPTY = {
  shipment_id: null,
  scac: null,
  port_of_lading_name: null,
  port_of_discharge_name: null,
  containers_count: null,
  tracking_stopped: null,
  tracking_stopped_reason: null,
  status: null,
  failed_reason: null
} as const

const key = (s: string): string => s.toUpperCase().replace(/[\s-]/g, '')
const newestFirst = <T extends { attributes: { created_at: string } }>(list: T[]): T[] =>
  [...list].sort((a, b) => b.attributes.created_at.localeCompare(a.attributes.created_at))

/** Every hit of the query in the account, ranked; the caller cuts it to SEARCH_LIMIT. */
// eslint-disable-next-line max-lines-per-function -- one ranked list built kind by kind (shipments, containers, tracking requests, documents) from the same query
export function searchAccount(store: AccountStore, query: string): SearchHit[] {
  const q = key(query)
  const containers = containersOf(store).all()
  const shipments = newestFirst(
    shipmentsOf(store).filter((s) => shipmentMatches(s, containers, query))
  ).map((s): SearchHit => ({
    id: s.id,
    type: 'shipment',
    attributes: {
      ...EMPTY,
      entity_type: 'shipment',
      number: s.attributes.bill_of_lading_number,
      scac: s.attributes.shipping_line_scac,
      port_of_lading_name: s.attributes.port_of_lading_name,
      port_of_discharge_name: s.attributes.port_of_discharge_name,
      containers_count: s.containerIds.length,
      tracking_stopped: s.attributes.line_tracking_stopped_at !== null,
      tracking_stopped_reason: s.attributes.line_tracking_stopped_reason,
      ref_numbers: s.attributes.ref_numbers,
      created_at: s.attributes.created_at,
      updated_at: s.attributes.line_tracking_last_succeeded_at ?? s.attributes.created_at
    }
  }))
  const cargos = newestFirst(containers.filter((c) => containerMatches(c, query))).map(
    (c): SearchHit => ({
      id: c.id,
      type: 'cargo',
      attributes: {
        ...EMPTY,
        entity_type: 'cargo',
        number: c.attributes.number,
        shipment_id: c.shipmentId,
        scac: shipmentsOf(store).get(c.shipmentId)?.attributes.shipping_line_scac ?? null,
        ref_numbers: c.attributes.ref_numbers,
        created_at: c.attributes.created_at,
        updated_at: c.attributes.terminal_checked_at ?? c.attributes.created_at
      }
    })
  )
  // A request whose shipment is already a hit is left out, as the service filters duplicates.
  const shipmentHits = new Set(shipments.map((s) => s.id))
  const requests = newestFirst(
    trackingRequestsOf(store).filter(
      (r) =>
        !(r.shipmentId && shipmentHits.has(r.shipmentId)) &&
        (key(r.attributes.request_number).includes(q) ||
          r.attributes.ref_numbers.some((n) => key(n).includes(q)))
    )
  ).map((r): SearchHit => ({
    id: r.id,
    type: 'tracking_request',
    attributes: {
      ...EMPTY,
      entity_type: 'tracking_request',
      number: r.attributes.request_number,
      shipment_id: r.shipmentId,
      scac: r.attributes.scac,
      status: r.attributes.status,
      failed_reason: r.attributes.failed_reason,
      ref_numbers: r.attributes.ref_numbers,
      created_at: r.attributes.created_at,
      updated_at: r.attributes.updated_at
    }
  }))
  const documents = store
    .collection<DocumentRecord>(DOCUMENTS)
    .filter(
      (d) =>
        !d.deleted_at &&
        (key(d.name).includes(q) ||
          key(d.file_name).includes(q) ||
          documentReferences(d, store).some((n) => key(n).includes(q)))
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((d): SearchHit => ({
      id: d.id,
      type: 'document',
      attributes: {
        ...EMPTY,
        entity_type: 'document',
        number: d.name,
        shipment_id: d.shipment_ids[0] ?? null,
        ref_numbers: documentReferences(d, store),
        created_at: d.created_at,
        updated_at: d.updated_at
      }
    }))
  return [...shipments, ...cargos, ...requests, ...documents]
}

export const routes: RouteDef[] = [
  {
    method: 'GET',
    path: '/search',
    handler(ctx) {
      const query = ctx.query.get('query') ?? ''
      if (!query.trim()) throw badRequest('query is required.')
      return {
        status: 200,
        body: {
          data: searchAccount(ctx.store, query).slice(0, SEARCH_LIMIT),
          links: { self: listUrl(ctx.baseUrl, '/search', ctx.query) }
        }
      }
    }
  }
]
