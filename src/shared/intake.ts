/**
 * The intake engine's view of one file, shared by the engine, the CLI, the Electron main process
 * and the renderer. States: docs/architecture.md. Type-only, plus constant tables.
 */

export type FileState =
  | 'detected'
  | 'waiting'
  | 'queued'
  | 'hashing'
  | 'uploading'
  | 'submitted'
  | 'classified'
  | 'extracted'
  | 'extraction_failed'
  | 'stalled'
  | 'duplicate'
  | 'failed'
  | 'retrying'
  | 'paused'
  | 'cancelled'

/** States after which the engine does nothing more on its own. */
export const FINAL_STATES: readonly FileState[] = [
  'extracted',
  'extraction_failed',
  'stalled',
  'duplicate',
  'failed',
  'cancelled'
]

/** Final states that count as success (CLI exit code 0). */
export const GOOD_FINAL_STATES: readonly FileState[] = ['extracted', 'duplicate']

export type ErrorKind =
  | 'auth'
  | 'forbidden'
  | 'validation'
  | 'not_found'
  | 'duplicate'
  | 'rate_limited'
  | 'upstream'
  | 'network'
  | 'timeout'
  | 'malformed'
  | 'file'
  | 'checksum'
  | 'too_large'

export interface IntakeError {
  kind: ErrorKind
  /** One sentence a clerk understands. Never contains the API key. */
  message: string
  /** Technical detail for "Copy error" (server detail, status, code). */
  detail?: string
}

export type ItemOrigin =
  { kind: 'watch'; folder: string } | { kind: 'drop' } | { kind: 'bytes' } | { kind: 'cli' }

export interface StateChange {
  state: FileState
  at: string
  note?: string
}

export interface IntakeItem {
  id: string
  origin: ItemOrigin
  /** Absolute path on disk; null for bytes handed over without a file (mail attachments). */
  path: string | null
  name: string
  size: number
  mtimeMs: number | null
  /** Base64 of the binary MD5 digest, once hashed. */
  md5: string | null
  state: FileState
  bytesSent: number
  attempts: number
  lastError: IntakeError | null
  /** ISO time of the next automatic attempt while `retrying`. */
  nextAttemptAt: string | null
  signedId: string | null
  documentId: string | null
  duplicateOf: { id: string; name: string | null } | null
  documentType: string | null
  shipmentNumbers: string[]
  containerNumbers: string[]
  history: StateChange[]
  createdAt: string
  updatedAt: string
}

export interface IntakeCounts {
  total: number
  active: number
  done: number
  attention: number
  paused: boolean
}

/** Intake runs on a first start; after that a pause the clerk chose outlives a restart. */
export const INTAKE_PAUSED_DEFAULT = false
