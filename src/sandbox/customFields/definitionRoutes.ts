/**
 * Custom field definitions (how an integrator finds an `api_slug`; created, renamed, deleted)
 * and the options of enum definitions (listed, added, removed). A stored `text` definition is
 * the service's `short_text`.
 */
import { asObject } from '../http/body'
import { notFound, unprocessable } from '../http/errors'
import { paginate } from '../http/paging'
import type { RouteContext, RouteDef, RouteResult } from '../http/types'
import { API_PREFIX } from '../http/apiPrefix'
import type { CustomFieldDefinitionRecord, CustomFieldEntity } from '../seed/records'
import { stableUuid } from '../seed/stableId'
import { listUrl } from '../tracking/lookup'
import { definitionsOf, entityOf, HOLDER_KINDS } from './holders'

const DATA_TYPES: Record<CustomFieldDefinitionRecord['data_type'], string> = {
  text: 'short_text',
  enum: 'enum',
  date: 'date'
}

export const kindInfo = (kind: CustomFieldEntity) => HOLDER_KINDS.find((k) => k.kind === kind)!

/** A stored definition as the service's `custom_field_definition` resource. */
function definitionResource(def: CustomFieldDefinitionRecord) {
  return {
    id: def.id,
    type: 'custom_field_definition' as const,
    attributes: {
      entity_type: kindInfo(entityOf(def)).label,
      api_slug: def.api_slug,
      display_name: def.label,
      description: def.description ?? null,
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
    attributes: {
      label: def.optionLabels?.[value] ?? value.charAt(0).toUpperCase() + value.slice(1),
      value,
      position: i + 1
    }
  }))
}

function requireDefinition(ctx: RouteContext, id: string): CustomFieldDefinitionRecord {
  const def = definitionsOf(ctx.store).get(id)
  if (!def) throw notFound(`Custom field definition ${id} not found.`)
  return def
}

/** `data_type`s this sandbox stores, by the description's names. */
const STORED_TYPES: Record<string, CustomFieldDefinitionRecord['data_type']> = {
  short_text: 'text',
  enum: 'enum',
  date: 'date'
}
const SLUG = /^[a-z][a-z0-9_]{0,62}$/

const attributesOf = (ctx: RouteContext) =>
  asObject(asObject(asObject(ctx.body)?.data)?.attributes) ?? {}

function textAttr(
  attrs: Record<string, unknown>,
  name: string,
  required: boolean
): string | undefined {
  const value = attrs[name]
  if (value === undefined && !required) return undefined
  if (typeof value !== 'string' || !value.trim()) {
    throw unprocessable(`${name} can't be blank`, { pointer: `/data/attributes/${name}` }, 'blank')
  }
  return value.trim()
}

/** POST /custom_field_definitions: a new definition, checked field by field. */
function createDefinition(ctx: RouteContext): RouteResult {
  const attrs = attributesOf(ctx)
  const kind = HOLDER_KINDS.find((k) => k.label === attrs.entity_type)
  if (!kind) {
    throw unprocessable(
      `entity_type must be one of ${HOLDER_KINDS.map((k) => k.label).join(', ')}`,
      { pointer: '/data/attributes/entity_type' },
      'inclusion'
    )
  }
  const slug = textAttr(attrs, 'api_slug', true)!
  if (!SLUG.test(slug)) {
    throw unprocessable(
      'api_slug must be lowercase letters, digits and underscores, starting with a letter',
      { pointer: '/data/attributes/api_slug' },
      'invalid'
    )
  }
  if (definitionsOf(ctx.store).find((d) => d.api_slug === slug)) {
    throw unprocessable(
      `api_slug '${slug}' is already taken`,
      { pointer: '/data/attributes/api_slug' },
      'taken'
    )
  }
  const dataType = STORED_TYPES[String(attrs.data_type)]
  if (!dataType) {
    throw unprocessable(
      `data_type must be one of ${Object.keys(STORED_TYPES).join(', ')} in the sandbox`,
      { pointer: '/data/attributes/data_type' },
      'inclusion'
    )
  }
  const def: CustomFieldDefinitionRecord = {
    id: stableUuid('custom_field_definition', ctx.account.id, slug),
    entity: kind.kind,
    api_slug: slug,
    label: textAttr(attrs, 'display_name', true)!,
    data_type: dataType,
    options: [],
    description: typeof attrs.description === 'string' ? attrs.description : null
  }
  definitionsOf(ctx.store).put(def)
  return {
    status: 201,
    body: {
      data: definitionResource(def),
      links: { self: `${ctx.baseUrl}/custom_field_definitions/${def.id}` }
    }
  }
}

/** POST /custom_field_definitions/{id}/options: one more choice of an enum definition. */
function createOption(ctx: RouteContext): RouteResult {
  const def = requireDefinition(ctx, ctx.params.id)
  if (def.data_type !== 'enum') {
    throw unprocessable(
      `Custom field definition '${def.api_slug}' is not an enum; it has no options`,
      { pointer: '/data/attributes/value' },
      'invalid'
    )
  }
  const attrs = attributesOf(ctx)
  const value = textAttr(attrs, 'value', true)!
  const label = textAttr(attrs, 'label', false) ?? value
  if (def.options.includes(value)) {
    throw unprocessable(
      `Option '${value}' already exists`,
      { pointer: '/data/attributes/value' },
      'taken'
    )
  }
  const saved = definitionsOf(ctx.store).update(def.id, (d) => {
    d.options = [...d.options, value]
    d.optionLabels = { ...(d.optionLabels ?? {}), [value]: label }
  })!
  const option = optionResources(saved).find((o) => o.attributes.value === value)!
  return {
    status: 201,
    body: {
      data: option,
      links: { self: `${ctx.baseUrl}/custom_field_definitions/${def.id}/options/${option.id}` }
    }
  }
}

export const definitionRoutes: RouteDef[] = [
  { method: 'POST', path: '/custom_field_definitions', handler: createDefinition },
  {
    method: 'PATCH',
    path: '/custom_field_definitions/:id',
    handler(ctx) {
      const def = requireDefinition(ctx, ctx.params.id)
      const attrs = attributesOf(ctx)
      const label = textAttr(attrs, 'display_name', false)
      const saved = definitionsOf(ctx.store).update(def.id, (d) => {
        if (label) d.label = label
        if (attrs.description === null || typeof attrs.description === 'string') {
          d.description = attrs.description
        }
      })!
      return {
        status: 200,
        body: {
          data: definitionResource(saved),
          links: { self: `${ctx.baseUrl}/custom_field_definitions/${def.id}` }
        }
      }
    }
  },
  {
    method: 'DELETE',
    path: '/custom_field_definitions/:id',
    handler(ctx) {
      definitionsOf(ctx.store).delete(requireDefinition(ctx, ctx.params.id).id)
      // The public description answers 200 "OK" with no body here.
      return { status: 200 }
    }
  },
  { method: 'POST', path: '/custom_field_definitions/:id/options', handler: createOption },
  {
    method: 'PATCH',
    path: '/custom_field_definitions/:id/options/:option_id',
    handler(ctx) {
      const def = requireDefinition(ctx, ctx.params.id)
      const option = optionResources(def).find((o) => o.id === ctx.params.option_id)
      if (!option) throw notFound(`Custom field option ${ctx.params.option_id} not found.`)
      const attrs = attributesOf(ctx)
      // The value is what fields store, so only the label changes; a new value is refused.
      if (attrs.value !== undefined && attrs.value !== option.attributes.value) {
        throw unprocessable(
          "An option's value can't change; add a new option instead",
          { pointer: '/data/attributes/value' },
          'invalid'
        )
      }
      const label = textAttr(attrs, 'label', true)!
      const saved = definitionsOf(ctx.store).update(def.id, (d) => {
        d.optionLabels = { ...(d.optionLabels ?? {}), [option.attributes.value]: label }
      })!
      return {
        status: 200,
        body: {
          data: optionResources(saved).find((o) => o.id === option.id),
          links: { self: `${ctx.baseUrl}/custom_field_definitions/${def.id}/options/${option.id}` }
        }
      }
    }
  },
  {
    method: 'DELETE',
    path: '/custom_field_definitions/:id/options/:option_id',
    handler(ctx) {
      const def = requireDefinition(ctx, ctx.params.id)
      const option = optionResources(def).find((o) => o.id === ctx.params.option_id)
      if (!option) throw notFound(`Custom field option ${ctx.params.option_id} not found.`)
      definitionsOf(ctx.store).update(def.id, (d) => {
        d.options = d.options.filter((o) => o !== option.attributes.value)
      })
      return { status: 200 }
    }
  },
  {
    method: 'GET',
    path: '/custom_field_definitions',
    handler(ctx) {
      const p = paginate(
        definitionsOf(ctx.store).all(),
        ctx.query,
        listUrl(ctx.baseUrl, '/custom_field_definitions', ctx.query)
      )
      return {
        status: 200,
        body: { data: p.data.map(definitionResource), links: p.links, meta: p.meta }
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
      const p = paginate(optionResources(def), ctx.query, listUrl(ctx.baseUrl, path, ctx.query))
      return { status: 200, body: { data: p.data, links: p.links, meta: p.meta } }
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
  }
]
