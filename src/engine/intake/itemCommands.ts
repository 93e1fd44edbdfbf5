import { RETRYABLE_STATES } from '../../shared/intake'
import type { EntryPatch } from '../ledger/types'
import type { ServiceWait } from '../queue/serviceWait'
import { isoAt } from '../time/clock'
import type { GateRunner } from '../watch/gateRunner'
import type { IntakeContext } from '../context/context'
import { isFinal, priorityOf } from '../context/entries'
import type { Follower } from '../follow/follower'
import { isRemoved } from './housekeeping'
import { laneFor } from '../context/entries'
import { hasPartsToSend } from '../upload/resumeParts'

/** What retrying, cancelling and going on after an outage use. */
export type ItemCommandParts = Pick<
  IntakeContext,
  'ledger' | 'clock' | 'scheduler' | 'set' | 'queuedState' | 'notice' | 'isClosing'
> & {
  serviceWait: Pick<ServiceWait, 'remove'>
  follower: Pick<Follower, 'start' | 'stop'>
  gate: Pick<GateRunner, 'forget'>
  setMany(changes: { id: string; patch: EntryPatch; note?: string }[]): void
  /** Runs work no caller waits for; false when the disk refused its write (already handled). */
  guard(fn: () => void): boolean
}

/**
 * Tries the items in RETRYABLE_STATES again now: one with a document is followed again, one
 * without (or with parts not yet at the service) is queued with fresh retry steps. Returns how
 * many were retried.
 */
export function retryItems(p: ItemCommandParts, ids: string[]): number {
  let count = 0
  for (const id of ids) {
    const e = p.ledger.get(id)
    if (!e || !RETRYABLE_STATES.includes(e.state) || isRemoved(e)) continue
    count++
    p.scheduler.cancel(id)
    p.serviceWait.remove(id)
    const reset = { attempts: 0, lastError: null, nextAttemptAt: null, warning: null }
    // Parts cut before sending that the service refused: only they are sent again, the others
    // stay (upload/resumeParts.ts), and the item is followed through all once they are.
    if (e.documentId && !hasPartsToSend(e)) {
      p.set(
        id,
        { ...reset, state: 'submitted', meta: { ...e.meta, followSince: isoAt(p.clock) } },
        'retry'
      )
      p.follower.start(id)
    } else {
      const next = p.set(id, { ...reset, state: p.queuedState(), duplicateOf: null }, 'retry')
      p.scheduler.enqueue(laneFor(next), id, priorityOf(next.origin))
    }
  }
  return count
}

/** Stops the items that are not finished (running steps are aborted); returns how many. */
export function cancelItems(p: ItemCommandParts, ids: string[]): number {
  let count = 0
  for (const id of ids) {
    const e = p.ledger.get(id)
    if (!e || isFinal(e.state)) continue
    count++
    p.set(id, { state: 'cancelled', nextAttemptAt: null }, 'cancelled by the user')
    p.scheduler.cancel(id)
    p.serviceWait.remove(id)
    p.follower.stop(id)
    if (e.path) p.gate.forget(e.path)
  }
  return count
}

/** The service answers again: the items that waited for it go on with fresh retry steps. */
export function serviceBack(p: ItemCommandParts, ids: string[]): void {
  if (p.isClosing()) return
  const back = ids.filter((id) => {
    const e = p.ledger.get(id)
    return e?.state === 'retrying' && p.scheduler.placeOf(id) === null
  })
  if (back.length === 0) return
  p.notice({
    kind: 'service_back',
    files: back.length,
    message: `The service answers again; ${back.length} file(s) go on`
  })
  p.guard(() =>
    p.setMany(
      back.map((id) => ({
        id,
        patch: { attempts: 0, nextAttemptAt: null },
        note: 'the service answers again'
      }))
    )
  )
  for (const id of back) {
    const e = p.ledger.get(id)!
    p.scheduler.enqueue(laneFor(e), id, priorityOf(e.origin))
  }
}

/** Moves every item in state `from` to `to` (pausing and resuming intake), noting why. */
export function moveAllIn(
  p: Pick<ItemCommandParts, 'ledger' | 'setMany'>,
  from: 'queued' | 'paused',
  to: 'queued' | 'paused',
  note: string
): void {
  p.setMany(p.ledger.idsIn([from]).map((id) => ({ id, patch: { state: to }, note })))
}
