/**
 * The intake engine's view of one file, shared by the engine, the CLI, the Electron main process
 * and the renderer. States: docs/architecture.md. Type-only, plus constant tables.
 */

import type { ExtractedValues } from './corrections'
import type { ItemWarning } from './itemWarning'
import type { Refusal } from './refusal'
import type { PartMaker, PartSendState, SeparatorRecord } from './split'

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

/**
 * What a document came to for the clerk, beyond the file's state (outcomeOf in outcome.ts judges
 * one item): for the engine a document is done once the service has read it, for a clerk once it
 * sits on a shipment.
 */
export const OUTCOMES = [
  /** Not finished yet: on its way, followed, paused or due to be retried. */
  'working',
  /** Read, and linked to at least one shipment or container. */
  'linked',
  /** Read, but the service linked it to no shipment or container (its number is not tracked). */
  'needs_shipment',
  /** Recognised, but its data could not be read (no text, required fields not found). */
  'needs_data',
  /**
   * Read, but another document of its type with the same key numbers (an invoice's number and
   * supplier) and other bytes was taken in before it: the same paper scanned again?
   */
  'possible_duplicate',
  /** The same file was sent before: this entry points to that document. */
  'same_file',
  /** Not sent, or not finished by the service (failed, stalled, empty). */
  'failed',
  /** Taken out of intake by the clerk. */
  'cancelled'
] as const

export type Outcome = (typeof OUTCOMES)[number]

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
  /** An answer larger or deeper nested than any the service sends (SERVICE_ANSWER_LIMITS). */
  'answer_too_large',
  /** A fault of Dropdock's own (a bug), never the service's: the thrown text goes to `detail`. */
  'internal',
  'file',
  'checksum',
  'too_large',
  /** The file's bytes are not a document type the service reads (an archive, random bytes). */
  'not_a_document'
] as const

export type ErrorKind = (typeof ERROR_KINDS)[number]

/**
 * Why Dropdock did not read a file it had taken in (kind 'file'): what its name leads to was
 * changed into a link, the file itself (`link`) or a folder between the watched folder and it
 * (`folder_link`). A link can lead anywhere, to the clerk's own private files too (a colleague's
 * link to ~/.ssh renamed over a scan), so it is refused, never followed. The window words each
 * from its catalogs (`errors.reason`); the engine's English sentence says it for the CLI.
 */
export const FILE_REASONS = ['link', 'folder_link'] as const
export type FileReason = (typeof FILE_REASONS)[number]

export interface IntakeError {
  kind: ErrorKind
  /** One sentence a clerk understands. Never contains the API key. */
  message: string
  /** For kind 'file': the reason the window words more exactly than the kind. */
  reason?: FileReason
  /** Technical detail for "Copy error" (server detail, status, code). */
  detail?: string
  /**
   * The service's own words on why it could not extract (its classification notes, cleaned and
   * bounded): shown to the clerk beside the explanation, unlike `detail`.
   */
  note?: string
}

export type ItemOrigin =
  /** Its folder's rules when taken in: `type` (document type), `split` (none: the service's). */
  | { kind: 'watch'; folder: string; type?: string; split?: { mode: 'separators'; text: string } }
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

/**
 * One document a file was cut into (a packet's part): its pages (null when the service did not
 * say), its type and where it is (`submitted`, `classified`, `extracted`, `extraction_failed`).
 */
export interface ItemPart {
  documentId: string
  pages: { first: number; last: number } | null
  documentType: string | null
  state: FileState
  /** 'client': cut before sending (docs/packets.md), its MD5 (base64), send state, error. */
  by?: PartMaker
  md5?: string
  sent?: PartSendState
  error?: IntakeError | null
  /** Its own links and data as last seen (absent: judged by the file's, see partFacts). */
  shipmentNumbers?: string[]
  containerNumbers?: string[]
  extracted?: ExtractedValues | null
  /** The schema version of the part's extraction, and the clerk's corrections of its data. */
  schemaVersion?: string | null
  manual?: ExtractedValues | null
  /** Removed by the clerk, its document deleted (docs/packets.md): kept in the ledger only. */
  removed?: boolean
}

export interface IntakeItem extends SeparatorRecord {
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
  /**
   * The item taken in before this one that is the same document by its type and key numbers,
   * with other bytes (src/shared/possibleDuplicate.ts); null or absent when there is none.
   */
  possibleDuplicateOf?: { id: string; name: string } | null
  documentType: string | null
  shipmentNumbers: string[]
  containerNumbers: string[]
  history: StateChange[]
  createdAt: string
  updatedAt: string
  /** What the folder's action could not do once the outcome was reached (moved to Done/…). */
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
   * A reference number was corrected and the document not relinked on it since (the relink was
   * not asked yet, or the service refused it): the window offers it again, the CLI redoes it.
   */
  relinkDue?: boolean
  /** The service took the last relink but its document showed no change since: old links? */
  relinkUnseen?: boolean
  /**
   * "Track this number" tracked `number` and its request was still pending (or awaiting the
   * manifest) when the wait ran out: the engine looks at it again on its clock, across restarts,
   * and relinks the document once the number is tracked. Null or absent when nothing waits.
   */
  trackingPending?: { number: string; since: string } | null
  /** Why that request ended without a shipment to link to (the service's `failed_reason`). */
  trackingFailed?: { number: string; reason: string; at: string } | null
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
  /**
   * The documents the service cut this file into, in page order, once it said so (`documentId`
   * is then the packet, the upload's own document); absent or null for a file of one document.
   */
  parts?: ItemPart[] | null
}

/** The types of the documents a file became: each part's, else the file's own (null: none yet). */
export function documentTypesOf(
  item: Pick<IntakeItem, 'documentType' | 'parts'>
): (string | null)[] {
  return item.parts?.length ? item.parts.map((p) => p.documentType) : [item.documentType]
}

/** True while the clerk's acknowledgement holds: set since the item's last change of state. */
export function isAcknowledged(item: Pick<IntakeItem, 'acknowledgedAt' | 'history'>): boolean {
  // The history only when there is an acknowledgement to judge (a finished entry's is packed).
  if (!item.acknowledgedAt) return false
  const last = item.history.at(-1)
  return !last || last.at <= item.acknowledgedAt
}

/** Days after which done items leave the inbox (problems never, until acknowledged). */
export const RETENTION_DAYS_DEFAULT = 30

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
  /** Items of each outcome (one no item has may be left out): the inbox's outcome filters. */
  byOutcome?: Partial<Record<Outcome, number>>
}

/** Intake runs on a first start; after that a pause the clerk chose outlives a restart. */
export const INTAKE_PAUSED_DEFAULT = false

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
