/**
 * The intake engine's view of one file, shared by the engine, the CLI, the Electron main process
 * and the renderer. States: docs/architecture.md. Type-only, plus constant tables.
 */

import type { ExtractedValues } from './corrections'
import type { Refusal } from './refusal'

/** Every state of a file, in lifecycle order (the inbox filter and the CLI summary list them so). */
export const FILE_STATES = [
  'waiting',
  'queued',
  'hashing',
  'uploading',
  'submitted',
  'classified',
  'extracted',
  'extraction_failed',
  'stalled',
  'duplicate',
  'empty',
  'failed',
  'retrying',
  'paused',
  'cancelled'
] as const

export type FileState = (typeof FILE_STATES)[number]

/** States after which the engine does nothing more on its own. */
export const FINAL_STATES: readonly FileState[] = [
  'extracted',
  'extraction_failed',
  'stalled',
  'duplicate',
  'empty',
  'failed',
  'cancelled'
]

/** Final states that count as success (CLI exit code 0). */
export const GOOD_FINAL_STATES: readonly FileState[] = ['extracted', 'duplicate']

const ATTENTION = [
  'failed',
  'extraction_failed',
  'stalled',
  'empty'
] as const satisfies readonly FileState[]

/** Final states where a clerk has to look (the inbox's "needs attention", failure notices). */
export const ATTENTION_STATES: readonly FileState[] = ATTENTION

const RETRYABLE = [
  'failed',
  'retrying',
  'cancelled',
  'stalled',
  'extraction_failed'
] as const satisfies readonly FileState[]

/**
 * States one item can be tried again from (IntakeService.retry, the detail's Retry button). An
 * item with a document is followed again (a stalled or failed extraction may still come in, or
 * was redone in the web app); one without is sent again from the start. An empty file stays out:
 * sent again, it is just as empty.
 */
export const RETRYABLE_STATES: readonly FileState[] = RETRYABLE

const FAILED = ['failed', 'extraction_failed', 'stalled'] as const satisfies readonly FileState[]

/**
 * Ended without success where trying again may help: what "Retry failed (N)" counts and retries
 * (unless acknowledged, see retriedByRetryFailed), and what a file given again unchanged is tried again for when asked (a drop, --retry-failed),
 * the way RETRYABLE_STATES says: followed again when it has a document, else sent again.
 */
export const FAILED_STATES: readonly FileState[] = FAILED

/** States in which the service already has the document and the engine follows it. */
export const FOLLOW_STATES: readonly FileState[] = ['submitted', 'classified']

/** States a step (hash, upload) may start from: waiting its turn, paused, or due to retry. */
export const RUNNABLE_STATES: readonly FileState[] = ['queued', 'paused', 'retrying']

/**
 * States an item holds only while an engine works on it (waiting its turn, being sent or
 * followed, due to retry): once that engine stopped, nothing moves it on until the next start
 * resumes it, and a state folder read without one shows such an item as interrupted. Paused is
 * not among them: it holds by the clerk's choice.
 */
export const IN_FLIGHT_STATES: readonly FileState[] = FILE_STATES.filter(
  (s) => !FINAL_STATES.includes(s) && s !== 'paused'
)

/** Earlier outcomes a file given again unchanged is sent again for without being asked. */
export const SEND_AGAIN_STATES: readonly FileState[] = ['cancelled']

/** Compile-time proof that every state of A is one of B (else the type names those that are not). */
type Within<A, B> = [Exclude<A, B>] extends [never] ? true : Exclude<A, B>
const groupsFit: [
  Within<(typeof FAILED)[number], (typeof RETRYABLE)[number]>,
  Within<(typeof FAILED)[number], (typeof ATTENTION)[number]>
] = [true, true]
void groupsFit

/**
 * Why a 0-byte file is refused, wherever it comes from (state `empty`). There is nothing to
 * classify, and every empty file has the same MD5: sent, the second would pass for a duplicate
 * of the first.
 */
export const EMPTY_FILE_REASON = 'the file is empty'

/**
 * Every kind of failure Dropdock names, written once: the service client, the engine's ledger,
 * the IPC envelope and the renderer all speak these. A table keyed by kind is typed
 * `Record<ErrorKind, …>`, so a kind added here fails to compile wherever it is not handled.
 */
export const ERROR_KINDS = [
  'auth',
  'forbidden',
  'validation',
  'not_found',
  'duplicate',
  'rate_limited',
  'upstream',
  'network',
  'timeout',
  'malformed',
  /** A success answer whose shape is not what the app reads (a field missing, a wrong type). */
  'unexpected_answer',
  'file',
  'checksum',
  'too_large',
  /** The file's bytes are not a document type the service reads (an archive, random bytes). */
  'not_a_document'
] as const

export type ErrorKind = (typeof ERROR_KINDS)[number]

export interface IntakeError {
  kind: ErrorKind
  /** One sentence a clerk understands. Never contains the API key. */
  message: string
  /** Technical detail for "Copy error" (server detail, status, code). */
  detail?: string
  /**
   * The service's own words on why it could not extract (its classification notes, cleaned and
   * bounded): shown to the clerk beside the explanation, unlike `detail`.
   */
  note?: string
}

export type ItemOrigin =
  | { kind: 'watch'; folder: string }
  | { kind: 'drop' }
  | { kind: 'bytes' }
  | { kind: 'cli' }
  /**
   * Mailed to the account's document alias: the service made the document from an attachment
   * (source `email`), so there is no local file. `submissionId` names the email submission that
   * brought it, which its sibling attachments share.
   */
  | { kind: 'email'; submissionId: string }

export interface StateChange {
  state: FileState
  at: string
  note?: string
}

export interface IntakeItem {
  id: string
  /**
   * The item's creation number in the ledger: each item created gets a larger one, kept across
   * restarts. The inbox lists newest first by it (files of one drop share `createdAt`).
   */
  seq: number
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
  /**
   * What the watched folder's action could not do once the outcome was reached (the file is
   * extracted, but could not be moved to Done/…). The outcome stands; shown beside it.
   */
  warning?: ItemWarning | null
  /**
   * The file's earlier path when it was renamed (or moved within its watched folder) before it
   * was sent: the same item goes on under the new name, nothing is counted failed.
   */
  renamedFrom?: string | null
  /** The service's own extracted values (flat), once extracted; the clerk's are in `manual`. */
  extracted?: ExtractedValues | null
  /** The schema version of that extraction: `<documentType>@<schemaVersion>` names the schema. */
  schemaVersion?: string | null
  /** The clerk's corrections by field, as sent in `extracted_data_manual`; null when none. */
  manual?: ExtractedValues | null
  /**
   * When the clerk acknowledged this problem (failed, empty…): it leaves "needs attention"
   * until the item changes state again (see isAcknowledged).
   */
  acknowledgedAt?: string | null
  /**
   * Removed from the inbox (by the clerk, or by retention): only an item event says so, so a
   * host can drop it; lists and counts no longer hold it.
   */
  removed?: boolean
}

/** True while the clerk's acknowledgement holds: set since the item's last change of state. */
export function isAcknowledged(item: Pick<IntakeItem, 'acknowledgedAt' | 'history'>): boolean {
  const last = item.history.at(-1)
  return !!item.acknowledgedAt && (!last || last.at <= item.acknowledgedAt)
}

/** Days after which done items leave the inbox (problems never, until acknowledged). */
export const RETENTION_DAYS_DEFAULT = 30

/** What a watched folder's action on a finished file could not do: move it, or delete it. */
export const ITEM_WARNING_KINDS = ['not_moved', 'not_deleted'] as const

export type ItemWarningKind = (typeof ITEM_WARNING_KINDS)[number]

export interface ItemWarning {
  kind: ItemWarningKind
  /** The subfolder it should have gone to (`Done`, `Failed`, `Duplicates`); null for a delete. */
  folder: string | null
  /** The system's words for the refusal ("EACCES: permission denied, link …"). */
  reason: string
  /** The system's code (EACCES, EEXIST, EXDEV…), when it gave one. */
  code: string | null
}

export interface IntakeCounts {
  total: number
  active: number
  done: number
  attention: number
  /**
   * Items in FAILED_STATES the clerk has not acknowledged: what "Retry failed (N)" counts and
   * retries (retriedByRetryFailed), never more than `attention`.
   */
  failed: number
  paused: boolean
  /** Items in each state (a state no item is in may be left out): the inbox's filter counts. */
  byState?: Partial<Record<FileState, number>>
}

/** The disk under Dropdock's own data refused a write: intake waits until it takes them again. */
export interface StorageProblem {
  /** One sentence naming the folder, e.g. "The disk holding Dropdock's data is full: PATH". */
  message: string
  /** The system's code: ENOSPC, EACCES, EROFS, EIO… */
  code: string
  path: string
}

/** Intake runs on a first start; after that a pause the clerk chose outlives a restart. */
export const INTAKE_PAUSED_DEFAULT = false

/** What a disk refusal means to a clerk, whatever the system's code for it. */
export type StorageKind = 'full' | 'denied' | 'readOnly' | 'io' | 'notFolder' | 'other'

/** The kind of a disk refusal by its system code (ENOSPC → full, EACCES → denied…). */
export function storageKind(code: string): StorageKind {
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return 'full'
    case 'EACCES':
    case 'EPERM':
      return 'denied'
    case 'EROFS':
      return 'readOnly'
    case 'EIO':
      return 'io'
    case 'ENOTDIR':
    case 'EEXIST':
      return 'notFolder'
    default:
      return 'other'
  }
}

/**
 * How a watched folder is: `watching` (its files are taken), `unreachable` (it cannot be read:
 * missing, unmounted, no permission; Dropdock looks again on its own every
 * FOLDER_RETRY_MS_DEFAULT) or `retrying` (it can be read again and its watch is starting).
 * A folder that cannot be read is never taken for an empty one.
 */
export const FOLDER_HEALTH_STATES = ['watching', 'unreachable', 'retrying'] as const

export type FolderHealthState = (typeof FOLDER_HEALTH_STATES)[number]

/** One watched folder's health, as the engine tells it on each change. */
export interface FolderHealth {
  path: string
  state: FolderHealthState
  /** While `unreachable`: one sentence naming the folder and why (the engine's English). */
  reason: string | null
  /** While `unreachable`: the system's code (ENOENT, EACCES, ENOTDIR…). */
  code: string | null
}

/**
 * What the engine says once, beyond any file's state, that a person watching it needs: the
 * service asked every file to wait (its Retry-After, said once per hold), the service answers
 * again after an outage, a quiet file is held because a program still writes it, a fault of
 * Dropdock's own (a listener or a step that threw; each sentence once). `message` is the engine's
 * English sentence; the app logs it, the CLI prints it as a note.
 */
export type EngineNotice =
  | { kind: 'service_wait'; until: string; message: string }
  | { kind: 'service_down'; until: string; message: string }
  | { kind: 'service_back'; files: number; message: string }
  | { kind: 'held_open'; name: string; message: string }
  | { kind: 'internal'; message: string }

/**
 * Files wait for the service before they are tried again (a retry after a failure, a connection
 * check during an outage): when the engine tries next. The CLI's bars and the window's banner say
 * it ("waiting for the service — next try 19:24"), with a way to try now.
 */
export interface ServiceWaitInfo {
  /** ISO time of the next try. */
  nextTryAt: string
  /** Files waiting for it (`retrying`). */
  files: number
}

/** How often a folder that cannot be reached is looked at again, and a watched one checked. */
export const FOLDER_RETRY_MS_DEFAULT = 5000

/** What an unreachable folder means to a clerk, whatever the system's code for it. */
export type FolderProblemKind = 'missing' | 'denied' | 'notFolder' | 'other'

/** The kind of a folder's problem by its system code (ENOENT → missing, EACCES → denied…). */
export function folderProblemKind(code: string | null): FolderProblemKind {
  switch (code) {
    case 'ENOENT':
      return 'missing'
    case 'EACCES':
    case 'EPERM':
      return 'denied'
    case 'ENOTDIR':
      return 'notFolder'
    default:
      return 'other'
  }
}

/** How far one upload has come: bytes sent of the file's size (the progress event's entries). */
export interface ItemProgress {
  id: string
  bytesSent: number
  size: number
}

/** What main made of dropped paths: how many it took, and each one it refused with why. */
export interface DropResult {
  accepted: number
  rejected: Refusal[]
}
