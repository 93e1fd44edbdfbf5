import { asObject } from '../http/body'
import { unprocessable } from '../http/errors'
import type { RouteContext, RouteResult } from '../http/types'
import { processDocument } from '../processing/pipeline'
import { docs, findDocument, single } from './access'

/**
 * PATCH /documents/{id}: `document_type_manual` (one of the account's types, or null; a new
 * manual type re-runs extraction under it), `extracted_data_manual` (object or null), `name`.
 * Accepts the attributes flat or under `data.attributes`.
 */
export function patch(ctx: RouteContext): RouteResult {
  const doc = findDocument(ctx)
  const body = asObject(ctx.body) ?? {}
  const nested = asObject(asObject(body.data)?.attributes)
  const attrs = nested ?? body
  const base = nested ? '/data/attributes' : ''
  const allowed = ['document_type_manual', 'extracted_data_manual', 'name']
  for (const k of Object.keys(attrs)) {
    if (!allowed.includes(k) && !(nested === undefined && k === 'data')) {
      throw unprocessable(
        `${k} cannot be changed; accepted: ${allowed.join(', ')}.`,
        { pointer: `${base}/${k}` },
        'invalid'
      )
    }
  }
  const manual = attrs.document_type_manual
  if (
    manual !== undefined &&
    manual !== null &&
    (typeof manual !== 'string' || !ctx.account.documentTypes.includes(manual))
  ) {
    throw unprocessable(
      `document_type_manual must be null or one of: ${ctx.account.documentTypes.join(', ')}.`,
      { pointer: `${base}/document_type_manual` },
      'inclusion'
    )
  }
  const data = attrs.extracted_data_manual
  if (data !== undefined && data !== null && !asObject(data)) {
    throw unprocessable(
      'extracted_data_manual must be an object or null.',
      { pointer: `${base}/extracted_data_manual` },
      'invalid'
    )
  }
  if (attrs.name !== undefined && (typeof attrs.name !== 'string' || attrs.name.trim() === '')) {
    throw unprocessable('name must be a non-empty string.', { pointer: `${base}/name` }, 'invalid')
  }
  let reextract = false
  docs(ctx).update(doc.id, (d) => {
    if (manual !== undefined) {
      reextract = manual !== null && manual !== (d.document_type_manual ?? d.document_type)
      d.document_type_manual = manual as string | null
    }
    if (data !== undefined)
      d.extracted_data_manual = (data as Record<string, unknown> | null) ?? null
    if (typeof attrs.name === 'string') d.name = attrs.name
    d.updated_at = new Date().toISOString()
  })
  if (reextract) processDocument(ctx.env, ctx.account.id, doc.id, 'extract')
  return single(ctx, doc)
}
