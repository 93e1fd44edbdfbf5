/**
 * "Split into documents…" (docs/packets.md, "Split by the clerk"): a file the service took as
 * one document is cut into the clerk's page ranges, each sent as its own document (sendParts),
 * and the service's one document deleted once every part is there (replaceOriginal). Refused,
 * before anything is sent, for a file that is not a PDF, already has parts, has no document
 * yet, is still on its way, or is no longer the version hashed; and for ranges that are not the
 * PDF's pages, each once, in order.
 */
import type { FileState } from '../../shared/intake'
import { keptParts } from '../../shared/outcome'
import {
  SPLIT_FROM_STATES,
  isPdfName,
  splitRangesProblem,
  type PageRange,
  type SplitOutcome
} from '../../shared/split'
import type { ServiceClient } from '../client/serviceClient'
import type { FacadeParts } from '../context/context'
import { placeOf } from '../context/entries'
import { Failure } from '../failures/failure'
import type { LedgerEntry } from '../ledger/types'
import { cutPdf } from '../split/cutter'
import { readForCut } from '../upload/readForCut'
import { replaceOriginal } from '../upload/replaceOriginal'
import { sendParts } from '../upload/sendParts'
import { partsContext } from './splitCommands'

const SPLIT_FROM: readonly FileState[] = SPLIT_FROM_STATES

const PDF_MAGIC = '%PDF-'

/** A refusal of the clerk's split: kind `validation` (or `not_found`), code `split_<why>`. */
function refused(why: string, message: string, kind: 'validation' | 'not_found' = 'validation') {
  return new Failure({ kind, message, code: `split_${why}`, transient: false })
}

/** The entry, if it may be split now; else the refusal, thrown. */
function splittable(ctx: FacadeParts, id: string, ranges: PageRange[]): LedgerEntry {
  const e = ctx.ledger.get(id)
  if (!e || e.meta?.removedAt !== undefined) {
    throw refused('gone', 'This file is no longer in the inbox.', 'not_found')
  }
  const name = `"${e.name}"`
  if (!isPdfName(e.name)) throw refused('not_pdf', `${name} is not a PDF: only a PDF is split.`)
  if (keptParts(e.parts).length > 0) {
    throw refused('has_parts', `${name} is already several documents; it is not split again.`)
  }
  if (!e.documentId) throw refused('no_document', `${name} has no document at the service yet.`)
  if (!SPLIT_FROM.includes(e.state)) {
    throw refused('in_flight', `${name} is still on its way; split it once the service read it.`)
  }
  const problem = splitRangesProblem(ranges)
  if (problem) throw refused('ranges', problem)
  return e
}

/** The file's bytes as hashed, and its page count; refused when it is no PDF to cut. */
async function readPdf(e: LedgerEntry): Promise<{ bytes: Buffer; pageCount: number }> {
  const place = placeOf(e)
  if (!place) throw refused('no_file', `"${e.name}" has no file on this computer to split.`)
  const read = await readForCut(place, e.md5)
  if (!read.ok) throw refused('too_large', `"${e.name}" is too large to split here.`)
  if (read.bytes.subarray(0, PDF_MAGIC.length).toString('latin1') !== PDF_MAGIC) {
    throw refused('not_pdf', `"${e.name}" is not a PDF: only a PDF is split.`)
  }
  const counted = await cutPdf(read.bytes, [])
  if (!counted.ok) throw refused(counted.failure, counted.reason)
  return { bytes: read.bytes, pageCount: counted.pageCount }
}

/**
 * Splits the item `id` into `ranges`: the document it replaces recorded first (`meta.replaces`),
 * so a start after a crash goes on and deletes it then; deleted only once every part is at the
 * service. `busy` holds the items being split now: a second split of one is refused.
 */
export async function splitItem(
  ctx: FacadeParts,
  client: ServiceClient,
  busy: Set<string>,
  id: string,
  ranges: PageRange[]
): Promise<SplitOutcome & { kind: 'split' }> {
  const e0 = splittable(ctx, id, ranges)
  if (busy.has(id)) throw refused('in_flight', `"${e0.name}" is being split already.`)
  busy.add(id)
  try {
    const { bytes, pageCount } = await readPdf(e0)
    const problem = splitRangesProblem(ranges, pageCount)
    if (problem) throw refused('out_of_range', problem)
    const e = splittable(ctx, id, ranges)
    ctx.set(
      id,
      { meta: { ...e.meta, replaces: e.documentId! } },
      `split by the clerk into ${ranges.length} documents, replacing document ${e.documentId}`
    )
    const parts = partsContext(ctx, client)
    const sent = await sendParts(parts, id, ranges, bytes)
    if (!sent.ok) throw refused(sent.failure, sent.reason)
    const replaced = await replaceOriginal(parts, id)
    const { created, duplicates, failed } = sent
    return {
      kind: 'split',
      created: created.length,
      duplicates: duplicates.length,
      failed,
      replaced
    }
  } finally {
    busy.delete(id)
  }
}
