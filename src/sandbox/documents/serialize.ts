import type {
  AnyResource,
  DocumentRelationships,
  DocumentRepresentationResource,
  DocumentResource
} from '../../shared/service'
import type { Account } from '../accounts'
import type { AccountStore } from '../store/store'
import { CONTAINERS, SHIPMENTS, type ContainerRecord, type ShipmentRecord } from '../seed/records'
import { badRequest } from '../http/errors'
import { containerResource, shipmentResource } from '../tracking/resources'
import {
  DOCUMENTS,
  REPRESENTATIONS,
  type DocumentRecord,
  type RepresentationRecord
} from './records'
import { API_PREFIX } from '../http/apiPrefix'
import {
  EMAIL_SUBMISSIONS,
  emailSubmissionResource,
  type EmailSubmissionRecord
} from '../email/records'

/** The single user of each sandbox account (documents are created by it). */
export function accountUserId(account: Account): string {
  return account.id.replace(/..$/, 'ff')
}

/** JSON:API resource of a document. */
export function documentResource(doc: DocumentRecord): DocumentResource {
  return {
    id: doc.id,
    type: 'document',
    attributes: {
      id: doc.id,
      name: doc.name,
      document_type: doc.document_type,
      document_type_manual: doc.document_type_manual,
      // The clerk's corrections as last saved, beside the manual type: what a client merges a
      // correction of its own into (the payload shows them over the service's own values).
      extracted_data_manual: doc.extracted_data_manual,
      classification_notes: doc.classification_notes,
      source: doc.source,
      file_name: doc.file_name,
      file_content_type: doc.file_content_type,
      file_size_bytes: doc.file_size_bytes,
      created_at: doc.created_at,
      updated_at: doc.updated_at
    },
    relationships: {
      account: { data: { id: doc.account_id, type: 'account' } },
      user: { data: { id: doc.user_id, type: 'user' } },
      email_submission: {
        data: doc.email_submission_id
          ? { id: doc.email_submission_id, type: 'email_submission' }
          : null
      },
      last_document_representation: {
        data: doc.representation_id
          ? { id: doc.representation_id, type: 'document_representation' }
          : null
      },
      shipments: { data: doc.shipment_ids.map((id) => ({ id, type: 'shipment' as const })) },
      cargos: { data: doc.container_ids.map((id) => ({ id, type: 'container' as const })) },
      ...packetRelationships(doc)
    },
    links: {
      self: `${API_PREFIX}/documents/${doc.id}`,
      download: `${API_PREFIX}/documents/${doc.id}/download_url`
    }
  }
}

/**
 * The sandbox's packet links (docs/packets.md): a packet names its parts with their pages, a
 * part its packet and its pages. Only a packet or a part carries them.
 */
function packetRelationships(doc: DocumentRecord): Partial<DocumentRelationships> {
  if (doc.split_from_id) {
    return {
      split_from: {
        data: { id: doc.split_from_id, type: 'document' },
        ...(doc.pages ? { meta: { pages: { ...doc.pages } } } : {})
      }
    }
  }
  if (doc.stage !== 'split') return {}
  return {
    split_documents: {
      data: (doc.parts ?? []).map((p) => ({
        id: p.id,
        type: 'document',
        meta: { pages: { ...p.pages } }
      }))
    }
  }
}

/** JSON:API resource of a representation (the manual data, when set, wins in the payload). */
export function representationResource(
  rep: RepresentationRecord,
  manual: Record<string, unknown> | null
): DocumentRepresentationResource {
  return {
    id: rep.id,
    type: 'document_representation',
    attributes: {
      schema_version: rep.schema_version,
      payload: manual ? { ...rep.payload, ...manual } : rep.payload,
      created_at: rep.created_at,
      updated_at: rep.updated_at
    }
  }
}

export const DOCUMENT_INCLUDES = [
  'shipments',
  'cargos',
  'account',
  'user',
  'last_document_representation',
  'email_submission',
  'split_documents',
  'split_from'
] as const

/** Parses `include` (comma list); an unknown name is a 400 naming it. */
export function parseInclude(raw: string | null): Set<string> {
  const names = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  for (const n of names) {
    if (!(DOCUMENT_INCLUDES as readonly string[]).includes(n)) {
      throw badRequest(`Unknown include '${n}'; allowed: ${DOCUMENT_INCLUDES.join(', ')}.`)
    }
  }
  return new Set(names)
}

/** The live documents a packet's `split_documents` or a part's `split_from` include names. */
function packetRelated(
  doc: DocumentRecord,
  include: Set<string>,
  store: AccountStore
): AnyResource[] {
  const ids = [
    ...(include.has('split_documents') ? (doc.parts ?? []).map((p) => p.id) : []),
    ...(include.has('split_from') && doc.split_from_id ? [doc.split_from_id] : [])
  ]
  const docs = store.collection<DocumentRecord>(DOCUMENTS)
  return ids
    .map((id) => docs.get(id))
    .filter((d): d is DocumentRecord => d !== undefined && !d.deleted_at)
    .map((d) => documentResource(d) as unknown as AnyResource)
}

/** The `included` array for documents, deduplicated, in a stable order. */
export function documentIncluded(
  docs: DocumentRecord[],
  include: Set<string>,
  account: Account,
  store: AccountStore
): AnyResource[] {
  const out = new Map<string, AnyResource>()
  const add = (r: AnyResource | undefined): void => {
    if (r && !out.has(`${r.type}:${r.id}`)) out.set(`${r.type}:${r.id}`, r)
  }
  const shipments = store.collection<ShipmentRecord>(SHIPMENTS)
  const containers = store.collection<ContainerRecord>(CONTAINERS)
  const reps = store.collection<RepresentationRecord>(REPRESENTATIONS)
  for (const doc of docs) {
    if (include.has('account')) {
      add({ id: account.id, type: 'account', attributes: { company_name: account.companyName } })
    }
    if (include.has('user')) {
      add({
        id: doc.user_id,
        type: 'user',
        attributes: { name: 'Sandbox User', email: 'clerk@sandbox.invalid' }
      })
    }
    if (include.has('shipments')) {
      for (const id of doc.shipment_ids) {
        const s = shipments.get(id)
        if (s) add(shipmentResource(s) as unknown as AnyResource)
      }
    }
    if (include.has('cargos')) {
      for (const id of doc.container_ids) {
        const c = containers.get(id)
        if (c) add(containerResource(c, shipments.get(c.shipmentId)) as unknown as AnyResource)
      }
    }
    if (include.has('email_submission') && doc.email_submission_id) {
      const email = store
        .collection<EmailSubmissionRecord>(EMAIL_SUBMISSIONS)
        .get(doc.email_submission_id)
      if (email) add(emailSubmissionResource(email) as unknown as AnyResource)
    }
    for (const related of packetRelated(doc, include, store)) add(related)
    if (include.has('last_document_representation') && doc.representation_id) {
      const rep = reps.get(doc.representation_id)
      if (rep) add(representationResource(rep, doc.extracted_data_manual) as unknown as AnyResource)
    }
  }
  return [...out.values()]
}
