import { asObject } from '../http/body'
import { unprocessable } from '../http/errors'
import { paginate } from '../http/paging'
import type { RouteContext, RouteDef, RouteResult } from '../http/types'
import { processDocument, type PipelineStart } from '../processing/pipeline'
import { docs, findDocument, single } from './access'
import { create } from './create'
import { downloadRoutes } from './download'
import { patch } from './patch'
import { queryDocuments } from './query'
import { documentIncluded, documentResource, parseInclude } from './serialize'
import { documentTypeLabel } from './types'

/** GET /documents: filters, sort, paging, include. */
function list(ctx: RouteContext): RouteResult {
  const include = parseInclude(ctx.query.get('include'))
  const all = queryDocuments(docs(ctx).all(), ctx.query, ctx.store)
  const self = new URL(`${ctx.baseUrl}/documents`)
  ctx.query.forEach((v, k) => self.searchParams.append(k, v))
  const page = paginate(all, ctx.query, self.toString())
  return {
    status: 200,
    body: {
      data: page.data.map(documentResource),
      included: documentIncluded(page.data, include, ctx.account, ctx.store),
      links: page.links,
      meta: page.meta
    }
  }
}

function remove(ctx: RouteContext): RouteResult {
  const doc = findDocument(ctx)
  docs(ctx).update(doc.id, (d) => {
    d.deleted_at = new Date().toISOString()
    d.run += 1
  })
  return { status: 204 }
}

function accepted(from: PipelineStart) {
  return (ctx: RouteContext): RouteResult => {
    const doc = findDocument(ctx)
    processDocument(ctx.env, ctx.account.id, doc.id, from)
    return { status: 202, body: { status: 'accepted' } }
  }
}

/** Turns are in quarter turns, as the service takes them. */
const ROTATIONS = [90, 180, 270]

/**
 * POST /documents/{id}/rotate: the pages are read again turned, so classification and
 * extraction run again from the start.
 */
function rotate(ctx: RouteContext): RouteResult {
  const degrees = asObject(ctx.body)?.degrees
  if (typeof degrees !== 'number' || !ROTATIONS.includes(degrees)) {
    throw unprocessable(
      `degrees must be one of ${ROTATIONS.join(', ')}.`,
      { pointer: '/degrees' },
      'inclusion'
    )
  }
  return accepted('classify')(ctx)
}

/** Documents (beta): CRUD, types, download, and the asynchronous re-runs. */
export const routes: RouteDef[] = [
  { method: 'POST', path: '/documents', handler: create },
  { method: 'GET', path: '/documents', handler: list },
  {
    method: 'GET',
    path: '/documents/types',
    handler: (ctx) => ({
      status: 200,
      body: {
        document_types: ctx.account.documentTypes.map((code) => ({
          code,
          label: documentTypeLabel(code)
        }))
      }
    })
  },
  { method: 'GET', path: '/documents/:id', handler: (ctx) => single(ctx, findDocument(ctx)) },
  { method: 'PATCH', path: '/documents/:id', handler: patch },
  { method: 'DELETE', path: '/documents/:id', handler: remove },
  { method: 'POST', path: '/documents/:id/reclassify', handler: accepted('classify') },
  { method: 'POST', path: '/documents/:id/relink', handler: accepted('link') },
  { method: 'POST', path: '/documents/:id/reextract', handler: accepted('extract') },
  { method: 'POST', path: '/documents/:id/rotate', handler: rotate },
  ...downloadRoutes
]
