import { percentile, slowestMean } from '../lib/percentile'
import { runChild } from '../lib/processes'
import type { BenchResult } from '../lib/report'
import { ensureWebRenderer } from '../lib/webRenderer'

const ITEMS = 10_000
const BASELINE_ITEMS = 1_000
const ROUNDS = 8
const FRAMES = 40
/** The verdict's figure: the mean of the slowest tenth of the frames. */
const TAIL = 0.1

export interface InboxScrollInput {
  items: number
  baselineItems: number
  rounds: number
  frames: number
}

/** What the child measured: frame intervals in ms per list size, and the big list's state. */
export interface InboxScrollReport {
  baselineMs: number[]
  oursMs: number[]
  rowsInDom: number
  lastRowShown: boolean
}

/**
 * The inbox with 10,000 items in Chromium, scrolled top to bottom in 30 jumps, each landing on
 * rows not drawn before: the mean of its slowest tenth of frame intervals (320 frames, so one
 * frame moves it by a thirty-second of a frame) against the same scroll of an inbox of 1,000 items, the two pages taking turns in the same browser, round by round. A
 * virtual list draws the same rows per frame whatever the length, so the ratio should stay near
 * 1; a list whose frame cost grows with its length falls towards 0.1.
 */
export async function inboxScrollBench(): Promise<BenchResult> {
  await ensureWebRenderer()
  const input: InboxScrollInput = {
    items: ITEMS,
    baselineItems: BASELINE_ITEMS,
    rounds: ROUNDS,
    frames: FRAMES
  }
  const r = await runChild<InboxScrollReport>('bench/children/inboxScroll.ts', input, {
    tsconfig: 'tsconfig.e2e.json'
  })
  const ours = slowestMean(r.oursMs, TAIL)
  const baseline = slowestMean(r.baselineMs, TAIL)
  return {
    name: 'inbox-scroll-10k',
    what: 'Inbox scrolled to the end in Chromium, 10,000 items against 1,000 (mean of the slowest 10 % of frames, ms)',
    ours,
    baseline,
    unit: 'ms',
    ratio: baseline / ours,
    target: 0.8,
    notes: {
      method: `${ROUNDS} alternating rounds of ${FRAMES} jumps per list, after one warm-up round`,
      'p95 frame': `${percentile(r.oursMs, 0.95).toFixed(1)} ms (1,000 items: ${percentile(r.baselineMs, 0.95).toFixed(1)} ms)`,
      'median frame': `${percentile(r.oursMs, 0.5).toFixed(1)} ms (1,000 items: ${percentile(r.baselineMs, 0.5).toFixed(1)} ms)`,
      'slowest frame': `${Math.max(...r.oursMs).toFixed(1)} ms`,
      'rows in the page at the end': r.rowsInDom,
      'last row shown': String(r.lastRowShown)
    }
  }
}
