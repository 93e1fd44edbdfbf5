import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  parseAuthorization,
  accountById,
  BLUE_HARBOR,
  type ApiKey,
  type Account
} from '../accounts'
import { renderLockedPage } from '../deeplink/pages'
import type { FaultKind } from '../faults'
import { hostAllowed, hostRefusal, ORIGIN_REFUSAL, pagePath, type AccessRules } from './access'
import { StorageError } from '../../storage/storageError'
import { readJsonBody } from './body'
import {
  HttpError,
  badRequest,
  httpError,
  insufficientStorage,
  unauthorized,
  forbidden,
  titleOf
} from './errors'
import { RateLimiter } from './rateLimit'
import { formatLogLine, redactPath } from './requestLog'
import { sendHtml, sendJson } from './respond'
import type { Router } from './router'
import { parseTarget, type RequestTarget } from './target'
import type { HttpMethod, Mount, RouteContext, RouteDef, SandboxEnv } from './types'

export interface HandlerDeps {
  router: Router
  env: SandboxEnv
  keys: Map<string, ApiKey>
  limiter: RateLimiter
  pickFault: () => FaultKind | null
  access: AccessRules
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The request listener of the sandbox: target, mount, route, auth, limits, body, handler, log.
 * Whatever one request holds or makes a handler throw, it ends in an answer (400 for a target
 * that cannot be read, 500 for the sandbox's own failure) or a closed connection, never in an
 * exception that would end the process serving every other request.
 */
export function createRequestListener(deps: HandlerDeps) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = Date.now()
    const parsed = parseTarget(req.url)
    const info: { account?: string; fault?: string } = {}
    res.on('close', () => {
      const path = parsed.ok ? redactPath(parsed.target.pathname, deps.access.pageToken) : '?'
      const line = formatLogLine({
        method: req.method ?? '?',
        path,
        status: res.writableFinished ? res.statusCode : 0,
        ms: Date.now() - started,
        ...info
      })
      guarded(() => deps.env.config.log(line))
    })
    try {
      if (!parsed.ok) {
        req.resume()
        sendJson(res, 400, badRequest(parsed.reason).envelope())
        return
      }
      const { target } = parsed
      if (!admitted(deps, req, res, target)) return
      const fault = deps.pickFault()
      if (fault) info.fault = fault
      dispatch(deps, req, res, target, fault, info).catch((err: unknown) => fail(deps, res, err))
    } catch (err) {
      fail(deps, res, err)
    }
  }
}

/** Runs `fn`; what it throws is dropped (a log line that cannot be written ends nothing). */
function guarded(fn: () => void): void {
  try {
    fn()
  } catch {
    // Nothing left to tell it to.
  }
}

/**
 * The checks before any route: the `Host` (the absolute-form's host stands for it) and, on the
 * embedded sandbox, no web page. False when the request was answered here.
 */
function admitted(
  deps: HandlerDeps,
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget
): boolean {
  if (!hostAllowed(deps.access, target.authority ?? req.headers.host)) {
    req.resume()
    sendJson(res, 421, httpError(421, hostRefusal(deps.access)).envelope())
    return false
  }
  // A web page can reach a loopback port with a "simple" request (no preflight); it cannot
  // leave out the Origin header the browser adds.
  if (deps.access.closed && req.headers.origin !== undefined) {
    req.resume()
    sendJson(res, 403, forbidden(ORIGIN_REFUSAL).envelope())
    return false
  }
  return true
}

/** The answer to what a request threw: its envelope, else a 500; never a throw of its own. */
function fail(deps: HandlerDeps, res: ServerResponse, err: unknown): void {
  if (err instanceof StorageError) err = insufficientStorage(err.message)
  try {
    if (err instanceof HttpError) {
      sendJson(res, err.status, err.envelope(), err.headers)
      return
    }
  } catch (writing) {
    err = writing
  }
  guarded(() =>
    deps.env.config.log(`sandbox internal error: ${(err as Error)?.stack ?? String(err)}`)
  )
  try {
    if (res.headersSent) res.destroy()
    else sendJson(res, 500, httpError(500, 'Internal sandbox error.').envelope())
  } catch {
    res.destroy()
  }
}

/** Outside the API an unknown address gets an HTML page, as real web servers answer. */
function sendHtml404(res: ServerResponse): void {
  const html =
    '<!DOCTYPE html><html><head><title>Page not found</title></head>' +
    '<body><h1>The page you were looking for doesn&#39;t exist.</h1></body></html>'
  res.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(html))
  })
  res.end(html)
}

function splitMount(
  access: AccessRules,
  pathname: string
): { mount: Mount; path: string; pageGranted: boolean } {
  for (const [prefix, mount] of [
    ['/v2', 'api'],
    ['/app', 'app']
  ] as const) {
    if (pathname === prefix || pathname.startsWith(prefix + '/')) {
      const below = pathname.slice(prefix.length) || '/'
      if (mount === 'api') return { mount, path: below, pageGranted: false }
      const { path, granted } = pagePath(access, below)
      return { mount, path, pageGranted: granted }
    }
  }
  return { mount: 'root', path: pathname, pageGranted: false }
}

/**
 * `/`: the standalone sandbox sends the browser on to its index page; the embedded one names
 * no address there (its pages need the link Dropdock opens, with the session's token).
 */
function sendRoot(deps: HandlerDeps, res: ServerResponse): void {
  if (deps.access.pageToken !== null) {
    sendHtml(res, 403, renderLockedPage())
    return
  }
  res.writeHead(302, { Location: '/app/', 'Cache-Control': 'no-store' })
  res.end()
}

/**
 * Who asks, and whether they may: the key a route needs (with update permission for a change);
 * an unauthenticated route answers for the first seeded account.
 */
function authorize(
  deps: HandlerDeps,
  req: IncomingMessage,
  def: RouteDef,
  mount: Mount,
  method: string
): { needsAuth: boolean; apiKey: ApiKey | undefined; account: Account; isWrite: boolean } {
  const needsAuth = def.auth === 'closed' ? deps.access.closed : (def.auth ?? mount === 'api')
  const key = parseAuthorization(req.headers.authorization)
  const apiKey = key ? deps.keys.get(key) : undefined
  if (needsAuth && !apiKey) {
    req.resume()
    throw unauthorized()
  }
  const account: Account = apiKey ? accountById(apiKey.accountId) : BLUE_HARBOR
  const isWrite = def.write ?? method !== 'GET'
  if (needsAuth && apiKey && isWrite && !apiKey.canUpdate) {
    req.resume()
    throw forbidden('This API key does not have update permission.')
  }
  return { needsAuth, apiKey, account, isWrite }
}

/** Counts the request against its route's bucket; a 429 with Retry-After once it is spent. */
function hitRateLimit(
  deps: HandlerDeps,
  req: IncomingMessage,
  def: RouteDef,
  needsAuth: boolean,
  apiKey: ApiKey | undefined
): void {
  const { env } = deps
  const limit =
    def.rateLimit === undefined
      ? needsAuth
        ? { bucket: 'default', perMinute: env.config.rateLimitPerMinute }
        : false
      : typeof def.rateLimit === 'function'
        ? def.rateLimit(env.config)
        : def.rateLimit
  if (limit && (apiKey || !needsAuth)) {
    const who = apiKey ? apiKey.key : 'keyless'
    const decision = deps.limiter.hit(`${who}\u0000${limit.bucket}`, limit.perMinute)
    if (!decision.ok) {
      req.resume()
      throw new HttpError(
        429,
        [
          {
            status: '429',
            title: titleOf(429),
            detail: `Rate limit of ${limit.perMinute} requests per minute exceeded; retry in ${decision.retryAfterSeconds} s.`
          }
        ],
        { 'Retry-After': String(decision.retryAfterSeconds) }
      )
    }
  }
}

async function dispatch(
  deps: HandlerDeps,
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  fault: FaultKind | null,
  info: { account?: string }
): Promise<void> {
  const { env } = deps
  if (fault && (await injectBefore(fault, req, res, env.config.faultStallMs, env))) return

  const method = (req.method ?? 'GET').toUpperCase()
  if (target.pathname === '/' && (method === 'GET' || method === 'HEAD')) {
    req.resume()
    sendRoot(deps, res)
    return
  }
  const { mount, path, pageGranted } = splitMount(deps.access, target.pathname)
  if (
    mount === 'app' &&
    !pageGranted &&
    !deps.keys.has(parseAuthorization(req.headers.authorization) ?? '')
  ) {
    // Every page, known or not, gets the same answer: nothing about what exists leaks.
    req.resume()
    sendHtml(res, 403, renderLockedPage())
    return
  }
  const match = METHODS.has(method) ? deps.router.match(mount, method as HttpMethod, path) : null
  if (!match) {
    req.resume()
    if (mount !== 'api') {
      sendHtml404(res)
      return
    }
    throw httpError(404, `No route matches ${method} ${target.pathname}.`)
  }
  const def = match.def
  if (def.refuseOrigin && req.headers.origin !== undefined) {
    req.resume()
    throw forbidden(ORIGIN_REFUSAL)
  }
  const { needsAuth, apiKey, account, isWrite } = authorize(deps, req, def, mount, method)
  if (apiKey) info.account = account.companyName
  hitRateLimit(deps, req, def, needsAuth, apiKey)
  // While the disk refuses writes, a change is refused before it touches the data.
  const refusal = isWrite ? env.store.failure : null
  if (refusal) {
    req.resume()
    throw refusal
  }
  const body =
    (def.body ?? 'json') === 'json' && method !== 'GET' ? await readJsonBody(req) : undefined
  if (method === 'GET') req.resume()
  const store = env.store.forAccount(account.id)
  const ctx: RouteContext = {
    req,
    res,
    method: method as HttpMethod,
    path,
    params: match.params,
    query: target.query,
    body,
    account,
    apiKey,
    store,
    env,
    config: env.config,
    baseUrl: env.baseUrl,
    appUrl: env.appUrl,
    emit: (event, input) => env.emitFor(account.id, event, input)
  }
  const changesBefore = env.store.changes
  const result = await def.handler(ctx)
  // An answer is sent only once the changes it reports are on disk.
  if (env.store.changes !== changesBefore) await env.store.durable()
  if (fault === 'lost') {
    res.destroy()
    return
  }
  if (result) sendJson(res, result.status, result.body, result.headers)
}

/** Applies a fault that happens before handling; true when the request is finished. */
async function injectBefore(
  fault: FaultKind,
  req: IncomingMessage,
  res: ServerResponse,
  stallMs: number,
  env: SandboxEnv
): Promise<boolean> {
  if (fault === 'lost') return false
  if (fault === 'reset') {
    res.destroy()
    return true
  }
  if (fault === 'stall') {
    await new Promise<void>((resolve) => {
      env.schedule(stallMs, resolve)
      res.on('close', resolve)
    })
    res.destroy()
    return true
  }
  const status = Number(fault)
  const detail =
    status === 500
      ? 'Injected server error.'
      : status === 502
        ? 'Injected bad gateway.'
        : 'Injected: service temporarily unavailable.'
  sendJson(res, status, httpError(status, detail).envelope(), { Connection: 'close' })
  req.resume()
  return true
}
