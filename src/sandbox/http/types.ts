/**
 * Route-module convention of the sandbox (read this before adding routes).
 *
 * A route module (src/sandbox/<resource>/routes.ts) exports `routes: RouteDef[]`; the modules
 * are registered in one place, src/sandbox/routeModules.ts. A definition is
 * `{ method, path, handler(ctx) }` where `path` is relative to its mount and may hold `:param`
 * segments (`/documents/:id/relink`):
 *   - mount 'api' (default): under `/v2`, `Authorization: Token <key>` required (401 otherwise),
 *     a read-only key gets 403 on writes (any method but GET unless `write: false`), rate limit
 *     100/min per key unless `rateLimit` says otherwise (inference: `{ bucket: 'inference',
 *     perMinute: 200 }`), JSON body parsed (application/json or application/vnd.api+json).
 *   - mount 'app': under `/app` (the web application: deep links), no auth required; `ctx.account`
 *     is the key's account when an Authorization header is sent, else the default account.
 *   - mount 'root': at the host root (direct uploads, storage), `auth` decides.
 * The handler gets a RouteContext: params, query, body, account, apiKey (canUpdate), store (the
 * account's collections, persisted automatically on change), env (config, baseUrl, appUrl,
 * schedule(), the whole Store), emit(event, notification) to record and deliver a webhook
 * notification for the account (usable later from timers, e.g. tracking simulation).
 * It returns `{ status, body?, headers? }` (body serialized as JSON), or `undefined` when it wrote
 * to `ctx.res` itself; it throws HttpError (see ./errors) for error envelopes.
 * Seeders (`seed(account, store)`) run once per account while its store is empty.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AnyResource } from '../../shared/service'
import type { Account, ApiKey } from '../accounts'
import type { AccountStore, Store } from '../store/store'
import type { SandboxConfig } from '../config'
import type { CreateRefusals } from '../createRefusals'

/** A route's rate limit: its bucket and hits a minute. */
export interface RateLimitRule {
  bucket: string
  perMinute: number
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type Mount = 'api' | 'app' | 'root'

export interface RouteResult {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

/** What a handler may pass to `emit`: the notification's resource parts beyond event/status. */
export interface EmitInput {
  /** The resource the event concerns; becomes `relationships.reference_object`. */
  reference?: { id: string; type: string }
  /** Extra relationships (document events use `document` instead of `reference_object`). */
  relationships?: Record<string, unknown>
  /** Extra attributes (document events add `version`). */
  attributes?: Record<string, unknown>
  /** Resources placed in `included`. */
  included?: AnyResource[]
}

export type Emit = (event: string, input: EmitInput) => void

export interface SandboxEnv {
  config: SandboxConfig
  store: Store
  /** The creates refused on purpose (../createRefusals). */
  refusals: CreateRefusals
  /** Public API base, ends with /v2. */
  baseUrl: string
  /** Public web application base (deep links), ends with /app. */
  appUrl: string
  /** Host root (http://host:port), for storage URLs. */
  rootUrl: string
  /** setTimeout that is cleared when the sandbox closes. */
  schedule(ms: number, fn: () => void): void
  /** Records and delivers a notification for an account. */
  emitFor(accountId: string, event: string, input: EmitInput): void
}

export interface RouteContext {
  req: IncomingMessage
  res: ServerResponse
  method: HttpMethod
  /** Path below the mount, without query. */
  path: string
  params: Record<string, string>
  query: URLSearchParams
  body: unknown
  account: Account
  /** Undefined on unauthenticated routes. */
  apiKey?: ApiKey
  store: AccountStore
  env: SandboxEnv
  config: SandboxConfig
  baseUrl: string
  appUrl: string
  emit: Emit
}

export interface RouteDef {
  method: HttpMethod
  path: string
  handler(ctx: RouteContext): RouteResult | undefined | Promise<RouteResult | undefined>
  /** Default 'api'. */
  mount?: Mount
  /**
   * Require a key. Default true on 'api', false elsewhere. 'closed': only on the embedded
   * sandbox (see AccessRules.closed); the standalone one takes the route without a key.
   */
  auth?: boolean | 'closed'
  /** Refuse a request carrying `Origin` (a web page) even on the standalone sandbox. */
  refuseOrigin?: boolean
  /** Counts as a write (403 for read-only keys). Default: method is not GET. */
  write?: boolean
  /**
   * Default `{ bucket: 'default', perMinute: 100 }` on authenticated routes; false = none. A
   * limit on a route taken without a key counts every keyless request in one bucket.
   */
  rateLimit?: RateLimitRule | false | ((config: SandboxConfig) => RateLimitRule)
  /** 'json' (default) parses the body; 'raw' leaves the request stream to the handler. */
  body?: 'json' | 'raw'
}

/** Runs once per account while its store holds no data (first start of a data dir). */
export type Seeder = (account: Account, store: AccountStore) => void
