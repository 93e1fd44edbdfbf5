const TRANSPORT = [
  'vessel_arrived',
  'vessel_discharged',
  'vessel_loaded',
  'vessel_departed',
  'vessel_berthed',
  'rail_departed',
  'rail_arrived',
  'rail_loaded',
  'rail_unloaded',
  'transshipment_arrived',
  'transshipment_discharged',
  'transshipment_loaded',
  'transshipment_departed',
  'feeder_arrived',
  'feeder_discharged',
  'feeder_loaded',
  'feeder_departed',
  'empty_out',
  'full_in',
  'full_out',
  'empty_in',
  'available',
  'arrived_at_inland_destination',
  'estimated.arrived_at_inland_destination'
]

/** Every event name of the interface, in its order. */
export const EVENT_NAMES: readonly string[] = [
  ...TRANSPORT.map((s) => `container.transport.${s}`),
  'container.created',
  'container.updated',
  'container.pod_terminal_changed',
  'container.pickup_lfd.changed',
  'container.pickup_lfd_line.changed',
  'shipment.estimated.arrival',
  'tracking_request.succeeded',
  'tracking_request.failed',
  'tracking_request.awaiting_manifest',
  'tracking_request.tracking_stopped',
  'document.extracted',
  'document.extraction_failed'
]

/** One `webhook_event_category` of `GET /webhooks/events`: a named group of events. */
export interface EventCategory {
  id: string
  type: 'webhook_event_category'
  attributes: { name: string; events: { name: string; description: string }[] }
}

const CATEGORIES: readonly { id: string; name: string; of: (event: string) => boolean }[] = [
  {
    id: 'tracking-request-events',
    name: 'Tracking Request Events',
    of: (e) => e.startsWith('tracking_request.')
  },
  { id: 'shipment-events', name: 'Shipment Events', of: (e) => e.startsWith('shipment.') },
  {
    id: 'container-transport-events',
    name: 'Container Transport Events',
    of: (e) => e.startsWith('container.transport.')
  },
  {
    id: 'container-events',
    name: 'Container Events',
    of: (e) => e.startsWith('container.') && !e.startsWith('container.transport.')
  },
  { id: 'document-events', name: 'Document Events', of: (e) => e.startsWith('document.') }
]

/** What an event tells a receiver, in words, from its name. */
function describe(event: string): string {
  const [group, ...rest] = event.split('.')
  const what = rest.join(' ').replace(/_/g, ' ')
  return `The ${group.replace(/_/g, ' ')} ${what}.`
}

/** Every event name grouped as the service lists them: categories holding their events. */
export function eventCategories(): EventCategory[] {
  return CATEGORIES.map((c) => ({
    id: c.id,
    type: 'webhook_event_category',
    attributes: {
      name: c.name,
      events: EVENT_NAMES.filter(c.of).map((name) => ({ name, description: describe(name) }))
    }
  }))
}

/** The group an event belongs to (its resource), for listings and examples. */
export function eventGroup(
  event: string
): 'container' | 'shipment' | 'tracking_request' | 'document' {
  return event.split('.')[0] as 'container' | 'shipment' | 'tracking_request' | 'document'
}

export function isKnownEvent(event: unknown): event is string {
  return typeof event === 'string' && EVENT_NAMES.includes(event)
}
