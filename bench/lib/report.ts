/** One benchmark's outcome: our figure against a baseline measured in the same run. */
export interface BenchResult {
  name: string
  /** What was measured, in a sentence. */
  what: string
  ours: number
  baseline: number
  unit: string
  /** ours/baseline or baseline/ours, whichever reads "higher is better". */
  ratio: number
  target: number
  /** The baseline, named on the ratio's line ("a minimal node:http client"), when `what` does not. */
  against?: string
  /** Extra figures worth printing (peak RSS, counts…). */
  notes?: Record<string, string | number>
}

/** Prints a result as the lines `npm run bench` shows, and returns whether it met its target. */
export function printResult(r: BenchResult): boolean {
  const ok = r.ratio >= r.target
  console.log(`\n${r.name} — ${r.what}`)
  console.log(`  ours ${fmt(r.ours)} ${r.unit}, baseline ${fmt(r.baseline)} ${r.unit}`)
  const against = r.against ? ` against ${r.against}` : ''
  console.log(
    `  ratio ${r.ratio.toFixed(2)}${against} (target ≥ ${r.target}) ${ok ? 'PASS' : 'FAIL'}`
  )
  for (const [k, v] of Object.entries(r.notes ?? {})) console.log(`  ${k}: ${v}`)
  return ok
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2)
}
