import { ServiceError } from './errors'
import { parseAnswer, tooLargeReason } from './answerJson'
import {
  describeFailure,
  describeMalformed,
  describeNetworkFailure,
  describeTimeout,
  describeTooLarge
} from './describeFailure'
import { requestRetryDelayMs, type RetryPolicy } from './requestRetry'
import type { Transport } from './transport'

export interface HttpContext {
  apiKey: string
  timeoutMs: number
  transport: Transport
  /** ServiceConfig.socketPath: where every request goes, when set. */
  socketPath?: () => string
  userAgent: string
  retry: RetryPolicy
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>
  random: () => number
}

export interface CallOptions {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  url: string
  body?: unknown
  /** JSON:API (`application/vnd.api+json`) unless the endpoint takes plain JSON. */
  contentType?: string
  /** Whether a transient failure may be retried: only for requests that are safe to repeat. */
  idempotent?: boolean
  /** Which failures are retried instead (default: transient ones, as `idempotent` allows). */
  retryIf?: (err: ServiceError) => boolean
  signal?: AbortSignal
}

export interface CallResult<T> {
  status: number
  body: T
  headers: Headers
  attempts: number
}

const ACCEPT = 'application/vnd.api+json, application/json;q=0.9'

/**
 * A signal that aborts on the caller's abort or after `ms`, with its timer and listener gone once
 * `done()` is called: AbortSignal.timeout() would keep a timer (and AbortSignal.any a dependent
 * signal) alive for the whole timeout after every request, thousands of them in a burst.
 */
function requestSignal(
  ms: number,
  parent: AbortSignal | undefined
): { signal: AbortSignal; timedOut(): boolean; done(): void } {
  const ctrl = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    ctrl.abort(new DOMException('The request timed out.', 'TimeoutError'))
  }, ms)
  const onAbort = (): void => ctrl.abort(parent?.reason)
  if (parent?.aborted) onAbort()
  else parent?.addEventListener('abort', onAbort, { once: true })
  return {
    signal: ctrl.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer)
      parent?.removeEventListener('abort', onAbort)
    }
  }
}

async function once<T>(ctx: HttpContext, opts: CallOptions): Promise<CallResult<T>> {
  const guard = requestSignal(ctx.timeoutMs, opts.signal)
  try {
    return await send<T>(ctx, opts, guard.signal, guard.timedOut)
  } finally {
    guard.done()
  }
}

async function send<T>(
  ctx: HttpContext,
  opts: CallOptions,
  signal: AbortSignal,
  timedOut: () => boolean
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {
    Accept: ACCEPT,
    Authorization: `Token ${ctx.apiKey}`,
    'User-Agent': ctx.userAgent
  }
  let payload: string | undefined
  if (opts.body !== undefined) {
    headers['Content-Type'] = opts.contentType ?? 'application/vnd.api+json'
    payload = JSON.stringify(opts.body)
  }
  let status: number
  let resHeaders: Headers
  let text: string
  try {
    const res = await ctx.transport({
      method: opts.method,
      url: opts.url,
      headers,
      body: payload,
      signal,
      socketPath: ctx.socketPath?.()
    })
    status = res.status
    resHeaders = res.headers
    text = res.text
  } catch (err) {
    if (opts.signal?.aborted) throw opts.signal.reason
    if (timedOut()) throw describeTimeout(opts.url, ctx.timeoutMs)
    const tooLarge = tooLargeReason(err)
    if (tooLarge !== null) throw describeTooLarge(opts.method, opts.url, tooLarge, null)
    throw describeNetworkFailure(err, opts.url, ctx.apiKey)
  }
  if (status < 200 || status >= 300) {
    throw describeFailure({
      status,
      headers: resHeaders,
      bodyText: text,
      method: opts.method,
      url: opts.url,
      secret: ctx.apiKey
    })
  }
  if (text.trim() === '') return { status, headers: resHeaders, body: undefined as T, attempts: 1 }
  try {
    return { status, headers: resHeaders, body: parseAnswer(text) as T, attempts: 1 }
  } catch (err) {
    const tooLarge = tooLargeReason(err)
    if (tooLarge !== null) throw describeTooLarge(opts.method, opts.url, tooLarge, status)
    throw describeMalformed(status, opts.method, opts.url, text, ctx.apiKey)
  }
}

/** 429 means the server refused without acting, so repeating is safe whatever the method. */
function mayRetry(err: ServiceError, idempotent: boolean): boolean {
  if (!err.transient) return false
  return idempotent || err.kind === 'rate_limited'
}

/**
 * One JSON request with timeout, typed errors and bounded retries (backoff with jitter, or the
 * server's Retry-After when it gives one and it is short enough to wait out here).
 * A caller's abort rejects with the signal's reason, not a ServiceError.
 */
export async function callJson<T>(ctx: HttpContext, opts: CallOptions): Promise<CallResult<T>> {
  const idempotent = opts.idempotent ?? opts.method === 'GET'
  const retryIf = opts.retryIf ?? ((err: ServiceError) => mayRetry(err, idempotent))
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await once<T>(ctx, opts)
      return { ...result, attempts: attempt }
    } catch (err) {
      if (!(err instanceof ServiceError)) throw err
      err.attempts = attempt
      if (attempt > ctx.retry.retries || !retryIf(err)) throw err
      if (err.retryAfterMs !== undefined && err.retryAfterMs > ctx.retry.maxRetryAfterMs) throw err
      const delay = err.retryAfterMs ?? requestRetryDelayMs(attempt, ctx.retry, ctx.random)
      await ctx.sleep(delay, opts.signal)
    }
  }
}
