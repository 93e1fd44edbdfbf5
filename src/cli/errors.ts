import { Failure } from '../engine/failures/failure'
import { StateLockedError } from '../engine/ledger/stateLock'
import { StorageError } from '../storage/storageError'
import type { CliErrorKind } from '../shared/cliErrors'
import type { ErrorKind } from '../shared/intake'

/** An error of the CLI's own that ends a command: a wrong command line, a refusing disk… */
export class CliError extends Error {
  constructor(
    readonly kind: Exclude<CliErrorKind, 'internal'>,
    message: string
  ) {
    super(message)
    this.name = 'CliError'
  }
}

/** The error that ended a command, as the `--json` `error` event and the lines a person reads. */
export interface ErrorRecord {
  kind: CliErrorKind | ErrorKind
  message: string
  detail?: string
  status?: number | null
}

/** Kinds whose message already says all a person needs: their detail stays in --json only. */
const SAID_IN_THE_MESSAGE = new Set<string>(['network', 'timeout'])

/** What an error is to the CLI: its kind, its sentence, and the detail worth a second line. */
export function errorRecord(err: unknown): ErrorRecord {
  if (err instanceof Failure)
    return { kind: err.kind, message: err.message, detail: err.detail, status: err.status }
  if (err instanceof CliError) return { kind: err.kind, message: err.message }
  if (err instanceof StateLockedError)
    return {
      kind: 'locked',
      message: `${err.message} Run again with --wait-lock to wait until it is done.`
    }
  if (err instanceof StorageError) return { kind: 'storage', message: err.message }
  return { kind: 'internal', message: err instanceof Error ? err.message : String(err) }
}

/** The detail to print under the message for a person, or null when it would only repeat it. */
export function detailForPerson(e: ErrorRecord): string | null {
  if (!e.detail || SAID_IN_THE_MESSAGE.has(e.kind) || e.message.includes(e.detail)) return null
  return e.detail
}
