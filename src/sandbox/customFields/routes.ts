/**
 * The custom fields that containers, shipments and tracking requests carry: read, set and
 * cleared, by their holder's path or through /custom_fields; with the definitions' routes
 * (definitionRoutes.ts), every custom-field route of the sandbox.
 */
import { asObject } from '../http/body'
import { notFound, unprocessable } from '../http/errors'
import { paginate } from '../http/paging'
import type { RouteContext, RouteDef, RouteResult } from '../http/types'
import type { CustomFieldDefinitionRecord, CustomFieldEntity } from '../seed/records'
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
import { definitionRoutes, kindInfo } from './definitionRoutes'

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

export const routes: RouteDef[] = [
  ...definitionRoutes,
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
  ...HOLDER_KINDS.flatMap(({ kind, plural }) => holderRoutes(kind, plural))
]
