/**
 * The IPC boundary of the error taxonomy. Each boundary has one conversion, from the one before:
 * the service's answer becomes a ServiceError (core/client describeFailure and siblings), the
 * engine keeps an IntakeError of it (core/intake toIntakeError), a route's failure crosses to
 * the renderer as the IpcResult error made here (toIpcError), and the renderer reads that back
 * (renderer bridge toRendererError). The kinds are ERROR_KINDS in src/shared/intake.ts.
 */
import type { IntakeError } from '@shared/intake'
import { Failure } from '../../engine/failures/failure'
import { toIntakeError } from '../../engine/context/errors'
import { RouteError } from '../errors/routeError'
import { redactText } from '../logging/redact'

const FS_CODES: Record<string, string> = {
  ENOENT: 'The file or folder does not exist.',
  EACCES: 'Dropdock is not allowed to read or write there.',
  EPERM: 'Dropdock is not allowed to read or write there.',
  EISDIR: 'That is a folder, not a file.',
  ENOSPC: 'The disk is full.'
}

/**
 * Any value a route threw as the IpcResult error: a Failure as the engine records it
 * (kind, sentence, HTTP status and code in `detail`), a RouteError as it is, a file-system error
 * as a plain sentence, anything else a fault of Dropdock's own (kind `internal`) with the technical
 * text in `detail`. Every
 * string passes through `redact` so the API key cannot leak.
 */
export function toIpcError(err: unknown, redact: (text: string) => string): IntakeError {
  const out = classify(err)
  const result: IntakeError = { kind: out.kind, message: redact(out.message) }
  if (out.detail) result.detail = redact(out.detail)
  if (out.reason) result.reason = out.reason
  return result
}

/** Words a failure that an answer reports inside itself (a part the service did not give). */
export type DescribeFailure = (err: unknown) => IntakeError

/**
 * A DescribeFailure that words the failure as toIpcError() does, with the secrets `secrets()`
 * names redacted: the part of an answer that failed reads like a failed command.
 */
export function describeFailureWith(secrets: () => readonly string[]): DescribeFailure {
  return (err) => toIpcError(err, (text) => redactText(text, secrets()))
}

function classify(err: unknown): IntakeError {
  if (err instanceof Failure) return toIntakeError(err)
  if (err instanceof RouteError) {
    return {
      kind: err.kind,
      message: err.message,
      ...(err.detail ? { detail: err.detail } : {}),
      ...(err.reason ? { reason: err.reason } : {})
    }
  }
  const message = err instanceof Error ? err.message : String(err)
  const code = (err as { code?: unknown } | null)?.code
  if (typeof code === 'string' && FS_CODES[code]) {
    return { kind: 'file', message: FS_CODES[code], detail: message }
  }
  return { kind: 'internal', message: 'Dropdock could not finish that request.', detail: message }
}
