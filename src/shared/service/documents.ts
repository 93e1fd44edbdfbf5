/** The direct upload, documents with their representations and mail submissions, document types and schemas. */
import type { ManyRelationship, Relationship, Resource, ResourceIdentifier } from './jsonApi'

export interface BlobRequest {
  blob: { filename: string; content_type: string; byte_size: number; checksum: string }
}

export interface BlobResponse {
  id: string
  key: string
  filename: string
  content_type: string
  metadata: Record<string, unknown>
  service_name: string
  byte_size: number
  checksum: string
  created_at: string
  signed_id: string
  direct_upload: {
    url: string
    headers: { 'Content-Type': string; 'Content-MD5': string; 'Content-Disposition': string }
  }
}

export type DocumentSource = 'upload' | 'api' | 'email' | 'split_document'

export interface DocumentAttributes {
  id: string
  name: string
  document_type: string | null
  document_type_manual: string | null
  /**
   * The corrections of the extracted data as last saved (`PATCH … extracted_data_manual`). The
   * interface does not list it; the sandbox shows it, and a client reads the payload without it.
   */
  extracted_data_manual?: Record<string, unknown> | null
  classification_notes: string | null
  source: DocumentSource
  file_name: string
  file_content_type: string
  file_size_bytes: number
  created_at: string
  updated_at: string
}

/** First and last page (from 1) of a document the service cut out of a packet. */
export interface PageRange {
  first: number
  last: number
}

/** A part of a packet, named by the packet with its pages. */
export interface PartIdentifier extends ResourceIdentifier<'document'> {
  meta?: { pages?: PageRange }
}

export interface DocumentRelationships {
  account: Relationship<'account'>
  user: Relationship<'user'>
  email_submission: Relationship<'email_submission'>
  last_document_representation: Relationship<'document_representation'>
  shipments: ManyRelationship<'shipment'>
  cargos: ManyRelationship<'container'>
  /**
   * The documents the service cut this upload into, with their pages (the sandbox's model of a
   * packet; the public description records no such link, so it may be absent).
   */
  split_documents?: { data: PartIdentifier[] }
  /** The packet a `split_document` came from, with its pages (the sandbox's model, likewise). */
  split_from?: { data: ResourceIdentifier<'document'> | null; meta?: { pages?: PageRange } }
}

export type DocumentResource = Resource<'document', DocumentAttributes, DocumentRelationships>

export interface DocumentRepresentationAttributes {
  schema_version: string
  payload: Record<string, unknown>
  created_at: string
  updated_at: string
}

export type DocumentRepresentationResource = Resource<
  'document_representation',
  DocumentRepresentationAttributes
>

export interface EmailSubmissionAttributes {
  subject: string
  body_preview: string
  from: string[]
  to: string[]
  cc: string[]
  message_id: string
  sent_at: string
  created_at: string
  updated_at: string
}

export type EmailSubmissionResource = Resource<'email_submission', EmailSubmissionAttributes>

export interface DocumentTypeOption {
  code: string
  label: string
}

export interface DocumentTypesResponse {
  document_types: DocumentTypeOption[]
}

export interface DocumentPatch {
  document_type_manual?: string | null
  extracted_data_manual?: Record<string, unknown> | null
}

export interface AcceptedResponse {
  status: 'accepted'
}

export interface DownloadUrlResponse {
  download_url: string
}

export interface DocumentSchemaAttributes {
  document_type: string
  label: string
  description: string
  schema_version: string
  full_version: string
  current: boolean
  draft: boolean
  active_at: string
  created_at: string
  updated_at: string
  schema_format: 'json_schema'
  schema_payload: JsonSchemaObject
}

export interface JsonSchemaProperty {
  type: string | string[]
  title?: string
  description?: string
  format?: string
  pattern?: string
  items?: JsonSchemaProperty | JsonSchemaObject
  properties?: Record<string, JsonSchemaProperty>
  required?: string[]
}

export interface JsonSchemaObject {
  $schema?: string
  title?: string
  type: 'object'
  properties: Record<string, JsonSchemaProperty>
  required: string[]
  /** Property order for display; JSON object key order is kept too. */
  propertyOrder?: string[]
}

export type DocumentSchemaResource = Resource<'document_schema', DocumentSchemaAttributes>
