import type { ServiceWaitInfo } from '../../shared/intake'
import type { Follower } from '../follow/follower'
import type { Ledger } from '../ledger/ledger'
import type { Scheduler } from '../queue/scheduler'
import type { ServiceWait } from '../queue/serviceWait'

/** What knows when the service is tried next: the timed retries, the outage's check, following. */
export interface TryParts {
  ledger: Pick<Ledger, 'tally'>
  scheduler: Pick<Scheduler, 'nextRetryAt' | 'retryNow'>
  serviceWait: Pick<ServiceWait, 'nextCheckAt' | 'checkNow' | 'size'>
  follower: Pick<Follower, 'pollUnreachableNow'>
}

/**
 * When the service is tried next while files wait for it (`retrying`: a timed retry, or the
 * connection check of an outage), or null while none waits.
 */
export function waitingForService(
  p: Pick<TryParts, 'ledger' | 'scheduler' | 'serviceWait'>
): ServiceWaitInfo | null {
  const files = p.ledger.tally().byState.get('retrying') ?? 0
  if (files === 0) return null
  const due = [p.scheduler.nextRetryAt(), p.serviceWait.nextCheckAt()].filter(
    (t): t is number => t !== null
  )
  if (due.length === 0) return null
  return { nextTryAt: new Date(Math.min(...due)).toISOString(), files }
}

/**
 * Tries the service now for whatever waits for it (the clerk's "Try now"): timed retries are
 * queued at once (a Retry-After hold lifted), the outage's connection check runs, and documents
 * whose looks found the service out of reach are looked at. Returns how many files and documents
 * are tried.
 */
export function tryNow(p: TryParts): number {
  const waiting = p.serviceWait.size
  const retried = p.scheduler.retryNow().length
  const checked = p.serviceWait.checkNow() ? waiting : 0
  return retried + checked + p.follower.pollUnreachableNow()
}
