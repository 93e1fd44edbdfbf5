/**
 * Custom field definitions (how an integrator finds an `api_slug`; created, renamed, deleted),
 * the options of enum definitions (listed, added, removed), and the custom fields that containers, shipments and tracking requests carry:
 * read, set and cleared, by their holder's path or through /custom_fields. A stored `text`
 * definition is the service's `short_text`.
 */
import { asObject } from '../http/body'
import { notFound, unprocessable } from '../http/errors'
import { paginate } from '../http/paging'
import type { RouteContext, RouteDef, RouteResult } from '../http/types'
import { API_PREFIX } from '../http/apiPrefix'
import type { CustomFieldDefinitionRecord, CustomFieldEntity } from '../seed/records'
import { stableUuid } from '../seed/stableId'
import { listUrl } from '../tracking/lookup'
import { customFieldResource } from '../tracking/resources'
import {
  allHolders,
  definitionsOf,
  entityOf,
  HOLDER_KINDS,
  requireHolder,
  storeValue,
  type Holder
} from './holders'
import { checkValue } from './value'

const DATA_TYPES: Record<CustomFieldDefinitionRecord['data_type'], string> = {
  text: 'short_text',
  enum: 'enum',
  date: 'date'
}

const kindInfo = (kind: CustomFieldEntity) => HOLDER_KINDS.find((k) => k.kind === kind)!

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

/** The definition of a slug for a kind of holder, or a 404 naming the slug. */
function definitionFor(ctx: RouteContext, kind: CustomFieldEntity, slug: string) {
  const def = definitionsOf(ctx.store).find((d) => d.api_slug === slug && entityOf(d) === kind)
  if (!def) throw notFound(`Custom field definition '${slug}' not found.`)
  return def
}

/** The definition of the body's `api_slug` for a kind, or a 422 pointing at it. */
function definitionOfBody(ctx: RouteContext, kind: CustomFieldEntity): CustomFieldDefinitionRecord {
  const attrs = asObject(asObject(asObject(ctx.body)?.data)?.attributes)
  const slug = attrs?.api_slug
  const pointer = { pointer: '/data/attributes/api_slug' }
  if (typeof slug !== 'string' || !slug) {
    throw unprocessable("Api slug can't be blank", pointer, 'blank')
  }
  const def = definitionsOf(ctx.store).find((d) => d.api_slug === slug && entityOf(d) === kind)
  if (!def) {
    throw unprocessable(
      `No custom field definition of a ${kindInfo(kind).name.toLowerCase()} has the api_slug '${slug}'.`,
      pointer,
      'invalid'
    )
  }
  return def
}

interface Field {
  kind: CustomFieldEntity
  holder: Holder
  def: CustomFieldDefinitionRecord
}

const resourceOf = (f: Field) => customFieldResource(f.holder, f.def, f.kind)

/**
 * Sets (or with '' clears) one field and answers it with `status`. A create (201) with no value
 * is refused: it would answer a field that is not there.
 */
function setField(ctx: RouteContext, f: Field, value: string, status: number): RouteResult {
  if (status === 201 && value === '') {
    throw unprocessable("Value can't be blank", { pointer: '/data/attributes/value' }, 'blank')
  }
  const holder = storeValue(ctx.store, f.kind, f.holder.id, f.def.api_slug, value)
  const data = resourceOf({ ...f, holder })
  return { status, body: { data, links: { self: `${ctx.baseUrl}/custom_fields/${data.id}` } } }
}

/** The fields set on one holder, in definition order. */
function fieldsOf(ctx: RouteContext, kind: CustomFieldEntity, holder: Holder): Field[] {
  return definitionsOf(ctx.store)
    .filter((def) => entityOf(def) === kind && (holder.customFields?.[def.api_slug] ?? '') !== '')
    .map((def) => ({ kind, holder, def }))
}

/** Every field set in the account: containers, then shipments, then tracking requests. */
function allFields(ctx: RouteContext): Field[] {
  return HOLDER_KINDS.flatMap(({ kind }) =>
    allHolders(ctx.store, kind).flatMap((h) => fieldsOf(ctx, kind, h))
  )
}

function requireField(ctx: RouteContext): Field {
  const field = allFields(ctx).find((f) => resourceOf(f).id === ctx.params.id)
  if (!field) throw notFound(`Custom field ${ctx.params.id} not found.`)
  return field
}

function page(ctx: RouteContext, path: string, fields: Field[]): RouteResult {
  const p = paginate(fields, ctx.query, listUrl(ctx.baseUrl, path, ctx.query))
  return { status: 200, body: { data: p.data.map(resourceOf), links: p.links, meta: p.meta } }
}

/** GET, POST, PATCH and DELETE of the fields under one kind of holder's path. */
function holderRoutes(kind: CustomFieldEntity, plural: string): RouteDef[] {
  return [
    {
      method: 'GET',
      path: `/${plural}/:id/custom_fields`,
      handler(ctx) {
        const holder = requireHolder(ctx.store, kind, ctx.params.id)
        return page(ctx, `/${plural}/${holder.id}/custom_fields`, fieldsOf(ctx, kind, holder))
      }
    },
    {
      method: 'POST',
      path: `/${plural}/:id/custom_fields`,
      handler(ctx) {
        const holder = requireHolder(ctx.store, kind, ctx.params.id)
        const def = definitionOfBody(ctx, kind)
        return setField(ctx, { kind, holder, def }, checkValue(def, ctx.body), 201)
      }
    },
    {
      method: 'PATCH',
      path: `/${plural}/:id/custom_fields/:api_slug`,
      handler(ctx) {
        const holder = requireHolder(ctx.store, kind, ctx.params.id)
        const def = definitionFor(ctx, kind, ctx.params.api_slug)
        const result = setField(ctx, { kind, holder, def }, checkValue(def, ctx.body), 200)
        const self = `${ctx.baseUrl}/${plural}/${holder.id}/custom_fields/${def.api_slug}`
        return { ...result, body: { ...(result.body as object), links: { self } } }
      }
    },
    {
      method: 'DELETE',
      path: `/${plural}/:id/custom_fields/:api_slug`,
      handler(ctx) {
        const holder = requireHolder(ctx.store, kind, ctx.params.id)
        const def = definitionFor(ctx, kind, ctx.params.api_slug)
        setField(ctx, { kind, holder, def }, '', 204)
        return { status: 204 }
      }
    }
  ]
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

export const routes: RouteDef[] = [
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
    path: '/custom_fields',
    handler(ctx) {
      const type = ctx.query.get('filter[entity_type]')?.toLowerCase().replace(/_/g, '')
      const entity = ctx.query.get('filter[entity_id]')
      const definition = ctx.query.get('filter[definition_id]')
      const fields = allFields(ctx).filter(
        (f) =>
          (!type || kindInfo(f.kind).label.toLowerCase() === type) &&
          (!entity || f.holder.id === entity) &&
          (!definition || f.def.id === definition)
      )
      return page(ctx, '/custom_fields', fields)
    }
  },
  {
    method: 'POST',
    path: '/custom_fields',
    handler(ctx) {
      const entity = asObject(
        asObject(asObject(asObject(asObject(ctx.body)?.data)?.relationships)?.entity)?.data
      )
      const info = HOLDER_KINDS.find((k) => k.kind === entity?.type)
      if (!info || typeof entity?.id !== 'string') {
        throw unprocessable(
          `The entity must be a ${HOLDER_KINDS.map((k) => k.kind).join(', ')} with an id.`,
          { pointer: '/data/relationships/entity' },
          'invalid'
        )
      }
      const holder = requireHolder(ctx.store, info.kind, entity.id)
      const def = definitionOfBody(ctx, info.kind)
      return setField(ctx, { kind: info.kind, holder, def }, checkValue(def, ctx.body), 201)
    }
  },
  {
    method: 'GET',
    path: '/custom_fields/:id',
    handler(ctx) {
      const data = resourceOf(requireField(ctx))
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
      const field = requireField(ctx)
      return setField(ctx, field, checkValue(field.def, ctx.body), 200)
    }
  },
  {
    method: 'DELETE',
    path: '/custom_fields/:id',
    handler(ctx) {
      setField(ctx, requireField(ctx), '', 200)
      // The public description answers 200 "OK" with no body here.
      return { status: 200 }
    }
  },
  ...HOLDER_KINDS.flatMap(({ kind, plural }) => holderRoutes(kind, plural)),
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
