import { cliStartBench } from './cases/cliStart'
import { hashBench } from './cases/hash'
import { historyBench } from './cases/history'
import { inboxBurstBench } from './cases/inboxBurst'
import { inboxScrollBench } from './cases/inboxScroll'
import { inboxTypingBench } from './cases/inboxTyping'
import { ledgerBench } from './cases/ledger'
import { mainLoopBench } from './cases/mainLoop'
import { rateBench } from './cases/rate'
import { sandboxStoreBench } from './cases/sandboxStore'
import { separatorSplitBench } from './cases/separatorSplit'
import { uploadLargestBench } from './cases/uploadLargest'
import { watch1000Bench } from './cases/watch1000'
import { watch10kBench } from './cases/watch10k'
import { MAX_FILE_BYTES } from '../src/shared/fileTypes'
import { cleanUpOnInterrupt } from './lib/interrupt'
import { printResult, type BenchResult } from './lib/report'

/**
 * `npm run bench [-- name…]`: runs the benchmarks (all, or those named) one after another and
 * prints each figure as a ratio against a baseline measured in the same run. Exit code 1 when a
 * target is missed, 2 for a wrong command line (nothing runs then).
 */
const MiB = 1024 * 1024
const cases: Record<string, { what: string; run: () => Promise<BenchResult> }> = {
  hash: { what: 'MD5 of a 512 MiB file: our streamed hash against md5sum', run: hashBench },
  watch1000: {
    what: '1,000 files appearing in a watched folder until each has its document, against a minimal node:http client',
    run: watch1000Bench
  },
  uploadLargest: {
    what: `peak memory the largest file taken (${MAX_FILE_BYTES / MiB} MiB) adds to the shipped \`dropdock upload\` over a 2 MiB file, against 20 MiB`,
    run: uploadLargestBench
  },
  cliStart: {
    what: '`dropdock --version` of the shipped command line, against 3 × a bare `node -e 0`',
    run: cliStartBench
  },
  watch10k: {
    what: '10,000 files at once in a watched folder: time to queue, peak memory, idle CPU',
    run: watch10kBench
  },
  inboxScroll: {
    what: 'slowest frames scrolling an inbox of 10,000 items in Chromium, against 1,000 items',
    run: inboxScrollBench
  },
  inboxTyping: {
    what: 'slowest frames typing a search into an inbox of 10,000 items in Chromium, against 1,000 items; changing the sort',
    run: inboxTypingBench
  },
  inboxBurst: {
    what: 'slowest frames scrolling an inbox of 10,000 items in Chromium while a burst updates it, against the still list',
    run: inboxBurstBench
  },
  mainLoop: {
    what: "event-loop delay of the window's process (main) while the sandbox takes a 300-document burst and hostile mail, against idle",
    run: mainLoopBench
  },
  history: {
    what: 'idle CPU of `watch` with 100,000 ledger entries against an empty ledger; CPU per file after 10,000 files against the first',
    run: historyBench
  },
  rate: {
    what: "200 invoices through `dropdock upload` under the service's 100 requests a minute, documents a minute against the 50 the limit allows",
    run: rateBench
  },
  ledger: {
    what: '`status` and `watch` start over 100,000 ledger entries against an empty state folder',
    run: ledgerBench
  },
  separatorSplit: {
    what: 'separator sheets of a 200-page scan found, time and peak memory, against reading it once with pdf.js',
    run: separatorSplitBench
  },
  'sandbox-store': {
    what: '5,000 creates answered each after its fsync, against a bare group-commit append',
    run: sandboxStoreBench
  }
}

const HELP = `Usage: npm run bench [-- name…]

Runs the benchmarks named (all of them without a name), one after another, and prints each
figure as a ratio against a baseline measured in the same run. Scratch files go to the system's
temp folder (TMPDIR) and are removed at the end, or on Ctrl+C.

Benchmarks:
${Object.entries(cases)
  .map(([name, c], _, all) => {
    const width = Math.max(...all.map(([n]) => n.length)) + 2
    return `  ${name.padEnd(width)}${c.what}`
  })
  .join('\n')}

Exit codes: 0 every target met; 1 a target missed; 2 wrong usage (nothing ran); 130 interrupted.
`

const argv = process.argv.slice(2)
if (argv.includes('--help') || argv.includes('-h')) {
  process.stdout.write(HELP)
  process.exit(0)
}
const usageError = (message: string): never => {
  process.stderr.write(`bench: ${message} Run with --help for the list.\n`)
  process.exit(2)
}
const option = argv.find((a) => a.startsWith('-'))
if (option) usageError(`Unknown option "${option}".`)
const unknown = argv.filter((a) => !(a in cases))
if (unknown.length)
  usageError(
    `Unknown benchmark ${unknown.map((n) => `"${n}"`).join(', ')}; known: ${Object.keys(cases).join(', ')}.`
  )

cleanUpOnInterrupt()
const names = argv.length ? argv : Object.keys(cases)
let failed = 0
for (const name of names) {
  if (!printResult(await cases[name].run())) failed++
}
console.log(`\n${names.length - failed} of ${names.length} benchmarks met their target`)
process.exit(failed ? 1 : 0)
