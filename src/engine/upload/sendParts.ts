/**
 * Sends one file as several documents, one per page range, cut by the client before sending
 * (docs/packets.md, "Cut before sending"). The parts, with their pages and MD5, are written to
 * the journal before any create and each document id right after its create, so a start after a
 * crash goes on: a part with an id is kept; one without is cut again (the same bytes) and
 * created, the service's 409 for its content taken as its document.
 */
import type { ItemPart } from '../../shared/intake'
import { isPartAtService, pagesLabel, partFileName, type PageRange } from '../../shared/split'
import { md5Bytes } from '../checksum/md5'
import type { IntakeContext } from '../context/context'
import { asFailure, toIntakeError } from '../context/errors'
import { isoAt } from '../time/clock'
import { submitDocument, uploadBlob } from './uploadFile'
import { cutPdf } from '../split/cutter'
import { checkPartHolder } from './partHolder'
import { withoutOriginal } from './replaceOriginal'

/** What sending the parts uses. */
export type SendPartsContext = Pick<IntakeContext, 'ledger' | 'client' | 'set' | 'follow' | 'clock'>

/** What became of each part, as the service answered. */
export type SendPartsResult =
  | { ok: true; created: string[]; duplicates: string[]; failed: PageRange[] }
  | { ok: false; failure: string; reason: string }

/** The client parts an entry already records for exactly these ranges and bytes, else null. */
function recordedParts(parts: ItemPart[] | null | undefined, md5s: string[], ranges: PageRange[]) {
  if (!parts || parts.length !== ranges.length) return null
  const same = parts.every(
    (p, i) =>
      p.by === 'client' &&
      p.md5 === md5s[i] &&
      p.pages?.first === ranges[i]!.first &&
      p.pages?.last === ranges[i]!.last
  )
  return same ? parts : null
}

function freshPart(r: PageRange, md5: string): ItemPart {
  const pages = { first: r.first, last: r.last }
  return {
    documentId: '',
    pages,
    documentType: null,
    state: 'queued',
    by: 'client',
    md5,
    sent: 'cut'
  }
}

/**
 * Cuts `bytes` (the file's bytes the engine read, never the file opened again) into `ranges`
 * and sends each part not yet created, in order; a part the service refuses leaves the others
 * standing. The item is then followed through every part's document.
 */
export async function sendParts(
  ctx: SendPartsContext,
  id: string,
  ranges: PageRange[],
  bytes: Uint8Array,
  opts: { signal?: AbortSignal } = {}
): Promise<SendPartsResult> {
  const e0 = ctx.ledger.get(id)
  if (!e0) throw new Error(`no item ${id}`)
  const cut = await cutPdf(bytes, ranges)
  if (!cut.ok) {
    const lastError = { kind: 'file' as const, message: cut.reason }
    ctx.set(id, { state: 'failed', lastError }, cut.reason)
    return { ok: false, failure: cut.failure, reason: cut.reason }
  }
  const md5s = cut.parts.map((p) => md5Bytes(p))
  const kept = recordedParts(e0.parts, md5s, ranges)
  let parts = kept ?? ranges.map((r, i) => freshPart(r, md5s[i]!))
  // A clerk's split: the file is its parts from here on, nothing of the document they replace.
  const drop = e0.meta?.replaces !== undefined ? withoutOriginal(e0) : null
  const note = [`cut into ${ranges.length} parts`, drop?.note].filter(Boolean).join('; ')
  // The file, its parts' pages and MD5s: written before the first create.
  ctx.set(id, { ...drop?.patch, state: 'uploading', parts, nextAttemptAt: null }, note)
  const type = e0.origin.kind === 'watch' ? e0.origin.type : undefined
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!
    if (isPartAtService(part.sent) && part.documentId) continue
    const src = { bytes: cut.parts[i]!, name: partFileName(e0.name, ranges[i]!), md5: md5s[i]! }
    const done = await sendPart(ctx.client, part, src, { kept: !!kept, type, signal: opts.signal })
    parts = parts.map((p, j) => (j === i ? done : p))
    ctx.set(id, { parts }, `${pagesLabel(ranges[i]!)}: ${partNote(done)}`)
  }
  return settle(ctx, id, parts)
}

/**
 * Sends one part (blob, then create) and says what became of it. A 409 names the document that
 * holds this part's content; it is taken as the part's only once that document is seen to hold
 * these very bytes (partHolder.ts). For a part the journal recorded before a crash that is most
 * likely its own create; on a first send it was there before this file, and is said so rather
 * than counted as created.
 */
async function sendPart(
  client: SendPartsContext['client'],
  part: ItemPart,
  src: { bytes: Uint8Array; name: string; md5: string },
  opts: { kept: boolean; type: string | undefined; signal: AbortSignal | undefined }
): Promise<ItemPart> {
  const { signal } = opts
  try {
    const blob = { ...src, contentType: 'application/pdf', size: src.bytes.byteLength }
    const { signedId } = await uploadBlob(client, blob, { signal })
    const res = await submitDocument(client, src.name, signedId, signal, opts.type)
    if (res.kind === 'duplicate') {
      await checkPartHolder(client, res.documentId, { md5: src.md5, size: blob.size }, signal)
    }
    const sent = res.kind === 'duplicate' && !opts.kept ? 'duplicate' : 'created'
    return { ...part, documentId: res.documentId, sent, state: 'submitted', error: null }
  } catch (err) {
    if (signal?.aborted) throw err
    const f = asFailure(err, src.name)
    return { ...part, sent: 'failed', state: 'failed', error: toIntakeError(f) }
  }
}

/** The history's word for a part once the service answered. */
function partNote(p: ItemPart): string {
  if (p.sent === 'duplicate') return `already at the service as document ${p.documentId}`
  return p.sent === 'failed' ? `not sent: ${p.error?.message ?? 'refused'}` : 'created'
}

/** The item after its parts were sent: followed through the created ones, failed pages said. */
function settle(ctx: SendPartsContext, id: string, parts: ItemPart[]): SendPartsResult {
  const created = parts.filter((p) => p.sent === 'created')
  const followed = parts.filter((p) => isPartAtService(p.sent))
  const failed = parts.filter((p) => p.sent === 'failed')
  const failedText = failed.map((p) => `${pagesLabel(p.pages!)}: ${p.error?.message}`).join('; ')
  const lastError = failed.length ? { kind: failed[0]!.error!.kind, message: failedText } : null
  if (followed.length === 0) {
    ctx.set(id, { state: 'failed', lastError }, failedText)
  } else {
    const e = ctx.ledger.get(id)!
    ctx.set(
      id,
      {
        state: 'submitted',
        documentId: e.documentId ?? followed[0]!.documentId,
        lastError,
        meta: { ...e.meta, followSince: isoAt(ctx.clock) }
      },
      failedText || undefined
    )
    ctx.follow(id)
  }
  return {
    ok: true,
    created: created.map((p) => p.documentId),
    duplicates: parts.filter((p) => p.sent === 'duplicate').map((p) => p.documentId),
    failed: failed.map((p) => p.pages!)
  }
}
