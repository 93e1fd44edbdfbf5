import {
  checkFieldValue,
  fieldKind,
  type ExtractedValue,
  type FieldKind,
  type FieldRefusal
} from '@shared/corrections'
import type { JsonSchemaProperty } from '@shared/service'
import { AMOUNT_CURRENCY, type FieldKey } from '@shared/serviceCodes'

/**
 * How the window edits one field of a document's schema: the input its kind takes, and the
 * typed text turned into the values `document.correct` sends, checked first with the same rules
 * main applies (src/shared/corrections.ts), so a refusal is said at once in the clerk's language.
 */
export interface FieldEditor {
  key: string
  kind: FieldKind
  /** For an amount: the field holding its currency, edited beside it (when the schema has it). */
  currencyKey: string | null
}

/** The rules of an amount and its currency where the schema gives the field no pattern. */
const AMOUNT_PATTERN = '^-?\\d+\\.\\d{2}$'
const CURRENCY_RULE: JsonSchemaProperty = { type: 'string', pattern: '^[A-Z]{3}$' }

/** A field's property with the rule its editor holds it to (an amount is one, whatever the schema). */
function ruleOf(editor: FieldEditor, property: JsonSchemaProperty): JsonSchemaProperty {
  return editor.kind === 'amount' && !property.pattern
    ? { ...property, pattern: AMOUNT_PATTERN }
    : property
}

/** The editor a schema field takes; null for a key the schema does not have (not correctable). */
export function editorFor(
  key: string,
  properties: Record<string, JsonSchemaProperty>
): FieldEditor | null {
  const property = Object.hasOwn(properties, key) ? properties[key] : undefined
  if (!property) return null
  const currencyKey = AMOUNT_CURRENCY[key as FieldKey] ?? null
  if (currencyKey) {
    return {
      key,
      kind: 'amount',
      currencyKey: Object.hasOwn(properties, currencyKey) ? currencyKey : null
    }
  }
  return { key, kind: fieldKind(property), currencyKey: null }
}

/** The text an input starts with for a stored value. */
export function inputText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.join(', ')
  return String(value)
}

/**
 * An amount as a clerk types it, in the form the service writes ("12450.50"): a decimal point or
 * comma with one or two digits ("12450", "12450,5"), and thousands grouped by the other mark, a
 * space or an apostrophe ("12.450,50", "12,450.50", "12 450,50", "12'450.50"). Grouping without
 * decimals ("12.450": twelve thousand or twelve?) is left as typed, for the rule to refuse.
 */
function amountOf(text: string): string {
  const plain = text.trim().replace(/[\s'\u00a0\u202f]/g, '')
  const m = /^(-?)(\d{1,3}([.,])\d{3}(?:\3\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(plain)
  if (!m || (m[3] && (!m[4] || m[3] === m[4]))) return plain
  return `${m[1]}${m[2].replace(/[.,]/g, '')}.${(m[5] ?? '').padEnd(2, '0')}`
}

export type EditCheck =
  | { ok: true; changes: Record<string, ExtractedValue> }
  | { ok: false; why: FieldRefusal; reason: string; value?: string }

/**
 * The changes typed text makes: the field's value (and an amount's currency when it changed),
 * checked against the schema; the first refusal otherwise.
 */
export function typedChanges(
  editor: FieldEditor,
  properties: Record<string, JsonSchemaProperty>,
  text: string,
  currency?: { text: string; was: unknown }
): EditCheck {
  const raw = editor.kind === 'amount' ? amountOf(text) : text
  const checked = checkFieldValue(editor.key, ruleOf(editor, properties[editor.key]), raw)
  if (!checked.ok) return checked
  const changes: Record<string, ExtractedValue> = { [editor.key]: checked.value }
  const code = currency?.text.trim().toUpperCase() ?? ''
  if (editor.currencyKey && currency && code !== inputText(currency.was)) {
    const rule = properties[editor.currencyKey]
    const own = checkFieldValue(editor.currencyKey, rule?.pattern ? rule : CURRENCY_RULE, code)
    if (!own.ok) return own
    changes[editor.currencyKey] = own.value
  }
  return { ok: true, changes }
}
