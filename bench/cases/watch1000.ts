import { execFileSync } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { DEFAULT_LIMITS } from '../../src/engine/queue/scheduler'
import type { WatchInput, WatchReport } from '../children/watchEngine'
import { scratch, writeDistinctFiles } from '../lib/files'
import { appRuntime } from '../lib/appRuntime'
import {
  canTrace,
  countFsCalls,
  describeCallers,
  describeFsCalls,
  straceCommand
} from '../lib/fsCalls'
import { runChild, startSandboxProcess } from '../lib/processes'
import type { BenchResult } from '../lib/report'

const COUNT = 1000
const SIZE = 64 * 1024
const QUIET_MS = 200

/** A fresh sandbox process (own data dir, delay 0, no rate limit) for one side of a race. */
async function sandboxFor(dataDir: string): ReturnType<typeof startSandboxProcess> {
  await mkdir(dataDir, { recursive: true })
  return startSandboxProcess('bench/children/sandbox.ts', [JSON.stringify({ dataDir })])
}

const ROUNDS = 3

type Minimal = { elapsedMs: number; cpuMs: number; created: number; failed: number }

/** The minimal client sending `from` to a fresh sandbox of its own; its CPU and the sandbox's. */
async function minimal(
  dir: string,
  transport: 'fetch' | 'http',
  from: string,
  round: number
): Promise<Minimal & { sandboxCpuS: number }> {
  const sb = await sandboxFor(join(dir, `sandbox-baseline-${transport}-${round}`))
  try {
    const r = await runChild<Minimal>(
      'bench/children/minimalClient.ts',
      {
        baseUrl: sb.baseUrl,
        apiKey: sb.apiKey,
        dir: from,
        concurrency: DEFAULT_LIMITS.upload,
        transport
      },
      { bundled: true }
    )
    if (r.created !== COUNT) {
      throw new Error(`minimal client (${transport}) created ${r.created} of ${COUNT} documents`)
    }
    return { ...r, sandboxCpuS: await sb.cpuSeconds() }
  } finally {
    await sb.close()
  }
}

/**
 * The engine watching a folder while the files of `staging` appear in it, against its own
 * sandbox; `trace` runs it under strace, writing the trace there.
 */
async function engine(
  dir: string,
  staging: string,
  round: number | string,
  trace?: string
): Promise<WatchReport & { submittedMs: number; sandboxCpuS: number; watched: string }> {
  const watched = join(dir, `watched-${round}`)
  await mkdir(watched)
  const sb = await sandboxFor(join(dir, `sandbox-ours-${round}`))
  try {
    const input: WatchInput = {
      baseUrl: sb.baseUrl,
      apiKey: sb.apiKey,
      stateDir: join(dir, `state-${round}`),
      watchDir: watched,
      stagingDir: staging,
      count: COUNT,
      quietMs: QUIET_MS,
      until: 'submitted',
      // Traced, every file-system call stops the child for strace.
      timeoutMs: trace !== undefined ? 300_000 : 120_000,
      attributeFsCalls: trace !== undefined
    }
    const ours = await runChild<WatchReport>('bench/children/watchEngine.ts', input, {
      bundled: true,
      ...(trace !== undefined ? { trace: straceCommand(trace) } : {})
    })
    if (ours.submittedMs === null) {
      throw new Error(`not every file got its document: ${JSON.stringify(ours.states)}`)
    }
    const sandboxCpuS = await sb.cpuSeconds()
    return { ...ours, submittedMs: ours.submittedMs, sandboxCpuS, watched }
  } finally {
    await sb.close()
  }
}

/**
 * The file-system calls made per file, counted by strace in a run of its own (not timed:
 * tracing slows every call): all of them, and apart the share of chokidar's directory listings
 * (the child's own count of its path calls by caller), so that what is left is the engine's.
 */
async function fsCallsPerFile(dir: string): Promise<Record<string, string>> {
  const key = 'filesystem calls per file'
  if (!canTrace()) return { [key]: 'not counted: strace is not available here' }
  const staging = join(dir, 'staging-traced')
  await mkdir(staging)
  await writeDistinctFiles(staging, COUNT, SIZE)
  execFileSync('sync')
  const trace = join(dir, 'engine.strace')
  const run = await engine(dir, staging, 'traced', trace)
  const counted = await countFsCalls(trace, run.watched)
  const { watcher, engine: own } = describeCallers(counted, run.fsCallsByCaller ?? {})
  return {
    [`${key} (strace, an untimed run of its own)`]: describeFsCalls(counted),
    [`${key}, chokidar's directory listings among them`]: watcher,
    [`${key}, the engine's own (its scanner and gate looks, the one read)`]: own
  }
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/**
 * 1,000 files of 64 KiB appearing in a watched folder until each has its document (state
 * submitted or later), against a minimal node:http client (the engine's own transport) sending
 * the same files with the same upload concurrency: it only hashes, uploads and creates, the floor
 * of the work. Each side runs in its own process against its own fresh sandbox process, so
 * neither shares an event loop with the server or with the other.
 *
 * One race swings by about ±20 % on a two-core machine, so the figure is the median of ROUNDS
 * paired races, run back to back with the order swapped each round so that a slow stretch of the
 * machine falls on both sides; every round's ratio and their spread are printed. The same client
 * over fetch runs once, for reference.
 */
export async function watch1000Bench(): Promise<BenchResult> {
  const { dir, cleanup } = await scratch('watch1000')
  try {
    const rounds: {
      baseline: Awaited<ReturnType<typeof minimal>>
      ours: Awaited<ReturnType<typeof engine>>
    }[] = []
    for (let round = 0; round < ROUNDS; round++) {
      // Both sides' files are written and flushed to disk before either runs: a race that
      // starts while the kernel still writes back 64 MiB just written runs slower.
      const plain = join(dir, `plain-${round}`)
      const staging = join(dir, `staging-${round}`)
      for (const d of [plain, staging]) {
        await mkdir(d)
        await writeDistinctFiles(d, COUNT, SIZE)
      }
      execFileSync('sync')
      if (round % 2 === 0) {
        const baseline = await minimal(dir, 'http', plain, round)
        rounds.push({ baseline, ours: await engine(dir, staging, round) })
      } else {
        const ours = await engine(dir, staging, round)
        rounds.push({ baseline: await minimal(dir, 'http', plain, round), ours })
      }
    }
    const plainFetch = join(dir, 'plain-fetch')
    await mkdir(plainFetch)
    await writeDistinctFiles(plainFetch, COUNT, SIZE)
    execFileSync('sync')
    const overFetch = await minimal(dir, 'fetch', plainFetch, 0)
    const fsCalls = await fsCallsPerFile(dir)

    const ratios = rounds.map((r) => r.baseline.elapsedMs / r.ours.submittedMs)
    const ratio = median(ratios)
    // The round whose ratio is the median supplies the figures printed beside it.
    const mid = rounds[ratios.indexOf(ratio)]
    const { baseline, ours } = mid
    const rate = (ms: number): number => COUNT / (ms / 1000)
    return {
      name: 'watch-1000',
      what: `${COUNT} files of 64 KiB appearing in a watched folder → documents created (files/s)`,
      ours: rate(ours.submittedMs),
      baseline: rate(baseline.elapsedMs),
      unit: 'files/s',
      ratio,
      against: 'a minimal node:http client (median of the rounds)',
      // The engine may take at most 1.25 × the floor: its quiet period, scanner, ledger and
      // follow-up on top of hash, upload and create.
      target: 0.8,
      notes: {
        rounds: `${ROUNDS}, order swapped each round; ratio of each: ${ratios.map((r) => r.toFixed(2)).join(', ')} (median shown; spread ${(Math.max(...ratios) - Math.min(...ratios)).toFixed(2)})`,
        'each round, ours / baseline (ms)': rounds
          .map((r) => `${r.ours.submittedMs} / ${r.baseline.elapsedMs}`)
          .join(', '),
        'quiet period': `${QUIET_MS} ms (included in ours)`,
        concurrency: `hash ${DEFAULT_LIMITS.hash}, upload ${DEFAULT_LIMITS.upload} (baseline: ${DEFAULT_LIMITS.upload})`,
        'ours, all queued after': `${ours.queuedMs} ms`,
        'ours, all submitted after': `${ours.submittedMs} ms (peak RSS ${ours.peakRssMiB} MiB)`,
        'baseline (node:http), all created after': `${baseline.elapsedMs} ms`,
        'same client over fetch, not the target': `${overFetch.elapsedMs} ms, ${rate(overFetch.elapsedMs).toFixed(2)} files/s, it / ours = ${(overFetch.elapsedMs / ours.submittedMs).toFixed(2)}`,
        'CPU client / its sandbox, ours': `${(ours.cpuMs / 1000).toFixed(1)} s / ${ours.sandboxCpuS.toFixed(1)} s`,
        'CPU client / its sandbox, baseline': `${(baseline.cpuMs / 1000).toFixed(1)} s / ${baseline.sandboxCpuS.toFixed(1)} s`,
        'CPU client / its sandbox, over fetch': `${(overFetch.cpuMs / 1000).toFixed(1)} s / ${overFetch.sandboxCpuS.toFixed(1)} s`,
        // A minimal client reads a file with 4 (open, fstat, read, close); the scanner's and the
        // gate's looks at it come on top.
        ...fsCalls,
        processes:
          'engine and minimal client each in a child process, each against its own fresh sandbox child process (rate limit lifted)',
        'engine and minimal client runtime': appRuntime()
      }
    }
  } finally {
    await cleanup()
  }
}
