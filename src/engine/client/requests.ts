import { DEFAULT_RETRY, sleep } from './requestRetry'
import { systemClock } from '../time/clock'
import { checkApiKey, resolveUrls, type ServiceConfig } from './config'
import type { AnswerName } from './answers'
import { checkAnswer } from './checkAnswer'
import { callJson, type CallOptions, type HttpContext } from './http'
import { buildUrl, type Query } from './query'
import { nodeTransport } from './transport'
import { userAgent } from './userAgent'

const DEFAULT_TIMEOUT_MS = 30_000

/** What every call is made with: the addresses, the HTTP context, and typed request helpers. */
export interface Requests {
  urls: ReturnType<typeof resolveUrls>
  ctx: HttpContext
  api(path: string, query?: Query): string
  call<T>(
    answer: AnswerName,
    template: string,
    opts: Omit<CallOptions, 'url'> & { params?: Record<string, string>; query?: Query }
  ): Promise<T>
  get<T>(
    answer: AnswerName,
    template: string,
    params?: Record<string, string>,
    query?: Query,
    signal?: AbortSignal
  ): Promise<T>
}

export function requestsFor(cfg: ServiceConfig): Requests {
  const urls = resolveUrls(cfg)
  const ctx: HttpContext = {
    apiKey: checkApiKey(cfg.apiKey),
    timeoutMs: cfg.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    transport: cfg.transport ?? nodeTransport,
    ...(cfg.socketPath ? { socketPath: cfg.socketPath } : {}),
    userAgent: cfg.userAgent ?? userAgent('Dropdock'),
    retry: { ...DEFAULT_RETRY, ...cfg.retry },
    sleep: (ms, signal) => sleep(cfg.clock ?? systemClock, ms, signal),
    random: cfg.random ?? Math.random
  }
  /** Path template to path: `{name}` segments take the encoded parameter. */
  const fill = (template: string, params: Record<string, string>): string =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
  const api = (path: string, query?: Query): string => buildUrl(urls.baseUrl, path, query)
  /**
   * One request to the API at `template` (its path below the base, e.g. `/documents/{id}`),
   * whose answer must have the shape `answer` names. Errors name the template, never the ids,
   * the query or the key.
   */
  const call = async <T>(
    answer: AnswerName,
    template: string,
    opts: Omit<CallOptions, 'url'> & { params?: Record<string, string>; query?: Query }
  ): Promise<T> => {
    const { params = {}, query, ...rest } = opts
    const url = api(fill(template, params), query)
    const body = (await callJson<unknown>(ctx, { ...rest, url })).body
    return checkAnswer<T>(answer, body, `${opts.method} ${template}`)
  }
  const get = <T>(
    answer: AnswerName,
    template: string,
    params: Record<string, string> = {},
    query?: Query,
    signal?: AbortSignal
  ): Promise<T> => call<T>(answer, template, { method: 'GET', params, query, signal })
  return { urls, ctx, api, call, get }
}
