import {
  FAILED_STATES,
  FINAL_STATES,
  GOOD_FINAL_STATES,
  isAcknowledged,
  type FileState,
  type IntakeCounts,
  type IntakeItem,
  type Outcome
} from './intake'
import {
  ATTENTION_OUTCOMES,
  documentOutcomes,
  failureSettled,
  outcomeOf,
  type OutcomeFacts
} from './outcome'

type Judged = Pick<IntakeItem, 'acknowledgedAt' | 'history' | 'parts'> & OutcomeFacts

/**
 * An item that "needs attention": its outcome is one of ATTENTION_OUTCOMES (failed, its data not
 * read, or read but linked to no shipment) and the clerk has not acknowledged it since. What the
 * header, the menu badge, the tray and the inbox's "Needs attention (N)" filter count and show.
 */
export function needsAttention(item: Judged): boolean {
  return isProblem(item) && !isAcknowledged(item)
}

/** An outcome the clerk acts on, acknowledged or not: what Acknowledge may be given for. */
export function isProblem(item: OutcomeFacts & Pick<IntakeItem, 'parts'>): boolean {
  return documentOutcomes(item).some((o) => ATTENTION_OUTCOMES.includes(o))
}

/**
 * What "Retry failed (N)" counts and tries again: those needing attention that trying again may
 * help (FAILED_STATES; an empty file stays empty, a document linked to no shipment is not sent
 * again). Never more than the "needs attention" count.
 */
export function retriedByRetryFailed(item: Judged): boolean {
  return (
    FAILED_STATES.includes(item.state) &&
    !isAcknowledged(item) &&
    !failureSettled(item.state, outcomeOf(item))
  )
}

/**
 * How many entries are in each state and each outcome, and of those how many the clerk
 * acknowledged: what the ledger keeps as entries change (StateIndex), so counting is no scan.
 */
export interface Tally {
  byState: ReadonlyMap<FileState, number>
  byOutcome: ReadonlyMap<Outcome, number>
  /** Per state, those out of "Retry failed": acknowledged, or settled (failureSettled). */
  acknowledgedByState?: ReadonlyMap<FileState, number>
  acknowledgedByOutcome?: ReadonlyMap<Outcome, number>
}

/** The tally of these items, as the ledger keeps it (for a list held elsewhere: tests, hosts). */
export function tallyOf(items: Iterable<Judged>): Tally {
  const byState = new Map<FileState, number>()
  const byOutcome = new Map<Outcome, number>()
  const acknowledgedByState = new Map<FileState, number>()
  const acknowledgedByOutcome = new Map<Outcome, number>()
  const bump = <K>(m: Map<K, number>, k: K): void => void m.set(k, (m.get(k) ?? 0) + 1)
  for (const item of items) {
    const outcome = outcomeOf(item)
    const counted = documentOutcomes(item)
    bump(byState, item.state)
    for (const o of counted) bump(byOutcome, o)
    const acknowledged = isAcknowledged(item)
    if (acknowledged || failureSettled(item.state, outcome)) bump(acknowledgedByState, item.state)
    if (acknowledged) for (const o of counted) bump(acknowledgedByOutcome, o)
  }
  return { byState, byOutcome, acknowledgedByState, acknowledgedByOutcome }
}

/**
 * The totals every count Dropdock shows comes from (the tray, its menu, the window's header,
 * badge and filters, the CLI): main counts its ledger's entries per state and outcome with this
 * once per change and sends the result in the app's status; nothing else counts items. Problems
 * the clerk acknowledged are in their state's count but not in `attention` or `failed` (as
 * needsAttention and retriedByRetryFailed judge one item).
 */
export function countByState(tally: Tally, paused: boolean): IntakeCounts {
  const perState: Partial<Record<FileState, number>> = {}
  const perOutcome: Partial<Record<Outcome, number>> = {}
  const c: IntakeCounts = { total: 0, active: 0, done: 0, attention: 0, failed: 0, paused }
  for (const [state, n] of tally.byState) {
    if (n === 0) continue
    perState[state] = (perState[state] ?? 0) + n
    c.total += n
    if (!FINAL_STATES.includes(state)) c.active += n
    else if (GOOD_FINAL_STATES.includes(state)) c.done += n
    const open = n - (tally.acknowledgedByState?.get(state) ?? 0)
    if (FAILED_STATES.includes(state)) c.failed += open
  }
  for (const [outcome, n] of tally.byOutcome) {
    if (n === 0) continue
    perOutcome[outcome] = (perOutcome[outcome] ?? 0) + n
    const open = n - (tally.acknowledgedByOutcome?.get(outcome) ?? 0)
    if (ATTENTION_OUTCOMES.includes(outcome)) c.attention += open
  }
  return { ...c, byState: perState, byOutcome: perOutcome }
}
