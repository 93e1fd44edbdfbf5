import { md5File } from '../checksum/md5'
import { ServiceError } from '../client/errors'
import { notADocument } from '../../shared/fileTypes'
import { RUNNABLE_STATES } from '../../shared/intake'
import type { EntryPatch, LedgerEntry } from '../ledger/types'
import type { Lane } from '../queue/scheduler'
import { isoAt } from '../time/clock'
import { contentTypeFor } from './contentType'
import { readHead } from './fileHead'
import { fileChangedError } from '../files/fileErrors'
import type { SubmitResult } from './submitDocument'
import { snapshot, submitDocument, uploadBlob } from './uploadFile'
import { afterFinal, releaseSpool } from '../after/afterFinal'
import type { FolderActionParts, IntakeContext } from '../context/context'
import { failItem, handleFailure, type FailureParts } from './failures'
import { emptyFilePatch } from '../context/emptyFile'
import { isSentContent, versionAt } from '../after/fileVersion'
import { priorityOf, sourceOf } from '../context/entries'
import { contentKey } from '../context/inflight'
import { nameForService } from '../files/rawName'
import { countRebuilt, isRebuiltDocument, REBUILT_NOTE } from './rebuild'

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
  const createAttempts = (e0.meta?.createAttempts ?? 0) + 1
  const signedId = await sendBytes(ctx, { ...e0, md5: e0.md5 }, src, createAttempts, signal)
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
 * The bytes to storage (blob request, streamed PUT), or straight on to the create with the
 * signed id a restart kept; the signed id.
 */
async function sendBytes(
  ctx: UploadParts,
  e0: LedgerEntry & { md5: string },
  src: string,
  createAttempts: number,
  signal: AbortSignal
): Promise<string> {
  const id = e0.id
  if (e0.signedId) {
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
    return e0.signedId
  }
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
  ctx.set(id, { signedId: res.signedId, bytesSent: e0.size, meta: { ...e0.meta, createAttempts } })
  ctx.progress(id)
  return res.signedId
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
