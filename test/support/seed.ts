import { MAX_SEED, newSeed } from '@shared/prng'

/** The environment variable that replays a random test: `DROPDOCK_SEED=N npx vitest run FILE`. */
export const SEED_VARIABLE = 'DROPDOCK_SEED'

/**
 * The seed of a test file's random draws (injected faults, kill instants): DROPDOCK_SEED when
 * set, so a failure can be replayed, else a fresh one. Put it in the test's name (`seedNote`),
 * which vitest prints with every failure.
 */
export function testSeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = env[SEED_VARIABLE]
  if (given === undefined || given === '') return newSeed()
  const seed = Number(given)
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new Error(`${SEED_VARIABLE} must be an integer from 0 to ${MAX_SEED}, not "${given}"`)
  }
  return seed
}

/** The words a test's name ends with so that its failure says how to replay it. */
export function seedNote(seed: number): string {
  return `(${SEED_VARIABLE}=${seed})`
}
