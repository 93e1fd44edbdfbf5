import { ServiceError } from '../client/errors'
import type { ServiceClient } from '../client/serviceClient'

const EVENT = 'document.extraction_failed'
const PAGE_SIZE = 100
const MAX_PAGES = 20

/**
 * Ids of documents whose extraction failed, from GET /webhook_notifications. The service only
 * announces a failure that way, and only for accounts with a webhook on document events, so an
 * account without any (404, 403 or an empty list) simply yields an empty set.
 * `since` (ISO time) skips older notifications.
 */
export async function fetchFailedExtractions(
  client: ServiceClient,
  since?: string,
  signal?: AbortSignal
): Promise<Set<string>> {
  const failed = new Set<string>()
  const sinceMs = since ? Date.parse(since) : Number.NaN
  for (let page = 1; page <= MAX_PAGES; page++) {
    let list
    try {
      list = await client.listNotifications({ page, size: PAGE_SIZE, event: EVENT }, signal)
    } catch (err) {
      if (err instanceof ServiceError && (err.kind === 'not_found' || err.kind === 'forbidden'))
        return failed
      throw err
    }
    const items = list?.data ?? []
    for (const n of items) {
      if (n.attributes?.event !== EVENT) continue
      if (!Number.isNaN(sinceMs) && Date.parse(n.attributes.created_at) < sinceMs) continue
      const doc = n.relationships?.document?.data ?? n.relationships?.reference_object?.data
      if (doc && doc.type === 'document') failed.add(doc.id)
    }
    if (!list?.links?.next || items.length === 0) break
  }
  return failed
}
