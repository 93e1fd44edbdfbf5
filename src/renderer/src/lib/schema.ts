import type { JsonSchemaObject, JsonSchemaProperty } from '@shared/service'
import { AMOUNT_CURRENCY, type FieldKey } from '@shared/serviceCodes'
import { formatDate, humanize } from './format'

export type FieldView =
  | { key: string; label: string; kind: 'text'; text: string }
  | { key: string; label: string; kind: 'list'; items: string[] }
  | {
      key: string
      label: string
      kind: 'table'
      columns: { key: string; label: string }[]
      rows: string[][]
    }
  | { key: string; label: string; kind: 'group'; children: FieldView[] }

type PropertyMap = Record<string, JsonSchemaProperty>

/** How values read in the window's language: yes/no, numbers ("12.500,5" in German), dates. */
export interface ValueWords {
  locale: string
  yes: string
  no: string
  number: { format(value: number): string }
  /** A known field's label in the window's language; null leaves the service's title. */
  label(key: string): string | null
  /** An amount with its ISO 4217 currency, as the locale writes money. */
  money(amount: number, currency: string): string
}

const DECIMAL = /^-?\d+(\.\d+)?$/
const CURRENCY = /^[A-Z]{3}$/

/** An amount field's value as money when its currency is known and it reads as a number. */
function amountText(key: string, data: Record<string, unknown>, words: ValueWords): string | null {
  const currencyKey = AMOUNT_CURRENCY[key as FieldKey]
  const value = data[key]
  const currency = currencyKey ? data[currencyKey] : undefined
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) return null
  if (typeof value === 'number') return words.money(value, currency)
  if (typeof value === 'string' && DECIMAL.test(value)) return words.money(Number(value), currency)
  return null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function scalarText(value: unknown, words: ValueWords, property?: JsonSchemaProperty): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? words.yes : words.no
  if (typeof value === 'string' && property?.format === 'date')
    return formatDate(value, words.locale)
  if (typeof value === 'number') return words.number.format(value)
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map((v) => scalarText(v, words)).join(', ')
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([k, v]) => `${humanize(k)}: ${scalarText(v, words)}`)
      .join('; ')
  }
  return String(value)
}

function orderOf(
  properties: PropertyMap,
  order: readonly string[] | undefined,
  data: object
): string[] {
  const keys = [...(order ?? []), ...Object.keys(properties)]
  for (const key of Object.keys(data)) keys.push(key)
  return [...new Set(keys)]
}

function fieldFor(
  key: string,
  value: unknown,
  property: JsonSchemaProperty | undefined,
  words: ValueWords
): FieldView {
  const label = words.label(key) ?? property?.title ?? humanize(key)
  const itemSchema = property?.items
  if (Array.isArray(value) && value.some(isRecord)) {
    const itemProps: PropertyMap =
      itemSchema && 'properties' in itemSchema && itemSchema.properties ? itemSchema.properties : {}
    const seen = value.filter(isRecord).reduce<object>((all, row) => ({ ...all, ...row }), {})
    const order =
      itemSchema && 'propertyOrder' in itemSchema
        ? (itemSchema as JsonSchemaObject).propertyOrder
        : undefined
    const keys = orderOf(itemProps, order, seen)
    return {
      key,
      label,
      kind: 'table',
      columns: keys.map((k) => ({
        key: k,
        label: words.label(k) ?? itemProps[k]?.title ?? humanize(k)
      })),
      rows: value.map((row) =>
        keys.map((k) =>
          isRecord(row) ? scalarText(row[k], words, itemProps[k]) : scalarText(row, words)
        )
      )
    }
  }
  if (Array.isArray(value)) {
    const item =
      itemSchema && !('properties' in itemSchema) ? (itemSchema as JsonSchemaProperty) : undefined
    return { key, label, kind: 'list', items: value.map((v) => scalarText(v, words, item)) }
  }
  if (isRecord(value)) {
    const props = property?.properties ?? {}
    return { key, label, kind: 'group', children: fieldsOf(props, undefined, value, words) }
  }
  return { key, label, kind: 'text', text: scalarText(value, words, property) }
}

function fieldsOf(
  properties: PropertyMap,
  order: readonly string[] | undefined,
  data: Record<string, unknown>,
  words: ValueWords
): FieldView[] {
  return orderOf(properties, order, data).map((key) => {
    const money = amountText(key, data, words)
    const label = words.label(key) ?? properties[key]?.title ?? humanize(key)
    return money === null
      ? fieldFor(key, data[key], properties[key], words)
      : { key, label, kind: 'text', text: money }
  })
}

/**
 * Extracted data as labelled fields in the order its schema gives (propertyOrder, then the
 * schema's key order); keys the schema does not know come last with a readable label, so
 * nothing the service sent is hidden and nothing is shown as raw JSON. The labels are the
 * service's (data); yes/no and numbers read as `words` say.
 */
export function schemaFields(
  schema: JsonSchemaObject | null,
  data: Record<string, unknown>,
  words: ValueWords
): FieldView[] {
  if (!schema) return fieldsOf({}, undefined, data, words)
  return fieldsOf(schema.properties ?? {}, schema.propertyOrder, data, words)
}

/** The clerk's corrections laid over what the service read. */
export function mergedPayload(
  payload: Record<string, unknown>,
  manual: Record<string, unknown> | null
): Record<string, unknown> {
  return manual ? { ...payload, ...manual } : payload
}
