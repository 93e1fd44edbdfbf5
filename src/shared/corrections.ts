/**
 * The clerk's corrections of what the service extracted (`extracted_data_manual`), written once
 * for the engine, the CLI and the window: the kinds a schema's field can be, how a typed value
 * is checked against its field, and how the service's values and the clerk's are kept apart.
 */
import type { JsonSchemaProperty } from './service'

/** One extracted value as the app keeps it: flat, as the service's known schemas give them. */
export type ExtractedValue = string | number | boolean | string[] | null

export type ExtractedValues = Record<string, ExtractedValue>

/** What input a field takes, read from its JSON schema property. */
export type FieldKind = 'text' | 'date' | 'amount' | 'currency' | 'number' | 'list' | 'boolean'

/** Reference numbers the service links shipments and containers by: after a correction, relink. */
export const REFERENCE_FIELDS: readonly string[] = [
  'bill_of_lading_number',
  'house_bill_of_lading_number',
  'booking_number',
  'container_numbers',
  'purchase_order_number'
]

/** Longest value a correction may carry (a field, not a page). */
export const CORRECTION_MAX_CHARS = 500

/** Most fields kept of one extraction (the service's payload is not trusted to be small). */
const MAX_FIELDS = 100

const typesOf = (p: JsonSchemaProperty): string[] => (Array.isArray(p.type) ? p.type : [p.type])

/** The input kind of a schema property (date and amount by their format and pattern). */
export function fieldKind(p: JsonSchemaProperty): FieldKind {
  const types = typesOf(p)
  if (types.includes('array')) return 'list'
  if (types.includes('number') || types.includes('integer')) return 'number'
  if (types.includes('boolean')) return 'boolean'
  if (p.format === 'date') return 'date'
  if (p.pattern === '^[A-Z]{3}$') return 'currency'
  if (p.pattern !== undefined && /\\d\{2\}\$$/.test(p.pattern) && p.pattern.includes('\\.'))
    return 'amount'
  return 'text'
}

/** Why a typed value does not fit its field: the window words it in the clerk's language. */
export type FieldRefusal =
  | 'list'
  | 'listItem'
  | 'number'
  | 'whole'
  | 'boolean'
  | 'text'
  | 'empty'
  | 'tooLong'
  | 'date'
  | 'amount'
  | 'currency'
  | 'pattern'

export type FieldCheck =
  | { ok: true; value: ExtractedValue }
  | { ok: false; reason: string; why: FieldRefusal; value?: string }

const isRealDate = (s: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  if (!m) return false
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]))
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3]
}

/** The schema's own pattern, when it is one a value can be tested against. */
function patternOf(p: JsonSchemaProperty): RegExp | null {
  if (typeof p.pattern !== 'string' || p.pattern.length > 200) return null
  try {
    return new RegExp(p.pattern, 'u')
  } catch {
    return null
  }
}

/**
 * Checks a value typed for a field (text from the CLI or an input, or a JSON value) against the
 * field's schema property: its kind, then the schema's pattern. A list is given as an array or
 * as text separated by commas or spaces.
 */
export function checkFieldValue(key: string, p: JsonSchemaProperty, raw: unknown): FieldCheck {
  const kind = fieldKind(p)
  const bad = (why: FieldRefusal, words: string, value?: string): FieldCheck =>
    value === undefined
      ? { ok: false, reason: `${key} ${words}`, why }
      : { ok: false, reason: `${key} ${words}`, why, value }
  if (kind === 'list') {
    const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[\s,;]+/) : null
    if (!parts || parts.some((x) => typeof x !== 'string'))
      return bad('list', 'must be a list of text.')
    const list = (parts as string[]).map((x) => x.trim()).filter((x) => x !== '')
    const item = p.items && 'pattern' in p.items ? patternOf(p.items as JsonSchemaProperty) : null
    const wrong = item ? list.find((x) => !item.test(x)) : undefined
    if (wrong !== undefined)
      return bad('listItem', `has "${wrong}", which is not what the field holds.`, wrong)
    return { ok: true, value: list }
  }
  if (kind === 'number') {
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : NaN
    if (typeof raw === 'string' && raw.trim() === '') return bad('number', 'must be a number.')
    if (!Number.isFinite(n)) return bad('number', 'must be a number.')
    if (typesOf(p).includes('integer') && !Number.isInteger(n))
      return bad('whole', 'must be whole.')
    return { ok: true, value: n }
  }
  if (kind === 'boolean') {
    if (raw === true || raw === 'true') return { ok: true, value: true }
    if (raw === false || raw === 'false') return { ok: true, value: false }
    return bad('boolean', 'must be true or false.')
  }
  if (typeof raw !== 'string' && typeof raw !== 'number') return bad('text', 'must be text.')
  const text = String(raw).trim()
  if (text === '') return bad('empty', 'cannot be empty; give no value to revert it.')
  if (text.length > CORRECTION_MAX_CHARS)
    return bad('tooLong', `is longer than ${CORRECTION_MAX_CHARS} characters.`)
  if (kind === 'date' && !isRealDate(text)) return bad('date', 'must be a date as YYYY-MM-DD.')
  if (kind === 'amount' && !/^-?\d+\.\d{2}$/.test(text))
    return bad('amount', 'must be an amount with two decimals, e.g. 12450.00.')
  if (kind === 'currency' && !/^[A-Z]{3}$/.test(text))
    return bad('currency', 'must be a currency code of three capital letters, e.g. EUR.')
  const pattern = patternOf(p)
  if (pattern && !pattern.test(text)) return bad('pattern', 'is not in the form the field takes.')
  return { ok: true, value: text }
}

function keptValue(v: unknown): ExtractedValue | undefined {
  if (v === null || typeof v === 'boolean') return v
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined
  if (typeof v === 'string') return v.slice(0, CORRECTION_MAX_CHARS)
  if (Array.isArray(v) && v.every((x) => typeof x === 'string'))
    return v.slice(0, MAX_FIELDS).map((x: string) => x.slice(0, CORRECTION_MAX_CHARS))
  return undefined
}

/** The flat values of a payload the app keeps (text, numbers, lists of text), bounded. */
export function keptValues(payload: unknown): ExtractedValues {
  const out: ExtractedValues = {}
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return out
  for (const [k, v] of Object.entries(payload).slice(0, MAX_FIELDS)) {
    const kept = keptValue(v)
    if (kept !== undefined) out[k] = kept
  }
  return out
}

/** True when two values of a field are the same (lists item by item; absent is not null). */
export const sameValue = (a: ExtractedValue | undefined, b: ExtractedValue | undefined): boolean =>
  JSON.stringify(a) === JSON.stringify(b)

/**
 * The service's own values from a payload it read: a service may show the clerk's corrections
 * in its payload, so a field the clerk corrected keeps the value the service had given before.
 */
export function serviceValues(
  payload: unknown,
  manual: ExtractedValues | null | undefined,
  before: ExtractedValues | null | undefined
): ExtractedValues {
  const read = keptValues(payload)
  if (!manual) return read
  for (const [k, v] of Object.entries(manual)) {
    if (!sameValue(read[k], v)) continue
    if (before && k in before) read[k] = before[k]
    else delete read[k]
  }
  return read
}

/** The corrections after a change: a value sets its field, null reverts it; null when none. */
export function nextManual(
  manual: ExtractedValues | null | undefined,
  changes: Record<string, ExtractedValue | null>
): ExtractedValues | null {
  const next: ExtractedValues = { ...manual }
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete next[k]
    else next[k] = v
  }
  return Object.keys(next).length === 0 ? null : next
}

/** True when a set of values holds at least one field. */
export const hasValues = (v: ExtractedValues | null | undefined): v is ExtractedValues =>
  !!v && Object.keys(v).length > 0

/**
 * KEYED_DATA: a document the service extracted nothing from (its extraction failed, or it gave
 * an empty payload) whose type is known takes its data keyed by hand, through the same
 * `extracted_data_manual` a correction uses, checked against the current schema of its type.
 * Such values are "entered by hand", not "corrected": no value of the service stands beside
 * them. The item's state stays what the service did (`extraction_failed`); its outcome is
 * judged from the data it now has (see outcomeOf in ./outcome).
 */
export function keyedByHand(item: {
  extracted?: ExtractedValues | null
  manual?: ExtractedValues | null
}): boolean {
  return !hasValues(item.extracted) && hasValues(item.manual)
}

/** What the clerk sees as a document's data: the service's values under the corrections. */
export function effectiveValues(item: {
  extracted?: ExtractedValues | null
  manual?: ExtractedValues | null
}): ExtractedValues {
  return { ...item.extracted, ...item.manual }
}

/**
 * A field the clerk changed that someone else (another desktop on the account) changed first,
 * since the clerk saw it: not saved, until the clerk keeps theirs or uses their own.
 */
export interface CorrectionConflict {
  field: string
  /** What the service shows now. */
  theirs: ExtractedValue
  /** What the clerk wanted: a value, or null to go back to what the service read. */
  mine: ExtractedValue
}

/** What a correction did, as the service confirmed it. */
export interface CorrectionOutcome {
  /** The corrections the service holds now (null: none, the service's values stand). */
  manual: ExtractedValues | null
  /** A reference number (B/L, booking, container, PO) changed: relinking would use it. */
  relinkAdvised: boolean
  /** Fields left as someone else saved them (see CorrectionConflict); empty when none. */
  conflicts: CorrectionConflict[]
}
