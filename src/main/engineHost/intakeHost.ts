/**
 * Runs the intake engine for the app: picks the service (the embedded sandbox when no API key
 * is set), starts the IntakeService with the saved settings, restarts it when the connection
 * changes, and turns its events into the app's status. Plain Node: everything Electron-specific
 * arrives through the options.
 */
import { join } from 'node:path'
import { newSandboxKey } from '../../sandbox/host'
import type { IntakeItem, ItemProgress } from '@shared/intake'
import type { AppStatus, ConnectionState } from '@shared/appStatus'
import type { Settings } from '@shared/settingsSchema'
import { isServiceError } from '../../engine/client/errors'
import type { ServiceClient, ServiceConfig } from '../../engine/client/serviceClient'
import { RouteError } from '../errors/routeError'
import { EMPTY_COUNTS, appStatus, sameStatus } from './appStatus'
import { planConnection, type ConnectionPlan } from './connection'
import type { IntakePort } from './ports'

export interface RunningService {
  baseUrl: string
  appUrl: string
  apiKey: string
  /** The embedded sandbox's local socket, which the engine talks to (ServiceConfig.socketPath). */
  socketPath?: () => string
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
    /** Days after which done items leave the inbox; null keeps them. */
    retentionDays: number | null
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
  /** Pings the service now (not waiting for the next timed look) and publishes the status. */
  checkConnection(): Promise<void>
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
export function createIntakeHost(opts: IntakeHostOptions): IntakeHost {
  return new AppIntakeHost(opts)
}

/** The engine running now, with what it runs on. */
interface Running {
  intake: IntakePort
  client: ServiceClient
  plan: ConnectionPlan
  appUrl: string
  sandbox: RunningService | null
  unsubscribe: (() => void)[]
}

/**
 * The host's state (the running engine, its connection, the listeners) and its methods. Every
 * method is a bound arrow: the app hands them around on their own (`refreshStatus`, `close`).
 */
class AppIntakeHost implements IntakeHost {
  private current: Running | null = null
  private connection: ConnectionState = 'starting'
  private message: string | null = null
  private lastStatus: AppStatus | null = null
  private pingTimer: ReturnType<typeof setInterval> | null = null
  /** The clerk's pause once they chose in this run; before that, the saved one. */
  private pausedChoice: boolean | null = null
  private readonly statusListeners = new Set<(s: AppStatus) => void>()
  private readonly itemListeners = new Set<(i: IntakeItem[]) => void>()
  private readonly progressListeners = new Set<(p: ItemProgress[]) => void>()
  private runKey: string | null = null
  private readonly sandboxKey: () => string

  constructor(private readonly opts: IntakeHostOptions) {
    this.sandboxKey = opts.sandboxKey ?? (() => (this.runKey ??= newSandboxKey()))
  }

  status = (): AppStatus => {
    const { current } = this
    return appStatus(
      this.connection,
      current ? current.intake.counts() : EMPTY_COUNTS,
      this.message,
      current?.intake.storageProblem() ?? null,
      current?.intake.folderHealth() ?? [],
      current?.intake.stateDamage() ?? null,
      current?.intake.waitingForService() ?? null
    )
  }

  refreshStatus = (): void => {
    const next = this.status()
    if (sameStatus(this.lastStatus, next)) return
    this.lastStatus = next
    for (const fn of this.statusListeners) fn(next)
  }

  /** Starts; a failure leaves a status that says why instead of "starting" forever. */
  start = async (): Promise<void> => {
    try {
      await this.startOnce()
    } catch (err) {
      this.connection = 'offline'
      this.message = `intake could not start: ${(err as Error).message ?? String(err)}`
      this.refreshStatus()
      throw err
    }
  }

  restart = async (): Promise<void> => {
    await this.close()
    this.connection = 'starting'
    this.refreshStatus()
    // The clerk's pause carries over: the restarted engine starts paused.
    await this.start()
  }

  rewatch = async (): Promise<void> => {
    await this.need().intake.watch(this.opts.settings().folders)
    // A folder no longer watched sends no health of its own: the status drops it here.
    this.refreshStatus()
  }

  intake = (): IntakePort => this.need().intake
  client = (): ServiceClient => this.need().client
  plan = (): ConnectionPlan =>
    this.current?.plan ??
    planConnection(this.opts.settings().connection, Boolean(this.opts.apiKey()))
  appUrl = (): string | null => this.current?.appUrl ?? null

  setPaused = (paused: boolean): void => {
    const intake = this.need().intake
    if (paused) intake.pause()
    else intake.resume()
    this.pausedChoice = paused
    this.opts.rememberPaused?.(paused)
    this.refreshStatus()
  }

  onStatus = (fn: (status: AppStatus) => void): (() => void) => listen(this.statusListeners, fn)
  onItems = (fn: (items: IntakeItem[]) => void): (() => void) => listen(this.itemListeners, fn)
  onProgress = (fn: (progress: ItemProgress[]) => void): (() => void) =>
    listen(this.progressListeners, fn)

  /** Pauses intake, lets the engine park running work in its ledger, stops the sandbox. */
  close = async (): Promise<void> => {
    if (this.pingTimer) clearInterval(this.pingTimer)
    this.pingTimer = null
    const running = this.current
    if (!running) return
    this.current = null
    running.intake.pause()
    for (const off of running.unsubscribe) off()
    await running.intake.close()
    await running.sandbox?.close()
  }

  private need(): Running {
    if (this.current) return this.current
    // A RouteError: the window shows this sentence as is rather than a generic failure.
    const why =
      this.message ?? (this.connection === 'starting' ? 'it is still starting' : 'it is stopped')
    throw new RouteError('upstream', `The intake service is not running (${why}).`)
  }

  /** Pings the service now (not waiting for the next timed look) and publishes the status. */
  async checkConnection(): Promise<void> {
    return this.check()
  }

  private async check(): Promise<void> {
    const { current } = this
    if (!current || current.plan.sandbox) return
    try {
      await current.client.ping()
      this.connection = 'online'
      this.message = null
    } catch (err) {
      this.connection = isServiceError(err, 'auth', 'forbidden') ? 'auth_error' : 'offline'
      this.message = err instanceof Error ? err.message : 'The service cannot be reached.'
    }
    this.refreshStatus()
  }

  private async startOnce(): Promise<void> {
    const { opts } = this
    const settings = opts.settings()
    const key = opts.apiKey()
    const plan = planConnection(settings.connection, Boolean(key))
    const { cfg, sandbox } = await this.serviceFor(plan, settings, key)
    const client = opts.createClient(cfg)
    const intake = opts.createIntake({
      client,
      stateDir: join(opts.userData, 'intake', plan.stateKey),
      concurrency: settings.concurrency,
      log: opts.log,
      paused: this.pausedChoice ?? settings.paused,
      retentionDays: settings.retentionDays,
      mailEveryMs: opts.mailEveryMs ?? MAIL_EVERY_MS
    })
    const unsubscribe = this.relay(intake)
    this.current = { intake, client, plan, appUrl: client.appUrl, sandbox, unsubscribe }
    this.connection = plan.sandbox ? 'sandbox' : 'starting'
    this.message = null
    opts.log(`intake started on ${plan.serviceLabel}`)
    const damage = intake.stateDamage()
    if (damage) opts.log(damage.message)
    await intake.watch(settings.folders).catch((err) => {
      opts.log(`watching folders failed: ${String((err as Error).message ?? err)}`)
    })
    this.refreshStatus()
    await this.check()
    const every = opts.pingEveryMs ?? 120_000
    if (!plan.sandbox && every > 0) {
      this.pingTimer = setInterval(() => void this.check(), every)
      this.pingTimer.unref?.()
    }
  }

  /** The service to talk to: the embedded sandbox, started now, or the one configured. */
  private async serviceFor(
    plan: ConnectionPlan,
    settings: Settings,
    key: string | null
  ): Promise<{ cfg: ServiceConfig; sandbox: RunningService | null }> {
    const { opts } = this
    if (plan.sandbox) {
      const sandbox = await opts.startSandbox({
        dataDir: join(opts.userData, 'sandbox'),
        apiKey: this.sandboxKey(),
        log: opts.log
      })
      const cfg: ServiceConfig = {
        baseUrl: sandbox.baseUrl,
        apiKey: sandbox.apiKey,
        appUrl: sandbox.appUrl,
        ...(sandbox.socketPath ? { socketPath: sandbox.socketPath } : {})
      }
      return { cfg, sandbox }
    }
    const cfg: ServiceConfig = {
      baseUrl: settings.connection.baseUrl,
      apiKey: key!,
      ...(settings.connection.appUrl ? { appUrl: settings.connection.appUrl } : {}),
      ...(settings.connection.directUploadUrl
        ? { directUploadUrl: settings.connection.directUploadUrl }
        : {})
    }
    return { cfg, sandbox: null }
  }

  /** The engine's events to the app's listeners and status; the unsubscribes. */
  private relay(intake: IntakePort): (() => void)[] {
    const { opts } = this
    return [
      intake.on('items', (items) => {
        for (const fn of this.itemListeners) fn(items)
        this.refreshStatus()
      }),
      intake.on('progress', (progress) => {
        for (const fn of this.progressListeners) fn(progress)
      }),
      intake.on('storage', (problem) => {
        opts.log(problem ? `intake waits for the disk: ${problem.message}` : 'disk writable again')
        this.refreshStatus()
      }),
      // When the service is tried next moved on without an item changing (a check armed again).
      intake.on('wait', () => this.refreshStatus()),
      intake.on('folder', (health) => {
        opts.log(
          `folder ${health.path}: ${health.state}${health.reason ? ` (${health.reason})` : ''}`
        )
        this.refreshStatus()
      })
    ]
  }
}

function listen<T>(set: Set<(value: T) => void>, fn: (value: T) => void): () => void {
  set.add(fn)
  return () => set.delete(fn)
}
