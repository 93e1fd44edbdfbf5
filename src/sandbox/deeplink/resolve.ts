/**
 * Resolution of the web application's deep link `/shipments/find?q=`: the interface's five steps,
 * over one account's shipments and containers, in their stored order ("first" is stable).
 */
import type { ContainerRecord, ShipmentRecord } from '../seed/records'

export type DeepLinkMatch =
  'exact_container' | 'exact_shipment' | 'partial_container' | 'partial_shipment'

export type DeepLinkTarget =
  | { kind: 'shipment'; match: DeepLinkMatch; shipmentId: string; containerId: string | null }
  | { kind: 'list'; query: string }

const containerKey = (s: string): string => s.toUpperCase().replace(/[\s-]/g, '')
const textKey = (s: string): string => s.trim().toUpperCase()

/**
 * Where `q` leads: 1 exact container number (case-insensitive, spaces and dashes stripped) ->
 * its shipment with the container selected; 2 exact bill of lading / booking or reference number
 * -> that shipment; 3 first container whose number contains q -> its shipment with it selected;
 * 4 first shipment whose number or a reference contains q; 5 the list, query pre-filled.
 */
export function resolveDeepLink(
  q: string,
  shipments: readonly ShipmentRecord[],
  containers: readonly ContainerRecord[]
): DeepLinkTarget {
  const query = q.trim()
  const cq = containerKey(query)
  const tq = textKey(query)
  if (!tq) return { kind: 'list', query }
  const liveShipment = (id: string): boolean => shipments.some((s) => s.id === id)
  const viaContainer = (c: ContainerRecord, match: DeepLinkMatch): DeepLinkTarget => ({
    kind: 'shipment',
    match,
    shipmentId: c.shipmentId,
    containerId: c.id
  })

  const exactContainer = containers.find(
    (c) => liveShipment(c.shipmentId) && containerKey(c.attributes.number) === cq
  )
  if (exactContainer) return viaContainer(exactContainer, 'exact_container')

  const exactShipment = shipments.find(
    (s) =>
      textKey(s.attributes.bill_of_lading_number) === tq ||
      s.attributes.normalized_number === cq ||
      s.attributes.ref_numbers.some((r) => textKey(r) === tq)
  )
  if (exactShipment) {
    return {
      kind: 'shipment',
      match: 'exact_shipment',
      shipmentId: exactShipment.id,
      containerId: null
    }
  }

  if (cq) {
    const partialContainer = containers.find(
      (c) => liveShipment(c.shipmentId) && containerKey(c.attributes.number).includes(cq)
    )
    if (partialContainer) return viaContainer(partialContainer, 'partial_container')
  }

  const partialShipment = shipments.find(
    (s) =>
      textKey(s.attributes.bill_of_lading_number).includes(tq) ||
      s.attributes.ref_numbers.some((r) => textKey(r).includes(tq))
  )
  if (partialShipment) {
    return {
      kind: 'shipment',
      match: 'partial_shipment',
      shipmentId: partialShipment.id,
      containerId: null
    }
  }
  return { kind: 'list', query }
}
