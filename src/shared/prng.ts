/**
 * A small seeded PRNG (mulberry32): the same seed gives the same sequence of numbers in [0, 1),
 * so a run driven by it (injected faults, random test instants) can be replayed.
 */
export function prng(seed: number): () => number {
  let state = seed | 0
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A fresh seed (an unsigned 32-bit integer) for a run that was given none. */
export function newSeed(): number {
  return Math.floor(Math.random() * 0x1_0000_0000)
}

/** Largest seed accepted: seeds are unsigned 32-bit integers. */
export const MAX_SEED = 0xffff_ffff
