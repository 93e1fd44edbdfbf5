/**
 * Bench child: the CLI's `watch` (runCli, as `dropdock watch` runs it) over a state folder that
 * may already hold a long history, in a process of its own so its CPU is its own. Either it sits
 * idle and its CPU is measured, or files are moved in and the CPU until each has its outcome is
 * divided by their number. Prints one JSON line (HistoryReport). Argument: JSON HistoryInput.
 */
import { Writable } from 'node:stream'
import { readdir } from 'node:fs/promises'
import { runCli } from '../../src/cli/run'
import { moveAll } from '../lib/files'
import { cpuPercentOver } from '../lib/measure'

export interface HistoryInput {
  baseUrl: string
  apiKey: string
  stateDir: string
  watchDir: string
  /** Idle: wait this long once watching, then measure CPU over `windowMs`. */
  idle?: { settleMs: number; windowMs: number }
  /** Send: files to move into the watched folder; CPU per file until each has its outcome. */
  stagingDir?: string
  /** How long after watching starts the files are moved in (the same for every run). */
  sendAfterMs?: number
  timeoutMs: number
}

export interface HistoryReport {
  /** Share of one core while idle, in percent (one figure per second). */
  idleCpuSlices: number[]
  idleCpuPercent: number | null
  /** CPU (user + system) per file from the first move to the last outcome, in ms. */
  cpuMsPerFile: number | null
  files: number
  exitCode: number
}

const input = JSON.parse(process.argv[2]) as HistoryInput
let watching: () => void = () => undefined
const started = new Promise<void>((r) => (watching = r))
let outcomes = 0
let wanted = Infinity
let allDone: () => void = () => undefined
const done = new Promise<void>((r) => (allDone = r))
let buffered = ''
const seen: string[] = []
const stdout = new Writable({
  write(chunk: Buffer, _enc, cb) {
    buffered += chunk.toString('utf8')
    let nl = buffered.indexOf('\n')
    while (nl >= 0) {
      const line = buffered.slice(0, nl)
      buffered = buffered.slice(nl + 1)
      if (seen.length < 20) seen.push(line)
      if (line.includes('"event":"note"') && line.includes('Watching')) watching()
      if (line.includes('"event":"file"') && ++outcomes >= wanted) allDone()
      nl = buffered.indexOf('\n')
    }
    cb()
  }
})
const stderr = new Writable({ write: (_c, _e, cb) => cb() })
let stop: () => void = () => undefined
const stopRequested = new Promise<void>((r) => (stop = r))
const argv = [
  'watch',
  input.watchDir,
  '--state',
  input.stateDir,
  '--base-url',
  input.baseUrl,
  '--api-key',
  input.apiKey,
  '--quiet-ms',
  '200',
  '--json'
]
const report: HistoryReport = {
  idleCpuSlices: [],
  idleCpuPercent: null,
  cpuMsPerFile: null,
  files: 0,
  exitCode: -1
}
const exit = runCli(argv, { stdout, stderr, env: {} }, stopRequested)
// A watch that ends on its own (a usage or connection error) says why, with its first lines.
void exit.then((code) => {
  if (code > 1) process.stderr.write(`watch exited with ${code}: ${seen.join('\n')}\n`)
})
const timeout = new Promise<never>((_, reject) =>
  setTimeout(() => reject(new Error('timed out')), input.timeoutMs).unref()
)
await Promise.race([started, timeout])
if (input.idle) {
  await new Promise((r) => setTimeout(r, input.idle!.settleMs))
  const seconds = Math.round(input.idle.windowMs / 1000)
  for (let i = 0; i < seconds; i++) {
    report.idleCpuSlices.push(Number((await cpuPercentOver(1000)).toFixed(3)))
  }
  report.idleCpuPercent = report.idleCpuSlices.reduce((a, b) => a + b, 0) / seconds
}
if (input.stagingDir) {
  // Loading a long ledger leaves garbage V8 collects in the seconds after: not a file's cost.
  await new Promise((r) => setTimeout(r, input.sendAfterMs ?? 0))
  const names = await readdir(input.stagingDir)
  wanted = names.length
  report.files = names.length
  const cpu0 = process.cpuUsage()
  await moveAll(input.stagingDir, input.watchDir, names)
  await Promise.race([done, timeout])
  const used = process.cpuUsage(cpu0)
  report.cpuMsPerFile = (used.user + used.system) / 1000 / names.length
}
stop()
report.exitCode = await exit
process.stdout.write(JSON.stringify(report) + '\n', () => process.exit(0))
