import type { AccountStore } from '../store/store'
import { CONTAINERS, SHIPMENTS, type ContainerRecord, type ShipmentRecord } from '../seed/records'
import { normalizeContainerNumber } from '../inference/iso6346'
import { findContainerNumbers } from './values'

export interface Links {
  shipmentIds: string[]
  containerIds: string[]
  /** What matched, for notes and debugging. */
  matched: string[]
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function mentions(text: string, reference: string): boolean {
  if (!reference.trim()) return false
  return new RegExp(`(?<![A-Z0-9])${escape(reference.trim())}(?![A-Z0-9])`, 'i').test(text)
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const v of value) strings(v, out)
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out)
  return out
}

/**
 * Matches a document's text and extracted values against the account's shipments (bill of
 * lading, reference numbers) and containers (number, reference numbers), case-insensitively,
 * container numbers without spaces or dashes. A matched container brings its shipment; a reference
 * a container shares with its shipment identifies the shipment, not that container.
 */
export function linkReferences(store: AccountStore, text: string, extracted: unknown[]): Links {
  const haystack = [text, ...strings(extracted)].join('\n')
  const containerNumbers = new Set([
    ...findContainerNumbers(haystack),
    ...strings(extracted).map(normalizeContainerNumber)
  ])
  const flat = normalizeContainerNumber(haystack)
  const shipmentIds = new Set<string>()
  const containerIds = new Set<string>()
  const matched: string[] = []
  const shipments = store.collection<ShipmentRecord>(SHIPMENTS)
  for (const c of store.collection<ContainerRecord>(CONTAINERS).all()) {
    const number = normalizeContainerNumber(c.attributes.number)
    const shipmentRefs = new Set(
      (shipments.get(c.shipmentId)?.attributes.ref_numbers ?? []).map((r) => r.toUpperCase())
    )
    const hit =
      containerNumbers.has(number) || flat.includes(number)
        ? c.attributes.number
        : c.attributes.ref_numbers
            .filter((r) => !shipmentRefs.has(r.toUpperCase()))
            .find((r) => mentions(haystack, r))
    if (hit) {
      containerIds.add(c.id)
      shipmentIds.add(c.shipmentId)
      matched.push(hit)
    }
  }
  for (const s of shipments.all()) {
    const refs = [s.attributes.bill_of_lading_number, ...s.attributes.ref_numbers]
    const hit = refs.find((r) => mentions(haystack, r))
    if (hit) {
      shipmentIds.add(s.id)
      matched.push(hit)
    }
  }
  return { shipmentIds: [...shipmentIds], containerIds: [...containerIds], matched }
}
