import type { JsonSchemaObject, JsonSchemaProperty } from '@shared/service'
import { windowI18n } from '../i18n'
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function scalarText(value: unknown, property?: JsonSchemaProperty): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return windowI18n().global.t(value ? 'common.yes' : 'common.no')
  if (typeof value === 'string' && property?.format === 'date') return formatDate(value)
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (Array.isArray(value)) return value.map((v) => scalarText(v)).join(', ')
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([k, v]) => `${humanize(k)}: ${scalarText(v)}`)
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
  property: JsonSchemaProperty | undefined
): FieldView {
  const label = property?.title ?? humanize(key)
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
      columns: keys.map((k) => ({ key: k, label: itemProps[k]?.title ?? humanize(k) })),
      rows: value.map((row) =>
        keys.map((k) => (isRecord(row) ? scalarText(row[k], itemProps[k]) : scalarText(row)))
      )
    }
  }
  if (Array.isArray(value)) {
    const item =
      itemSchema && !('properties' in itemSchema) ? (itemSchema as JsonSchemaProperty) : undefined
    return { key, label, kind: 'list', items: value.map((v) => scalarText(v, item)) }
  }
  if (isRecord(value)) {
    const props = property?.properties ?? {}
    return { key, label, kind: 'group', children: fieldsOf(props, undefined, value) }
  }
  return { key, label, kind: 'text', text: scalarText(value, property) }
}

function fieldsOf(
  properties: PropertyMap,
  order: readonly string[] | undefined,
  data: Record<string, unknown>
): FieldView[] {
  return orderOf(properties, order, data).map((key) => fieldFor(key, data[key], properties[key]))
}

/**
 * Extracted data as labelled fields in the order its schema gives (propertyOrder, then the
 * schema's key order); keys the schema does not know come last with a readable label, so
 * nothing the service sent is hidden and nothing is shown as raw JSON.
 */
export function schemaFields(
  schema: JsonSchemaObject | null,
  data: Record<string, unknown>
): FieldView[] {
  if (!schema) return fieldsOf({}, undefined, data)
  return fieldsOf(schema.properties ?? {}, schema.propertyOrder, data)
}

/** The clerk's corrections laid over what the service read. */
export function mergedPayload(
  payload: Record<string, unknown>,
  manual: Record<string, unknown> | null
): Record<string, unknown> {
  return manual ? { ...payload, ...manual } : payload
}
