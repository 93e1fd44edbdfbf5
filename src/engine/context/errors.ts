import { FILE_REASONS, type FileReason, type IntakeError } from '../../shared/intake'
import { Failure, internalFailure } from '../failures/failure'
import { fileError } from '../files/fileErrors'

/**
 * Any failure of a step on the file `name` as a Failure: the service's and the file's pass
 * through, Node file errors (ENOENT, EISDIR, ELOOP…) become a FileError naming the file, and
 * anything else is a fault of Dropdock's own (kind 'internal').
 */
export function asFailure(err: unknown, name: string): Failure {
  if (err instanceof Failure) return err
  if (err && typeof (err as { code?: unknown }).code === 'string') return fileError(name, err)
  return internalFailure(`"${name}" could not be sent: something went wrong inside Dropdock.`, err)
}

/**
 * The engine's boundary: what the ledger and the clerk keep of a Failure (kind, its
 * sentence, and the HTTP status, code and server detail as `detail`). The IPC layer's
 * toIpcError() uses it too, so a failure reads the same in an item and in a command's answer.
 */
export function toIntakeError(err: Failure): IntakeError {
  const detail = [
    err.status !== null ? `HTTP ${err.status}` : null,
    err.code ? `code ${err.code}` : null,
    err.detail ?? null
  ]
    .filter((x): x is string => x !== null)
    .join(' · ')
  const out: IntakeError = { kind: err.kind, message: err.message }
  if (detail) out.detail = detail
  if (err.kind === 'file' && isFileReason(err.code)) out.reason = err.code
  return out
}

function isFileReason(code: string | undefined): code is FileReason {
  return (FILE_REASONS as readonly (string | undefined)[]).includes(code)
}

/** True for the error an aborted step throws (cancel, close). */
export function isAbort(err: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (err instanceof Error && err.name === 'AbortError')
}
