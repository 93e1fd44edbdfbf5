import { ServiceError } from '../client/errors'
import type { ServiceClient } from '../client/serviceClient'

const EVENT = 'document.extraction_failed'
const PAGE_SIZE = 100
const MAX_PAGES = 20

export interface FailedExtractions {
  /** Documents of the extraction_failed notifications read. */
  ids: Set<string>
  /** created_at of the newest notification read (the `since` of the next read), or null. */
  newestAt: string | null
}

/**
 * Documents whose extraction failed, from GET /webhook_notifications. The service only
 * announces a failure that way, and only for accounts with a webhook on document events, so an
 * account without any (404, 403 or an empty list) simply yields an empty set.
 * `since` (ISO time) skips older notifications; on a list that comes newest first (as the
 * sandbox's does) paging stops at the first page that reaches past it, so a reader that passes
 * the last read's `newestAt` reads only what is new, however long the account's history.
 */
export async function readFailedExtractions(
  client: ServiceClient,
  since?: string,
  signal?: AbortSignal
): Promise<FailedExtractions> {
  const out: FailedExtractions = { ids: new Set(), newestAt: null }
  const sinceMs = since ? Date.parse(since) : Number.NaN
  let newestMs = Number.NEGATIVE_INFINITY
  for (let page = 1; page <= MAX_PAGES; page++) {
    let list
    try {
      list = await client.listNotifications({ page, size: PAGE_SIZE, event: EVENT }, signal)
    } catch (err) {
      if (err instanceof ServiceError && (err.kind === 'not_found' || err.kind === 'forbidden'))
        return out
      throw err
    }
    const items = list?.data ?? []
    for (const n of items) {
      const at = Date.parse(n.attributes?.created_at)
      if (at > newestMs) {
        newestMs = at
        out.newestAt = n.attributes.created_at
      }
      if (n.attributes?.event !== EVENT) continue
      if (!Number.isNaN(sinceMs) && at < sinceMs) continue
      const doc = n.relationships?.document?.data ?? n.relationships?.reference_object?.data
      if (doc && doc.type === 'document') out.ids.add(doc.id)
    }
    if (!list?.links?.next || items.length === 0) break
    const first = Date.parse(items[0].attributes?.created_at)
    const last = Date.parse(items[items.length - 1].attributes?.created_at)
    if (first >= last && last < sinceMs) break
  }
  return out
}

/** The documents of readFailedExtractions() alone. */
export async function fetchFailedExtractions(
  client: ServiceClient,
  since?: string,
  signal?: AbortSignal
): Promise<Set<string>> {
  return (await readFailedExtractions(client, since, signal)).ids
}
