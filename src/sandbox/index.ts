import { createServer, type Server } from 'node:http'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { ACCOUNTS, DEFAULT_API_KEY, buildKeys } from './accounts'
import { accessRules } from './http/access'
import { resolveConfig, type SandboxOptions } from './config'
import { createEnv } from './env'
import { createFaultPicker } from './faults'
import { RateLimiter } from './http/rateLimit'
import { Router } from './http/router'
import { createRequestListener } from './http/server'
import { resumeProcessing } from './processing/pipeline'
import { warmPdfReader } from './processing/text'
import { routeModules, seeders } from './routeModules'
import { Store } from './store/store'
import { createNotifier } from './webhooks/notifier'
import { newPageToken } from './process/protocol'

export type { SandboxOptions } from './config'
export { installationKey, newSandboxKey } from './installationKey'

/** Who may use the sandbox (defaults: the standalone sandbox of tests and demos). */
export interface SandboxAccess {
  /** Accept the published seeded keys (sbx_blueharbor_full …). Default true. */
  seededKeys?: boolean
  /** The /app pages need `/app/<token>/…` (or a key). Default: open pages. */
  pageToken?: string | null
  /** `Host` must carry the port too, not only a loopback name. Default false. */
  strictHost?: boolean
  /**
   * The embedded sandbox: refuse every request carrying `Origin` (a web page) and take inbound
   * mail only with a key. Default false (the standalone sandbox's documented open mail route).
   */
  closed?: boolean
  /**
   * Listen on this local socket (a Unix socket path, a Windows pipe) instead of TCP: the
   * embedded sandbox in its own process, whose TCP `port` the process that started it holds
   * and forwards here (./process/portHolder). Its addresses still name 127.0.0.1:`port`.
   */
  socketPath?: string
}

/** A running sandbox. */
export interface RunningSandbox {
  /** API base, ends with /v2. */
  baseUrl: string
  /** Web application base (deep links); ends with the page token when there is one. */
  appUrl: string
  /** The first of the given apiKeys, or `sbx_blueharbor_full`. */
  apiKey: string
  /** Seed of the injected faults, null when no faults are injected (rate 0). */
  faultSeed: number | null
  close(): Promise<void>
}

/** Listens on `socketPath` or on the configured TCP address; the port the addresses name. */
async function listen(
  server: Server,
  config: { port: number; host: string },
  socketPath: string | undefined
): Promise<number> {
  if (socketPath !== undefined && config.port === 0) {
    throw new Error('a sandbox on a local socket needs the TCP port forwarded to it')
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    if (socketPath === undefined) server.listen(config.port, config.host, () => resolve())
    else server.listen(socketPath, () => resolve())
  })
  return socketPath === undefined ? (server.address() as AddressInfo).port : config.port
}

/**
 * Starts the local implementation of the service on loopback. Without `dataDir` the data lives
 * in a fresh temp dir; with it, everything survives restarts. By default this is the standalone
 * sandbox of tests and demos (published seeded keys, open pages); the app and the CLI start
 * theirs with startEmbeddedSandbox (below), which accepts only its own key.
 */
export async function startSandbox(
  opts: SandboxOptions & SandboxAccess = {}
): Promise<RunningSandbox> {
  const seeded = opts.seededKeys ?? true
  const pageToken = opts.pageToken ?? null
  if (!seeded && !opts.apiKeys?.length) {
    throw new Error('a sandbox without the seeded keys needs an API key of its own')
  }
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'dropdock-sandbox-'))
  const config = resolveConfig(opts, dataDir)
  const store = new Store(dataDir, { log: config.log, fs: opts.storeFs })
  const handle = createEnv(config, store)
  const notifier = createNotifier(handle.env)
  handle.setEmitter((accountId, event, input) => {
    notifier.emit(accountId, event, input)
  })
  const router = new Router()
  for (const routes of routeModules) router.add(routes)
  for (const account of ACCOUNTS) {
    const s = store.forAccount(account.id)
    if (s.seeded) continue
    for (const seed of seeders) seed(account, s)
    s.seeded = true
    s.touch()
  }
  store.flush()

  const deps = {
    router,
    env: handle.env,
    keys: buildKeys(config.apiKeys, seeded),
    limiter: new RateLimiter(),
    pickFault: createFaultPicker(config.faultRate, config.faultSeed),
    // Until listen() gives the port, nothing is accepted.
    access: accessRules({
      host: config.host,
      port: -1,
      strictPort: true,
      pageToken,
      closed: opts.closed ?? false
    })
  }
  const server: Server = createServer(createRequestListener(deps))
  const port = await listen(server, config, opts.socketPath)
  deps.access = accessRules({
    host: config.host,
    port,
    strictPort: opts.strictHost ?? false,
    pageToken,
    closed: opts.closed ?? false
  })
  if (!deps.access.hosts) {
    config.log(`sandbox: listening on every interface (${config.host}): no Host check`)
  }
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
  handle.setUrls(`http://${host.includes(':') ? `[${host}]` : host}:${port}`)
  // The pages' address carries the session's token: only whoever was given it opens them.
  if (pageToken !== null) handle.env.appUrl = `${handle.env.appUrl}/${pageToken}`
  warmPdfReader()
  for (const account of ACCOUNTS) {
    resumeProcessing(handle.env, account.id)
    notifier.resume(account.id)
  }

  let closed: Promise<void> | null = null
  return {
    baseUrl: handle.env.baseUrl,
    appUrl: handle.env.appUrl,
    apiKey: opts.apiKeys?.[0] ?? DEFAULT_API_KEY,
    faultSeed: config.faultRate > 0 ? config.faultSeed : null,
    close() {
      closed ??= new Promise<void>((resolve) => {
        handle.clearTimers()
        server.close(() => resolve())
        server.closeAllConnections()
      }).then(() => store.close())
      return closed
    }
  }
}

/**
 * The sandbox the app and the CLI start when no service is configured. Unlike the standalone
 * `npm run sandbox` (tests, demos), it accepts none of the published seeded keys, only this
 * installation's own random key; `Host` must name it on loopback with its port; its web
 * pages need the per-session token in the address the app opens; a request from a web page (one
 * carrying `Origin`) is refused; and inbound mail needs the key too.
 */
export interface EmbeddedSandboxOptions {
  dataDir: string
  /** This installation's key (see installationKey). */
  apiKey: string
  log?: (line: string) => void
  /** Inbound mail a minute (tests lower it). Default MAIL_PER_MINUTE. */
  mailPerMinute?: number
  /** Requests a minute per key (tests that poll fast raise it). Default the service's 100. */
  rateLimitPerMinute?: number
  /** The port; default 0, a free one (a restarted sandbox process takes its old one again). */
  port?: number
  /** The pages' token; default a fresh one (a restarted sandbox process keeps its old one). */
  pageToken?: string
  /** Listen here instead of on TCP `port`, which another process holds (see SandboxAccess). */
  socketPath?: string
}

/**
 * Starts the embedded sandbox on 127.0.0.1 in this process. The app and the CLI run it in a
 * process of its own (./sandboxChild, started by ./host); tests start it here.
 */
export function startEmbeddedSandbox(opts: EmbeddedSandboxOptions): Promise<RunningSandbox> {
  return startSandbox({
    dataDir: opts.dataDir,
    ...(opts.log ? { log: opts.log } : {}),
    host: '127.0.0.1',
    port: opts.port ?? 0,
    apiKeys: [opts.apiKey],
    seededKeys: false,
    strictHost: true,
    closed: true,
    ...(opts.mailPerMinute === undefined ? {} : { mailPerMinute: opts.mailPerMinute }),
    ...(opts.rateLimitPerMinute === undefined
      ? {}
      : { rateLimitPerMinute: opts.rateLimitPerMinute }),
    pageToken: opts.pageToken ?? newPageToken(),
    faultRoutes: false,
    ...(opts.socketPath === undefined ? {} : { socketPath: opts.socketPath })
  })
}
