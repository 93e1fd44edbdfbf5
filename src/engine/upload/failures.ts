import type { IntakeError } from '../../shared/intake'
import { isOutage, type Failure } from '../failures/failure'
import { StorageError } from '../../storage/storageError'
import type { LedgerEntry } from '../ledger/types'
import { cappedRetryAfterMs, fileRetryDelayMs } from '../queue/fileRetry'
import { clockTime } from '../time/clock'
import { afterFinal } from '../after/afterFinal'
import type { FolderActionParts, IntakeContext, QuietParts } from '../context/context'
import { laneFor, priorityOf, quietFor, sourceOf } from '../context/entries'
import { asFailure, isAbort, toIntakeError } from '../context/errors'

/** What deciding about a failure uses. */
export type FailureParts = FolderActionParts &
  QuietParts &
  Pick<
    IntakeContext,
    | 'bytesSent'
    | 'gate'
    | 'queuedState'
    | 'scheduler'
    | 'clock'
    | 'retry'
    | 'random'
    | 'awaitService'
    | 'notice'
  >

/**
 * Decides what a failure means: back to the gate (file changed), hash again once (checksum
 * refused), retry later with backoff (transient, until the attempts run out), or failed.
 */
export function handleFailure(
  ctx: FailureParts,
  id: string,
  err: unknown,
  signal: AbortSignal
): void {
  ctx.bytesSent.delete(id)
  if (ctx.isClosing()) return
  // The ledger refused a write: the item stays as last written; intake picks it up again once
  // the disk takes writes (nothing is to be written about it now).
  if (err instanceof StorageError) return
  const e = ctx.ledger.get(id)
  if (!e || isAbort(err, signal)) return
  const se = asFailure(err, e.name)
  const lastError = toIntakeError(se)
  if (se.kind === 'file' && se.code === 'changed' && e.path) {
    ctx.set(
      id,
      {
        state: 'waiting',
        md5: null,
        signedId: null,
        bytesSent: 0,
        lastError,
        meta: { ...e.meta, createAttempts: 0 }
      },
      se.message
    )
    ctx.gate.observe(sourceOf(e)!, null, quietFor(ctx, e))
    return
  }
  if (se.kind === 'checksum' && !e.meta?.checksumRetried) {
    const next = ctx.set(
      id,
      {
        state: ctx.queuedState(),
        md5: null,
        signedId: null,
        lastError,
        // New bytes, new checksum: no create for them has been sent yet.
        meta: { ...e.meta, checksumRetried: true, createAttempts: 0 }
      },
      'The storage refused the checksum; hashing again'
    )
    ctx.scheduler.enqueue(laneFor(next), id, priorityOf(next.origin))
    return
  }
  retryOrWait(ctx, e, se, lastError)
}

/**
 * A failure retrying may fix: tried again after a backoff (obeying Retry-After, up to the
 * ceiling) until the steps are spent, then waiting for the service on an outage; otherwise the
 * item fails for good.
 */
function retryOrWait(ctx: FailureParts, e: LedgerEntry, se: Failure, lastError: IntakeError): void {
  const id = e.id
  const retryAfterMs = cappedRetryAfterMs(se.retryAfterMs, ctx.retry)
  if (se.kind === 'rate_limited' && retryAfterMs !== undefined) {
    const until = ctx.clock.now() + retryAfterMs
    if (ctx.scheduler.holdUntil(until)) {
      ctx.notice({
        kind: 'service_wait',
        until: new Date(until).toISOString(),
        message: `The service asked to wait; sending goes on at ${clockTime(until)}`
      })
    }
  }
  const attempts = e.attempts + 1
  if (se.transient && attempts < ctx.retry.maxAttempts) {
    const due = ctx.clock.now() + fileRetryDelayMs(attempts, ctx.retry, ctx.random, retryAfterMs)
    const next = ctx.set(
      id,
      { state: 'retrying', attempts, lastError, nextAttemptAt: new Date(due).toISOString() },
      se.message
    )
    ctx.scheduler.enqueueAt(laneFor(next), id, priorityOf(next.origin), due)
    return
  }
  if (isOutage(se)) {
    // Steps spent on a failure that passes once the service is back: wait for it, never fail.
    ctx.set(
      id,
      {
        state: 'retrying',
        attempts,
        lastError: { ...lastError, message: `${se.message} ${WAITING_FOR_SERVICE}` },
        nextAttemptAt: new Date(ctx.clock.now() + ctx.retry.capMs).toISOString()
      },
      WAITING_FOR_SERVICE
    )
    ctx.awaitService(id)
    return
  }
  failItem(ctx, id, se, attempts)
}

/** What an item says while it waits for the service to answer again. */
export const WAITING_FOR_SERVICE = 'Waiting for the service to answer again; it goes on by itself.'

/** Marks an item failed for good, with the reason, and applies the folder's failure action. */
export function failItem(ctx: FolderActionParts, id: string, se: Failure, attempts?: number): void {
  const e = ctx.ledger.get(id)
  if (!e) return
  const message =
    se.transient && attempts !== undefined
      ? `Gave up after ${attempts} attempts: ${se.message}`
      : se.message
  ctx.set(
    id,
    {
      state: 'failed',
      attempts: attempts ?? e.attempts,
      nextAttemptAt: null,
      lastError: { ...toIntakeError(se), message }
    },
    message
  )
  void afterFinal(ctx, id, 'failed', message)
}
