import { isServiceError } from '../client/errors'
import { DOCUMENT_INCLUDE, readProgress, type DocumentProgress } from './checkDocument'
import { readFailedExtractions } from './failedExtractions'
import type { LedgerEntry } from '../ledger/types'
import { cappedRetryAfterMs } from '../queue/fileRetry'
import type { IntakeContext } from '../context/context'
import { MAX_PAGE_SIZE } from '../../shared/service'

const FAILED_CACHE_MS = 5000
const MAX_FAILURES_KEPT = 100_000
const CLOCK_MARGIN_MS = 60_000
/** With this many documents followed, one list request answers for the recent ones. */
const BULK_MIN_FOLLOWED = 3
const BULK_CACHE_MS = 1000
/**
 * Pages one refresh may read: 1,000 documents, eight seconds of the fastest burst measured (125
 * documents a second). Older documents are looked at one by one.
 */
const BULK_MAX_PAGES = 10
/**
 * How far before the document asking a refresh reaches (by the service's created_at): polls come
 * due jittered (±20 %), not exactly in the order documents were submitted.
 */
const BULK_LOOKBACK_MS = 1000
/**
 * What the list pages of one refresh said of each document, by id: the progress only, not the
 * resources, so a burst's pages do not outlive the refresh that read them.
 */
export type DocView = Map<string, DocumentProgress>

/**
 * The service's lists that answer for many followed documents at once: the notifications of
 * failed extractions (the only place the service says so) and the newest documents' pages.
 */
export class FollowLists {
  /**
   * Failed extractions read so far, kept between reads: each read takes only the notifications
   * since the newest one seen, so a burst of failures cannot push a document's notice out of
   * the pages read before this follower looked at it.
   */
  private readonly failures = new Set<string>()
  private failuresSince: string | undefined
  private failuresRead: { at: number; done: Promise<Set<string>> } | null = null
  private bulk: { at: number; docs: Promise<DocView | null> } | null = null

  constructor(
    private readonly ctx: Pick<IntakeContext, 'clock' | 'client' | 'ledger' | 'retry'>,
    /** The documents followed now, by item id. */
    private readonly followed: () => ReadonlyMap<string, unknown>,
    /** The service answered 429: no poll before this monotonic time. */
    private readonly hold: (untilMonotonic: number) => void
  ) {}

  /** The documents whose extraction failed, read at most every FAILED_CACHE_MS. */
  failedIds(): Promise<Set<string>> {
    const now = this.ctx.clock.monotonic()
    if (!this.failuresRead || now - this.failuresRead.at > FAILED_CACHE_MS) {
      const done = readFailedExtractions(
        this.ctx.client,
        this.failuresSince ?? this.followedSince()
      )
        .then(({ ids, newestAt, complete }) => {
          if (complete && newestAt) this.failuresSince = newestAt
          for (const id of ids) this.failures.add(id)
          // Documents of other clients fail too; the oldest are dropped past the bound.
          for (const old of this.failures) {
            if (this.failures.size <= MAX_FAILURES_KEPT) break
            this.failures.delete(old)
          }
          return this.failures
        })
        .catch(() => this.failures)
      this.failuresRead = { at: now, done }
    }
    return this.failuresRead.done
  }

  /**
   * Before the first read of failures: when the earliest document followed now was handed to
   * the service (a minute earlier, for clocks that disagree), so that read reaches its notice
   * however many others came after it.
   */
  private followedSince(): string | undefined {
    let earliest = Number.POSITIVE_INFINITY
    for (const id of this.followed().keys()) {
      const e = this.ctx.ledger.get(id)
      const t = Date.parse(e?.meta?.followSince ?? e?.updatedAt ?? '')
      if (t < earliest) earliest = t
    }
    return Number.isFinite(earliest)
      ? new Date(earliest - CLOCK_MARGIN_MS).toISOString()
      : undefined
  }

  /**
   * When a shared list answers for this document: null to fetch it alone, a delay in ms to look
   * again at the next list refresh, or the list (taken after the document was submitted).
   * A burst of 100 fresh documents costs one request per round instead of 100 (the service
   * allows 100 requests a minute); documents not on the pages read are fetched one by one.
   */
  bulkFor(e: LedgerEntry): Promise<DocView | null> | number | null {
    if (this.followed().size < BULK_MIN_FOLLOWED) return null
    const now = this.ctx.clock.now()
    const since = Date.parse(e.meta?.followSince ?? e.createdAt)
    if (!this.bulk || now - this.bulk.at > BULK_CACHE_MS) {
      this.bulk = { at: now, docs: this.fetchRecent(e.documentId!) }
    } else if (this.bulk.at < since) {
      return this.bulk.at + BULK_CACHE_MS - now + 1
    }
    return this.bulk.docs
  }

  /**
   * The newest documents, page after page until the list reaches a second before the one asking
   * (the rest of this round was submitted after it, or about when it was), a page is not full,
   * or BULK_MAX_PAGES were read. Documents created meanwhile shift the list toward older pages:
   * pages overlap, never leave a gap. A page that fails keeps what earlier pages gave.
   */
  private async fetchRecent(untilId: string): Promise<DocView | null> {
    const view: DocView = new Map()
    let reachBack: number | null = null
    for (let page = 1; page <= BULK_MAX_PAGES; page++) {
      let list
      try {
        list = await this.ctx.client.listDocuments({
          size: MAX_PAGE_SIZE,
          page,
          include: [...DOCUMENT_INCLUDE],
          sort: '-created_at'
        })
      } catch (err) {
        if (isServiceError(err, 'rate_limited') && err.retryAfterMs !== undefined) {
          this.hold(
            this.ctx.clock.monotonic() + cappedRetryAfterMs(err.retryAfterMs, this.ctx.retry)!
          )
        }
        break
      }
      for (const d of list.data) {
        view.set(d.id, readProgress({ data: d, included: list.included }))
        const asking = d.id === untilId ? d.attributes.created_at : undefined
        if (reachBack === null && asking !== undefined) {
          reachBack = Date.parse(asking) - BULK_LOOKBACK_MS
        }
      }
      if (list.data.length < MAX_PAGE_SIZE) break
      // An answer without a readable time cannot say how far back it goes: stop there.
      const oldest = Date.parse(list.data.at(-1)?.attributes.created_at ?? '')
      if (reachBack !== null && !(oldest >= reachBack)) break
    }
    return view.size > 0 ? view : null
  }
}
