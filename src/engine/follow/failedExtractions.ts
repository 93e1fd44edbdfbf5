import { ServiceError } from '../client/errors'
import type { ServiceClient } from '../client/serviceClient'
import { MAX_PAGE_SIZE } from '../../shared/service'

const EVENT = 'document.extraction_failed'
/** Pages read without `since`: the newest 2,000 notices of a history of any length. */
const MAX_PAGES = 20
/** Pages read back to `since`: bounds a read, far above what piles up between two reads. */
const MAX_PAGES_SINCE = 200

export interface FailedExtractions {
  /** Documents of the extraction_failed notifications read. */
  ids: Set<string>
  /** created_at of the newest notification read, or null. */
  newestAt: string | null
  /**
   * Everything back to `since` (or to the end of the list) was read, so `newestAt` can be the
   * next read's `since`. False when the page bound stopped the read first: the next read must
   * start from the same `since`, or the notices in between would never be read.
   */
  complete: boolean
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
  const out: FailedExtractions = { ids: new Set(), newestAt: null, complete: false }
  const sinceMs = since ? Date.parse(since) : Number.NaN
  let newestMs = Number.NEGATIVE_INFINITY
  const maxPages = since ? MAX_PAGES_SINCE : MAX_PAGES
  for (let page = 1; page <= maxPages; page++) {
    let list
    try {
      list = await client.listNotifications({ page, size: MAX_PAGE_SIZE, event: EVENT }, signal)
    } catch (err) {
      if (err instanceof ServiceError && (err.kind === 'not_found' || err.kind === 'forbidden'))
        return { ...out, complete: true }
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
    const first = Date.parse(items[0]?.attributes?.created_at)
    const last = Date.parse(items[items.length - 1]?.attributes?.created_at)
    if (!list?.links?.next || items.length === 0 || (first >= last && last < sinceMs)) {
      out.complete = true
      break
    }
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
