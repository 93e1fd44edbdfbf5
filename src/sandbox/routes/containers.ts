/** Containers: list (q, paging, include), show, PATCH ref_numbers, PATCH one custom field. */
import type { RouteContext, RouteDef, RouteResult } from '../http/types'
import { asObject } from '../http/body'
import { notFound, unprocessable } from '../http/errors'
import {
  CUSTOM_FIELD_DEFINITIONS,
  type ContainerRecord,
  type CustomFieldDefinitionRecord
} from '../seed/records'
import {
  containersOf,
  includedShipments,
  parseIncludes,
  requireContainer,
  unprocessableAll
} from '../tracking/lookup'
import { containerResource, customFieldResource } from '../tracking/resources'
import { newestFirstPage } from '../tracking/newestFirstPage'
import { containerMatches } from '../tracking/search'
import { validateListPatch } from '../tracking/validate'

const INCLUDES = ['shipment']

function single(ctx: RouteContext, rec: ContainerRecord): RouteResult {
  const include = parseIncludes(ctx.query.get('include'), INCLUDES)
  return {
    status: 200,
    body: {
      data: containerResource(rec),
      included: include.has('shipment') ? includedShipments(ctx.store, [rec.shipmentId]) : [],
      links: { self: `${ctx.baseUrl}/containers/${rec.id}` }
    }
  }
}

/** Checks a custom field value against its definition; returns the stored string. */
function checkValue(def: CustomFieldDefinitionRecord, body: unknown): string {
  const data = asObject(asObject(body)?.data)
  const holder = data && 'value' in data ? data : asObject(data?.attributes)
  if (!holder || !('value' in holder) || holder.value === undefined) {
    throw unprocessable("Value can't be blank", { pointer: '/data/value' }, 'blank')
  }
  const raw = holder.value
  if (raw === null) return ''
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
    throw unprocessable('Value must be a string', { pointer: '/data/value' }, 'invalid')
  }
  const value = String(raw).trim()
  if (def.data_type === 'enum' && value && !def.options.includes(value)) {
    throw unprocessable(
      `Value must be one of ${def.options.join(', ')}`,
      { pointer: '/data/value' },
      'inclusion'
    )
  }
  if (def.data_type === 'date' && value && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    throw unprocessable('Value must be a date (YYYY-MM-DD)', { pointer: '/data/value' }, 'invalid')
  }
  return value
}

export const routes: RouteDef[] = [
  {
    method: 'GET',
    path: '/containers',
    handler(ctx) {
      const include = parseIncludes(ctx.query.get('include'), INCLUDES)
      const q = ctx.query.get('q') ?? ctx.query.get('filter[q]') ?? ''
      const status = ctx.query.get('filter[status]')
      const list = containersOf(ctx.store).filter(
        (c) => containerMatches(c, q) && (!status || c.attributes.current_status === status)
      )
      return newestFirstPage(ctx, '/containers', list, containerResource, (page) =>
        include.has('shipment')
          ? includedShipments(
              ctx.store,
              page.map((c) => c.shipmentId)
            )
          : []
      )
    }
  },
  {
    method: 'GET',
    path: '/containers/:id',
    handler: (ctx) => single(ctx, requireContainer(ctx.store, ctx.params.id))
  },
  {
    method: 'PATCH',
    path: '/containers/:id',
    handler(ctx) {
      requireContainer(ctx.store, ctx.params.id)
      const checked = validateListPatch(ctx.body, 'container', ['ref_numbers'] as const)
      if (!checked.ok) throw unprocessableAll(checked.errors)
      const rec = containersOf(ctx.store).update(ctx.params.id, (c) => {
        if (checked.value.ref_numbers) c.attributes.ref_numbers = checked.value.ref_numbers
      }) as ContainerRecord
      return single(ctx, rec)
    }
  },
  {
    method: 'PATCH',
    path: '/containers/:id/custom_fields/:api_slug',
    handler(ctx) {
      requireContainer(ctx.store, ctx.params.id)
      const def = ctx.store
        .collection<CustomFieldDefinitionRecord>(CUSTOM_FIELD_DEFINITIONS)
        .find((d) => d.api_slug === ctx.params.api_slug)
      if (!def) throw notFound(`Custom field definition '${ctx.params.api_slug}' not found.`)
      const value = checkValue(def, ctx.body)
      const rec = containersOf(ctx.store).update(ctx.params.id, (c) => {
        c.customFields[def.api_slug] = value
      }) as ContainerRecord
      const resource = customFieldResource(rec, def)
      return {
        status: 200,
        body: { data: resource, links: { self: `${ctx.baseUrl}${resource.links?.self}` } }
      }
    }
  }
]
