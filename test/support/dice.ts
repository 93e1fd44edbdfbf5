import { prng } from '@shared/prng'

/** Helpers over one seeded stream (the product's own PRNG), so a fuzz case replays from its seed. */
export interface Dice {
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
}

/** Dice over the seeded stream of `seed`. */
export function dice(seed: number): Dice {
  const next = prng(seed)
  return {
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p
  }
}
