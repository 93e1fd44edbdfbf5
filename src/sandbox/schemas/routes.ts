import type { DocumentSchemaResource } from '../../shared/service'
import { notFound } from '../http/errors'
import type { RouteContext, RouteDef } from '../http/types'
import { documentTypeLabel } from '../documents/types'
import { TYPE_SCHEMAS, type TypeSchema } from './fields'
import { toJsonSchema } from './jsonSchema'
import { API_PREFIX } from '../http/apiPrefix'

/** JSON:API resource of a type's current schema. */
export function schemaResource(schema: TypeSchema): DocumentSchemaResource {
  const id = `${schema.type}@${schema.version}`
  const at = `${schema.version}T00:00:00Z`
  const label = documentTypeLabel(schema.type)
  return {
    id,
    type: 'document_schema',
    attributes: {
      document_type: schema.type,
      label,
      description: schema.description,
      schema_version: schema.version,
      full_version: id,
      current: true,
      draft: false,
      active_at: at,
      created_at: at,
      updated_at: at,
      schema_format: 'json_schema',
      schema_payload: toJsonSchema(schema, label)
    },
    links: { self: `${API_PREFIX}/document_schemas/${id}` }
  }
}

function show(ctx: RouteContext) {
  const [type, version] = ctx.params.id.split('@')
  const schema = TYPE_SCHEMAS[type]
  if (!schema || !ctx.account.documentTypes.includes(type) || schema.version !== version) {
    throw notFound(`Document schema ${ctx.params.id} not found.`)
  }
  return {
    status: 200,
    body: {
      data: schemaResource(schema),
      links: { self: `${ctx.baseUrl}/document_schemas/${ctx.params.id}` }
    }
  }
}

/** Document schemas (beta): one current version per type. */
export const routes: RouteDef[] = [
  { method: 'GET', path: '/document_schemas/:id', handler: show },
  {
    method: 'GET',
    path: '/document_schemas',
    handler: (ctx) => ({
      status: 200,
      body: {
        data: ctx.account.documentTypes
          .filter((t) => TYPE_SCHEMAS[t])
          .map((t) => schemaResource(TYPE_SCHEMAS[t])),
        links: { self: `${ctx.baseUrl}/document_schemas` }
      }
    })
  }
]
