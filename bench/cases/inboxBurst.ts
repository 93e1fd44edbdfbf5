import { percentile, slowestMean } from '../lib/percentile'
import { runChild } from '../lib/processes'
import type { BenchResult } from '../lib/report'
import { ensureWebRenderer } from '../lib/webRenderer'

const ITEMS = 10_000
const ROUNDS = 6
const FRAMES = 60
const TICK_MS = 100
/** Items whose state changes in each tick (main's batch of one 100 ms window in a burst). */
const CHANGED = 200
/** Uploads whose bytes move in each tick. */
const SENDING = 30

export interface InboxBurstInput {
  items: number
  rounds: number
  frames: number
  tickMs: number
  changed: number
  sending: number
}

/** What the child measured: frame intervals in ms, still and under the burst. */
export interface InboxBurstReport {
  stillMs: number[]
  burstMs: number[]
  ticks: number
  /** The state the first changed item's row shows at the end (the burst reached the rows). */
  lastState: string
}

/**
 * The inbox with 10,000 items in Chromium, scrolled top to bottom in 60 jumps, while a burst
 * updates it (every 100 ms: 200 items change state, 30 uploads move, the status's counts change,
 * as main sends them) against the same scroll of the same page while nothing changes, the two
 * taking turns round by round: the mean of the slowest tenth of the frame intervals (a figure one
 * frame cannot flip, unlike a percentile of 16.7 ms steps). A model whose batch
 * costs what it changes keeps the ratio near 1; one that copies, sorts and rescans the whole
 * inbox for every batch stretches the frames a batch lands in.
 */
export async function inboxBurstBench(): Promise<BenchResult> {
  await ensureWebRenderer()
  const input: InboxBurstInput = {
    items: ITEMS,
    rounds: ROUNDS,
    frames: FRAMES,
    tickMs: TICK_MS,
    changed: CHANGED,
    sending: SENDING
  }
  const r = await runChild<InboxBurstReport>('bench/children/inboxBurst.ts', input, {
    tsconfig: 'tsconfig.e2e.json'
  })
  const ours = slowestMean(r.burstMs, 0.1)
  const baseline = slowestMean(r.stillMs, 0.1)
  return {
    name: 'inbox-burst-10k',
    what: 'Inbox of 10,000 items scrolled in Chromium during a burst, against the still list (mean of the slowest 10 % of frames, ms; ratio = still / burst, target: burst ≤ 1.25× still)',
    ours,
    baseline,
    unit: 'ms',
    ratio: baseline / ours,
    target: 0.8,
    notes: {
      method: `${ROUNDS} alternating rounds of ${FRAMES} jumps each, still and burst, after one warm-up round`,
      burst: `every ${TICK_MS} ms: ${CHANGED} state changes, ${SENDING} progress updates, a status; ${r.ticks} ticks in all`,
      'slowest 10 % burst / still': `${(ours / baseline).toFixed(2)}× (target ≤ 1.25×)`,
      'p95 frame': `${percentile(r.burstMs, 0.95).toFixed(1)} ms (still: ${percentile(r.stillMs, 0.95).toFixed(1)} ms)`,
      'median frame': `${percentile(r.burstMs, 0.5).toFixed(1)} ms (still: ${percentile(r.stillMs, 0.5).toFixed(1)} ms)`,
      'slowest frame': `${Math.max(...r.burstMs).toFixed(1)} ms (still: ${Math.max(...r.stillMs).toFixed(1)} ms)`,
      'first changed row at the end': r.lastState
    }
  }
}
