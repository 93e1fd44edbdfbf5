/**
 * Maps the service's document (with its included resources) to the DocumentDetail the detail
 * screen shows. Pure apart from the client calls for shipments the response did not include.
 */
import type { IntakeItem } from '@shared/intake'
import type {
  ContainerView,
  DetailGap,
  DocumentDetail,
  EmailSibling,
  ShipmentView
} from '@shared/views'
import type {
  AnyResource,
  ContainerResource,
  DocumentRepresentationAttributes,
  DocumentResource,
  EmailSubmissionAttributes,
  ShipmentResource
} from '@shared/service'
import type { ServiceClient } from '../../../engine/client/serviceClient'
import type { DescribeFailure } from '../routeError'

export const DETAIL_INCLUDE = [
  'last_document_representation',
  'shipments',
  'cargos',
  'email_submission'
] as const

/** A detail for an item the service does not know (yet), or could not give now (`gap`). */
export function localDetail(item: IntakeItem, gap: DetailGap | null): DocumentDetail {
  return {
    item,
    document: null,
    representation: null,
    shipments: [],
    containers: [],
    emailSubmission: null,
    emailSiblings: [],
    gap
  }
}

/** The other items that came with the same mail as `item` (none for a file not mailed). */
export function emailSiblingsOf(item: IntakeItem, items: readonly IntakeItem[]): EmailSibling[] {
  const origin = item.origin
  if (origin.kind !== 'email') return []
  return items
    .filter(
      (i) =>
        i.id !== item.id &&
        i.origin.kind === 'email' &&
        i.origin.submissionId === origin.submissionId
    )
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0))
    .map((i) => ({ itemId: i.id, name: i.name, state: i.state, documentType: i.documentType }))
}

/**
 * The email submission's attributes with every field the detail shows present: the answer's
 * schema lets the service leave out what it does not know.
 */
function emailView(attrs: Partial<EmailSubmissionAttributes>): EmailSubmissionAttributes {
  return {
    ...attrs,
    subject: attrs.subject ?? '',
    body_preview: attrs.body_preview ?? '',
    from: attrs.from ?? [],
    to: attrs.to ?? [],
    cc: attrs.cc ?? [],
    message_id: attrs.message_id ?? '',
    sent_at: attrs.sent_at ?? '',
    created_at: attrs.created_at ?? '',
    updated_at: attrs.updated_at ?? ''
  }
}

function findIncluded(
  included: AnyResource[],
  type: string,
  id: string | undefined
): AnyResource | null {
  if (!id) return null
  return included.find((r) => r.type === type && r.id === id) ?? null
}

/** Shipment resource → view with its deep link. */
export function shipmentView(
  r: ShipmentResource,
  client: Pick<ServiceClient, 'deepLink'>
): ShipmentView {
  return {
    id: r.id,
    attributes: r.attributes,
    containerIds: r.relationships?.containers?.data.map((c) => c.id) ?? [],
    webUrl: r.attributes.bill_of_lading_number
      ? client.deepLink(r.attributes.bill_of_lading_number)
      : null
  }
}

/** Container resource → view with its deep link. */
export function containerView(
  r: ContainerResource,
  client: Pick<ServiceClient, 'deepLink'>
): ContainerView {
  return {
    id: r.id,
    attributes: r.attributes,
    shipmentId: r.relationships?.shipment?.data?.id ?? null,
    webUrl: r.attributes.number ? client.deepLink(r.attributes.number) : null
  }
}

/** The full detail from GET /documents/{id}?include=… */
export async function buildDocumentDetail(
  item: IntakeItem,
  doc: { data: DocumentResource; included?: AnyResource[] },
  client: Pick<ServiceClient, 'deepLink' | 'getShipment'>,
  /** Words a linked shipment the service did not give. */
  describe: DescribeFailure,
  /** The inbox's items, to name the other attachments of a mailed document. */
  inbox: readonly IntakeItem[] = []
): Promise<DocumentDetail> {
  const included = doc.included ?? []
  const rel = doc.data.relationships
  const rep = findIncluded(
    included,
    'document_representation',
    rel?.last_document_representation?.data?.id
  )
  const repAttrs = rep?.attributes as unknown as
    (DocumentRepresentationAttributes & { extracted_data_manual?: unknown }) | undefined
  const email = findIncluded(included, 'email_submission', rel?.email_submission?.data?.id)

  const shipmentIds = rel?.shipments?.data.map((s) => s.id) ?? []
  const shipments: ShipmentView[] = []
  let gap: DetailGap | null = null
  for (const id of shipmentIds) {
    let found = findIncluded(included, 'shipment', id) as unknown as ShipmentResource | null
    if (!found) {
      try {
        found = (await client.getShipment(id)).data
      } catch (err) {
        gap ??= { part: 'shipments', error: describe(err) }
      }
    }
    if (found) shipments.push(shipmentView(found, client))
  }
  const containers = (rel?.cargos?.data ?? [])
    .map((c) => findIncluded(included, 'container', c.id) as unknown as ContainerResource | null)
    .filter((c): c is ContainerResource => c !== null)
    .map((c) => containerView(c, client))

  const manual = repAttrs?.extracted_data_manual
  return {
    item,
    document: doc.data.attributes,
    representation: repAttrs
      ? {
          schemaVersion: repAttrs.schema_version,
          payload: repAttrs.payload,
          // The service's word on the corrections when it gives one, else those sent from here.
          manual:
            manual && typeof manual === 'object'
              ? (manual as Record<string, unknown>)
              : (item.manual ?? null)
        }
      : null,
    shipments,
    containers,
    emailSubmission: email
      ? emailView(email.attributes as unknown as Partial<EmailSubmissionAttributes>)
      : null,
    emailSiblings: emailSiblingsOf(item, inbox),
    gap
  }
}
