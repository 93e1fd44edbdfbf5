import { spawn } from 'node:child_process'
import { buildShippedCli } from '../lib/cliBundle'
import { scratch } from '../lib/files'
import { percentile } from '../lib/percentile'
import type { BenchResult } from '../lib/report'

const ROUNDS = 21
/** `--version` may take at most this many times a bare Node's start. */
const MOST_TIMES_BARE = 3

/** Wall time (ms) of one process from spawn to exit; rejects when it does not exit 0. */
function timeRun(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now()
    const child = spawn(process.execPath, args, { stdio: 'ignore' })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve(performance.now() - t0) : reject(new Error(`${args} exited ${code}`))
    )
  })
}

/**
 * `dropdock --version` of the shipped command line against `node -e 0`, in interleaved rounds so
 * both see the same machine; the median of each, as a ratio against three times the bare start.
 */
export async function cliStartBench(): Promise<BenchResult> {
  const { dir, cleanup } = await scratch('cli-start')
  try {
    const cli = await buildShippedCli(dir)
    const ours: number[] = []
    const bare: number[] = []
    await timeRun([cli, '--version'])
    for (let i = 0; i < ROUNDS; i++) {
      ours.push(await timeRun([cli, '--version']))
      bare.push(await timeRun(['-e', '0']))
    }
    const median = (xs: number[]) => percentile(xs, 0.5)
    const perRound = ours.map((o, i) => o / bare[i]).sort((a, b) => a - b)
    return {
      name: 'cli-start',
      what: `\`dropdock --version\` of the shipped command line, against ${MOST_TIMES_BARE} × \`node -e 0\` (ms, median of ${ROUNDS} interleaved rounds; ratio = ${MOST_TIMES_BARE} × bare / ours)`,
      ours: median(ours),
      baseline: MOST_TIMES_BARE * median(bare),
      unit: 'ms',
      ratio: (MOST_TIMES_BARE * median(bare)) / median(ours),
      target: 1,
      notes: {
        'bare node -e 0': `${median(bare).toFixed(0)} ms median`,
        'ours / bare, per round': `median ${percentile(perRound, 0.5).toFixed(2)}, min ${perRound[0].toFixed(2)}, max ${perRound[perRound.length - 1].toFixed(2)}`
      }
    }
  } finally {
    await cleanup()
  }
}
