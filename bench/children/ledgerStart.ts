/**
 * Bench child: one CLI command over a state folder (runCli, as `dropdock` runs it), in a process
 * of its own so its time and memory are its own. `status` runs to its end; `watch` runs until it
 * says it is watching, then stops. Prints one JSON line (LedgerStartReport). Argument: JSON
 * LedgerStartInput.
 */
import { Writable } from 'node:stream'
import { runCli } from '../../src/cli/run'
import { ownPeakRssMiB } from '../lib/measure'

export interface LedgerStartInput {
  command: 'status' | 'watch'
  stateDir: string
  /** watch: the folder watched, and the service. */
  watchDir?: string
  baseUrl?: string
  apiKey?: string
  timeoutMs: number
}

export interface LedgerStartReport {
  /** From the command's start to its end (status) or to "watching" (watch), in ms. */
  ms: number
  /** Peak resident set size of the process by then, in MiB. */
  peakRssMiB: number
  /** Lines the command printed by then. */
  lines: number
  exitCode: number
}

const input = JSON.parse(process.argv[2]) as LedgerStartInput
let watching: () => void = () => undefined
const started = new Promise<void>((r) => (watching = r))
let lines = 0
let tail = ''
const stdout = new Writable({
  write(chunk: Buffer, _enc, cb) {
    const text = tail + chunk.toString('utf8')
    const parts = text.split('\n')
    tail = parts.pop() ?? ''
    for (const line of parts) {
      lines++
      if (line.includes('"event":"note"') && line.includes('Watching')) watching()
    }
    cb()
  }
})
const stderr = new Writable({ write: (_c, _e, cb) => cb() })
let stop: () => void = () => undefined
const stopRequested = new Promise<void>((r) => (stop = r))
const argv =
  input.command === 'status'
    ? ['status', '--state', input.stateDir, '--json']
    : [
        'watch',
        input.watchDir!,
        '--state',
        input.stateDir,
        '--base-url',
        input.baseUrl!,
        '--api-key',
        input.apiKey!,
        '--json'
      ]
const timeout = new Promise<never>((_, reject) =>
  setTimeout(() => reject(new Error(`${input.command} timed out`)), input.timeoutMs).unref()
)
const t0 = performance.now()
const exit = runCli(argv, { stdout, stderr, env: {} }, stopRequested)
const report: LedgerStartReport = { ms: 0, peakRssMiB: 0, lines: 0, exitCode: -1 }
if (input.command === 'status') {
  report.exitCode = await Promise.race([exit, timeout])
} else {
  await Promise.race([started, exit.then(() => Promise.reject(new Error('watch ended'))), timeout])
}
report.ms = performance.now() - t0
report.peakRssMiB = await ownPeakRssMiB()
report.lines = lines
if (input.command === 'watch') {
  stop()
  report.exitCode = await exit
}
process.stdout.write(JSON.stringify(report) + '\n', () => process.exit(0))
