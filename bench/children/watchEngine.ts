/**
 * Bench child: the real IntakeService watching a folder, in a process of its own so its RSS and
 * CPU are its own. Files appear in the watched folder by rename from a staging folder, either
 * after the watch started ("after") or before it ("before"); milestones are taken from the
 * engine's own event stream, as a host sees them. Prints one JSON line (WatchReport).
 * Argument: JSON WatchInput.
 */
import { readdir } from 'node:fs/promises'
import { PerformanceObserver } from 'node:perf_hooks'
import { createServiceClient } from '../../src/engine/client/serviceClient'
import { IntakeService } from '../../src/engine/intake/intakeService'
import type { FileState } from '../../src/shared/intake'
import { moveAll } from '../lib/files'
import { attributeFsCalls } from '../lib/fsCalls'
import { cpuPercentOver, ownPeakRssMiB } from '../lib/measure'

export interface WatchInput {
  baseUrl: string
  apiKey: string
  stateDir: string
  watchDir: string
  /** Files to move into watchDir ("after"), or null when they are already there ("before"). */
  stagingDir: string | null
  count: number
  quietMs: number
  /** Milestone to wait for before reporting. */
  until: 'queued' | 'submitted' | 'extracted'
  /** Hold hashing and uploads (only the watch and gate are measured). */
  paused?: boolean
  /** Measure CPU over this long once the milestone is reached and `settleMs` have passed. */
  idleMs?: number
  /**
   * Time left to the runtime after the burst before "idle" is measured: V8 spends several
   * seconds shrinking a heap grown by 10,000 uploads, which is not the watcher's idle cost.
   */
  settleMs?: number
  timeoutMs: number
  /** Count the path calls on the watched files by who makes them (see attributeFsCalls). */
  attributeFsCalls?: boolean
}

export interface WatchReport {
  /** Milliseconds from the first file appearing (or watch() starting) to each milestone. */
  queuedMs: number | null
  submittedMs: number | null
  extractedMs: number | null
  watchCallMs: number
  idleCpuPercent: number | null
  /** Second by second from the milestone on, settling included (a GC transient shows here). */
  idleCpuSlices: number[]
  /**
   * CPU over the settling seconds right after the milestone (the burst's tail: V8 shrinking its
   * heap), apart from the idle window that follows them; the first `idleMs` without settling.
   */
  settlingCpuPercent: number | null
  /** V8 garbage-collection time in each of those seconds, ms (what the CPU went to). */
  idleGcMsSlices: number[]
  peakRssMiB: number
  /** CPU time (user + system) of this process until the milestone, ms. */
  cpuMs: number
  /** process.memoryUsage() (MiB) at the sample with the highest RSS (sampled every 500 ms). */
  memoryAtPeak: Record<string, number>
  /** Heap in use after a full GC at the milestone (MiB): what the engine really holds. */
  heapAfterGcMiB: number | null
  states: Record<string, number>
  logLines: string[]
  /** With attributeFsCalls: the path calls on the watched files by call and caller. */
  fsCallsByCaller?: Record<string, number>
}

const PAST_GATE = (s: FileState): boolean => s !== 'waiting'
const SUBMITTED: readonly FileState[] = [
  'submitted',
  'classified',
  'extracted',
  'extraction_failed',
  'stalled'
]
const DONE: readonly FileState[] = [
  'extracted',
  'extraction_failed',
  'stalled',
  'duplicate',
  'failed'
]

const input = JSON.parse(process.argv[2]) as WatchInput
const fsCallsSoFar = input.attributeFsCalls ? attributeFsCalls(input.watchDir) : null
const logLines: string[] = []
const svc = new IntakeService({
  client: createServiceClient({
    baseUrl: input.baseUrl,
    apiKey: input.apiKey,
    userAgent: 'Dropdock-bench/0.1'
  }),
  stateDir: input.stateDir,
  log: (line) => {
    if (logLines.length < 20) logLines.push(line)
  }
})
if (input.paused) svc.pause()

const states = new Map<string, FileState>()
const report: WatchReport = {
  queuedMs: null,
  submittedMs: null,
  extractedMs: null,
  watchCallMs: 0,
  idleCpuPercent: null,
  idleCpuSlices: [],
  settlingCpuPercent: null,
  idleGcMsSlices: [],
  peakRssMiB: 0,
  cpuMs: 0,
  memoryAtPeak: {},
  heapAfterGcMiB: null,
  states: {},
  logLines
}
let t0 = 0
let reached: () => void = () => undefined
const milestone = new Promise<void>((r) => (reached = r))
const since = (): number => Math.round(performance.now() - t0)

// Counted as states change, not by going over every item at each batch: the listener is the
// bench's, and its cost must not be charged to the engine (10,000 items, ten batches a second).
const counts = { past: 0, submitted: 0, done: 0 }
const tally = (s: FileState, by: number): void => {
  if (PAST_GATE(s)) counts.past += by
  if (SUBMITTED.includes(s)) counts.submitted += by
  if (DONE.includes(s)) counts.done += by
}
svc.on('items', (items) => {
  for (const it of items) {
    const before = states.get(it.id)
    if (before === it.state) continue
    if (before !== undefined) tally(before, -1)
    tally(it.state, 1)
    states.set(it.id, it.state)
  }
  if (states.size < input.count) return
  const { past, submitted, done } = counts
  if (report.queuedMs === null && past >= input.count) report.queuedMs = since()
  if (report.submittedMs === null && submitted >= input.count) report.submittedMs = since()
  if (report.extractedMs === null && done >= input.count) report.extractedMs = since()
  const key = `${input.until}Ms` as 'queuedMs' | 'submittedMs' | 'extractedMs'
  if (report[key] !== null) reached()
})

let peakRss = 0
const sampler = setInterval(() => {
  const m = process.memoryUsage()
  if (m.rss <= peakRss) return
  peakRss = m.rss
  for (const [k, v] of Object.entries(m)) report.memoryAtPeak[k] = Math.round(v / 1024 / 1024)
}, 500)

let names: string[] = []
if (input.stagingDir) names = await readdir(input.stagingDir)
t0 = performance.now()
await svc.watch([{ path: input.watchDir, quietMs: input.quietMs }])
report.watchCallMs = since()
if (input.stagingDir) {
  // "after": the clock starts again when the first file appears.
  t0 = performance.now()
  await moveAll(input.stagingDir, input.watchDir, names)
}
const timedOut = await Promise.race([
  milestone.then(() => false),
  new Promise<boolean>((r) => setTimeout(() => r(true), input.timeoutMs).unref())
])
const cpu = process.cpuUsage()
report.cpuMs = Math.round((cpu.user + cpu.system) / 1000)
clearInterval(sampler)
if (!timedOut && input.idleMs) {
  const window = input.idleMs / 1000
  const settle = Math.max(0, (input.settleMs ?? 0) / 1000)
  let gcMs = 0
  const gcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcMs += e.duration
  })
  gcObserver.observe({ entryTypes: ['gc'] })
  for (let i = 0; i < settle + window; i++) {
    gcMs = 0
    report.idleCpuSlices.push(Number((await cpuPercentOver(1000)).toFixed(2)))
    report.idleGcMsSlices.push(Math.round(gcMs))
  }
  gcObserver.disconnect()
  const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length
  report.settlingCpuPercent = mean(report.idleCpuSlices.slice(0, settle || window))
  report.idleCpuPercent = mean(report.idleCpuSlices.slice(-window))
}
const gc = (globalThis as { gc?: () => void }).gc
if (gc) {
  gc()
  report.heapAfterGcMiB = Math.round(process.memoryUsage().heapUsed / 1024 / 1024)
}
report.peakRssMiB = Math.round(await ownPeakRssMiB())
if (fsCallsSoFar) report.fsCallsByCaller = fsCallsSoFar()
for (const it of svc.list()) report.states[it.state] = (report.states[it.state] ?? 0) + 1
await svc.close()
process.stdout.write(JSON.stringify(report) + '\n', () => process.exit(0))
