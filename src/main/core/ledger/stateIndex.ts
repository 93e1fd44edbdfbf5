import type { FileState } from '../../../shared/intake'

/**
 * The ids of the ledger's entries by state, kept as entries change: what is unfinished, paused
 * or failed is found among those, never by going over a history of 100,000 finished files.
 */
export class StateIndex {
  private readonly byState = new Map<FileState, Set<string>>()

  add(id: string, state: FileState): void {
    let ids = this.byState.get(state)
    if (!ids) {
      ids = new Set()
      this.byState.set(state, ids)
    }
    ids.add(id)
  }

  remove(id: string, state: FileState): void {
    this.byState.get(state)?.delete(id)
  }

  /** The ids in one of these states (a copy: the caller may change their entries). */
  ids(states: readonly FileState[]): string[] {
    const out: string[] = []
    for (const s of states) for (const id of this.byState.get(s) ?? []) out.push(id)
    return out
  }

  /** How many entries are in each state that has any. */
  counts(): Map<FileState, number> {
    const out = new Map<FileState, number>()
    for (const [s, ids] of this.byState) if (ids.size > 0) out.set(s, ids.size)
    return out
  }
}
