import { printResult, type BenchResult } from './lib/report'
import { hashBench } from './cases/hash'
import { sandboxStoreBench } from './cases/sandboxStore'
import { upload1gBench } from './cases/upload1g'
import { watch1000Bench } from './cases/watch1000'
import { watch10kBench } from './cases/watch10k'

/**
 * `npm run bench [-- name…]`: runs the benchmarks (all, or those named) one after another and
 * prints each figure as a ratio against a baseline measured in the same run. Exit code 1 when a
 * target is missed.
 */
const cases: Record<string, () => Promise<BenchResult>> = {
  hash: hashBench,
  watch1000: watch1000Bench,
  upload1g: upload1gBench,
  watch10k: watch10kBench,
  'sandbox-store': sandboxStoreBench
}

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'))
const names = wanted.length ? wanted : Object.keys(cases)
let failed = 0
for (const name of names) {
  const bench = cases[name]
  if (!bench) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(cases).join(', ')}`)
    process.exit(2)
  }
  if (!printResult(await bench())) failed++
}
console.log(`\n${names.length - failed} of ${names.length} benchmarks met their target`)
process.exit(failed ? 1 : 0)
