/**
 * JSON:API compound documents of the shipping domain: `include` may name any relationship a
 * resource lists, and `included` then holds each related resource once (never one already in
 * the primary data). Relationship data is written whether or not it is included.
 */
import type { AnyResource, ResourceIdentifier } from '../../shared/service'
import { portById } from '../seed/ports'
import { terminalById } from '../seed/terminals'
import type { AccountStore } from '../store/store'
import { containersOf, shipmentsOf } from './lookup'
import {
  portResource,
  rawEventResources,
  terminalResource,
  transportEventResources
} from '../reference/resources'
import { asIncluded, containerResource, shipmentResource } from './resources'

export const SHIPMENT_INCLUDES = [
  'containers',
  'port_of_lading',
  'port_of_discharge',
  'destination',
  'pod_terminal',
  'destination_terminal'
] as const

export const CONTAINER_INCLUDES = [
  'shipment',
  'pickup_facility',
  'pod_terminal',
  'transport_events',
  'raw_events'
] as const

export const TRANSPORT_EVENT_INCLUDES = [
  'shipment',
  'container',
  'location',
  'terminal',
  'vessel'
] as const

export const RAW_EVENT_INCLUDES = ['container', 'location', 'vessel'] as const

export const TERMINAL_INCLUDES = ['port'] as const

/** Resources the caller already holds (vessels of a journey), by `type:id`. */
export type Known = ReadonlyMap<string, AnyResource>

const keyOf = (r: ResourceIdentifier): string => `${r.type}:${r.id}`

/** The container's events of one kind, or none when the container or its shipment is gone. */
export function eventsOfContainer(
  store: AccountStore,
  containerId: string,
  kind: 'transport_events' | 'raw_events'
): AnyResource[] {
  const c = containersOf(store).get(containerId)
  const s = c && shipmentsOf(store).get(c.shipmentId)
  if (!c || !s) return []
  const list = kind === 'transport_events' ? transportEventResources(c, s) : rawEventResources(c, s)
  return list.map(asIncluded)
}

/** The resource an identifier names, as the account sees it; undefined when it does not exist. */
function resolve(
  store: AccountStore,
  ref: ResourceIdentifier,
  known: Known
): AnyResource | undefined {
  switch (ref.type) {
    case 'shipment': {
      const s = shipmentsOf(store).get(ref.id)
      return s && asIncluded(shipmentResource(s))
    }
    case 'container': {
      const c = containersOf(store).get(ref.id)
      return c && asIncluded(containerResource(c, shipmentsOf(store).get(c.shipmentId)))
    }
    case 'port': {
      const p = portById(ref.id)
      return p && asIncluded(portResource(p))
    }
    case 'terminal': {
      const t = terminalById(ref.id)
      return t && asIncluded(terminalResource(t))
    }
    default:
      return known.get(keyOf(ref))
  }
}

function identifiers(resource: AnyResource, name: string): ResourceIdentifier[] {
  const rel = resource.relationships?.[name] as { data?: unknown } | undefined
  const data = rel?.data
  if (Array.isArray(data)) return data as ResourceIdentifier[]
  return data ? [data as ResourceIdentifier] : []
}

/**
 * `included` for primary resources and the relationship names asked for (already checked
 * against the resource's allowed names): each related resource once, in first-seen order.
 */
export function compound(
  store: AccountStore,
  primary: readonly AnyResource[],
  include: ReadonlySet<string>,
  known: Known = new Map()
): AnyResource[] {
  const seen = new Set(primary.map(keyOf))
  const out: AnyResource[] = []
  const add = (r: AnyResource | undefined): void => {
    if (!r || seen.has(keyOf(r))) return
    seen.add(keyOf(r))
    out.push(r)
  }
  for (const resource of primary) {
    for (const name of include) {
      if ((name === 'transport_events' || name === 'raw_events') && resource.type === 'container') {
        eventsOfContainer(store, resource.id, name).forEach(add)
        continue
      }
      for (const ref of identifiers(resource, name)) add(resolve(store, ref, known))
    }
  }
  return out
}
