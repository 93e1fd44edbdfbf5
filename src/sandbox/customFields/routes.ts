/**
 * Custom field definitions (how an integrator finds an `api_slug`), the options of enum
 * definitions, and the custom fields containers carry: read, set, cleared. The seeded definitions are all on containers; their stored `text` type is
 * the service's `short_text`.
 */
import { notFound, unprocessable } from '../http/errors'
import { paginate } from '../http/paging'
import type { RouteContext, RouteDef, RouteResult } from '../http/types'
import { asObject } from '../http/body'
import { checkValue } from './value'
import { API_PREFIX } from '../http/apiPrefix'
import {
  CUSTOM_FIELD_DEFINITIONS,
  type ContainerRecord,
  type CustomFieldDefinitionRecord
} from '../seed/records'
import { containersOf, listUrl, requireContainer } from '../tracking/lookup'
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

/** The definition of an `api_slug` in the body, or a 422 pointing at it. */
function definitionOfBody(ctx: RouteContext): CustomFieldDefinitionRecord {
  const attrs = asObject(asObject(asObject(ctx.body)?.data)?.attributes)
  const slug = attrs?.api_slug
  const pointer = { pointer: '/data/attributes/api_slug' }
  if (typeof slug !== 'string' || !slug)
    throw unprocessable("Api slug can't be blank", pointer, 'blank')
  const def = definitionsOf(ctx).find((d) => d.api_slug === slug)
  if (!def)
    throw unprocessable(
      `No custom field definition has the api_slug '${slug}'.`,
      pointer,
      'invalid'
    )
  return def
}

/** Sets (or with '' clears) one field of a container and answers it. */
function setField(
  ctx: RouteContext,
  containerId: string,
  def: CustomFieldDefinitionRecord,
  value: string,
  status: number
): RouteResult {
  const rec = containersOf(ctx.store).update(containerId, (c) => {
    if (value === '') delete c.customFields[def.api_slug]
    else c.customFields[def.api_slug] = value
  }) as ContainerRecord
  const data = customFieldResource(rec, def)
  return { status, body: { data, links: { self: `${ctx.baseUrl}/custom_fields/${data.id}` } } }
}

/** Every field set on the account's containers, container by container, in definition order. */
function setFields(
  ctx: RouteContext
): { container: ContainerRecord; def: CustomFieldDefinitionRecord }[] {
  const defs = definitionsOf(ctx).all()
  return containersOf(ctx.store)
    .all()
    .flatMap((container) =>
      defs
        .filter((def) => (container.customFields[def.api_slug] ?? '') !== '')
        .map((def) => ({ container, def }))
    )
}

function requireField(ctx: RouteContext) {
  const field = setFields(ctx).find(
    (f) => customFieldResource(f.container, f.def).id === ctx.params.id
  )
  if (!field) throw notFound(`Custom field ${ctx.params.id} not found.`)
  return field
}

export const routes: RouteDef[] = [
  {
    method: 'GET',
    path: '/custom_fields',
    handler(ctx) {
      const type = ctx.query.get('filter[entity_type]')
      const entity = ctx.query.get('filter[entity_id]')
      const definition = ctx.query.get('filter[definition_id]')
      const list = setFields(ctx).filter(
        (f) =>
          (!type || type.toLowerCase() === 'container') &&
          (!entity || f.container.id === entity) &&
          (!definition || f.def.id === definition)
      )
      const page = paginate(list, ctx.query, listUrl(ctx.baseUrl, '/custom_fields', ctx.query))
      return {
        status: 200,
        body: {
          data: page.data.map((f) => customFieldResource(f.container, f.def)),
          links: page.links,
          meta: page.meta
        }
      }
    }
  },
  {
    method: 'POST',
    path: '/custom_fields',
    handler(ctx) {
      const def = definitionOfBody(ctx)
      const entity = asObject(
        asObject(asObject(asObject(asObject(ctx.body)?.data)?.relationships)?.entity)?.data
      )
      const pointer = { pointer: '/data/relationships/entity' }
      if (entity?.type !== 'container' || typeof entity.id !== 'string') {
        throw unprocessable(
          `The custom field definition '${def.api_slug}' is for containers; name one as the entity.`,
          pointer,
          'invalid'
        )
      }
      requireContainer(ctx.store, entity.id)
      return setField(ctx, entity.id, def, checkValue(def, ctx.body), 201)
    }
  },
  {
    method: 'GET',
    path: '/custom_fields/:id',
    handler(ctx) {
      const { container, def } = requireField(ctx)
      const data = customFieldResource(container, def)
      return {
        status: 200,
        body: { data, links: { self: `${ctx.baseUrl}/custom_fields/${data.id}` } }
      }
    }
  },
  {
    method: 'PATCH',
    path: '/custom_fields/:id',
    handler(ctx) {
      const { container, def } = requireField(ctx)
      return setField(ctx, container.id, def, checkValue(def, ctx.body), 200)
    }
  },
  {
    method: 'DELETE',
    path: '/custom_fields/:id',
    handler(ctx) {
      const { container, def } = requireField(ctx)
      setField(ctx, container.id, def, '', 200)
      // The public description answers 200 "OK" with no body here.
      return { status: 200 }
    }
  },
  {
    method: 'POST',
    path: '/containers/:id/custom_fields',
    handler(ctx) {
      requireContainer(ctx.store, ctx.params.id)
      const def = definitionOfBody(ctx)
      return setField(ctx, ctx.params.id, def, checkValue(def, ctx.body), 201)
    }
  },
  {
    method: 'DELETE',
    path: '/containers/:id/custom_fields/:api_slug',
    handler(ctx) {
      requireContainer(ctx.store, ctx.params.id)
      const def = definitionsOf(ctx).find((d) => d.api_slug === ctx.params.api_slug)
      if (!def) throw notFound(`Custom field definition '${ctx.params.api_slug}' not found.`)
      setField(ctx, ctx.params.id, def, '', 204)
      return { status: 204 }
    }
  },
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
