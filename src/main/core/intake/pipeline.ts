import { unlink } from 'node:fs/promises'
import type { WatchedFolder } from '../../../shared/settingsSchema'
import { md5File } from '../checksum/md5'
import { isOutage, ServiceError } from '../client/errors'
import { notADocument } from '../../../shared/fileTypes'
import { RUNNABLE_STATES } from '../../../shared/intake'
import { isStorageError } from '../ledger/storageError'
import type { EntryPatch, LedgerEntry } from '../ledger/types'
import { cappedRetryAfterMs, fileRetryDelayMs } from '../queue/fileRetry'
import type { Lane } from '../queue/scheduler'
import { clockTime, isoAt } from '../time/clock'
import { contentTypeFor } from '../upload/contentType'
import { readHead } from '../upload/fileHead'
import { fileChangedError } from '../upload/fileErrors'
import type { SubmitResult } from '../upload/submitDocument'
import { snapshot, submitDocument, uploadBlob } from '../upload/uploadFile'
import { actionWarning, applyAfterUpload, type Outcome } from '../watch/afterUpload'
import type { FolderActionParts, IntakeContext, QuietParts } from './context'
import { emptyFilePatch } from './emptyFile'
import { holdsItsFile, isSentContent, sameStampVersion, versionAt } from './fileVersion'
import { priorityOf } from './entries'
import { asServiceError, isAbort, toIntakeError } from './errors'
import { contentKey } from './inflight'
import { nameForService } from '../files/rawName'
import { countRebuilt, isRebuiltDocument, REBUILT_NOTE } from './rebuild'

/** The file the bytes come from: the original, or the spooled copy of handed-over bytes. */
export function sourceOf(e: LedgerEntry): string | null {
  return e.meta?.spoolPath ?? e.path
}

/** The step an item needs next when it is (re)queued. */
export function laneFor(e: LedgerEntry): Lane {
  return e.md5 ? 'upload' : 'hash'
}

/** Quiet period for this item's file: its watched folder's, or the default. */
export function quietFor(ctx: QuietParts, e: LedgerEntry): number {
  const f = e.meta?.folderId ? ctx.folders.get(e.meta.folderId) : undefined
  return f?.quietMs ?? ctx.defaultQuietMs
}

/** What the hash step uses. */
type HashParts = FolderActionParts & Pick<IntakeContext, 'queuedState' | 'scheduler' | 'advance'>

/** What the upload step uses. */
type UploadParts = FolderActionParts &
  Pick<
    IntakeContext,
    | 'newVersion'
    | 'queuedState'
    | 'scheduler'
    | 'inflight'
    | 'bytesSent'
    | 'client'
    | 'progress'
    | 'clock'
    | 'follow'
    | 'advance'
  >

/** What deciding about a failure uses. */
type FailureParts = FolderActionParts &
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

/** What running a step uses: the one function given the whole IntakeContext. */
type StepParts = HashParts & UploadParts & FailureParts

/** Compile-time proof that the steps use every part of IntakeContext (none is carried idle). */
type Idle = Exclude<keyof IntakeContext, keyof StepParts>
const _noIdleParts: [Idle] extends [never] ? true : Idle = true
void _noIdleParts

/** Runs one scheduled step; failures are turned into retry, gate, or failed. */
export async function runStep(
  ctx: StepParts,
  lane: Lane,
  id: string,
  signal: AbortSignal
): Promise<void> {
  try {
    if (lane === 'hash') await hashStep(ctx, id, signal)
    else await uploadStep(ctx, id, signal)
  } catch (err) {
    handleFailure(ctx, id, err, signal)
  }
  if (lane === 'upload' && !signal.aborted) await checkVersionSent(ctx, id)
}

/**
 * After a create (made, refused, or left for a retry), the file is compared with the version
 * whose bytes went to storage: one saved again meanwhile is not what the document holds, and
 * gets an item of its own. The file's events are not taken while it is being sent, so this
 * look is what notices a change during the create or while it waits to be retried.
 */
async function checkVersionSent(
  ctx: Pick<IntakeContext, 'ledger' | 'newVersion' | 'isClosing'>,
  id: string
): Promise<void> {
  const e = ctx.ledger.get(id)
  if (!e || !e.path || e.meta?.spoolPath || (e.signedId === null && e.documentId === null)) return
  if (ctx.ledger.byPath(e.path)?.id !== id) return
  const now = await versionAt(e.path)
  // Gone: nothing new to send. Same stamp: the same bytes too (a same-stamp rewrite in place).
  if (now === null || (await isSentContent(e, e.path)) || ctx.isClosing()) return
  if (ctx.ledger.byPath(e.path)?.id === id) ctx.newVersion(id)
}

const RUNNABLE = new Set(RUNNABLE_STATES)

/**
 * Hashes the file, checks it did not change while being read, and either marks it a duplicate
 * of content already sent (no request at all: a renamed or moved file) or queues the upload.
 */
async function hashStep(ctx: HashParts, id: string, signal: AbortSignal): Promise<void> {
  const e0 = ctx.ledger.get(id)
  if (!e0 || !RUNNABLE.has(e0.state)) return
  const src = sourceOf(e0)
  if (!src) throw new Error('nothing to read')
  ctx.advance(id, { state: 'hashing', nextAttemptAt: null })
  const before = await snapshot(src, e0.name)
  const { md5, size } = await md5File(src, { signal })
  const after = await snapshot(src, e0.name)
  // Cancelled (or closing) while reading: write nothing over the cancellation.
  signal.throwIfAborted()
  if (after.size !== size || after.mtimeMs !== before.mtimeMs || after.ino !== before.ino) {
    throw fileChangedError(e0.name)
  }
  // The version hashed: what later checks and the folder's action compare the file with.
  const version = { size, mtimeMs: after.mtimeMs, meta: { ...e0.meta, ino: after.ino } }
  const empty = emptyFilePatch(size)
  if (empty) {
    ctx.set(id, { ...empty, ...version }, empty.lastError.message)
    await afterFinal(ctx, id, 'failed', empty.lastError.message)
    return
  }
  // Judged by its bytes before anything is sent: a zip or random bytes named .pdf never go.
  const refused = notADocument(e0.name, await readHead(src))
  if (refused) {
    ctx.set(id, { md5, ...version }, 'hashed')
    failItem(ctx, id, new ServiceError({ kind: 'not_a_document', message: refused }))
    return
  }
  if (await takeKnownContent(ctx, id, { md5, ...version })) return
  const e = ctx.set(id, { md5, ...version, state: ctx.queuedState() }, 'hashed')
  ctx.scheduler.enqueue('upload', id, priorityOf(e.origin))
}

/**
 * Marks the item a duplicate when another item already holds a document with its content (a
 * renamed or moved file, or a twin that was sent first): no request at all. True when it did.
 */
async function takeKnownContent(
  ctx: FolderActionParts,
  id: string,
  patch: EntryPatch & { md5: string }
): Promise<boolean> {
  const owner = ctx.ledger.byMd5(patch.md5)
  if (!owner || owner.itemId === id) return false
  const note = `Same content as "${owner.name ?? owner.documentId}", already sent`
  ctx.set(
    id,
    {
      ...patch,
      state: 'duplicate',
      lastError: null,
      nextAttemptAt: null,
      duplicateOf: { id: owner.documentId, name: owner.name }
    },
    note
  )
  await afterFinal(ctx, id, 'duplicate')
  return true
}

/**
 * Blob request and streamed PUT (skipped when a signed id survived a restart), then the create
 * request. The signed id and the create attempt are written before the create is sent, so a
 * crash right after it makes the next start create again and take the 409 as its own document.
 */
async function uploadStep(ctx: UploadParts, id: string, signal: AbortSignal): Promise<void> {
  const e0 = ctx.ledger.get(id)
  if (!e0 || !RUNNABLE.has(e0.state)) return
  if (!e0.md5) {
    ctx.scheduler.enqueue('hash', id, priorityOf(e0.origin))
    return
  }
  if (await takeKnownContent(ctx, id, { md5: e0.md5 })) return
  const key = contentKey(e0)!
  const first = ctx.inflight.claim(key, id)
  if (first !== null) {
    // A file with the same content is being sent: wait for its document instead of racing it.
    const twin = ctx.ledger.get(first)?.name ?? first
    if (e0.state !== ctx.queuedState()) {
      ctx.set(id, { state: ctx.queuedState(), nextAttemptAt: null }, `waiting for "${twin}"`)
    }
    return
  }
  const src = sourceOf(e0)
  if (!src) throw new Error('nothing to read')
  let signedId = e0.signedId
  const createAttempts = (e0.meta?.createAttempts ?? 0) + 1
  if (!signedId) {
    ctx.advance(id, { state: 'uploading', bytesSent: 0, nextAttemptAt: null })
    ctx.bytesSent.set(id, 0)
    const res = await uploadBlob(
      ctx.client,
      {
        path: src,
        name: e0.name,
        serviceName: nameForService(e0),
        contentType: contentTypeFor(e0.name),
        size: e0.size,
        md5: e0.md5,
        ...(e0.mtimeMs !== null ? { mtimeMs: e0.mtimeMs } : {})
      },
      {
        signal,
        onProgress: (sent) => {
          ctx.bytesSent.set(id, sent)
          ctx.progress(id)
        }
      }
    )
    signal.throwIfAborted()
    signedId = res.signedId
    ctx.set(id, { signedId, bytesSent: e0.size, meta: { ...e0.meta, createAttempts } })
    ctx.progress(id)
  } else {
    ctx.set(
      id,
      {
        state: 'uploading',
        bytesSent: e0.size,
        nextAttemptAt: null,
        meta: { ...e0.meta, createAttempts }
      },
      'creating the document (again)'
    )
  }
  ctx.bytesSent.delete(id)
  const res = await submitDocument(ctx.client, nameForService(e0), signedId, signal)
  if (signal.aborted) {
    // Cancelled after the service created the document: keep the id, not the state change.
    if (!ctx.isClosing() && res.kind === 'created') ctx.set(id, { documentId: res.documentId })
    return
  }
  const e = ctx.ledger.get(id)!
  const rebuilt =
    res.kind === 'duplicate' &&
    !ctx.ledger.holderOf(res.documentId) &&
    isRebuiltDocument(ctx.ledger, e, res.name)
  const ours = res.kind === 'created' || rebuilt || isOwnDocument(ctx, id, res, createAttempts)
  if (ours) {
    const followSince = isoAt(ctx.clock)
    ctx.set(
      id,
      {
        documentId: res.documentId,
        state: 'submitted',
        lastError: null,
        meta: { ...e.meta, followSince }
      },
      rebuilt ? REBUILT_NOTE : undefined
    )
    if (rebuilt) countRebuilt(ctx.ledger)
    ctx.follow(id)
    // The folder's action waits for the outcome of extraction (the follower applies it).
    await releaseSpool(ctx, id)
  } else {
    ctx.set(
      id,
      {
        state: 'duplicate',
        lastError: null,
        duplicateOf: { id: res.documentId, name: res.kind === 'duplicate' ? res.name : null }
      },
      'The service already holds this content'
    )
    await afterFinal(ctx, id, 'duplicate')
  }
}

/**
 * Whose document a 409 names. An item of this ledger that holds it: that item's (this one is its
 * duplicate). Held by none: this item's own when one of its earlier sends may have reached the
 * service (a crash after the send, an answer lost and the request sent again), since no other
 * item sends the same content while this one is in flight; else it came from elsewhere.
 */
function isOwnDocument(
  ctx: Pick<IntakeContext, 'ledger'>,
  id: string,
  res: Extract<SubmitResult, { kind: 'duplicate' }>,
  createAttempts: number
): boolean {
  const holder = ctx.ledger.holderOf(res.documentId)
  if (holder) return holder.id === id
  return createAttempts > 1 || res.resent
}

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
  if (isStorageError(err)) return
  const e = ctx.ledger.get(id)
  if (!e || isAbort(err, signal)) return
  const se = asServiceError(err, e.name)
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
    ctx.scheduler.enqueue('hash', id, priorityOf(next.origin))
    return
  }
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
export function failItem(
  ctx: FolderActionParts,
  id: string,
  se: ServiceError,
  attempts?: number
): void {
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

/** Removes the spooled copy of handed-over bytes once the service holds them. */
async function releaseSpool(ctx: Pick<IntakeContext, 'ledger'>, id: string): Promise<void> {
  const spoolPath = ctx.ledger.get(id)?.meta?.spoolPath
  if (spoolPath) await unlink(spoolPath).catch(() => undefined)
}

/**
 * What happens to the local file once the item is settled: the watched folder's action (keep,
 * move, delete; Failed and Duplicates folders), and removal of a spooled copy. Called on final
 * states only: 'done' once extracted, 'failed' for any failure (extraction failed and stalled
 * included). A failure here is logged, never turned into a failure of the item.
 */
export function afterFinal(
  ctx: FolderActionParts,
  id: string,
  outcome: Outcome,
  reason?: string
): Promise<void> {
  const work = applyFolderAction(ctx, id, outcome, reason)
  ctx.track(work)
  return work
}

async function applyFolderAction(
  ctx: Omit<FolderActionParts, 'track'>,
  id: string,
  outcome: Outcome,
  reason?: string
): Promise<void> {
  const e = ctx.ledger.get(id)
  if (!e) return
  let folder: WatchedFolder | undefined
  try {
    if (e.meta?.spoolPath && outcome !== 'failed') {
      await releaseSpool(ctx, id)
      return
    }
    folder = e.meta?.folderId ? ctx.folders.get(e.meta.folderId) : undefined
    if (!folder || !e.path || e.origin.kind !== 'watch') return
    if (!(await holdsItsFile((p) => ctx.ledger.byPath(p), e))) {
      // Saved again since it was sent (a corrected version, a writer that went on): that file is
      // a new version with its own item, and this item's action must not move or delete it.
      ctx.log(`"${e.name}" changed since it was sent: left where it is for its newer version`)
      await sameStampVersion(ctx, e)
      return
    }
    const where = await applyAfterUpload(folder, e.path, outcome, reason)
    // A move that works now takes away the warning of one that failed before.
    const cleared = e.warning ? { warning: null } : {}
    if ((where !== e.path || e.warning) && !ctx.isClosing()) {
      ctx.set(
        id,
        where === null ? cleared : { path: where, ...cleared },
        where === null ? 'file deleted' : where === e.path ? 'left in place' : `moved to ${where}`
      )
    }
  } catch (err) {
    ctx.log(
      `after-upload action for "${e.name}" failed: ${err instanceof Error ? err.message : String(err)}`
    )
    // The outcome stands, but the clerk must see that the file is not where it should be.
    if (folder && !ctx.isClosing()) {
      const warning = actionWarning(folder, outcome, err)
      ctx.set(id, { warning }, `not ${warning.kind === 'not_moved' ? 'moved' : 'deleted'}`)
    }
  }
}
