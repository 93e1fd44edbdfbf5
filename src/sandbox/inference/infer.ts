import type {
  CarrierCandidate,
  CarrierDecision,
  ErrorObject,
  InferAttributes,
  InferResponse
} from '../../shared/service'
import { stableUuid } from '../seed/stableId'
import {
  LEASED_BOX_USERS,
  LESSOR_PREFIXES,
  carrierByScac,
  carriersForBillOfLadingPrefix,
  carriersForContainerPrefix
} from './carriers'
import { EQUIPMENT_CATEGORIES, REASON_LENGTH, checkContainerNumber } from './iso6346'

export const JUNK_NUMBER_DETAIL = 'This reference number is not valid.'
export const REASON_BL_LENGTH =
  'Bill of lading number must have 6 to 16 characters after the carrier prefix'

export const AUTO_SELECT_THRESHOLD = 0.95
export const CONFIRMATION_THRESHOLD = 0.7

/** How much an invalid number lowers a prefix-based prediction. */
const CHECK_DIGIT_FAILED_FACTOR = 0.9
const MALFORMED_FACTOR = 0.8
const LEGACY_PREFIX_CONFIDENCE = 0.9

/** Bookings are bare numbers; their length hints at a line, never strongly. */
const NUMERIC_BOOKING_HINTS: Readonly<Record<number, { scac: string; confidence: number }[]>> = {
  9: [
    { scac: 'MAEU', confidence: 0.55 },
    { scac: 'HLCU', confidence: 0.15 }
  ],
  10: [
    { scac: 'COSU', confidence: 0.4 },
    { scac: 'OOLU', confidence: 0.25 }
  ],
  12: [
    { scac: 'EGLV', confidence: 0.5 },
    { scac: 'YMLU', confidence: 0.15 }
  ]
}

export type InferOutcome =
  { ok: true; response: InferResponse } | { ok: false; status: 422; error: ErrorObject }

/** Upper-cases and removes the spaces, dashes, dots and slashes people paste into numbers. */
export function normalizeReferenceNumber(input: string): string {
  return input.toUpperCase().replace(/[\s\-./]/g, '')
}

/** The decision the interface's thresholds give for a confidence (null: nothing matched). */
export function decide(confidence: number | null): CarrierDecision {
  if (confidence === null) return 'no_prediction'
  if (confidence >= AUTO_SELECT_THRESHOLD) return 'auto_select'
  if (confidence >= CONFIRMATION_THRESHOLD) return 'needs_confirmation'
  return 'no_prediction'
}

const round = (n: number): number => Math.round(n * 1000) / 1000

function candidate(scac: string, confidence: number): CarrierCandidate {
  const carrier = carrierByScac(scac)
  return { scac, name: carrier ? carrier.name : scac, confidence: round(confidence) }
}

function shippingLine(candidates: CarrierCandidate[]): InferAttributes['shipping_line'] {
  const ranked = [...candidates].sort(
    (a, b) => b.confidence - a.confidence || a.scac.localeCompare(b.scac)
  )
  const decision = decide(ranked.length ? ranked[0].confidence : null)
  return {
    decision,
    selected: decision === 'no_prediction' ? null : ranked[0],
    candidates: ranked
  }
}

function containerCandidates(prefix: string, factor: number): CarrierCandidate[] {
  const owners = carriersForContainerPrefix(prefix)
  if (owners.length) {
    return owners.map(({ carrier, legacy }) =>
      candidate(carrier.scac, (legacy ? LEGACY_PREFIX_CONFIDENCE : 1) * factor)
    )
  }
  if (LESSOR_PREFIXES[prefix]) {
    return LEASED_BOX_USERS.map((u) => candidate(u.scac, u.confidence * factor))
  }
  return []
}

function isKnownContainerPrefix(prefix: string): boolean {
  return carriersForContainerPrefix(prefix).length > 0 || prefix in LESSOR_PREFIXES
}

function inferContainer(normalized: string, parsedNumber: string | null): InferAttributes {
  const check = checkContainerNumber(normalized)
  const factor = check.valid
    ? 1
    : check.checkDigitPassed === false
      ? CHECK_DIGIT_FAILED_FACTOR
      : MALFORMED_FACTOR
  return {
    number_type: 'container',
    validation: {
      is_valid: check.valid,
      type: 'container',
      check_digit_passed: check.checkDigitPassed,
      parsed_number: parsedNumber,
      reason: check.reason
    },
    shipping_line: shippingLine(containerCandidates(normalized.slice(0, 4), factor))
  }
}

function inferBillOfLading(normalized: string, parsedNumber: string | null): InferAttributes {
  const rest = normalized.slice(4)
  const wellFormed = rest.length >= 6 && rest.length <= 16
  const carriers = carriersForBillOfLadingPrefix(normalized.slice(0, 4))
  return {
    number_type: 'bill_of_lading',
    validation: {
      is_valid: wellFormed,
      type: 'shipment',
      parsed_number: parsedNumber,
      reason: wellFormed ? null : REASON_BL_LENGTH
    },
    shipping_line: shippingLine(
      carriers.map((c) => candidate(c.scac, wellFormed ? 1 : MALFORMED_FACTOR))
    )
  }
}

function inferBooking(normalized: string, parsedNumber: string | null): InferAttributes {
  const hints = /^\d+$/.test(normalized) ? (NUMERIC_BOOKING_HINTS[normalized.length] ?? []) : []
  return {
    number_type: 'booking',
    validation: { is_valid: null, type: 'shipment', parsed_number: parsedNumber, reason: null },
    shipping_line: shippingLine(hints.map((h) => candidate(h.scac, h.confidence)))
  }
}

/**
 * Classifies a bare number, validates it and predicts its shipping line, deterministically.
 * Order: 4 letters + 7 digits is a container (unless the 4th letter is no equipment category and
 * the letters are a bill-of-lading prefix); a known container owner code one digit short or long
 * is a malformed container; a known bill-of-lading prefix is a bill of lading; the rest is a
 * booking, predicted from its length only when it is all digits.
 */
export function inferNumber(input: unknown): InferOutcome {
  const raw = typeof input === 'string' ? input : typeof input === 'number' ? String(input) : ''
  const normalized = normalizeReferenceNumber(raw)
  if (
    !/^[A-Z0-9]{6,30}$/.test(normalized) ||
    !/\d/.test(normalized) ||
    /^(\d)\1+$/.test(normalized)
  ) {
    return {
      ok: false,
      status: 422,
      error: {
        status: '422',
        title: 'Unprocessable Entity',
        detail: JUNK_NUMBER_DETAIL,
        code: 'invalid',
        source: { pointer: '/number' }
      }
    }
  }
  const parsedNumber = normalized === raw ? null : normalized
  const prefix = normalized.slice(0, 4)
  const categoryOk = (EQUIPMENT_CATEGORIES as readonly string[]).includes(normalized[3])
  const blCarriers = /^[A-Z]{4}/.test(normalized) ? carriersForBillOfLadingPrefix(prefix) : []

  let attributes: InferAttributes
  if (/^[A-Z]{4}\d{7}$/.test(normalized) && (categoryOk || blCarriers.length === 0)) {
    attributes = inferContainer(normalized, parsedNumber)
  } else if (/^[A-Z]{3}[UJZ](\d{6}|\d{8})$/.test(normalized) && isKnownContainerPrefix(prefix)) {
    attributes = inferContainer(normalized, parsedNumber)
    attributes.validation.reason = REASON_LENGTH
  } else if (blCarriers.length > 0) {
    attributes = inferBillOfLading(normalized, parsedNumber)
  } else {
    attributes = inferBooking(normalized, parsedNumber)
  }
  return {
    ok: true,
    response: {
      data: {
        id: stableUuid('infer_number', normalized),
        type: 'infer_number_results',
        attributes
      }
    }
  }
}
