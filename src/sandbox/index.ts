import { createServer, type Server } from 'node:http'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { ACCOUNTS, DEFAULT_API_KEY, buildKeys } from './accounts'
import { resolveConfig, type SandboxOptions } from './config'
import { createEnv } from './env'
import { createFaultPicker } from './faults'
import { RateLimiter } from './http/rateLimit'
import { Router } from './http/router'
import { createRequestListener } from './http/server'
import { resumeProcessing } from './processing/pipeline'
import { loadPdfjs } from './processing/text'
import { routeModules, seeders } from './routes'
import { Store } from './store/store'
import { createNotifier } from './webhooks/notifier'

export type { SandboxOptions } from './config'

/** A running sandbox. */
export interface RunningSandbox {
  /** API base, ends with /v2. */
  baseUrl: string
  /** Web application base (deep links). */
  appUrl: string
  /** `sbx_blueharbor_full`, or the first of the given apiKeys. */
  apiKey: string
  /** Seed of the injected faults, null when no faults are injected (rate 0). */
  faultSeed: number | null
  close(): Promise<void>
}

/**
 * Starts the local implementation of the service on loopback. Without `dataDir` the data lives
 * in a fresh temp dir; with it, everything survives restarts.
 */
export async function startSandbox(opts: SandboxOptions = {}): Promise<RunningSandbox> {
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

  const server: Server = createServer(
    createRequestListener({
      router,
      env: handle.env,
      keys: buildKeys(config.apiKeys),
      limiter: new RateLimiter(),
      pickFault: createFaultPicker(config.faultRate, config.faultSeed)
    })
  )
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
  handle.setUrls(`http://${host.includes(':') ? `[${host}]` : host}:${port}`)
  loadPdfjs().catch((err: unknown) =>
    config.log(`sandbox: PDF library failed to load: ${String(err)}`)
  )
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
