import { mkdir } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { LedgerStartInput, LedgerStartReport } from '../children/ledgerStart'
import { SNAPSHOT } from '../../src/engine/ledger/load'
import { writeSnapshot } from '../../src/engine/ledger/snapshot'
import type { LedgerEntry } from '../../src/engine/ledger/types'
import { appRuntime } from '../lib/appRuntime'
import { scratch } from '../lib/files'
import { ROOT, runChild, startSandboxProcess } from '../lib/processes'
import type { BenchResult } from '../lib/report'

/** The ledger's bound (Ledger's maxEntries): the most a state folder holds. */
const FULL = 100_000
const ROUNDS = 3
/** What a state folder at its bound may cost (issue budgets): seconds and MiB. */
const BUDGET = { statusS: 1.5, watchS: 2, rssMiB: 150 }

/**
 * `count` finished files of a watched folder as years of use leave them (each with its history,
 * document, type and numbers), written straight into the snapshot: what the engine would have
 * folded its journal into.
 */
export function writeFullState(stateDir: string, watchDir: string, count: number): void {
  // The last 20 days (within retention, so no run of `watch` removes any: every round sees all).
  const span = 20 * 86_400_000
  const start = Date.now() - span
  const steps = ['waiting', 'queued', 'hashing', 'uploading', 'submitted', 'extracted'] as const
  function* entries(): Generator<LedgerEntry> {
    for (let i = 0; i < count; i++) {
      const name = `scan-${String(i).padStart(6, '0')}.pdf`
      // Files spread over the span; each step a little after the one before, as the engine writes.
      const found = start + Math.floor((i * span) / count)
      const history = steps.map((state, k) => ({
        state,
        at: new Date(found + k * 1500).toISOString()
      }))
      yield {
        id: `h${String(i).padStart(8, '0')}`,
        seq: i + 1,
        origin: { kind: 'watch', folder: watchDir },
        path: join(watchDir, name),
        name,
        size: 40_000 + i,
        mtimeMs: found - 5000,
        md5: createHash('md5').update(name).digest('base64'),
        state: 'extracted',
        bytesSent: 40_000 + i,
        attempts: 1,
        lastError: null,
        nextAttemptAt: null,
        signedId: null,
        documentId: `doc-${String(i).padStart(8, '0')}`,
        duplicateOf: null,
        documentType: 'commercial_invoice',
        shipmentNumbers: [`MAEU${241_234_567 + (i % 5000)}`],
        containerNumbers: [`MSKU${1_234_565 + (i % 5000)}`],
        history,
        createdAt: history[0].at,
        updatedAt: history[5].at,
        meta: { folderId: watchDir, followSince: history[4].at, ino: 1_000_000 + i }
      }
    }
  }
  writeSnapshot(join(stateDir, SNAPSHOT), count, entries(), count)
}

/** Where the CLI's source sits (src/cli/version.ts), for the files it finds beside itself. */
const CLI_SOURCE = pathToFileURL(join(ROOT, 'src', 'cli', 'version.ts')).href

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/**
 * What a full ledger costs when the CLI starts: `status` (to its last line) and `watch` (until it
 * says it is watching), each over 100,000 entries against the same command over an empty state
 * folder, rounds interleaved, medians. The verdict is the worst of the budgets (status 1.5 s,
 * watch 2 s, 150 MiB each) as budget / ours; the ratios to the empty state are printed beside.
 */
export async function ledgerBench(): Promise<BenchResult> {
  const { dir, cleanup } = await scratch('ledger')
  const dataDir = join(dir, 'sandbox')
  const watchDir = join(dir, 'watched')
  const empty = join(dir, 'empty-state')
  const full = join(dir, 'full-state')
  await Promise.all([dataDir, watchDir, empty, full].map((d) => mkdir(d)))
  writeFullState(full, watchDir, FULL)
  const sb = await startSandboxProcess('bench/children/sandbox.ts', [JSON.stringify({ dataDir })])
  try {
    const run = (input: Omit<LedgerStartInput, 'timeoutMs'>): Promise<LedgerStartReport> =>
      runChild<LedgerStartReport>(
        'bench/children/ledgerStart.ts',
        { ...input, timeoutMs: 300_000 } satisfies LedgerStartInput,
        // Bundled as the app ships its code (no tsx in its memory). The CLI reads its version
        // from the checkout's package.json beside its source: the bundle reads the same file.
        { bundled: true, define: { 'import.meta.url': JSON.stringify(CLI_SOURCE) } }
      )
    const service = { watchDir, baseUrl: sb.baseUrl, apiKey: sb.apiKey }
    const seen = { statusEmpty: [], statusFull: [], watchEmpty: [], watchFull: [] } as Record<
      string,
      LedgerStartReport[]
    >
    for (let round = 0; round < ROUNDS; round++) {
      seen.statusEmpty.push(await run({ command: 'status', stateDir: empty }))
      seen.statusFull.push(await run({ command: 'status', stateDir: full }))
      seen.watchEmpty.push(await run({ command: 'watch', stateDir: empty, ...service }))
      seen.watchFull.push(await run({ command: 'watch', stateDir: full, ...service }))
    }
    const ms = (k: string): number => median(seen[k].map((r) => r.ms))
    const rss = (k: string): number => median(seen[k].map((r) => r.peakRssMiB))
    const short = seen.statusFull.find((r) => r.lines < FULL)
    if (short) throw new Error(`status printed ${short.lines} lines for ${FULL} entries`)
    const ratios = {
      statusTime: (BUDGET.statusS * 1000) / ms('statusFull'),
      statusRss: BUDGET.rssMiB / rss('statusFull'),
      watchTime: (BUDGET.watchS * 1000) / ms('watchFull'),
      watchRss: BUDGET.rssMiB / rss('watchFull')
    }
    const worst = Math.min(...Object.values(ratios))
    const fmt = (n: number): string => n.toFixed(2)
    const line = (cmd: 'status' | 'watch', budgetS: number): string => {
      const [e, f] = [`${cmd}Empty`, `${cmd}Full`]
      return (
        `${fmt(ms(f) / 1000)} s / ${fmt(ms(e) / 1000)} s (×${fmt(ms(f) / ms(e))}), ` +
        `peak RSS ${rss(f).toFixed(0)} / ${rss(e).toFixed(0)} MiB (×${fmt(rss(f) / rss(e))}); ` +
        `budget ${budgetS} s, ${BUDGET.rssMiB} MiB`
      )
    }
    const n = FULL.toLocaleString('en')
    return {
      name: 'ledger',
      what: `\`status\` and \`watch\` start over ${n} ledger entries against an empty state folder (worst of four budgets)`,
      ours: worst,
      baseline: 1,
      unit: '× budget',
      ratio: worst,
      target: 1,
      notes: {
        [`status, ${n} entries / empty`]: line('status', BUDGET.statusS),
        [`watch start, ${n} entries / empty`]: line('watch', BUDGET.watchS),
        'budget ratios': Object.entries(ratios)
          .map(([k, r]) => `${k} ${fmt(r)}`)
          .join(', '),
        'status seconds, full (each round)': seen.statusFull.map((r) => fmt(r.ms / 1000)).join(' '),
        'watch seconds, full (each round)': seen.watchFull.map((r) => fmt(r.ms / 1000)).join(' '),
        rounds: `${ROUNDS}, interleaved; medians`,
        runtime: appRuntime()
      }
    }
  } finally {
    await sb.close()
    await cleanup()
  }
}
