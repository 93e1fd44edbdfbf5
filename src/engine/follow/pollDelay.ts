/** The first wait, the longest, the growth per attempt and the jitter (±, as a share). */
export const POLL_DELAY = { firstMs: 1_000, maxMs: 60_000, growth: 1.6, jitter: 0.2 } as const
const { firstMs: FIRST_MS, maxMs: MAX_MS, growth: GROWTH, jitter: JITTER } = POLL_DELAY

/**
 * How long to wait before looking at a submitted document again: about 1 s at first (the
 * sandbox extracts in a second or two), growing by 1.6× per attempt to 60 s, ±20 % jitter so
 * that thousands of documents submitted together do not poll in lockstep.
 */
export function pollDelayMs(attempt: number, random: () => number = Math.random): number {
  const n = Math.max(0, Math.floor(attempt))
  const base = Math.min(MAX_MS, FIRST_MS * GROWTH ** n)
  const jittered = base * (1 - JITTER + 2 * JITTER * random())
  return Math.round(Math.min(MAX_MS, jittered))
}
