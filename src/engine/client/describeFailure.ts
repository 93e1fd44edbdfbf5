import type { ErrorObject } from '../../shared/service'
import { ServiceError } from './errors'
import { parseRetryAfter } from './retryAfter'
import { redactDeep, redactSecret } from './redact'
import { parseAnswer } from './answerJson'

export interface FailedResponse {
  status: number
  headers: Headers
  bodyText: string
  method: string
  url: string
  secret: string
}

interface ParsedErrors {
  detail?: string
  code?: string
  meta?: Record<string, unknown>
}

function parseErrorBody(text: string): ParsedErrors | null {
  let json: unknown
  try {
    // An error answer past the bounds is read as text: its status still says what happened.
    json = parseAnswer(text)
  } catch {
    return null
  }
  if (!json || typeof json !== 'object') return null
  const errors = (json as { errors?: unknown }).errors
  if (Array.isArray(errors) && errors.length > 0) {
    const list = errors.filter((e): e is ErrorObject => !!e && typeof e === 'object')
    const details = list.map((e) => e.detail ?? e.title).filter((d): d is string => !!d)
    const first = list[0] ?? {}
    return {
      detail: details.length ? details.join('; ') : undefined,
      code: first.code,
      meta: first.meta
    }
  }
  const error = (json as { error?: unknown }).error
  if (typeof error === 'string') return { detail: error }
  return {}
}

/** A one-line summary of a non-JSON body: the HTML <title>, or the start of the text. */
function summarizeText(text: string): string | undefined {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1]?.trim()
  if (title) return title
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return plain ? plain.slice(0, 200) : undefined
}

function where(method: string, url: string): string {
  return `${method} ${new URL(url).pathname}`
}

function withDetail(base: string, detail: string | undefined): string {
  return detail ? `${base}: ${detail.replace(/\.$/, '')}.` : `${base}.`
}

/**
 * Turns an HTTP error response into a ServiceError with a sentence a clerk understands.
 * Survives bodies that are not JSON (an HTML 404 page from a wrong base URL is the usual case).
 */
export function describeFailure(res: FailedResponse): ServiceError {
  const { status, method, url, secret } = res
  const parsed = parseErrorBody(res.bodyText)
  const rawDetail = parsed ? parsed.detail : summarizeText(res.bodyText)
  const detail = rawDetail === undefined ? undefined : redactSecret(rawDetail, secret)
  const meta = parsed?.meta ? redactDeep(parsed.meta, secret) : undefined
  const code = parsed?.code
  const common = { status, detail, code, meta }
  const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'))

  if (status === 401) {
    return new ServiceError({
      ...common,
      kind: 'auth',
      message: 'The service refused the API key (401). Check the API key you configured.'
    })
  }
  if (status === 403) {
    return new ServiceError({
      ...common,
      kind: 'forbidden',
      message: withDetail('The service does not allow this with the current API key (403)', detail)
    })
  }
  if (status === 404) {
    const message = parsed
      ? withDetail('The service could not find it (404)', detail)
      : `The service answered ${where(method, url)} with a web page instead of data (404). ` +
        'Check the configured service address; it usually ends in /v2.'
    return new ServiceError({ ...common, kind: 'not_found', message })
  }
  if (status === 409) {
    const name = meta?.existing_document_name
    const message =
      typeof name === 'string'
        ? `The service already has this file, as "${name}" (409).`
        : withDetail('The service already has this (409)', detail)
    return new ServiceError({ ...common, kind: 'duplicate', message })
  }
  if (status === 413) {
    return new ServiceError({
      ...common,
      kind: 'too_large',
      message: withDetail('The service refused the file as too large (413)', detail)
    })
  }
  if (status === 429) {
    const wait =
      retryAfterMs === undefined ? '' : ` and asked to wait ${Math.ceil(retryAfterMs / 1000)} s`
    return new ServiceError({
      ...common,
      kind: 'rate_limited',
      retryAfterMs,
      message: `The service is receiving too many requests (429)${wait}.`
    })
  }
  if (status >= 300 && status < 400) {
    const location = res.headers.get('location')
    const to = location ? ` to ${redactSecret(safeOrigin(location, url), secret)}` : ''
    return new ServiceError({
      ...common,
      kind: 'validation',
      message:
        `The service answered ${where(method, url)} with a redirect (${status})${to}, which ` +
        'Dropdock does not follow with the API key. Check the configured service address.'
    })
  }
  if (status >= 500) {
    return new ServiceError({
      ...common,
      kind: 'upstream',
      retryAfterMs: status === 503 ? retryAfterMs : undefined,
      message: withDetail(`The service failed to answer ${where(method, url)} (${status})`, detail)
    })
  }
  return new ServiceError({
    ...common,
    kind: 'validation',
    message: withDetail(`The service rejected the request (${status})`, detail)
  })
}

/** The origin a redirect points to (resolved against the request), never its path or query. */
function safeOrigin(location: string, base: string): string {
  try {
    return new URL(location, base).origin
  } catch {
    return 'an unreadable address'
  }
}

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  // The local socket of the embedded sandbox, while its process is started again.
  ENOENT: 'it is not running',
  ECONNRESET: 'the connection was reset',
  EPIPE: 'the connection was closed',
  BODY_LENGTH_MISMATCH: 'the file changed size while it was being sent',
  UND_ERR_SOCKET: 'the connection was closed',
  UND_ERR_CLOSED: 'the connection was closed',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'the connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
  CERT_HAS_EXPIRED: 'its certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its certificate is not trusted',
  SELF_SIGNED_CERT_IN_CHAIN: 'its certificate is not trusted',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its certificate is not trusted'
}

/** Network failures another try a moment later would not change: nobody listens, no such host, a certificate refused. */
const DEFINITE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ENOENT',
  'ENOTFOUND',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE'
])

/** A request that got no answer for a reason that may pass: a reset or dropped connection. */
export function isDroppedConnection(err: ServiceError): boolean {
  return err.kind === 'network' && !DEFINITE_NETWORK_CODES.has(err.code ?? '')
}

function causeOf(err: unknown): { code?: string; message?: string } {
  let cur: unknown = err
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i++) {
    const c = cur as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof c.code === 'string') return { code: c.code, message: String(c.message ?? '') }
    if (!c.cause) return { message: typeof c.message === 'string' ? c.message : undefined }
    cur = c.cause
  }
  return {}
}

/** A ServiceError for a request that never got an HTTP answer. */
export function describeNetworkFailure(err: unknown, url: string, secret: string): ServiceError {
  const origin = new URL(url).origin
  const { code, message } = causeOf(err)
  const reason =
    (code && NETWORK_REASONS[code]) ||
    (message === 'bad port'
      ? `port ${new URL(url).port} is reserved and may not be used`
      : message) ||
    'unknown network error'
  return new ServiceError({
    kind: 'network',
    code,
    detail: redactSecret(`${code ?? ''} ${message ?? ''}`.trim(), secret) || undefined,
    message: redactSecret(`Could not reach the service at ${origin}: ${reason}.`, secret)
  })
}

/** A ServiceError for a request that got no complete answer in time. */
export function describeTimeout(url: string, timeoutMs: number): ServiceError {
  const origin = new URL(url).origin
  const limit = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`
  return new ServiceError({
    kind: 'timeout',
    message: `The service at ${origin} did not answer within ${limit}.`
  })
}

/**
 * A ServiceError for an answer refused unread past SERVICE_ANSWER_LIMITS (`reason`: "larger
 * than 4 MiB", "nested deeper than 64 levels"); `status` when the refusal came after it.
 */
export function describeTooLarge(
  method: string,
  url: string,
  reason: string,
  status: number | null
): ServiceError {
  return new ServiceError({
    kind: 'answer_too_large',
    status,
    message: `The service's answer to ${where(method, url)} was too large (${reason}): Dropdock did not read it.`
  })
}

/** A ServiceError for a success status whose body is not the JSON the client expects. */
export function describeMalformed(
  status: number,
  method: string,
  url: string,
  bodyText: string,
  secret: string
): ServiceError {
  const excerpt = summarizeText(bodyText)
  return new ServiceError({
    kind: 'malformed',
    status,
    detail: excerpt ? redactSecret(excerpt, secret) : undefined,
    message: `The service sent an unreadable answer to ${where(method, url)} (${status}, not valid JSON).`
  })
}
