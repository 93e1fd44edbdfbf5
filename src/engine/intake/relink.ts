import type { ServiceClient } from '../client/serviceClient'
import type { IntakeContext } from '../context/context'
import { AFTER_RELINK, documentItem, documentOf, refollow } from './documentActions'

/**
 * Asks the service to link the document to shipments and containers again (`POST
 * /documents/{id}/relink`), then follows it until the links are the relink's: the document's
 * `updated_at`, read before asking, has changed (see AFTER_RELINK). A relink the service did
 * not take is remembered on the item (`relinkDue`), across restarts, until one is taken: the
 * window offers it again, the CLI redoes it. With `partId`, one part of a packet is relinked.
 */
export async function relinkDocument(
  ctx: Pick<IntakeContext, 'ledger' | 'clock' | 'set' | 'follow'>,
  client: ServiceClient,
  id: string,
  partId?: string
): Promise<void> {
  const e = documentItem(ctx, id)
  const documentId = documentOf(e, partId)
  let updatedBefore: string | null = null
  try {
    // A part's change shows on the part, not on the packet followed: its polls settle it.
    if (partId === undefined) {
      const doc = await client.getDocument(documentId)
      const at = doc.data.attributes.updated_at
      updatedBefore = typeof at === 'string' ? at : null
    }
    await client.relink(documentId)
  } catch (err) {
    if (!e.relinkDue) ctx.set(id, { relinkDue: true }, 'relink not taken by the service')
    throw err
  }
  const asked = ctx.set(id, { relinkDue: false })
  refollow(ctx, asked, 'classified', 'relink requested', { ...AFTER_RELINK, updatedBefore })
}
