/**
 * The shipment a successful tracking request creates: derived from the number alone (same
 * number, same shipment), sailing on one of the seed's lanes with a live vessel position, so
 * every endpoint (shipments, containers, map) has realistic data for it.
 */
import { createHash } from 'node:crypto'
import type { Carrier } from '../inference/carriers'
import { carrierByScac } from '../inference/carriers'
import { normalizeContainerNumber, withCheckDigit } from '../inference/iso6346'
import { buildShipment, type ContainerSpec, type ShipmentSpec } from '../seed/build'
import type { ContainerRecord, ShipmentRecord } from '../seed/records'
import type { TrackingCreateInput } from './validate'

const LANES: readonly [string, string, string][] = [
  ['CNSHA', 'USLAX', 'America/Los_Angeles'],
  ['CNYTN', 'USLGB', 'America/Los_Angeles'],
  ['DEHAM', 'USNYC', 'America/New_York'],
  ['TWKHH', 'USOAK', 'America/Los_Angeles']
]
const TERMINALS: Record<string, string> = {
  USLAX: 'APM Terminals Pier 400',
  USLGB: 'Long Beach Container Terminal',
  USNYC: 'Port Newark Container Terminal',
  USOAK: 'TraPac Oakland'
}
const VESSEL_NAMES = ['AURORA', 'MERIDIAN', 'HORIZON', 'PIONEER', 'TRIDENT', 'SOLSTICE']
const EQUIPMENT: ContainerSpec['equipment'][] = [
  ['dry', 40, 'high_cube'],
  ['dry', 20, 'standard'],
  ['dry', 40, 'standard'],
  ['reefer', 40, 'high_cube']
]

/** A stream of pseudo-random integers seeded by the request number. */
function digits(seed: string): () => number {
  let counter = 0
  return () => {
    const hex = createHash('sha1').update(`${seed}:${counter++}`).digest('hex')
    return parseInt(hex.slice(0, 8), 16)
  }
}

function containerNumbers(
  input: TrackingCreateInput,
  carrier: Carrier,
  next: () => number
): string[] {
  if (input.request_type === 'container') return [normalizeContainerNumber(input.request_number)]
  const count = 1 + (next() % 3)
  return Array.from({ length: count }, () => {
    const serial = String(next() % 1_000_000).padStart(6, '0')
    return withCheckDigit(carrier.containerPrefixes[0] + serial)
  })
}

/** The shipment and containers a `created` tracking request brings, for one account. */
export function simulateTrackedShipment(
  accountId: string,
  input: TrackingCreateInput,
  now: Date
): { shipment: ShipmentRecord; containers: ContainerRecord[] } {
  const carrier = carrierByScac(input.scac)
  if (!carrier) throw new Error(`Unknown carrier ${input.scac}`)
  const number = input.request_number.toUpperCase().replace(/[\s-]/g, '')
  const next = digits(`${input.scac}:${number}`)
  const [pol, pod] = LANES[next() % LANES.length]
  const sailedDays = 2 + (next() % 8)
  const voyageDays = 12 + (next() % 6)
  const billOfLading =
    input.request_type === 'container'
      ? `${carrier.billOfLadingPrefixes[0]}${String(next() % 1_000_000_000).padStart(9, '0')}`
      : number
  const spec: ShipmentSpec = {
    account: accountId,
    billOfLading,
    scac: carrier.scac,
    refs: input.ref_numbers,
    tags: input.tags,
    customer: 'Sandbox Customer',
    createdDays: 0,
    calls: [
      { locode: pol, etd: -sailedDays - 0.3, atd: -sailedDays },
      { locode: pod, eta: voyageDays - sailedDays }
    ],
    legs: [
      {
        name: `${carrier.shortName.toUpperCase()} ${VESSEL_NAMES[next() % VESSEL_NAMES.length]}`,
        imo6: String(900_000 + (next() % 99_999)),
        voyage: `${String(100 + (next() % 800))}E`
      }
    ],
    podOriginalEta: voyageDays - sailedDays,
    podTerminal: TERMINALS[pod],
    lastTrackedDays: 0,
    fix: {
      leg: 0,
      progress: Math.min(0.95, sailedDays / voyageDays),
      valid: true,
      speed: 16 + (next() % 50) / 10,
      ageHours: 1
    },
    containers: containerNumbers(input, carrier, next).map((n) => ({
      number: n,
      status: 'on_ship',
      equipment: EQUIPMENT[next() % EQUIPMENT.length],
      weightLbs: 20_000 + (next() % 30_000),
      seal: `${carrier.scac.slice(0, 2)}${String(next() % 10_000_000).padStart(7, '0')}`
    }))
  }
  return buildShipment(spec, now)
}
