/**
 * A PDF from a folder that splits at separator sheets (docs/packets.md, "Separator sheets"):
 * its separator pages found (separators/detect), written on the entry, and the documents between
 * them sent as parts (./sendParts); separator pages are never sent. A PDF without a separator
 * is sent whole, as any other file.
 */
import { separatorRuleIn } from '../../shared/separators'
import { CUT_MAX_BYTES, separatorsLabel } from '../../shared/split'
import { placeOf } from '../context/entries'
import { Failure } from '../failures/failure'
import { detectSeparators } from '../separators/detect'
import { contentTypeFor } from './contentType'
import { failItem } from './failures'
import { readForCut } from './readForCut'
import { sendParts, type SendPartsContext } from './sendParts'
import type { FolderActionParts } from '../context/context'

/** What splitting at separator sheets uses. */
type SeparatorSplitParts = SendPartsContext & FolderActionParts

/** True when the item's folder rule cuts it at separator sheets and it is a PDF. */
function splitsAtSeparators(e: { origin: Parameters<typeof separatorRuleIn>[0]; name: string }) {
  return separatorRuleIn(e.origin) !== null && contentTypeFor(e.name) === 'application/pdf'
}

/**
 * Looks for the separator sheets of the item's PDF, in `bytes` (the one read's, when the file was
 * read whole) or else in the file read once more as the version hashed (./readForCut). True when the item was
 * taken care of here (sent as parts, or failed); false: no separator, send it whole.
 */
export async function splitAtSeparators(
  ctx: SeparatorSplitParts,
  id: string,
  bytes: Buffer | undefined,
  signal: AbortSignal
): Promise<boolean> {
  const e = ctx.ledger.get(id)!
  const rule = separatorRuleIn(e.origin)
  if (!rule || !splitsAtSeparators(e)) return false
  const refuse = (kind: 'file' | 'too_large', message: string): true => {
    failItem(ctx, id, new Failure({ kind, message }))
    return true
  }
  const tooLarge = (): true =>
    refuse(
      'too_large',
      `The PDF is larger than ${CUT_MAX_BYTES} bytes, the most Dropdock reads for separator sheets.`
    )
  if (e.size > CUT_MAX_BYTES) return tooLarge()
  // Read (hashing, as the file's other reads) while its pages are looked at.
  ctx.set(id, { state: 'hashing', nextAttemptAt: null }, 'looking for separator sheets')
  const read = bytes ? null : await readForCut(placeOf(e)!, e.md5)
  if (read && !read.ok) return tooLarge()
  const pdf = bytes ?? read!.bytes
  signal.throwIfAborted()
  const found = await detectSeparators(pdf, { text: rule.text, signal })
  signal.throwIfAborted()
  if (!found.ok) return refuse(found.failure === 'too_large' ? 'too_large' : 'file', found.reason)
  if (found.separators.length === 0) return false
  if (found.ranges.length === 0) {
    return refuse('file', 'The PDF holds only separator sheets and blank pages: nothing to send.')
  }
  ctx.set(
    id,
    { state: 'uploading', bytesSent: 0, separatorPages: found.separators },
    `${separatorsLabel(found.separators)}, not sent`
  )
  await sendParts(ctx, id, found.ranges, pdf, { signal })
  return true
}
