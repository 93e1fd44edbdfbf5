/**
 * The seeded shipments: situations a clerk meets every week, times relative to "now". S1 and S2
 * are the brief's fixed identities; the rest vary status, equipment, holds, fees and deadlines.
 */
import type { ShipmentSpec } from './build'
import { BLUE_HARBOR_SHIPMENTS } from './shipmentsBlueHarbor'
import { NORTHGATE_SHIPMENTS } from './shipmentsNorthgate'

export const SHIPMENT_SPECS: readonly ShipmentSpec[] = [
  ...BLUE_HARBOR_SHIPMENTS,
  ...NORTHGATE_SHIPMENTS
]
