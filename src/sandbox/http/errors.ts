import type { ErrorObject } from '../../shared/service'

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  421: 'Misdirected Request',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  507: 'Insufficient Storage'
}

/** An error a handler throws to answer with the errors envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ErrorObject[],
    readonly headers: Record<string, string> = {}
  ) {
    super(errors[0]?.detail ?? `HTTP ${status}`)
  }

  /** Body as the service sends it: `{errors:[…]}`. */
  envelope(): { errors: ErrorObject[] } {
    return { errors: this.errors }
  }
}

/** Standard title of a status code. */
export function titleOf(status: number): string {
  return TITLES[status] ?? 'Error'
}

/** One error object with status and title filled from the code. */
export function httpError(
  status: number,
  detail: string,
  extra: Omit<ErrorObject, 'status' | 'detail'> = {}
): HttpError {
  return new HttpError(status, [
    { status: String(status), title: titleOf(status), detail, ...extra }
  ])
}

export const notFound = (detail: string): HttpError => httpError(404, detail)
export const forbidden = (detail: string): HttpError => httpError(403, detail)
export const badRequest = (detail: string): HttpError => httpError(400, detail)

/** 422 naming the offending field by JSON pointer (`/data/attributes/x`) or parameter. */
export function unprocessable(
  detail: string,
  where: { pointer?: string; parameter?: string } = {},
  code?: string
): HttpError {
  const source = where.pointer || where.parameter ? { source: where } : {}
  return httpError(422, detail, { ...source, ...(code ? { code } : {}) })
}

export const unauthorized = (): HttpError => httpError(401, 'Invalid or missing API token.')

/** 507: a change was not saved because the sandbox's disk refused it (full, read-only, broken). */
export const insufficientStorage = (detail: string): HttpError =>
  httpError(507, detail, { code: 'insufficient_storage' })
