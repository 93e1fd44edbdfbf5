import type { IntakeError, IntakeItem } from '@shared/intake'
import type { BridgeApi } from '@shared/ipc'
import { outcomeOf } from '@shared/outcome'
import { trackableNumbersOf, type TrackNumberResult } from '@shared/trackNumber'
import { toRendererError, unwrap } from '../../bridge'
import { errorText } from '../explain'
import { counted } from '../format'
import type { Words } from '../words'

/**
 * "Track their numbers" on the inbox's selection: the detail's "Track this number" (the same
 * `document.trackNumber` command, which main checks) for each selected document on no shipment
 * that has exactly one number to track, one after the other. A carrier the service is unsure of
 * is never guessed: that document is left for the clerk to choose in its detail.
 */

/** How one selected document came out, in the order the summary says them. */
export const TRACK_ENDS = [
  'linked',
  'notLinked',
  'pending',
  'failed',
  'invalid',
  'carrier',
  'several',
  'noNumber',
  'notNeeded',
  'refused'
] as const
export type TrackEnd = (typeof TRACK_ENDS)[number]

export interface BulkTrackResult {
  counts: Partial<Record<TrackEnd, number>>
  /** The documents left for a carrier choice, in the selection's order. */
  chooseCarrier: string[]
  /** Why main refused or failed the first command it did not carry out. */
  refusal: IntakeError | null
}

/** What a document offers before anything is asked: its one number, or why it is skipped. */
export function trackPlan(item: IntakeItem): { number: string } | { skip: TrackEnd } {
  if (outcomeOf(item) !== 'needs_shipment') return { skip: 'notNeeded' }
  // A request left waiting relinks by itself: asking again would add nothing.
  if (item.trackingPending) return { skip: 'pending' }
  const numbers = trackableNumbersOf(item)
  if (numbers.length === 0) return { skip: 'noNumber' }
  if (numbers.length > 1) return { skip: 'several' }
  return { number: numbers[0].number }
}

/** Where main's answer left the document. */
function endOf(answer: TrackNumberResult): TrackEnd {
  switch (answer.step) {
    case 'choose_carrier':
      return 'carrier'
    case 'invalid':
      return 'invalid'
    case 'not_tracked':
      return answer.kept ? 'pending' : 'failed'
    case 'tracked': {
      const link = answer.link
      const seen = !!link && !link.unseen && !answer.relinkError
      const linked = seen && link.shipmentNumbers.length + link.containerNumbers.length > 0
      return linked ? 'linked' : 'notLinked'
    }
  }
}

/**
 * Tracks the numbers of the items `ids` names one by one, each as the inbox holds it when its
 * turn comes (`current`); `progress` hears after each one. A command main refuses or fails is
 * counted as refused, and the others go on.
 */
export async function trackSelection(
  api: BridgeApi,
  ids: readonly string[],
  current: (id: string) => IntakeItem | undefined,
  progress: (done: number) => void = () => undefined
): Promise<BulkTrackResult> {
  const result: BulkTrackResult = { counts: {}, chooseCarrier: [], refusal: null }
  const count = (end: TrackEnd) => (result.counts[end] = (result.counts[end] ?? 0) + 1)
  for (const [i, id] of ids.entries()) {
    const item = current(id)
    const plan: ReturnType<typeof trackPlan> = item ? trackPlan(item) : { skip: 'notNeeded' }
    if ('skip' in plan) count(plan.skip)
    else {
      try {
        const answer = await unwrap(api.document.trackNumber({ itemId: id, number: plan.number }))
        const end = endOf(answer)
        if (end === 'carrier') result.chooseCarrier.push(id)
        count(end)
      } catch (err) {
        result.refusal ??= toRendererError(err)
        count('refused')
      }
    }
    progress(i + 1)
  }
  return result
}

/** "3 tracked and relinked, 1 needs a carrier choice, 1 has no number". */
export function bulkTrackSummary(result: BulkTrackResult, words: Words): string {
  const parts = TRACK_ENDS.filter((end) => (result.counts[end] ?? 0) > 0).map((end) => {
    const n = result.counts[end] ?? 0
    const reason = end === 'refused' && result.refusal ? errorText(result.refusal, words) : ''
    return words.t(`bulk.track.end.${end}`, { ...counted(n, words.locale.value), reason }, n)
  })
  return parts.join(words.t('bulk.joiner'))
}
