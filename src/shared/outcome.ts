/**
 * The outcome of a document (OUTCOMES in intake.ts), judged once here from its state and its
 * links: the counts (header, badge, tray, filters), the rows and the CLI's exit code derive
 * from it.
 */
import { effectiveValues, hasValues } from './corrections'
import {
  FINAL_STATES,
  type FileState,
  type IntakeItem,
  type ItemPart,
  type Outcome
} from './intake'
import type { DocumentTypeCode, FieldKey } from './serviceCodes'

/** What an outcome is judged from. */
export type OutcomeFacts = Pick<
  IntakeItem,
  'state' | 'shipmentNumbers' | 'containerNumbers' | 'possibleDuplicateOf'
> &
  Partial<Pick<IntakeItem, 'manual'>>

const BY_FINAL_STATE: Partial<Record<FileState, Outcome>> = {
  extraction_failed: 'needs_data',
  duplicate: 'same_file',
  failed: 'failed',
  stalled: 'failed',
  empty: 'failed',
  cancelled: 'cancelled'
}

/**
 * The outcome of one item, from its state and the shipments and containers it is linked to. A
 * document whose extraction failed keeps that state (it is what the service did), but once a
 * clerk keyed its data by hand (KEYED_DATA, ./corrections) it has data: it is judged as an
 * extracted one, linked or needing a shipment.
 */
export function outcomeOf(item: OutcomeFacts): Outcome {
  if (!FINAL_STATES.includes(item.state)) return 'working'
  const keyed = item.state === 'extraction_failed' && hasValues(item.manual)
  if (item.state === 'extracted' || keyed) {
    if (item.possibleDuplicateOf) return 'possible_duplicate'
    const linked = item.shipmentNumbers.length > 0 || item.containerNumbers.length > 0
    return linked ? 'linked' : 'needs_shipment'
  }
  return BY_FINAL_STATE[item.state] ?? 'failed'
}

/** The parts a file still has: those the clerk did not remove (docs/packets.md). */
export function keptParts(parts: readonly ItemPart[] | null | undefined): ItemPart[] {
  return parts ? parts.filter((p) => !p.removed) : []
}

/**
 * Why a clerk may not remove one part of a file (docs/packets.md, "Removing a part"): it is not
 * one of the file's own kept parts, its document was another file's before (`sent: 'duplicate'`),
 * it is the last one the file has, or the file is not read yet (not in a final state).
 */
export type PartRemovalBar = 'not_own' | 'not_ours' | 'last' | 'in_flight'

/** The first reason part `partId` of `item` may not be removed, or null when it may. */
export function partRemovalBar(
  item: Pick<IntakeItem, 'parts' | 'state'>,
  partId: string
): PartRemovalBar | null {
  const kept = keptParts(item.parts)
  const part = kept.find((p) => p.documentId === partId && partId !== '')
  if (!part) return 'not_own'
  if (part.sent === 'duplicate') return 'not_ours'
  if (kept.length <= 1) return 'last'
  return FINAL_STATES.includes(item.state) ? null : 'in_flight'
}

/** What a part's outcome is judged from, beyond its own state. */
type PartJudged = OutcomeFacts & Pick<IntakeItem, 'parts'>

/** States a part ends in: its own outcome is judged once it is in one of them. */
const PART_ENDED: readonly FileState[] = ['extracted', 'extraction_failed']

/**
 * One part of a packet as an outcome is judged: its own state, links and data once it ended;
 * while it has not, the file's state (a file cancelled, stalled or failed takes its parts with
 * it). A part recorded before parts kept their links is judged by the file's links.
 */
export function partFacts(item: PartJudged, part: ItemPart): OutcomeFacts {
  return {
    state:
      PART_ENDED.includes(part.state) || !FINAL_STATES.includes(item.state)
        ? part.state
        : item.state,
    shipmentNumbers: part.shipmentNumbers ?? item.shipmentNumbers,
    containerNumbers: part.containerNumbers ?? item.containerNumbers,
    possibleDuplicateOf: null
  }
}

/**
 * The outcome of each document a file became: one per part of a packet the service split
 * (docs/packets.md), else the file's own. What the counts and the outcome filters count, so a
 * scan of three documents counts three.
 */
export function documentOutcomes(item: PartJudged): Outcome[] {
  // A part the clerk removed is no document of the file's any more: not counted.
  const parts = keptParts(item.parts)
  if (!parts.length) return [outcomeOf(item)]
  return parts.map((part) => outcomeOf(partFacts(item, part)))
}

/**
 * True for an item in a failed state whose outcome is no longer a failure: a failed extraction
 * whose data was keyed by hand. Trying it again cannot help (the service would not read it
 * either), so "Retry failed" neither counts nor retries it.
 */
export function failureSettled(state: FileState, outcome: Outcome): boolean {
  return state === 'extraction_failed' && outcome !== 'needs_data'
}

/** Outcomes a clerk has to act on: what "needs attention" counts (unless acknowledged). */
export const ATTENTION_OUTCOMES: readonly Outcome[] = [
  'needs_shipment',
  'needs_data',
  'possible_duplicate',
  'failed'
]

/**
 * Outcomes a command-line run ends well with (exit code 0). A document read but not linked
 * ends well there (so does a possible duplicate): the service did all it was asked, and the
 * command-line contract says so;
 * the window and the tray count it as needing attention.
 */
export const ENDED_WELL_OUTCOMES: readonly Outcome[] = [
  'linked',
  'needs_shipment',
  'possible_duplicate',
  'same_file'
]

/** True when the item's outcome ends a command well (see ENDED_WELL_OUTCOMES). */
export function endedWell(item: OutcomeFacts): boolean {
  return ENDED_WELL_OUTCOMES.includes(outcomeOf(item))
}

/**
 * The fields a clerk works a document by, in the order one is chosen: the first the document
 * has names it in its row (an invoice by its number, a bill of lading by its B/L, a booking
 * confirmation by its booking number); a container number when it has none of them.
 */
export const KEY_FIELDS = [
  'invoice_number',
  'bill_of_lading_number',
  'house_bill_of_lading_number',
  'booking_number',
  'delivery_order_number',
  'cargo_control_number',
  'packing_list_number',
  'purchase_order_number',
  'container_numbers'
] as const satisfies readonly FieldKey[]

export type KeyField = (typeof KEY_FIELDS)[number]

/** Longest key number shown (a value past it is not a number a clerk types). */
export const KEY_MAX_CHARS = 60

/**
 * The field a document of each known type is known by: its schema's first field (the service's
 * packet split cuts by it too, docs/packets.md). A packing list that also holds its invoice's
 * number is the packing list's number first.
 */
export const TYPE_KEY_FIELD: Readonly<Record<DocumentTypeCode, KeyField>> = {
  commercial_invoice: 'invoice_number',
  bill_of_lading: 'bill_of_lading_number',
  sea_waybill: 'bill_of_lading_number',
  house_bill_of_lading: 'house_bill_of_lading_number',
  arrival_notice: 'bill_of_lading_number',
  delivery_order: 'delivery_order_number',
  packing_list: 'packing_list_number',
  cargo_control_document: 'cargo_control_number'
}

/** The key fields in the order they are tried for a document of `type`: its own one first. */
function keyFieldsFor(type: string | null | undefined): readonly KeyField[] {
  const own = type ? TYPE_KEY_FIELD[type as DocumentTypeCode] : undefined
  return own ? [own, ...KEY_FIELDS.filter((f) => f !== own)] : KEY_FIELDS
}

/**
 * The number a clerk works a document by, from its data as corrected, with its field; or null.
 * Its type's own key field first (TYPE_KEY_FIELD), then KEY_FIELDS in their order.
 */
export function keyNumberOf(
  item: Pick<IntakeItem, 'extracted' | 'manual'> & Partial<Pick<IntakeItem, 'documentType'>>
): { field: KeyField; number: string } | null {
  const values = effectiveValues(item)
  for (const field of keyFieldsFor(item.documentType)) {
    const raw = values[field]
    const first = Array.isArray(raw) ? raw[0] : raw
    const number =
      typeof first === 'string' || typeof first === 'number' ? String(first).trim() : ''
    if (number && number.length <= KEY_MAX_CHARS) return { field, number }
  }
  return null
}
