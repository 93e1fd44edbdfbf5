/**
 * Writes the `ledger` bench's full state folder (its 100,000 finished files, or as many as asked)
 * for measuring a command over it by hand: `npx tsx bench/children/ledgerState.ts <stateDir>
 * <watchDir> [count]`, then e.g. `node --cpu-prof --import tsx src/cli/main.ts status --state
 * <stateDir> --json > /dev/null`.
 */
import { mkdirSync } from 'node:fs'
import { writeFullState } from '../cases/ledger'

const [stateDir, watchDir, count] = process.argv.slice(2)
if (!stateDir || !watchDir) throw new Error('Usage: ledgerState.ts <stateDir> <watchDir> [count]')
mkdirSync(stateDir, { recursive: true })
mkdirSync(watchDir, { recursive: true })
writeFullState(stateDir, watchDir, count ? Number(count) : 100_000)
