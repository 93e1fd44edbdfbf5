import { FILE_REASONS, type FileReason, type IntakeError } from '../../shared/intake'
import { ServiceError } from '../client/errors'
import { fileError } from '../files/fileErrors'

/**
 * Any failure as a ServiceError: service errors pass through, Node file errors (ENOENT,
 * EISDIR, ELOOP…) become kind 'file' with a sentence naming the file.
 */
export function asServiceError(err: unknown, name: string): ServiceError {
  if (err instanceof ServiceError) return err
  if (err && typeof (err as { code?: unknown }).code === 'string') return fileError(name, err)
  return new ServiceError({
    kind: 'malformed',
    transient: false,
    message: `"${name}" could not be sent: ${err instanceof Error ? err.message : String(err)}`
  })
}

/**
 * The engine's boundary: what the ledger and the clerk keep of a ServiceError (kind, its
 * sentence, and the HTTP status, code and server detail as `detail`). The IPC layer's
 * toIpcError() uses it too, so a failure reads the same in an item and in a command's answer.
 */
export function toIntakeError(err: ServiceError): IntakeError {
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
