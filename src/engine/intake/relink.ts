import type { ServiceClient } from '../client/serviceClient'
import type { IntakeContext } from '../context/context'
import { AFTER_RELINK, documentItem, refollow } from './documentActions'

/**
 * Asks the service to link the document to shipments and containers again (`POST
 * /documents/{id}/relink`), then follows it until the links are the relink's: the document's
 * `updated_at`, read before asking, has changed (see AFTER_RELINK). A relink the service did
 * not take is remembered on the item (`relinkDue`), across restarts, until one is taken: the
 * window offers it again, the CLI redoes it.
 */
export async function relinkDocument(
  ctx: Pick<IntakeContext, 'ledger' | 'clock' | 'set' | 'follow'>,
  client: ServiceClient,
  id: string
): Promise<void> {
  const e = documentItem(ctx, id)
  let updatedBefore: string | null
  try {
    const doc = await client.getDocument(e.documentId)
    const at = doc.data.attributes.updated_at
    updatedBefore = typeof at === 'string' ? at : null
    await client.relink(e.documentId)
  } catch (err) {
    if (!e.relinkDue) ctx.set(id, { relinkDue: true }, 'relink not taken by the service')
    throw err
  }
  const asked = ctx.set(id, { relinkDue: false })
  refollow(ctx, asked, 'classified', 'relink requested', { ...AFTER_RELINK, updatedBefore })
}
