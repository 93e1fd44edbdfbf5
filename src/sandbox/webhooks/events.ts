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

/** The group an event belongs to (its resource), for listings and examples. */
export function eventGroup(
  event: string
): 'container' | 'shipment' | 'tracking_request' | 'document' {
  return event.split('.')[0] as 'container' | 'shipment' | 'tracking_request' | 'document'
}

export function isKnownEvent(event: unknown): event is string {
  return typeof event === 'string' && EVENT_NAMES.includes(event)
}
