/** The facade's commands that send an item as parts (docs/packets.md, "Cut before sending"). */
import type { PageRange } from '../../shared/split'
import type { ServiceClient } from '../client/serviceClient'
import type { FacadeParts } from '../context/context'
import { sendParts, type SendPartsContext, type SendPartsResult } from '../upload/sendParts'

export type { PageRange } from '../../shared/split'
export type { SendPartsResult } from '../upload/sendParts'

/** What sendParts needs, from the facade's parts. */
export function partsContext(ctx: FacadeParts, client: ServiceClient): SendPartsContext {
  return {
    ledger: ctx.ledger,
    clock: ctx.clock,
    client,
    set: (id, patch, note) => ctx.set(id, patch, note),
    follow: (id) => ctx.follow(id)
  }
}

/** Sends `bytes`, the item's PDF as read, as one document per range. */
export function sendItemParts(
  ctx: FacadeParts,
  client: ServiceClient,
  id: string,
  ranges: PageRange[],
  bytes: Uint8Array
): Promise<SendPartsResult> {
  return sendParts(partsContext(ctx, client), id, ranges, bytes)
}
