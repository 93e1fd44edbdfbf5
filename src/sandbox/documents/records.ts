import type { DocumentAttributes, PageRange } from '../../shared/service'

export const DOCUMENTS = 'documents'
export const REPRESENTATIONS = 'document_representations'
export const DOWNLOADS = 'downloads'

/**
 * Where a document is in the asynchronous pipeline (internal; not an API field). A packet is
 * `split`: its parts are processed, not it.
 */
export type ProcessingStage = 'classifying' | 'extracting' | 'done' | 'extraction_failed' | 'split'

/** A stored document: the API attributes plus the sandbox's own bookkeeping. */
export interface DocumentRecord extends DocumentAttributes {
  deleted_at: string | null
  account_id: string
  blob_id: string
  /** Base64 MD5 of the bytes (duplicate detection). */
  md5: string
  user_id: string
  email_submission_id: string | null
  representation_id: string | null
  extracted_data_manual: Record<string, unknown> | null
  shipment_ids: string[]
  container_ids: string[]
  stage: ProcessingStage
  /** Bumped by each reclassify/reextract/relink so stale async steps are dropped. */
  run: number
  /** A packet's parts with their pages, in page order (absent before a split, and on parts). */
  parts?: { id: string; pages: PageRange }[]
  /** A part's packet and its pages in the packet's file. */
  split_from_id?: string | null
  pages?: PageRange | null
}

/** The extracted data of a document at one schema version. */
export interface RepresentationRecord {
  id: string
  document_id: string
  schema_version: string
  payload: Record<string, unknown>
  created_at: string
  updated_at: string
}

/** A short-lived download token. */
export interface DownloadRecord {
  id: string
  accountId: string
  document_id: string
  expires_at: string
}
