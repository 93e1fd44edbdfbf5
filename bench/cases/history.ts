import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import type { HistoryInput, HistoryReport } from '../children/historyCli'
import { Ledger } from '../../src/engine/ledger/ledger'
import type { LedgerEntry } from '../../src/engine/ledger/types'
import { scratch, writeDistinctFiles } from '../lib/files'
import { runChild, startSandboxProcess } from '../lib/processes'
import { IDLE_WINDOW } from '../lib/idleWindow'
import type { BenchResult } from '../lib/report'

/** The ledger's bound (Ledger's maxEntries): the longest history a state folder holds. */
const FULL = 100_000
/** Files sent before the one measured: "CPU per file at the 10,000th". */
const LATER = 10_000
const FILES = 200
const SIZE = 4 * 1024
/** What a full ledger may add to `watch`'s idle CPU over an empty one, and to its CPU per file. */
const BUDGET = { idleCpuPercent: 0.5, perFileRatio: 1.25 }
/** After V8's memory reducer is done with what the start loaded, as watch10k measures it. */
const IDLE = IDLE_WINDOW
/** Files are moved in this long after watching starts, in both runs: past loading's GC. */
const SEND_AFTER_MS = 10_000

/** A state folder holding `count` finished files of the watched folder, as years of use leave it. */
function writeHistory(stateDir: string, watchDir: string, count: number): void {
  const ledger = new Ledger(stateDir)
  const at = new Date(Date.now() - 86_400_000).toISOString()
  for (let i = 0; i < count; i += 1000) {
    const batch: LedgerEntry[] = []
    for (let j = i; j < Math.min(count, i + 1000); j++) {
      const name = `old-${String(j).padStart(6, '0')}.pdf`
      batch.push({
        id: `h${String(j).padStart(8, '0')}`,
        seq: j + 1,
        origin: { kind: 'watch', folder: watchDir },
        path: join(watchDir, name),
        name,
        size: SIZE,
        mtimeMs: Date.parse(at),
        md5: randomBytes(16).toString('hex'),
        state: 'extracted',
        bytesSent: SIZE,
        attempts: 0,
        lastError: null,
        nextAttemptAt: null,
        signedId: null,
        documentId: `doc-${j}`,
        duplicateOf: null,
        documentType: 'bill_of_lading',
        shipmentNumbers: ['MAEU123456789'],
        containerNumbers: ['MSCU1234565'],
        history: ['waiting', 'queued', 'submitted', 'classified', 'extracted'].map((state) => ({
          state: state as LedgerEntry['state'],
          at
        })),
        createdAt: at,
        updatedAt: at,
        meta: { followSince: at }
      })
    }
    ledger.create(batch)
  }
  ledger.compact()
  ledger.close()
}

/**
 * What a long history costs `dropdock watch`: idle CPU with the ledger full (100,000 entries)
 * against an empty one, and CPU per file for 200 files sent after 10,000 against the same 200
 * sent first. Both runs of each pair are measured here, one after the other, against one sandbox
 * in its own process. Idle CPU is measured over 120 s once V8's memory reducer has shrunk what the
 * start loaded (bench/lib/idleWindow.ts), so an empty ledger's idle cost is the baseline, not a
 * figure the reducer inflates. The figure is the worst of two budgets, each as budget / ours:
 * the full ledger adds under 0.5 % of a core to the empty one's idle CPU, and per-file CPU is at
 * most 1.25 × the first files'.
 */
export async function historyBench(): Promise<BenchResult> {
  const { dir, cleanup } = await scratch('history')
  const dataDir = join(dir, 'sandbox')
  await mkdir(dataDir)
  const sb = await startSandboxProcess('bench/children/sandbox.ts', [JSON.stringify({ dataDir })])
  try {
    const run = async (name: string, history: number, send: boolean): Promise<HistoryReport> => {
      const watchDir = join(dir, `${name}-watched`)
      const stateDir = join(dir, `${name}-state`)
      await mkdir(watchDir)
      if (history > 0) writeHistory(stateDir, watchDir, history)
      let stagingDir: string | undefined
      if (send) {
        stagingDir = join(dir, `${name}-staging`)
        await mkdir(stagingDir)
        await writeDistinctFiles(stagingDir, FILES, SIZE)
      }
      return runChild<HistoryReport>(
        'bench/children/historyCli.ts',
        {
          baseUrl: sb.baseUrl,
          apiKey: sb.apiKey,
          stateDir,
          watchDir,
          ...(send ? { stagingDir, sendAfterMs: SEND_AFTER_MS } : { idle: IDLE }),
          timeoutMs: 300_000
        } satisfies HistoryInput
        // Not bundled: the CLI runs from source under tsx, as `dropdock` does.
      )
    }
    const idleEmpty = await run('idle-empty', 0, false)
    const idleFull = await run('idle-full', FULL, false)
    const first = await run('first', 0, true)
    const later = await run('later', LATER, true)
    const idle = idleFull.idleCpuPercent ?? Infinity
    const idleBase = idleEmpty.idleCpuPercent ?? Infinity
    const perFile = (later.cpuMsPerFile ?? Infinity) / (first.cpuMsPerFile ?? 1)
    const ratios = {
      idle: BUDGET.idleCpuPercent / Math.max(idle - idleBase, 0.01),
      perFile: BUDGET.perFileRatio / perFile
    }
    const worst = Math.min(ratios.idle, ratios.perFile)
    const fmt = (r: number): string => r.toFixed(2)
    return {
      name: 'history',
      what: `idle CPU of \`watch\` over ${FULL.toLocaleString('en')} ledger entries, and CPU per file after ${LATER.toLocaleString('en')} (worst of two budgets)`,
      ours: worst,
      baseline: 1,
      unit: '× budget',
      ratio: worst,
      target: 1,
      notes: {
        [`idle CPU, ${FULL.toLocaleString('en')} entries / empty ledger`]: `${idle.toFixed(3)} % / ${idleBase.toFixed(3)} % of a core (×${fmt(idle / Math.max(idleBase, 0.001))}), budget +${BUDGET.idleCpuPercent} % → ratio ${fmt(ratios.idle)}`,
        'idle CPU second by second, full ledger (%)': idleFull.idleCpuSlices.join(' '),
        [`CPU per file, files ${LATER + 1}-${LATER + FILES} / files 1-${FILES}`]: `${later.cpuMsPerFile?.toFixed(2) ?? '-'} ms / ${first.cpuMsPerFile?.toFixed(2) ?? '-'} ms (×${fmt(perFile)}), budget ×${BUDGET.perFileRatio} → ratio ${fmt(ratios.perFile)}`,
        'idle window': `${IDLE.windowMs / 1000} s, after ${IDLE.settleMs / 1000} s watching`,
        'files sent': `${FILES} of ${SIZE / 1024} KiB, ${SEND_AFTER_MS / 1000} s after watching starts, quiet period 200 ms, sandbox in its own process (delay 0)`,
        runtime: 'the CLI under tsx, as `dropdock` runs'
      }
    }
  } finally {
    await sb.close()
    await cleanup()
  }
}
