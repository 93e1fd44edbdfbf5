/**
 * Custom field definitions (how an integrator finds an `api_slug`), the options of enum
 * definitions, and the custom fields a container carries. The seeded definitions are all on containers; their stored `text` type is
 * the service's `short_text`.
 */
import { notFound } from '../http/errors'
import { paginate } from '../http/paging'
import type { RouteContext, RouteDef } from '../http/types'
import { API_PREFIX } from '../http/apiPrefix'
import { CUSTOM_FIELD_DEFINITIONS, type CustomFieldDefinitionRecord } from '../seed/records'
import { listUrl, requireContainer } from '../tracking/lookup'
import { customFieldResource } from '../tracking/resources'
import { stableUuid } from '../seed/stableId'

const definitionsOf = (ctx: RouteContext) =>
  ctx.store.collection<CustomFieldDefinitionRecord>(CUSTOM_FIELD_DEFINITIONS)

const DATA_TYPES: Record<CustomFieldDefinitionRecord['data_type'], string> = {
  text: 'short_text',
  enum: 'enum',
  date: 'date'
}

/** A stored definition as the service's `custom_field_definition` resource. */
function definitionResource(def: CustomFieldDefinitionRecord) {
  return {
    id: def.id,
    type: 'custom_field_definition' as const,
    attributes: {
      entity_type: 'Container',
      api_slug: def.api_slug,
      display_name: def.label,
      description: null,
      data_type: DATA_TYPES[def.data_type],
      reference_type: null,
      validation: def.data_type === 'enum' ? { options: def.options } : null,
      default_format: null,
      default_value: null
    },
    links: { self: `${API_PREFIX}/custom_field_definitions/${def.id}` }
  }
}

/** The options of an enum definition as `custom_field_option` resources, in their order. */
function optionResources(def: CustomFieldDefinitionRecord) {
  return def.options.map((value, i) => ({
    id: stableUuid('custom_field_option', def.id, value),
    type: 'custom_field_option' as const,
    attributes: { label: value.charAt(0).toUpperCase() + value.slice(1), value, position: i + 1 }
  }))
}

function requireDefinition(ctx: RouteContext, id: string): CustomFieldDefinitionRecord {
  const def = definitionsOf(ctx).get(id)
  if (!def) throw notFound(`Custom field definition ${id} not found.`)
  return def
}

export const routes: RouteDef[] = [
  {
    method: 'GET',
    path: '/custom_field_definitions',
    handler(ctx) {
      const page = paginate(
        definitionsOf(ctx).all(),
        ctx.query,
        listUrl(ctx.baseUrl, '/custom_field_definitions', ctx.query)
      )
      return {
        status: 200,
        body: { data: page.data.map(definitionResource), links: page.links, meta: page.meta }
      }
    }
  },
  {
    method: 'GET',
    path: '/custom_field_definitions/:id',
    handler(ctx) {
      const def = requireDefinition(ctx, ctx.params.id)
      return {
        status: 200,
        body: {
          data: definitionResource(def),
          links: { self: `${ctx.baseUrl}/custom_field_definitions/${def.id}` }
        }
      }
    }
  },
  {
    method: 'GET',
    path: '/custom_field_definitions/:id/options',
    handler(ctx) {
      const def = requireDefinition(ctx, ctx.params.id)
      const path = `/custom_field_definitions/${def.id}/options`
      const page = paginate(optionResources(def), ctx.query, listUrl(ctx.baseUrl, path, ctx.query))
      return { status: 200, body: { data: page.data, links: page.links, meta: page.meta } }
    }
  },
  {
    method: 'GET',
    path: '/custom_field_definitions/:id/options/:option_id',
    handler(ctx) {
      const def = requireDefinition(ctx, ctx.params.id)
      const option = optionResources(def).find((o) => o.id === ctx.params.option_id)
      if (!option) throw notFound(`Custom field option ${ctx.params.option_id} not found.`)
      return {
        status: 200,
        body: {
          data: option,
          links: { self: `${ctx.baseUrl}/custom_field_definitions/${def.id}/options/${option.id}` }
        }
      }
    }
  },
  {
    method: 'GET',
    path: '/containers/:id/custom_fields',
    handler(ctx) {
      const container = requireContainer(ctx.store, ctx.params.id)
      const set = definitionsOf(ctx)
        .all()
        .filter((d) => (container.customFields[d.api_slug] ?? '') !== '')
      const path = `/containers/${container.id}/custom_fields`
      const page = paginate(set, ctx.query, listUrl(ctx.baseUrl, path, ctx.query))
      return {
        status: 200,
        body: {
          data: page.data.map((d) => customFieldResource(container, d)),
          links: page.links,
          meta: page.meta
        }
      }
    }
  }
]
