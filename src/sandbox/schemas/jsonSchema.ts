import type { JsonSchemaObject, JsonSchemaProperty } from '../../shared/service'
import type { FieldSpec, TypeSchema } from './fields'

function property(field: FieldSpec): JsonSchemaProperty {
  const base = { title: field.title, description: field.description }
  switch (field.kind) {
    case 'date':
      return { ...base, type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }
    case 'amount':
      return { ...base, type: 'string', pattern: '^-?\\d+\\.\\d{2}$' }
    case 'currency':
      return { ...base, type: 'string', pattern: '^[A-Z]{3}$' }
    case 'list':
      return { ...base, type: 'array', items: { type: 'string', pattern: '^[A-Z]{4}\\d{7}$' } }
    default:
      return { ...base, type: 'string' }
  }
}

/** JSON Schema (draft 2020-12) of a type's extracted payload, with labels and display order. */
export function toJsonSchema(schema: TypeSchema, label: string): JsonSchemaObject {
  const properties: Record<string, JsonSchemaProperty> = {}
  for (const field of schema.fields) properties[field.key] = property(field)
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: label,
    type: 'object',
    properties,
    required: schema.fields.filter((x) => x.required).map((x) => x.key),
    propertyOrder: schema.fields.map((x) => x.key)
  }
}
