import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FINAL_STATES, type IntakeItem } from '../../../src/shared/intake'
import {
  createServiceClient,
  type ServiceClient,
  type ServiceConfig
} from '../../../src/engine/client/serviceClient'
import { IntakeService, type IntakeServiceOptions } from '../../../src/engine/intake/intakeService'
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../src/sandbox/index'
import { whenSeen } from '../../support/whenSeen'

export interface Harness {
  client: ServiceClient
  /** The sandbox's key (for a client of a test's own, through a proxy). */
  apiKey: string
  dir: string
  stateDir: string
  inbox: string
  /** Requests seen by the sandbox, as "METHOD /path status". */
  requests: string[]
  service(opts?: Partial<IntakeServiceOptions>): IntakeService
  /** Documents the sandbox holds for the account. */
  documentCount(): Promise<number>
  /** Takes the service off the network (connections refused) until restartSandbox(). */
  stopSandbox(): Promise<void>
  /** Brings the service back on the same port with the same data. */
  restartSandbox(): Promise<void>
  close(): Promise<void>
}

/** A sandbox on loopback, a client for it, temp folders, and fast timings for tests. */
export async function harness(
  sandboxOpts: SandboxOptions = {},
  clientOpts: Partial<Pick<ServiceConfig, 'timeoutMs' | 'retry' | 'transport'>> = {}
): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'intake-'))
  const requests: string[] = []
  const boot = (port?: number) =>
    startSandbox({
      dataDir: join(dir, 'sandbox'),
      // Tests poll every 100 ms; the real limit (100/min) is not what they are about.
      rateLimitPerMinute: 1_000_000,
      ...sandboxOpts,
      ...(port !== undefined ? { port } : {}),
      log: (line) => {
        const m = /^sandbox (\{.*\})$/.exec(line)
        if (!m) return
        const e = JSON.parse(m[1]) as { method: string; path: string; status: number }
        requests.push(`${e.method} ${e.path} ${e.status}`)
      }
    })
  let sb: RunningSandbox | null = await boot()
  const port = Number(new URL(sb.baseUrl).port)
  const client = createServiceClient({
    baseUrl: sb.baseUrl,
    apiKey: sb.apiKey,
    appUrl: sb.appUrl,
    ...clientOpts
  })
  const services: IntakeService[] = []
  const { mkdirSync } = await import('node:fs')
  const inbox = join(dir, 'inbox')
  mkdirSync(inbox)
  return {
    client,
    apiKey: sb.apiKey,
    dir,
    stateDir: join(dir, 'state'),
    inbox,
    requests,
    service(opts = {}) {
      const s = new IntakeService({
        client,
        stateDir: join(dir, 'state'),
        followSchedule: () => 100,
        defaultQuietMs: 200,
        retry: { baseMs: 50, capMs: 400, maxAttempts: 5 },
        ...opts
      })
      services.push(s)
      if (opts.clock) onTestClock.add(s)
      return s
    },
    async documentCount() {
      const list = await client.listDocuments({ size: 1 })
      return list.meta.total
    },
    async stopSandbox() {
      await sb?.close()
      sb = null
    },
    async restartSandbox() {
      sb = await boot(port)
    },
    async close() {
      for (const s of services) await s.close()
      await sb?.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

/** Services running on a test's clock: they tell their batches only when the test moves it. */
const onTestClock = new WeakSet<IntakeService>()

/**
 * The engine's events to look again on: its item batches and the disk's and the folders' word,
 * and for a service on a test's clock (whose batches wait for that clock) every 25 ms as well.
 */
function lookAgain(s: IntakeService): (look: () => void) => () => void {
  return (look) => {
    const offs = [s.on('items', look), s.on('storage', look), s.on('folder', look)]
    if (onTestClock.has(s)) {
      const every = setInterval(look, 25)
      offs.push(() => clearInterval(every))
    }
    return () => offs.forEach((off) => off())
  }
}

/**
 * The service's items once `pred` holds for them: looked at now and after each of the engine's
 * events, so bounded by the test's timeout, not by a guess of how long the work takes under
 * load. A test that fails meanwhile names the items as they were.
 */
export function until(
  s: IntakeService,
  pred: (items: IntakeItem[]) => boolean
): Promise<IntakeItem[]> {
  return whenSeen(
    lookAgain(s),
    () => {
      const items = s.list()
      return pred(items) && items
    },
    () =>
      `the items to change; they are: ${s
        .list()
        .map((i) => `${i.name}:${i.state}${i.lastError ? `(${i.lastError.message})` : ''}`)
        .join(', ')}`
  )
}

/** True when there are `n` items and all are in a final state. */
export const allFinal =
  (n: number) =>
  (items: IntakeItem[]): boolean =>
    items.length === n && items.every((i) => FINAL_STATES.includes(i.state))
