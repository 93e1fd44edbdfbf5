import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { DEFAULT_LIMITS } from '../../src/main/core/queue/scheduler'
import type { WatchInput, WatchReport } from '../children/watchEngine'
import { scratch, writeDistinctFiles } from '../lib/files'
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

/**
 * 1,000 files of 64 KiB appearing in a watched folder until each has its document (state
 * submitted or later), against a minimal raw-fetch client sending the same files with the same
 * upload concurrency. Each side runs in its own process against its own fresh sandbox process,
 * so neither shares an event loop with the server or with the other.
 */
export async function watch1000Bench(): Promise<BenchResult> {
  const { dir, cleanup } = await scratch('watch1000')
  try {
    const staging = join(dir, 'staging')
    const plain = join(dir, 'plain')
    const watched = join(dir, 'watched')
    for (const d of [staging, plain, watched]) await mkdir(d)
    await writeDistinctFiles(staging, COUNT, SIZE)
    await writeDistinctFiles(plain, COUNT, SIZE)

    const cpu = { baselineSandbox: 0, oursSandbox: 0 }
    const sbBase = await sandboxFor(join(dir, 'sandbox-baseline'))
    let baseline: { elapsedMs: number; cpuMs: number; created: number; failed: number }
    try {
      baseline = await runChild('bench/children/minimalClient.ts', {
        baseUrl: sbBase.baseUrl,
        apiKey: sbBase.apiKey,
        dir: plain,
        concurrency: DEFAULT_LIMITS.upload
      })
      cpu.baselineSandbox = await sbBase.cpuSeconds()
    } finally {
      await sbBase.close()
    }
    if (baseline.created !== COUNT) {
      throw new Error(`minimal client created ${baseline.created} of ${COUNT} documents`)
    }

    const sbOurs = await sandboxFor(join(dir, 'sandbox-ours'))
    let ours: WatchReport
    try {
      const input: WatchInput = {
        baseUrl: sbOurs.baseUrl,
        apiKey: sbOurs.apiKey,
        stateDir: join(dir, 'state'),
        watchDir: watched,
        stagingDir: staging,
        count: COUNT,
        quietMs: QUIET_MS,
        until: 'submitted',
        timeoutMs: 120_000
      }
      ours = await runChild<WatchReport>('bench/children/watchEngine.ts', input)
      cpu.oursSandbox = await sbOurs.cpuSeconds()
    } finally {
      await sbOurs.close()
    }
    if (ours.submittedMs === null) {
      throw new Error(`not every file got its document: ${JSON.stringify(ours.states)}`)
    }
    const rate = (ms: number): number => COUNT / (ms / 1000)
    return {
      name: 'watch-1000',
      what: `${COUNT} files of 64 KiB appearing in a watched folder → documents created (files/s)`,
      ours: rate(ours.submittedMs),
      baseline: rate(baseline.elapsedMs),
      unit: 'files/s',
      ratio: baseline.elapsedMs / ours.submittedMs,
      // The engine may cost at most 5 % over a client that only hashes, uploads and creates.
      target: 0.95,
      notes: {
        'quiet period': `${QUIET_MS} ms (included in ours)`,
        concurrency: `hash ${DEFAULT_LIMITS.hash}, upload ${DEFAULT_LIMITS.upload} (baseline: ${DEFAULT_LIMITS.upload})`,
        'ours, all queued after': `${ours.queuedMs} ms`,
        'ours, all submitted after': `${ours.submittedMs} ms (peak RSS ${ours.peakRssMiB} MiB)`,
        'baseline, all created after': `${baseline.elapsedMs} ms`,
        'CPU client / its sandbox, ours': `${(ours.cpuMs / 1000).toFixed(1)} s / ${cpu.oursSandbox.toFixed(1)} s`,
        'CPU client / its sandbox, baseline': `${(baseline.cpuMs / 1000).toFixed(1)} s / ${cpu.baselineSandbox.toFixed(1)} s`,
        processes:
          'engine and minimal client each in a child process, each against its own fresh sandbox child process (rate limit lifted)'
      }
    }
  } finally {
    await cleanup()
  }
}
