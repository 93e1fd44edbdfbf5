import type { ErrorKind, IntakeError } from '@shared/intake'

/**
 * A refusal or failure a route wants the renderer to show as is: a kind the UI can act on and
 * a sentence a clerk understands. Thrown by routes; turned into an IpcResult error by handle().
 */
export class RouteError extends Error {
  readonly kind: ErrorKind
  readonly detail?: string
  constructor(kind: ErrorKind, message: string, detail?: string) {
    super(message)
    this.name = 'RouteError'
    this.kind = kind
    if (detail !== undefined) this.detail = detail
  }
}

const KINDS: ReadonlySet<string> = new Set<ErrorKind>([
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
  'unexpected_answer',
  'file',
  'checksum',
  'too_large'
])

const FS_CODES: Record<string, string> = {
  ENOENT: 'The file or folder does not exist.',
  EACCES: 'Dropdock is not allowed to read or write there.',
  EPERM: 'Dropdock is not allowed to read or write there.',
  EISDIR: 'That is a folder, not a file.',
  ENOSPC: 'The disk is full.'
}

/**
 * Any thrown value as the IntakeError the bridge carries: known kinds keep their message,
 * file-system errors get a plain sentence, anything else a generic one with the technical
 * text in `detail`. Every string passes through `redact` so the API key cannot leak.
 */
export function toIntakeError(err: unknown, redact: (text: string) => string): IntakeError {
  const out = classify(err)
  const result: IntakeError = { kind: out.kind, message: redact(out.message) }
  if (out.detail) result.detail = redact(out.detail)
  return result
}

function classify(err: unknown): IntakeError {
  if (err && typeof err === 'object') {
    const e = err as { kind?: unknown; message?: unknown; detail?: unknown; code?: unknown }
    const message = typeof e.message === 'string' ? e.message : String(err)
    const detail = typeof e.detail === 'string' ? e.detail : undefined
    if (typeof e.kind === 'string' && KINDS.has(e.kind)) {
      return { kind: e.kind as ErrorKind, message, ...(detail ? { detail } : {}) }
    }
    if (typeof e.code === 'string' && FS_CODES[e.code]) {
      return { kind: 'file', message: FS_CODES[e.code], detail: message }
    }
    return { kind: 'upstream', message: 'Dropdock could not finish that request.', detail: message }
  }
  return {
    kind: 'upstream',
    message: 'Dropdock could not finish that request.',
    detail: String(err)
  }
}
