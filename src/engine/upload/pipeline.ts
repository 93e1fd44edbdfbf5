import { Failure } from '../failures/failure'
import { notADocument } from '../../shared/fileTypes'
import { RUNNABLE_STATES } from '../../shared/intake'
import type { EntryPatch, LedgerEntry } from '../ledger/types'
import type { Lane } from '../queue/scheduler'
import { isoAt } from '../time/clock'
import { contentTypeFor } from './contentType'
import { RERUN_MIN_POLLS } from '../follow/checkDocument'
import type { SubmitResult } from './submitDocument'
import { submitDocument, uploadBlob } from './uploadFile'
import { readItem } from './readItem'
import { hasPartsToSend, resumeParts } from './resumeParts'
import { splitAtSeparators } from './separatorSplit'
import { afterFinal, releaseSpool } from '../after/afterFinal'
import type { FolderActionParts, IntakeContext } from '../context/context'
import { failItem, handleFailure, type FailureParts } from './failures'
import { emptyFilePatch } from '../context/emptyFile'
import { laneFor, placeOf, priorityOf } from '../context/entries'
import { contentKey } from '../context/inflight'
import { isSeenFile, lookAtItemFile } from '../files/itemFile'
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
    | 'changedOnItsWay'
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
    const e = ctx.ledger.get(id)
    if (lane === 'hash') await hashStep(ctx, id, signal)
    else if (e && hasPartsToSend(e)) await resumeParts(ctx, id, signal)
    else await uploadStep(ctx, id, signal)
  } catch (err) {
    handleFailure(ctx, id, err, signal)
  }
  if (lane === 'upload' && !signal.aborted) await checkVersionSent(ctx, id)
}

/**
 * After a create (made, refused, or left for a retry), the file is compared with the version
 * whose bytes went to storage: one saved again meanwhile is not what the document holds, and
 * gets an item of its own. A watched file's events are not acted on while it is being sent, only
 * noted (changedOnItsWay): it is looked at again when one came. A file handed over by path has
 * no events, so it is always looked at. The look is by identity and stamp (device, inode, size,
 * mtime), never a second read: the bytes sent were read once, from the version recorded.
 */
async function checkVersionSent(
  ctx: Pick<IntakeContext, 'ledger' | 'newVersion' | 'isClosing' | 'changedOnItsWay'>,
  id: string
): Promise<void> {
  const e = ctx.ledger.get(id)
  if (!e || !e.path || e.meta?.spoolPath || (e.signedId === null && e.documentId === null)) return
  if (ctx.ledger.byPath(e.path)?.id !== id) return
  if (!ctx.changedOnItsWay.delete(id) && e.origin.kind === 'watch') return
  const place = placeOf(e)!
  const now = await lookAtItemFile(place)
  // Gone, or a link now: nothing new to send. Still the version sent: nothing either.
  if (now === null || 'refused' in now || isSeenFile(place.seen, now) || ctx.isClosing()) return
  if (ctx.ledger.byPath(e.path)?.id === id) ctx.newVersion(id)
}

const RUNNABLE = new Set(RUNNABLE_STATES)

/** A file too large to be read whole, hashed ahead of its upload (see laneFor). */
async function hashStep(ctx: HashParts, id: string, signal: AbortSignal): Promise<void> {
  const e0 = ctx.ledger.get(id)
  if (!e0 || !RUNNABLE.has(e0.state)) return
  const read = await hashItem(ctx, e0, signal)
  if (!read) return
  const e = ctx.set(id, { ...read.patch, state: ctx.queuedState() }, 'hashed')
  ctx.scheduler.enqueue('upload', id, priorityOf(e.origin))
}

/**
 * The one read of the item's file (readItem), judged before anything is sent: an empty file, one
 * whose bytes are no document, and content already sent (a renamed or moved file: no request at
 * all) end the item here (null). Else its MD5 and the version read, and the bytes of a file read
 * whole: the ones sent.
 */
async function hashItem(
  ctx: HashParts,
  e0: LedgerEntry,
  signal: AbortSignal
): Promise<{ patch: EntryPatch & { md5: string }; bytes?: Buffer } | null> {
  const id = e0.id
  const place = placeOf(e0)
  if (!place) throw new Error('nothing to read')
  ctx.advance(id, { state: 'hashing', nextAttemptAt: null })
  const { md5, size, head, bytes, version: v } = await readItem(place, signal)
  // Cancelled (or closing) while reading: write nothing over the cancellation.
  signal.throwIfAborted()
  // The version read: what later checks and the folder's action compare the file with.
  const version = { size, mtimeMs: v.mtimeMs, meta: { ...e0.meta, dev: v.dev, ino: v.ino } }
  const empty = emptyFilePatch(size)
  if (empty) {
    ctx.set(id, { ...empty, ...version }, empty.lastError.message)
    await afterFinal(ctx, id, 'failed', empty.lastError.message)
    return null
  }
  // Judged by its bytes before anything is sent: a zip or random bytes named .pdf never go.
  const refused = notADocument(e0.name, head)
  if (refused) {
    ctx.set(id, { md5, ...version }, 'hashed')
    failItem(ctx, id, new Failure({ kind: 'not_a_document', message: refused }))
    return null
  }
  if (await takeKnownContent(ctx, id, { md5, ...version })) return null
  return { patch: { md5, ...version }, ...(bytes ? { bytes } : {}) }
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
 * The file read and hashed (when it was not yet: see laneFor), then the blob request and PUT
 * (skipped when a signed id survived a restart), then the create request. The signed id and the
 * create attempt are written before the create is sent, so a crash right after it makes the
 * next start create again and take the 409 as its own document.
 */
async function uploadStep(ctx: StepParts, id: string, signal: AbortSignal): Promise<void> {
  const e0 = ctx.ledger.get(id)
  if (!e0 || !RUNNABLE.has(e0.state)) return
  let bytes: Buffer | undefined
  if (!e0.md5) {
    if (laneFor(e0) === 'hash') {
      ctx.scheduler.enqueue('hash', id, priorityOf(e0.origin))
      return
    }
    const read = await hashItem(ctx, e0, signal)
    if (!read) return
    // Passing on to the send at once: written with the signed id.
    ctx.advance(id, read.patch)
    bytes = read.bytes
  } else if (await takeKnownContent(ctx, id, { md5: e0.md5 })) return
  const e1 = ctx.ledger.get(id)!
  const key = contentKey(e1)!
  const first = ctx.inflight.claim(key, id)
  if (first !== null) {
    // A file with the same content is being sent: wait for its document instead of racing it.
    const twin = ctx.ledger.get(first)?.name ?? first
    if (e1.state !== ctx.queuedState()) {
      ctx.set(id, { state: ctx.queuedState(), nextAttemptAt: null }, `waiting for "${twin}"`)
    }
    return
  }
  // A folder that splits at separator sheets: its PDF sent as the documents between them.
  if (!e1.signedId && (await splitAtSeparators(ctx, id, bytes, signal))) return
  const createAttempts = (e1.meta?.createAttempts ?? 0) + 1
  const signedId = await sendBytes(ctx, { ...e1, md5: e1.md5! }, bytes, createAttempts, signal)
  ctx.bytesSent.delete(id)
  await createDocument(ctx, id, signedId, createAttempts, signal)
}

/** The create request for the bytes in storage, and what its answer makes of the item. */
async function createDocument(
  ctx: UploadParts,
  id: string,
  signedId: string,
  createAttempts: number,
  signal: AbortSignal
): Promise<void> {
  const e0 = ctx.ledger.get(id)!
  const rule = e0.origin.kind === 'watch' ? e0.origin.type : undefined
  const res = await submitDocument(ctx.client, nameForService(e0), signedId, signal, rule)
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
    const typed = res.kind === 'created' ? typeAfterCreate(res) : {}
    ctx.set(
      id,
      {
        documentId: res.documentId,
        state: 'submitted',
        lastError: null,
        meta: { ...e.meta, followSince, ...typed.meta }
      },
      rebuilt ? REBUILT_NOTE : typed.note
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
 * The bytes to storage (blob request, PUT from the bytes read or from the file), or straight on
 * to the create with the signed id a restart kept; the signed id.
 */
async function sendBytes(
  ctx: UploadParts,
  e0: LedgerEntry & { md5: string },
  bytes: Buffer | undefined,
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
      // The bytes of the one read when it is this step's; else the file, opened once more as
      // the version hashed (a large file, a retry, a start after a crash).
      ...(bytes ? { bytes } : { file: placeOf(e0)! }),
      name: e0.name,
      serviceName: nameForService(e0),
      contentType: contentTypeFor(e0.name),
      size: e0.size,
      md5: e0.md5
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

/**
 * What setting the folder's type after the create leaves on the item: an extraction read before
 * it is stale (the follower waits for the new one), and a type the service did not take is said
 * in the item's history.
 */
function typeAfterCreate(res: SubmitResult & { kind: 'created' }): {
  meta?: { staleExtractedAt: string; followMinPolls: number }
  note?: string
} {
  if (res.typeRefused) return { note: `folder's type not set: ${res.typeRefused}` }
  const stale = res.typeSet?.staleExtractedAt
  return {
    ...(stale ? { meta: { staleExtractedAt: stale, followMinPolls: RERUN_MIN_POLLS } } : {}),
    ...(res.typeSet ? { note: "folder's type set after the create" } : {})
  }
}
