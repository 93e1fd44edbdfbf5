/**
 * The resources that carry custom fields (containers, shipments, tracking requests) seen the
 * same way: their collection, their path segment and the definitions meant for them.
 */
import { notFound } from '../http/errors'
import type { Collection } from '../store/collection'
import type { AccountStore } from '../store/store'
import {
  CUSTOM_FIELD_DEFINITIONS,
  type CustomFieldDefinitionRecord,
  type CustomFieldEntity
} from '../seed/records'
import { containersOf, shipmentsOf, trackingRequestsOf } from '../tracking/lookup'

/** What a field lives on: an id and its values by api_slug. */
export interface Holder {
  id: string
  customFields?: Record<string, string>
}

/** Each kind: its path segment, the description's `entity_type`, and its name in messages. */
export const HOLDER_KINDS: readonly {
  kind: CustomFieldEntity
  plural: string
  label: string
  name: string
}[] = [
  { kind: 'container', plural: 'containers', label: 'Container', name: 'Container' },
  { kind: 'shipment', plural: 'shipments', label: 'Shipment', name: 'Shipment' },
  {
    kind: 'tracking_request',
    plural: 'tracking_requests',
    label: 'TrackingRequest',
    name: 'Tracking request'
  }
]

/** What a definition is for; a definition stored before this existed is for containers. */
export const entityOf = (def: CustomFieldDefinitionRecord): CustomFieldEntity =>
  def.entity ?? 'container'

export const definitionsOf = (store: AccountStore) =>
  store.collection<CustomFieldDefinitionRecord>(CUSTOM_FIELD_DEFINITIONS)

/** The collection of a kind, seen only as holders of fields. */
function holdersOf(store: AccountStore, kind: CustomFieldEntity): Collection<Holder> {
  const of = {
    container: containersOf,
    shipment: shipmentsOf,
    tracking_request: trackingRequestsOf
  }
  return of[kind](store) as unknown as Collection<Holder>
}

/** Every holder of a kind in the account. */
export function allHolders(store: AccountStore, kind: CustomFieldEntity): Holder[] {
  return holdersOf(store, kind).all()
}

/** The account's holder of a kind, or a 404 naming it. */
export function requireHolder(store: AccountStore, kind: CustomFieldEntity, id: string): Holder {
  const holder = holdersOf(store, kind).get(id)
  if (!holder) {
    throw notFound(`${HOLDER_KINDS.find((k) => k.kind === kind)!.name} ${id} not found.`)
  }
  return holder
}

/** Stores one value ('' clears it) and returns the holder as stored. */
export function storeValue(
  store: AccountStore,
  kind: CustomFieldEntity,
  id: string,
  slug: string,
  value: string
): Holder {
  return holdersOf(store, kind).update(id, (h) => {
    const fields = { ...(h.customFields ?? {}) }
    if (value === '') delete fields[slug]
    else fields[slug] = value
    h.customFields = fields
  }) as Holder
}
