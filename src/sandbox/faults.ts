import { prng } from '../shared/prng'

/** How a faulty request fails. */
export type FaultKind = '500' | '502' | '503' | 'reset' | 'stall' | 'lost'

const KINDS: FaultKind[] = ['500', '502', '503', 'reset', 'stall', 'lost']

/**
 * Decides per request whether it fails and how, at `rate` (0–1), the way networks and servers
 * fail: 5xx with an errors envelope, connection reset before handling, a response that stalls
 * (bounded) then drops, or a request that is processed but whose response is lost. Drawn from a
 * PRNG seeded with `seed`: the same seed and the same sequence of requests give the same faults.
 */
export function createFaultPicker(rate: number, seed: number): () => FaultKind | null {
  const random = prng(seed)
  return () => {
    if (rate <= 0 || random() >= rate) return null
    return KINDS[Math.floor(random() * KINDS.length)]
  }
}
