/**
 * Delay before retry number `attempt` (1 = first retry): exponential from `baseMs`, capped at
 * `capMs`, with "equal jitter" (half fixed, half random) so a crowd of requests or files failing
 * together does not come back together. The one backoff formula of the engine: the client's
 * request retries and the queue's file retries differ only in their numbers.
 */
export function equalJitterMs(
  attempt: number,
  baseMs: number,
  capMs: number,
  random: () => number
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1))
  return Math.round(ceiling / 2 + random() * (ceiling / 2))
}
