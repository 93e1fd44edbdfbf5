import type { ContainerRecord, ShipmentRecord } from '../seed/records'

const containerKey = (s: string): string => s.toUpperCase().replace(/[\s-]/g, '')

/**
 * Whether a shipment matches a search: its bill of lading, one of its references or one of its
 * containers' numbers contains the query (case-insensitive; spaces and dashes ignored for
 * container numbers). An empty query matches everything.
 */
export function shipmentMatches(
  shipment: ShipmentRecord,
  containers: readonly ContainerRecord[],
  q: string
): boolean {
  const text = q.trim().toUpperCase()
  if (!text) return true
  const key = containerKey(q)
  const a = shipment.attributes
  return (
    a.bill_of_lading_number.toUpperCase().includes(text) ||
    a.normalized_number.includes(key) ||
    a.ref_numbers.some((r) => r.toUpperCase().includes(text)) ||
    containers.some(
      (c) => c.shipmentId === shipment.id && containerKey(c.attributes.number).includes(key)
    )
  )
}

/** Whether a container matches: its number or one of its references contains the query. */
export function containerMatches(container: ContainerRecord, q: string): boolean {
  const text = q.trim().toUpperCase()
  if (!text) return true
  return (
    containerKey(container.attributes.number).includes(containerKey(q)) ||
    container.attributes.ref_numbers.some((r) => r.toUpperCase().includes(text))
  )
}
