/**
 * Bench child: Dropdock's main process booted on the repository's Electron stand-in
 * (test/mocks/electron.ts, bundled in place of `electron`), the process that owns the window.
 * It measures its own event-loop delay idle, then while its engine sends a burst of documents
 * to the embedded sandbox (its own utility process) and another local process mails hostile
 * messages to that sandbox. Prints one JSON line (MainLoopReport). Argument: JSON MainLoopInput.
 */
import { fork } from 'node:child_process'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import * as electron from '../../test/mocks/electron'
import { FINAL_STATES } from '../../src/shared/intake'
import { sandboxKeyFor } from '../../src/main/secrets/sandboxKey'

export interface MainLoopInput {
  root: string
  files: string[]
  mails: string[]
  mailSender: string
  idleMs: number
  /** The load is measured until every file is done or this long. */
  loadMs: number
}

interface LoopFigures {
  p50Ms: number
  p99Ms: number
  maxMs: number
  samples: number
}

export interface MainLoopReport {
  idle: LoopFigures
  load: LoopFigures
  loadMs: number
  states: Record<string, number>
  /** Items made from the mailed documents, apart from the files. */
  mailedItems: number
  /** Why files ended extraction_failed, with how many. */
  failures: Record<string, number>
  mailStatuses: number[]
  /** 1-minute load average of the machine at the end (other programs compete for the CPU). */
  loadAverage: number
  /** Separate processes: main's and the sandbox's. */
  sandboxPid: number | null
}

const input = JSON.parse(process.argv[2]) as MainLoopInput
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const RESOLUTION_MS = 10

/**
 * How late timers 10 ms apart fire, from `perf_hooks`: its histogram holds the time between
 * two timers, the 10 ms included, which is taken off here (ns → ms).
 */
async function measure<T>(during: () => Promise<T>): Promise<[LoopFigures, T]> {
  const h = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
  h.enable()
  const result = await during()
  h.disable()
  const ms = (ns: number) => Math.max(0, Math.round(ns / 1e4 - RESOLUTION_MS * 100) / 100)
  return [
    {
      p50Ms: ms(h.percentile(50)),
      p99Ms: ms(h.percentile(99)),
      maxMs: ms(h.max),
      samples: h.count
    },
    result
  ]
}

electron.resetElectronMock()
for (const name of ['userData', 'logs', 'downloads', 'home']) {
  electron.app.setPath(name, join(input.root, name))
}
electron.app.setPath('exe', join(input.root, 'app', 'dropdock'))
process.env.DROPDOCK_MANAGED_CONFIG = join(input.root, 'managed.json')
process.env.DROPDOCK_API_KEY = ''
process.env.XDG_CONFIG_HOME = join(input.root, 'xdg')
const main = await import('../../src/main/index')
electron.app.makeReady()
const ctx = await main.started
if (!ctx) throw new Error('main did not start')
const host = ctx.host
const sandboxKey = sandboxKeyFor(
  electron.app.getPath('userData'),
  electron.safeStorage,
  process.platform
)()
const baseUrl = host.client().baseUrl
// The types answer once the sandbox's process accepts requests.
await host.client().documentTypes()
await sleep(1000)

const [idle] = await measure(() => sleep(input.idleMs))

const started = Date.now()
const [load, mailStatuses] = await measure(async () => {
  const sender = fork(input.mailSender, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const mailed = new Promise<number[]>((resolve) =>
    sender.once('message', (m) => resolve((m as { statuses: number[] }).statuses))
  )
  sender.send({ baseUrl, apiKey: sandboxKey, mails: input.mails })
  await host.intake().addFiles(input.files)
  const deadline = Date.now() + input.loadMs
  const finals = new Set<string>(FINAL_STATES)
  // Wait for the mail too: every hostile message answered while measuring.
  let mailDone = false
  void mailed.then(() => (mailDone = true))
  while (
    !mailDone ||
    host
      .intake()
      .list()
      .some((i) => !finals.has(i.state)) ||
    host.intake().list().length < input.files.length
  ) {
    if (Date.now() > deadline) break
    await sleep(200)
  }
  return mailed
})
const loadMs = Date.now() - started

const states: Record<string, number> = {}
const failures: Record<string, number> = {}
let mailedItems = 0
for (const item of host.intake().list()) {
  // Documents made from the hostile mail join the inbox too (the host looks once a minute).
  if (item.origin.kind === 'email') {
    mailedItems++
    continue
  }
  states[item.state] = (states[item.state] ?? 0) + 1
  const why = item.lastError?.note ?? item.lastError?.message
  if (item.state === 'extraction_failed' && why) failures[why] = (failures[why] ?? 0) + 1
}
const sandboxPid = electron.mockState.utilityForks.at(-1)?.process.pid ?? null

const quit = new Promise<void>((resolve) => electron.app.once('quit', () => resolve()))
electron.app.quit()
await quit
process.stdout.write(
  JSON.stringify({
    idle,
    load,
    loadMs,
    states,
    failures,
    mailedItems,
    mailStatuses,
    loadAverage: loadavg()[0],
    sandboxPid
  } satisfies MainLoopReport) + '\n'
)
process.exit(0)
