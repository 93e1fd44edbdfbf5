import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'

/** Wall time of an async function, in milliseconds. */
export async function timeIt(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint()
  await fn()
  return Number(process.hrtime.bigint() - start) / 1e6
}

/** Runs a command to completion; rejects with its stderr when it fails. */
export function run(cmd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (err += d))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd}: ${err}`))))
  })
}

/** Peak resident set size of a live process, in MiB, from /proc (Linux). */
export async function peakRssMiB(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const m = /VmHWM:\s+(\d+) kB/.exec(status)
    return m ? Number(m[1]) / 1024 : null
  } catch {
    return null
  }
}

/** This process's own peak RSS in MiB (VmHWM), for children that report on themselves. */
export async function ownPeakRssMiB(): Promise<number> {
  return (await peakRssMiB(process.pid)) ?? process.memoryUsage().rss / 1024 / 1024
}

/**
 * Share of one core this process used over `ms` of wall time, in percent (user + system), from
 * process.cpuUsage: what "idle CPU" means for a watcher that should be asleep.
 */
export async function cpuPercentOver(ms: number): Promise<number> {
  const start = process.cpuUsage()
  const t0 = process.hrtime.bigint()
  await new Promise((r) => setTimeout(r, ms))
  const used = process.cpuUsage(start)
  const wallUs = Number(process.hrtime.bigint() - t0) / 1000
  return ((used.user + used.system) / wallUs) * 100
}
