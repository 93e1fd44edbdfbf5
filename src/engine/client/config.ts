import { ServiceError } from './errors'
import type { RetryPolicy } from './requestRetry'
import type { Transport } from './transport'
import type { Clock } from '../time/clock'

export interface ServiceConfig {
  /** API base, ending in the version segment, e.g. https://api.example.com/v2 */
  baseUrl: string
  apiKey: string
  /** Web application address for deep links; defaults to the base URL's origin. */
  appUrl?: string
  /** Defaults to the base URL's origin + /rails/active_storage/direct_uploads. */
  directUploadUrl?: string
  timeoutMs?: number
  /**
   * The embedded sandbox: every request of this client goes to this local socket (a Unix
   * socket in a private folder, a Windows pipe), asked again before each request since a
   * restarted sandbox may have a new one; the addresses still name its TCP port, for `Host`
   * and the page links. Nothing goes to a TCP port another program could have taken.
   */
  socketPath?: () => string
  /** How JSON requests are sent (default node:http); tests put a spoiling one in between. */
  transport?: Transport
  /** Defaults to `Dropdock/<version>`, the version read from package.json (userAgent.ts). */
  userAgent?: string
  /** Retries of requests that are safe to repeat (additive to the seam). */
  retry?: Partial<RetryPolicy>
  /** The clock retries wait on, as every wait of the engine does (a test's manual one). */
  clock?: Clock
  random?: () => number
}

export interface ResolvedUrls {
  baseUrl: string
  appUrl: string
  directUploadUrl: string
}

function parseHttpUrl(value: string, what: string): URL {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new ServiceError({
      kind: 'validation',
      message: `The ${what} "${value}" is not a web address; it should start with http:// or https://.`
    })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ServiceError({
      kind: 'validation',
      message: `The ${what} "${value}" is not a web address; it should start with http:// or https://.`
    })
  }
  return url
}

const trimSlash = (s: string): string => s.replace(/\/+$/, '')

/** Checks and completes the addresses of a service configuration. */
export function resolveUrls(cfg: ServiceConfig): ResolvedUrls {
  const base = parseHttpUrl(cfg.baseUrl, 'service address')
  const baseUrl = trimSlash(base.href)
  const appUrl = trimSlash(
    cfg.appUrl ? parseHttpUrl(cfg.appUrl, 'web app address').href : base.origin
  )
  const directUploadUrl = cfg.directUploadUrl
    ? parseHttpUrl(cfg.directUploadUrl, 'direct-upload address').href
    : `${base.origin}/rails/active_storage/direct_uploads`
  return { baseUrl, appUrl, directUploadUrl }
}

/** Checks an API key can travel in a header; returns it trimmed. The key itself is never echoed. */
export function checkApiKey(apiKey: string): string {
  const key = apiKey.trim()
  if (key === '') {
    throw new ServiceError({
      kind: 'auth',
      message: 'No API key is set: configure one for this service.'
    })
  }
  if (!/^[\x21-\x7e]+$/.test(key)) {
    throw new ServiceError({
      kind: 'auth',
      message:
        'The API key contains spaces or characters that cannot be sent. Copy it again from the service.'
    })
  }
  return key
}
