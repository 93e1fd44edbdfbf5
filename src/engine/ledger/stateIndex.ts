import type { FileState, Outcome } from '../../shared/intake'
import type { Tally } from '../../shared/intakeCounts'
import { failureSettled } from '../../shared/outcome'

/** What the index holds of an entry: its documents' outcomes, and whether it was acknowledged. */
interface Held {
  readonly counted: readonly Outcome[]
  readonly acknowledged: boolean
}

/**
 * One Held per combination, shared by every entry that has it (100,000 entries, a handful of
 * combinations: a file's one outcome, or a packet's few).
 */
const HELD = new Map<string, Held>()

function heldAs(counted: readonly Outcome[], acknowledged: boolean): Held {
  const key = `${counted.join(',')}:${acknowledged}`
  let held = HELD.get(key)
  if (!held) {
    held = { counted: [...counted], acknowledged }
    HELD.set(key, held)
  }
  return held
}

/**
 * The ids of the ledger's entries by state, and how many have each outcome, kept as entries
 * change: what is unfinished, paused or failed is found among those, and "needs attention"
 * counted, never by going over a history of 100,000 finished files. Entries removed from the
 * inbox are not held (nothing counts, retries or resumes them), and those whose problem the
 * clerk acknowledged are also tallied apart, so "needs attention" can leave them out without a
 * scan.
 */
export class StateIndex {
  private readonly byState = new Map<FileState, Set<string>>()
  private readonly acknowledged = new Map<FileState, Set<string>>()
  /** Each held entry's documents' outcomes and whether it was acknowledged, as last added. */
  private readonly outcomes = new Map<string, Held>()
  private readonly byOutcome = new Map<Outcome, number>()
  private readonly acknowledgedByOutcome = new Map<Outcome, number>()

  /**
   * Holds the entry in `state`, its file's outcome `outcome`; `counted` are the outcomes its
   * documents are tallied by (a packet's parts each count, documentOutcomes), the file's own by
   * default.
   */
  add(
    id: string,
    state: FileState,
    outcome: Outcome,
    acknowledged = false,
    counted: readonly Outcome[] = [outcome]
  ): void {
    idsOf(this.byState, state).add(id)
    // Out of "Retry failed" too: a failure no longer one (failureSettled), its data keyed.
    if (acknowledged || failureSettled(state, outcome)) idsOf(this.acknowledged, state).add(id)
    this.forget(id)
    this.outcomes.set(id, heldAs(counted, acknowledged))
    for (const o of counted) {
      bump(this.byOutcome, o, 1)
      if (acknowledged) bump(this.acknowledgedByOutcome, o, 1)
    }
  }

  remove(id: string, state: FileState): void {
    this.byState.get(state)?.delete(id)
    this.acknowledged.get(state)?.delete(id)
    this.forget(id)
  }

  /** Takes the entry out of the outcome tallies (added twice, it is counted once). */
  private forget(id: string): void {
    const held = this.outcomes.get(id)
    if (!held) return
    this.outcomes.delete(id)
    for (const o of held.counted) {
      bump(this.byOutcome, o, -1)
      if (held.acknowledged) bump(this.acknowledgedByOutcome, o, -1)
    }
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

  /** How many entries are in each state and outcome, and how many of those were acknowledged. */
  tally(): Tally {
    return {
      byState: sizes(this.byState),
      byOutcome: new Map(this.byOutcome),
      acknowledgedByState: sizes(this.acknowledged),
      acknowledgedByOutcome: new Map(this.acknowledgedByOutcome)
    }
  }
}

function bump(map: Map<Outcome, number>, outcome: Outcome, by: number): void {
  const n = (map.get(outcome) ?? 0) + by
  if (n > 0) map.set(outcome, n)
  else map.delete(outcome)
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
