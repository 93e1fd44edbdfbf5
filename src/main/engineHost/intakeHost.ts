/**
 * Runs the intake engine for the app: picks the service (the embedded sandbox when no API key
 * is set), starts the IntakeService with the saved settings, restarts it when the connection
 * changes, and turns its events into the app's status. Plain Node: everything Electron-specific
 * arrives through the options.
 */
import { join } from 'node:path'
import { newSandboxKey } from '../../sandbox/host'
import type { IntakeItem } from '@shared/intake'
import type { AppStatus, ConnectionState, ItemProgress, Settings } from '@shared/ipc'
import { isServiceError } from '../core/client/errors'
import type { ServiceClient, ServiceConfig } from '../core/client/serviceClient'
import { RouteError } from '../errors/routeError'
import { EMPTY_COUNTS, appStatus, sameStatus } from './appStatus'
import { planConnection, type ConnectionPlan } from './connection'
import type { IntakePort } from './ports'

export interface RunningService {
  baseUrl: string
  appUrl: string
  apiKey: string
  close(): Promise<void>
}

export interface IntakeHostOptions {
  userData: string
  settings(): Settings
  apiKey(): string | null
  /** Starts the embedded sandbox, which accepts `apiKey` only. */
  startSandbox(opts: {
    dataDir: string
    apiKey: string
    log?: (line: string) => void
  }): Promise<RunningService>
  /** This installation's sandbox key, kept like any key; default: a new one per run. */
  sandboxKey?(): string
  createClient(cfg: ServiceConfig): ServiceClient
  createIntake(opts: {
    client: ServiceClient
    stateDir: string
    concurrency: Settings['concurrency']
    log: (line: string) => void
    /** Start with nothing sent until resumed (the saved pause). */
    paused: boolean
    /** How often documents mailed to the account's document alias are looked for. */
    mailEveryMs: number
  }): IntakePort
  log(line: string): void
  /** Saves the clerk's pause so the next start begins paused (settings.paused). */
  rememberPaused?(paused: boolean): void
  /** How often an online connection is checked again (default 2 min; 0 = never). */
  pingEveryMs?: number
  /**
   * How often the service is asked for documents made from mail to the account's document
   * alias, which then join the inbox (default 1 min; 0 = never).
   */
  mailEveryMs?: number
}

export interface IntakeHost {
  start(): Promise<void>
  /** Stops and starts again with the current settings and key (connection or key changed). */
  restart(): Promise<void>
  /** Applies folder and concurrency-independent changes without a restart. */
  rewatch(): Promise<void>
  intake(): IntakePort
  client(): ServiceClient
  plan(): ConnectionPlan
  appUrl(): string | null
  status(): AppStatus
  /** Re-announces the status after a command that changes it without item events (pause). */
  refreshStatus(): void
  /** Pauses or resumes intake for the clerk, remembered for the next start. */
  setPaused(paused: boolean): void
  onStatus(fn: (status: AppStatus) => void): () => void
  onItems(fn: (items: IntakeItem[]) => void): () => void
  onProgress(fn: (progress: ItemProgress[]) => void): () => void
  /** Pauses intake, lets the engine park running work in its ledger, stops the sandbox. */
  close(): Promise<void>
}

/**
 * Mail to the document alias is looked for once a minute: a mailed document appears within a
 * minute, for one list request a minute out of the service's 100.
 */
export const MAIL_EVERY_MS = 60_000

/** Creates the host; nothing runs until start(). */
// eslint-disable-next-line max-lines-per-function -- one closure holds the host's state (the running engine, its connection, the listeners) that every returned method reads and sets; to be split by making the host a class
export function createIntakeHost(opts: IntakeHostOptions): IntakeHost {
  let current: {
    intake: IntakePort
    client: ServiceClient
    plan: ConnectionPlan
    appUrl: string
    sandbox: RunningService | null
    unsubscribe: (() => void)[]
  } | null = null
  let connection: ConnectionState = 'starting'
  let message: string | null = null
  let lastStatus: AppStatus | null = null
  let pingTimer: ReturnType<typeof setInterval> | null = null
  /** The clerk's pause once they chose in this run; before that, the saved one. */
  let pausedChoice: boolean | null = null
  const statusListeners = new Set<(s: AppStatus) => void>()
  const itemListeners = new Set<(i: IntakeItem[]) => void>()
  const progressListeners = new Set<(p: ItemProgress[]) => void>()
  let runKey: string | null = null
  const sandboxKey = opts.sandboxKey ?? (() => (runKey ??= newSandboxKey()))

  const status = (): AppStatus =>
    appStatus(
      connection,
      current ? current.intake.counts() : EMPTY_COUNTS,
      message,
      current?.intake.storageProblem?.() ?? null,
      current?.intake.folderHealth?.() ?? [],
      current?.intake.stateDamage?.() ?? null
    )

  const publish = (): void => {
    const next = status()
    if (sameStatus(lastStatus, next)) return
    lastStatus = next
    for (const fn of statusListeners) fn(next)
  }

  const need = () => {
    if (current) return current
    // A RouteError: the window shows this sentence as is rather than a generic failure.
    const why = message ?? (connection === 'starting' ? 'it is still starting' : 'it is stopped')
    throw new RouteError('upstream', `The intake service is not running (${why}).`)
  }

  const check = async (): Promise<void> => {
    if (!current || current.plan.sandbox) return
    try {
      await current.client.ping()
      connection = 'online'
      message = null
    } catch (err) {
      connection = isServiceError(err, 'auth', 'forbidden') ? 'auth_error' : 'offline'
      message = err instanceof Error ? err.message : 'The service cannot be reached.'
    }
    publish()
  }

  const startOnce = async (): Promise<void> => {
    const settings = opts.settings()
    const key = opts.apiKey()
    const plan = planConnection(settings.connection, Boolean(key))
    let sandbox: RunningService | null = null
    let cfg: ServiceConfig
    if (plan.sandbox) {
      sandbox = await opts.startSandbox({
        dataDir: join(opts.userData, 'sandbox'),
        apiKey: sandboxKey(),
        log: opts.log
      })
      cfg = { baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey, appUrl: sandbox.appUrl }
    } else {
      cfg = {
        baseUrl: settings.connection.baseUrl,
        apiKey: key!,
        ...(settings.connection.appUrl ? { appUrl: settings.connection.appUrl } : {}),
        ...(settings.connection.directUploadUrl
          ? { directUploadUrl: settings.connection.directUploadUrl }
          : {})
      }
    }
    const client = opts.createClient(cfg)
    const intake = opts.createIntake({
      client,
      stateDir: join(opts.userData, 'intake', plan.stateKey),
      concurrency: settings.concurrency,
      log: opts.log,
      paused: pausedChoice ?? settings.paused,
      mailEveryMs: opts.mailEveryMs ?? MAIL_EVERY_MS
    })
    const unsubscribe = [
      intake.on('items', (items) => {
        for (const fn of itemListeners) fn(items)
        publish()
      }),
      intake.on('progress', (progress) => {
        for (const fn of progressListeners) fn(progress)
      }),
      intake.on('storage', (problem) => {
        opts.log(problem ? `intake waits for the disk: ${problem.message}` : 'disk writable again')
        publish()
      }),
      intake.on('folder', (health) => {
        opts.log(
          `folder ${health.path}: ${health.state}${health.reason ? ` (${health.reason})` : ''}`
        )
        publish()
      })
    ]
    current = { intake, client, plan, appUrl: client.appUrl, sandbox, unsubscribe }
    connection = plan.sandbox ? 'sandbox' : 'starting'
    message = null
    opts.log(`intake started on ${plan.serviceLabel}`)
    const damage = intake.stateDamage?.()
    if (damage) opts.log(damage.message)
    await intake.watch(settings.folders).catch((err) => {
      opts.log(`watching folders failed: ${String((err as Error).message ?? err)}`)
    })
    publish()
    await check()
    const every = opts.pingEveryMs ?? 120_000
    if (!plan.sandbox && every > 0) {
      pingTimer = setInterval(() => void check(), every)
      pingTimer.unref?.()
    }
  }

  /** Starts; a failure leaves a status that says why instead of "starting" forever. */
  const start = async (): Promise<void> => {
    try {
      await startOnce()
    } catch (err) {
      connection = 'offline'
      message = `intake could not start: ${(err as Error).message ?? String(err)}`
      publish()
      throw err
    }
  }

  const stop = async (): Promise<void> => {
    if (pingTimer) clearInterval(pingTimer)
    pingTimer = null
    const running = current
    if (!running) return
    current = null
    running.intake.pause()
    for (const off of running.unsubscribe) off()
    await running.intake.close()
    await running.sandbox?.close()
  }

  return {
    start,
    async restart() {
      await stop()
      connection = 'starting'
      publish()
      // The clerk's pause carries over: the restarted engine starts paused.
      await start()
    },
    async rewatch() {
      await need().intake.watch(opts.settings().folders)
      // A folder no longer watched sends no health of its own: the status drops it here.
      publish()
    },
    intake: () => need().intake,
    client: () => need().client,
    plan: () => current?.plan ?? planConnection(opts.settings().connection, Boolean(opts.apiKey())),
    appUrl: () => current?.appUrl ?? null,
    status,
    refreshStatus: publish,
    setPaused(paused) {
      const intake = need().intake
      if (paused) intake.pause()
      else intake.resume()
      pausedChoice = paused
      opts.rememberPaused?.(paused)
      publish()
    },
    onStatus(fn) {
      statusListeners.add(fn)
      return () => statusListeners.delete(fn)
    },
    onItems(fn) {
      itemListeners.add(fn)
      return () => itemListeners.delete(fn)
    },
    onProgress(fn) {
      progressListeners.add(fn)
      return () => progressListeners.delete(fn)
    },
    close: stop
  }
}
