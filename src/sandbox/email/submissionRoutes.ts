/**
 * GET /email_submissions and /{id}: the mails the account's document alias accepted, newest
 * first, each pointing at the documents made from its attachments.
 */
import { notFound } from '../http/errors'
import { paginate } from '../http/paging'
import type { RouteContext, RouteDef } from '../http/types'
import { listUrl } from '../tracking/lookup'
import { EMAIL_SUBMISSIONS, emailSubmissionResource, type EmailSubmissionRecord } from './records'

const submissionsOf = (ctx: RouteContext) =>
  ctx.store.collection<EmailSubmissionRecord>(EMAIL_SUBMISSIONS)

function resource(rec: EmailSubmissionRecord) {
  const base = emailSubmissionResource(rec)
  return {
    ...base,
    attributes: { ...base.attributes, documents_count: rec.document_ids.length },
    relationships: {
      documents: { data: rec.document_ids.map((id) => ({ id, type: 'document' })) }
    }
  }
}

export const routes: RouteDef[] = [
  {
    method: 'GET',
    path: '/email_submissions',
    handler(ctx) {
      const all = submissionsOf(ctx)
        .all()
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
      const page = paginate(all, ctx.query, listUrl(ctx.baseUrl, '/email_submissions', ctx.query))
      return {
        status: 200,
        body: { data: page.data.map(resource), links: page.links, meta: page.meta }
      }
    }
  },
  {
    method: 'GET',
    path: '/email_submissions/:id',
    handler(ctx) {
      const rec = submissionsOf(ctx).get(ctx.params.id)
      if (!rec) throw notFound(`Email submission ${ctx.params.id} not found.`)
      return {
        status: 200,
        body: { data: resource(rec), links: { self: `${ctx.baseUrl}/email_submissions/${rec.id}` } }
      }
    }
  }
]
