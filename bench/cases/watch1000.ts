import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { DEFAULT_LIMITS } from '../../src/main/core/queue/scheduler'
import type { WatchInput, WatchReport } from '../children/watchEngine'
import { scratch, writeDistinctFiles } from '../lib/files'
import { appRuntime } from '../lib/appRuntime'
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
 * upload concurrency (and, for reference, the same client over node:http). Each side runs in its own process against its own fresh sandbox process,
 * so neither shares an event loop with the server or with the other.
 */
export async function watch1000Bench(): Promise<BenchResult> {
  const { dir, cleanup } = await scratch('watch1000')
  try {
    const staging = join(dir, 'staging')
    const plain = join(dir, 'plain')
    const plainHttp = join(dir, 'plain-http')
    const watched = join(dir, 'watched')
    for (const d of [staging, plain, plainHttp, watched]) await mkdir(d)
    await writeDistinctFiles(staging, COUNT, SIZE)
    await writeDistinctFiles(plain, COUNT, SIZE)
    await writeDistinctFiles(plainHttp, COUNT, SIZE)

    type Minimal = { elapsedMs: number; cpuMs: number; created: number; failed: number }
    /** The minimal client against a fresh sandbox of its own; its CPU and the sandbox's. */
    const minimal = async (
      transport: 'fetch' | 'http',
      from: string
    ): Promise<Minimal & { sandboxCpuS: number }> => {
      const sb = await sandboxFor(join(dir, `sandbox-baseline-${transport}`))
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
          throw new Error(
            `minimal client (${transport}) created ${r.created} of ${COUNT} documents`
          )
        }
        return { ...r, sandboxCpuS: await sb.cpuSeconds() }
      } finally {
        await sb.close()
      }
    }
    const baseline = await minimal('fetch', plain)
    const overHttp = await minimal('http', plainHttp)

    const cpu = { oursSandbox: 0 }
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
      ours = await runChild<WatchReport>('bench/children/watchEngine.ts', input, {
        bundled: true
      })
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
      // The engine may cost at most 5 % over a raw-fetch client that only hashes, uploads and
      // creates. The same client over node:http is printed beside it: the engine's JSON calls and
      // uploads use node:http, so that ratio is its own overhead apart from the transport.
      target: 0.95,
      notes: {
        'quiet period': `${QUIET_MS} ms (included in ours)`,
        concurrency: `hash ${DEFAULT_LIMITS.hash}, upload ${DEFAULT_LIMITS.upload} (baseline: ${DEFAULT_LIMITS.upload})`,
        'ours, all queued after': `${ours.queuedMs} ms`,
        'ours, all submitted after': `${ours.submittedMs} ms (peak RSS ${ours.peakRssMiB} MiB)`,
        'baseline (raw fetch), all created after': `${baseline.elapsedMs} ms`,
        "same client over node:http (the engine's transport), not the target": `${overHttp.elapsedMs} ms, ${rate(overHttp.elapsedMs).toFixed(2)} files/s, ours / it = ${(overHttp.elapsedMs / ours.submittedMs).toFixed(2)}`,
        'CPU client / its sandbox, ours': `${(ours.cpuMs / 1000).toFixed(1)} s / ${cpu.oursSandbox.toFixed(1)} s`,
        'CPU client / its sandbox, baseline': `${(baseline.cpuMs / 1000).toFixed(1)} s / ${baseline.sandboxCpuS.toFixed(1)} s`,
        'CPU client / its sandbox, over node:http': `${(overHttp.cpuMs / 1000).toFixed(1)} s / ${overHttp.sandboxCpuS.toFixed(1)} s`,
        processes:
          'engine and minimal client each in a child process, each against its own fresh sandbox child process (rate limit lifted)',
        'engine and minimal client runtime': appRuntime()
      }
    }
  } finally {
    await cleanup()
  }
}
