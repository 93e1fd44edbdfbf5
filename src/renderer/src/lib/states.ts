import type { FileState, Outcome } from '@shared/intake'

export type Tone = 'neutral' | 'active' | 'good' | 'warn' | 'bad'

/**
 * The colour each state wears on its chip and in the timeline. The words are in the `states`
 * catalog area: `t(`states.label.${state}`)` for the chip, `t(`states.sentence.${state}`)` for
 * the row's second line.
 */
export const STATE_TONE: Readonly<Record<FileState, Tone>> = {
  waiting: 'neutral',
  queued: 'neutral',
  hashing: 'active',
  uploading: 'active',
  submitted: 'active',
  classified: 'active',
  extracted: 'good',
  extraction_failed: 'bad',
  stalled: 'warn',
  duplicate: 'good',
  empty: 'bad',
  failed: 'bad',
  retrying: 'warn',
  paused: 'neutral',
  cancelled: 'neutral'
}

/** Outcomes a read document's chip names instead of its state. */
export type ChipOutcome = Extract<Outcome, 'linked' | 'needs_shipment' | 'possible_duplicate'>

/** The colour of a read document's chip: on a shipment, waiting for one, or sent twice? */
export const OUTCOME_TONE: Readonly<Record<ChipOutcome, Tone>> = {
  linked: 'good',
  needs_shipment: 'warn',
  possible_duplicate: 'warn'
}
