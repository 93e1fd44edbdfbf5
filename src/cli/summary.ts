import { FILE_STATES, type FileState, type IntakeItem } from '../shared/intake'
import type { ExitCode } from './exitCodes'

/**
 * A state as a command tells it: the item's own, or `interrupted` for one a state folder holds in
 * flight while no Dropdock runs on it (status; see IN_FLIGHT_STATES).
 */
export type ShownState = FileState | 'interrupted'

const SHOWN_STATES: readonly ShownState[] = [...FILE_STATES, 'interrupted']

/**
 * The last line of every command that handles files (upload, watch, status): how many there
 * were, how many ended in each state, how many were refused before becoming items (missing,
 * not a file…), and the exit code the command returns.
 */
export interface Summary {
  total: number
  by_state: Partial<Record<ShownState, number>>
  refused: Record<string, number>
  exit_code: ExitCode
}

/**
 * Counts items by state (in lifecycle order; `shown` tells an item's state as the command does)
 * and refusals; zero counts are left out.
 */
export function summarize(
  items: readonly IntakeItem[],
  refused: Record<string, number>,
  exitCode: ExitCode,
  shown: (item: IntakeItem) => ShownState = (item) => item.state
): Summary {
  return summaryOf(items.map(shown), refused, exitCode)
}

/** summarize, from the state each item is shown in (status streams its items). */
export function summaryOf(
  states: readonly ShownState[],
  refused: Record<string, number>,
  exitCode: ExitCode
): Summary {
  const counts = new Map<ShownState, number>()
  for (const state of states) counts.set(state, (counts.get(state) ?? 0) + 1)
  const byState: Partial<Record<ShownState, number>> = {}
  for (const state of SHOWN_STATES) {
    const n = counts.get(state)
    if (n) byState[state] = n
  }
  const kept = Object.fromEntries(Object.entries(refused).filter(([, n]) => n > 0))
  const total = states.length + Object.values(kept).reduce((a, b) => a + b, 0)
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
