import { FILE_STATES, type FileState, type IntakeItem } from '../shared/intake'
import type { ExitCode } from './exitCodes'

/**
 * The last line of every command that handles files (upload, watch, status): how many there
 * were, how many ended in each state, how many were refused before becoming items (missing,
 * not a file…), and the exit code the command returns.
 */
export interface Summary {
  total: number
  by_state: Partial<Record<FileState, number>>
  refused: Record<string, number>
  exit_code: ExitCode
}

/** Counts items by state (in lifecycle order) and refusals; zero counts are left out. */
export function summarize(
  items: readonly IntakeItem[],
  refused: Record<string, number>,
  exitCode: ExitCode
): Summary {
  const byState: Partial<Record<FileState, number>> = {}
  for (const state of FILE_STATES) {
    const n = items.filter((i) => i.state === state).length
    if (n) byState[state] = n
  }
  const kept = Object.fromEntries(Object.entries(refused).filter(([, n]) => n > 0))
  const total = items.length + Object.values(kept).reduce((a, b) => a + b, 0)
  return { total, by_state: byState, refused: kept, exit_code: exitCode }
}

const words = (s: string): string => s.replace(/_/g, ' ')

/** The same counts for a person: "3 files: 1 extracted, 1 empty; refused: 1 missing." */
export function summaryText(s: Summary): string {
  const states = Object.entries(s.by_state).map(([state, n]) => `${n} ${words(state)}`)
  const refused = Object.entries(s.refused).map(([why, n]) => `${n} ${words(why)}`)
  const parts = [states.join(', '), refused.length ? `refused: ${refused.join(', ')}` : ''].filter(
    Boolean
  )
  return `${s.total} file${s.total === 1 ? '' : 's'}${parts.length ? `: ${parts.join('; ')}` : ''}.`
}
