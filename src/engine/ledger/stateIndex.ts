import type { FileState } from '../../shared/intake'

/**
 * The ids of the ledger's entries by state, kept as entries change: what is unfinished, paused
 * or failed is found among those, never by going over a history of 100,000 finished files.
 * Entries removed from the inbox are not held (nothing counts, retries or resumes them), and
 * those whose problem the clerk acknowledged are also tallied apart, so "needs attention" can
 * leave them out without a scan.
 */
export class StateIndex {
  private readonly byState = new Map<FileState, Set<string>>()
  private readonly acknowledged = new Map<FileState, Set<string>>()

  add(id: string, state: FileState, acknowledged = false): void {
    idsOf(this.byState, state).add(id)
    if (acknowledged) idsOf(this.acknowledged, state).add(id)
  }

  remove(id: string, state: FileState): void {
    this.byState.get(state)?.delete(id)
    this.acknowledged.get(state)?.delete(id)
  }

  /** How many acknowledged entries are in each state that has any. */
  acknowledgedCounts(): Map<FileState, number> {
    return sizes(this.acknowledged)
  }

  /**
   * The ids in one of these states (a copy: the caller may change their entries); with
   * `unacknowledged`, only those whose problem the clerk has not acknowledged.
   */
  ids(states: readonly FileState[], opts: { unacknowledged?: boolean } = {}): string[] {
    const out: string[] = []
    for (const s of states) {
      const seen = opts.unacknowledged ? this.acknowledged.get(s) : undefined
      for (const id of this.byState.get(s) ?? []) if (!seen?.has(id)) out.push(id)
    }
    return out
  }

  /** How many entries are in each state that has any. */
  counts(): Map<FileState, number> {
    return sizes(this.byState)
  }
}

function idsOf(map: Map<FileState, Set<string>>, state: FileState): Set<string> {
  let ids = map.get(state)
  if (!ids) {
    ids = new Set()
    map.set(state, ids)
  }
  return ids
}

function sizes(map: Map<FileState, Set<string>>): Map<FileState, number> {
  const out = new Map<FileState, number>()
  for (const [s, ids] of map) if (ids.size > 0) out.set(s, ids.size)
  return out
}
