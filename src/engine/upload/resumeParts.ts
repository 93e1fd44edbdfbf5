/**
 * A start after a crash between parts (docs/packets.md, "Cut before sending"): the item's file
 * is read once more as the version hashed, and its parts sent again from the journal's record:
 * a part with a document id is kept, one without is cut again (the same bytes) and created, the
 * service's 409 for its content taken as its document. A clerk's split then replaces the
 * service's one document of the file by them.
 */
import { isPartAtService } from '../../shared/split'
import type { LedgerEntry } from '../ledger/types'
import { placeOf } from '../context/entries'
import { fileChangedError } from '../files/fileErrors'
import { readForCut } from './readForCut'
import { replaceOriginal } from './replaceOriginal'
import { sendParts, type SendPartsContext } from './sendParts'

/** True when the entry records parts the client cut, some not yet created. */
export function hasPartsToSend(e: LedgerEntry): boolean {
  return !!e.parts?.some((p) => p.by === 'client' && !isPartAtService(p.sent))
}

/** Sends the parts of `id` not yet created, from the file's bytes as hashed. */
export async function resumeParts(
  ctx: SendPartsContext,
  id: string,
  signal: AbortSignal
): Promise<void> {
  const e = ctx.ledger.get(id)!
  const place = placeOf(e)
  if (!place) throw new Error('nothing to read')
  // Another version than the one cut (another MD5) is `changed`: its parts would not be those
  // recorded.
  const read = await readForCut(place, e.md5)
  if (!read.ok) throw fileChangedError(e.name)
  const ranges = e.parts!.map((p) => p.pages!)
  await sendParts(ctx, id, ranges, read.bytes, { signal })
  // A clerk's split: the one document goes once every part is there (replaceOriginal.ts).
  await replaceOriginal(ctx, id)
}
