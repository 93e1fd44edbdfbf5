import type { RouteContext, RouteResult } from '../http/types'
import { notFound } from '../http/errors'
import { DOCUMENTS, type DocumentRecord } from './records'
import { documentIncluded, documentResource, parseInclude } from './serialize'

/** The account's document collection. */
export function docs(ctx: RouteContext) {
  return ctx.store.collection<DocumentRecord>(DOCUMENTS)
}

/** The live document of the path's id in the caller's account, or the interface's 404. */
export function findDocument(ctx: RouteContext): DocumentRecord {
  const doc = docs(ctx).get(ctx.params.id)
  if (!doc || doc.deleted_at) throw notFound(`Document ${ctx.params.id} not found.`)
  return doc
}

/** `{data, included, links}` of one document, honouring `include`. */
export function single(ctx: RouteContext, doc: DocumentRecord, status = 200): RouteResult {
  const include = parseInclude(ctx.query.get('include'))
  return {
    status,
    body: {
      data: documentResource(doc),
      included: documentIncluded([doc], include, ctx.account, ctx.store),
      links: { self: `${ctx.baseUrl}/documents/${doc.id}` }
    }
  }
}
