/** The value below which `share` of the samples fall. */
export function percentile(samples: number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!
}

/**
 * The mean of the slowest `share` of the samples (at least one): a tail figure that moves by
 * one frame's share when one frame changes, where a percentile of frame intervals, quantized to
 * the display's 16.7 ms, can jump a whole frame and flip a verdict.
 */
export function slowestMean(samples: number[], share: number): number {
  const sorted = [...samples].sort((a, b) => b - a)
  const tail = sorted.slice(0, Math.max(1, Math.round(share * sorted.length)))
  return tail.reduce((sum, x) => sum + x, 0) / tail.length
}
