import type { ErrorKind } from '../../shared/intake'

export interface FailureInit {
  kind: ErrorKind
  message: string
  status?: number | null
  detail?: string
  code?: string
  retryAfterMs?: number
  transient?: boolean
  meta?: Record<string, unknown>
}

/**
 * Whether a failure of this kind may pass if the request is sent again later. Every kind is
 * decided here (a kind added to ERROR_KINDS fails to compile until it is); a 5xx status makes
 * any kind transient. A service that answers nonsense is treated like one that fails: it may pass.
 */
const TRANSIENT: Record<ErrorKind, boolean> = {
  auth: false,
  forbidden: false,
  validation: false,
  not_found: false,
  duplicate: false,
  rate_limited: true,
  upstream: true,
  network: true,
  timeout: true,
  // An answer cut short (a proxy or a dropped connection) is read whole on the next try; a
  // create whose answer was cut is then found by its 409.
  malformed: true,
  unexpected_answer: true,
  // Like nonsense: refused cheaply now, it may be an answer the service sends only this once.
  answer_too_large: true,
  // A fault of Dropdock's own does the same again on the next try.
  internal: false,
  file: false,
  checksum: false,
  too_large: false,
  not_a_document: false
}

/**
 * Whether a failure of this kind says the service cannot be reached or cannot take requests now
 * (down, overloaded, the network gone): one that passes when the service is back, so an item
 * whose retry steps are spent on it waits for the service instead of failing. A 5xx status is
 * one too. A service that answers, but wrongly, is not down: its items end once the steps are
 * spent.
 */
const OUTAGE: Record<ErrorKind, boolean> = {
  auth: false,
  forbidden: false,
  validation: false,
  not_found: false,
  duplicate: false,
  rate_limited: true,
  upstream: true,
  network: true,
  timeout: true,
  malformed: false,
  unexpected_answer: false,
  answer_too_large: false,
  internal: false,
  file: false,
  checksum: false,
  too_large: false,
  not_a_document: false
}

/**
 * Every failure the engine reports, whoever's fault it is: a kind the queue can act on (retry or
 * stop), a sentence a clerk understands, and the technical words in `detail` for "Copy error".
 * The service's are ServiceError (client/errors.ts), a local file's FileError
 * (files/fileErrors.ts), Dropdock's own `internal`, and a refusal of a command's input plain
 * Failures. Messages and details are redacted of the API key before they get here.
 */
export class Failure extends Error {
  readonly kind: ErrorKind
  readonly status: number | null
  readonly detail?: string
  readonly code?: string
  readonly retryAfterMs?: number
  readonly transient: boolean
  readonly meta?: Record<string, unknown>
  /** How many times the request was sent before this error was final. */
  attempts = 1

  constructor(init: FailureInit) {
    super(init.message)
    this.name = 'Failure'
    this.kind = init.kind
    this.status = init.status ?? null
    if (init.detail !== undefined) this.detail = init.detail
    if (init.code !== undefined) this.code = init.code
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs
    this.transient =
      init.transient ??
      (TRANSIENT[init.kind] ||
        (init.status !== undefined && init.status !== null && init.status >= 500))
    if (init.meta !== undefined) this.meta = init.meta
  }

  /** Plain data for logs, IPC and the ledger (Error's own fields do not survive JSON). */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      kind: this.kind,
      message: this.message,
      status: this.status,
      detail: this.detail,
      code: this.code,
      retryAfterMs: this.retryAfterMs,
      transient: this.transient,
      meta: this.meta,
      attempts: this.attempts
    }
  }
}

/** True when `err` says the service is out of reach for now (see OUTAGE). */
export function isOutage(err: Failure): boolean {
  return err.transient && (OUTAGE[err.kind] || (err.status !== null && err.status >= 500))
}

/** True when `err` is a Failure (of any party) of one of the given kinds. */
export function isFailure(err: unknown, ...kinds: ErrorKind[]): err is Failure {
  return err instanceof Failure && (kinds.length === 0 || kinds.includes(err.kind))
}

/** A fault of Dropdock's own (a bug): kind `internal`, the thrown text in `detail`. */
export function internalFailure(message: string, err: unknown): Failure {
  return new Failure({
    kind: 'internal',
    transient: false,
    message,
    detail: err instanceof Error ? `${err.name}: ${err.message}` : String(err)
  })
}
