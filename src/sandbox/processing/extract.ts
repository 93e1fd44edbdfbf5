import { TYPE_SCHEMAS, type TypeSchema } from '../schemas/fields'
import {
  CURRENCIES,
  DATE_SOURCE,
  findContainerNumbers,
  parseAmount,
  parseCurrency,
  parseDate
} from './values'

/** Outcome of extraction: a payload at a schema version, or why it failed. */
export type Extraction =
  | { ok: true; schemaVersion: string; payload: Record<string, unknown> }
  | { ok: false; schemaVersion: string | null; reason: string }

const NO_REQ = '\\s*(?:no\\.?|number|#|ref\\.?)'
const NO = NO_REQ + '?'
const SEP = '\\s*[:#.]?\\s*'
const NUMBER = '([A-Z0-9](?:[A-Z0-9/-]{2,28}[A-Z0-9]))'
const REST = '([^\\n]{2,120})'

function first(text: string, label: string, value: string): string | null {
  const m = new RegExp(`\\b(?:${label})${SEP}${value}`, 'im').exec(text)
  return m ? m[1].trim() : null
}

/** Like `first`, but a number must hold a digit (so 'Invoice Number: Date' does not match). */
function number(text: string, label: string): string | null {
  const re = new RegExp(`\\b(?:${label})${SEP}${NUMBER}`, 'gim')
  for (const m of text.matchAll(re)) if (/\d/.test(m[1])) return m[1].toUpperCase()
  return null
}

function party(text: string, label: string): string | null {
  const v = first(text, label, REST)
  return v
    ? v
        .replace(/\s{2,}.*$/, '')
        .replace(/[,;]\s*$/, '')
        .trim()
    : null
}

function date(text: string, label: string): string | null {
  const v = first(text, label, DATE_SOURCE)
  return v ? parseDate(v) : null
}

function total(text: string): { amount: string; currency: string | null } | null {
  const cur = `(${CURRENCIES.join('|')}|[$€£])?`
  const labels = [
    'grand\\s+total',
    'total\\s+amount',
    'invoice\\s+total',
    'total\\s+due',
    'amount\\s+due',
    '(?<!sub)(?<!sub-)total'
  ]
  for (const label of labels) {
    const re = new RegExp(
      `\\b(?:${label})(?:\\s*\\(([A-Z]{3})\\))?\\s*[:]?\\s*${cur}\\s*(\\d[\\d.,' ]*\\d|\\d)\\s*${cur}`,
      'gi'
    )
    const matches = [...text.matchAll(re)]
    if (matches.length === 0) continue
    const m = matches[matches.length - 1]
    const amount = parseAmount(m[3])
    if (!amount) continue
    return { amount, currency: parseCurrency(m[1]) ?? parseCurrency(m[2]) ?? parseCurrency(m[4]) }
  }
  return null
}

function currency(text: string): string | null {
  const labelled = first(text, 'currency', '([A-Z]{3})')
  if (parseCurrency(labelled)) return parseCurrency(labelled)
  const m = new RegExp(`\\b(${CURRENCIES.join('|')})\\b`).exec(text)
  return m ? parseCurrency(m[1]) : null
}

const BL_LABEL =
  '(?:master\\s+)?(?:bill\\s+of\\s+lading|B\\/L|MB\\/?L|BL|sea\\s+waybill|waybill|SWB)' + NO
const SCAC_BL =
  /\b(MAEU|MEDU|MSCU|HLCU|CMDU|COSU|ONEY|EGLV|OOLU|YMLU|ZIMU|HDMU|SUDU|WHLC|PABV|ANNU|APLU|SMLM)([A-Z0-9]{6,14})\b/

function billOfLading(text: string): string | null {
  const labelled = number(text, BL_LABEL)
  if (labelled) return labelled
  for (const m of text.matchAll(new RegExp(SCAC_BL.source, 'g'))) {
    const token = m[0]
    if (!/^[A-Z]{4}\d{7}$/.test(token)) return token
  }
  return null
}

function vesselAndVoyage(text: string): { vessel: string | null; voyage: string | null } {
  const raw = party(text, 'vessel(?:\\s*\\/\\s*voyage)?(?:\\s+name)?|ocean\\s+vessel')
  let vessel = raw
  let voyage = number(text, 'voy(?:age)?\\.?' + NO)
  if (raw) {
    const split = /^(.+?)\s*(?:\/|\bvoy(?:age)?\.?\s*(?:no\.?)?:?)\s*([A-Z0-9]{2,10})\b/i.exec(raw)
    if (split) {
      vessel = split[1]
      voyage ??= split[2].toUpperCase()
    }
    vessel = vessel?.replace(/\s+voy(?:age)?.*$/i, '').trim() ?? null
  }
  return { vessel: vessel ? vessel.toUpperCase() : null, voyage }
}

type Finder = (text: string) => unknown

const FINDERS: Record<string, Finder> = {
  invoice_number: (t) => number(t, 'invoice' + NO_REQ) ?? number(t, 'inv\\.?' + NO_REQ),
  invoice_date: (t) => date(t, 'invoice\\s+date|date\\s+of\\s+invoice') ?? date(t, 'date'),
  supplier_name: (t) => party(t, 'supplier|seller|exporter|vendor|shipper'),
  buyer_name: (t) => party(t, 'buyer|sold\\s+to|bill\\s+to|importer'),
  total_amount: (t) => total(t)?.amount ?? null,
  currency: (t) => total(t)?.currency ?? currency(t),
  purchase_order_number: (t) =>
    number(t, 'purchase\\s+order' + NO + '|P\\.?O\\.?' + NO_REQ) ??
    /\bPO-\d{3,10}\b/i.exec(t)?.[0].toUpperCase() ??
    null,
  bill_of_lading_number: billOfLading,
  booking_number: (t) => number(t, 'booking' + NO),
  shipper_name: (t) => party(t, 'shipper|exporter'),
  consignee_name: (t) => party(t, 'consignee'),
  vessel_name: (t) => vesselAndVoyage(t).vessel,
  voyage_number: (t) => vesselAndVoyage(t).voyage,
  port_of_loading: (t) => party(t, 'port\\s+of\\s+(?:loading|lading)|POL'),
  port_of_discharge: (t) => party(t, 'port\\s+of\\s+discharge|POD'),
  issue_date: (t) => date(t, 'date\\s+of\\s+issue|issue\\s+date|issued\\s+(?:on|at)?|date'),
  eta_date: (t) => date(t, 'ETA|estimated\\s+(?:time\\s+of\\s+)?arrival|arrival\\s+date'),
  release_date: (t) => date(t, 'release\\s+date|released\\s+on|date'),
  container_numbers: findContainerNumbers,
  house_bill_of_lading_number: (t) =>
    number(t, '(?:house\\s+(?:bill\\s+of\\s+lading|B\\/L)|HB\\/?L)' + NO),
  delivery_order_number: (t) => number(t, '(?:delivery\\s+order|D\\/O)' + NO),
  packing_list_number: (t) => number(t, 'packing\\s+list' + NO_REQ),
  total_packages: (t) =>
    first(t, 'total\\s+(?:packages|cartons|pkgs)|packages', '(\\d[\\d,]*)')?.replace(/,/g, '') ??
    null,
  gross_weight_kg: (t) => {
    const v = first(t, '(?:total\\s+)?gross\\s+weight(?:\\s*\\(kgs?\\))?', "(\\d[\\d.,' ]*\\d|\\d)")
    return v ? parseAmount(v) : null
  },
  cargo_control_number: (t) => number(t, 'cargo\\s+control\\s+(?:number|no\\.?)|CCN'),
  port_of_entry: (t) => party(t, 'port\\s+of\\s+entry')
}

/** Fills `schema`'s fields from text; a missing optional field is left out. */
export function extractFields(schema: TypeSchema, text: string): Record<string, unknown> {
  const payload: Record<string, unknown> = {}
  for (const field of schema.fields) {
    const value = FINDERS[field.key]?.(text)
    if (value === null || value === undefined || value === '') continue
    if (Array.isArray(value) && value.length === 0) continue
    payload[field.key] = value
  }
  return payload
}

/**
 * Extracts the current schema of `type` from `text`. No text, an unknown type, or a missing
 * required field makes extraction fail, with the reason.
 */
export function extract(type: string, text: string): Extraction {
  const schema = TYPE_SCHEMAS[type]
  if (!schema)
    return { ok: false, schemaVersion: null, reason: `No extraction schema for ${type}.` }
  if (text.trim() === '')
    return { ok: false, schemaVersion: schema.version, reason: 'The file has no readable text.' }
  const payload = extractFields(schema, text)
  const missing = schema.fields
    .filter((f) => f.required && payload[f.key] === undefined)
    .map((f) => f.key)
  if (missing.length > 0) {
    return {
      ok: false,
      schemaVersion: schema.version,
      reason: `Required fields not found: ${missing.join(', ')}.`
    }
  }
  return { ok: true, schemaVersion: schema.version, payload }
}
