import { RETRYABLE_STATES, type IntakeItem } from '@shared/intake'
import { outcomeOf, partFacts } from '@shared/outcome'
import { trackableNumbersOf } from '@shared/trackNumber'

/**
 * The one thing a clerk does next for a document, from its outcome: the detail leads with it
 * as its primary button. Null when there is nothing to do (linked, on its way, the same file).
 */
export type NextStep = 'track' | 'enter_data' | 'retry' | 'compare'

/** What the next step is judged from. */
export type NextStepFacts = Pick<
  IntakeItem,
  'state' | 'shipmentNumbers' | 'containerNumbers' | 'possibleDuplicateOf' | 'extracted' | 'manual'
>

/**
 * Read but on no shipment, with a number that can be tracked: track it. Its data not read:
 * enter it. Failed or cancelled, in a state that can be tried again: retry. Possibly one taken
 * in before: compare the two. With `partId`, one part of a packet is judged by its own outcome
 * (partFacts in src/shared/outcome.ts), data and corrections, not by the file's.
 */
export function nextStepOf(
  item: NextStepFacts & Partial<Pick<IntakeItem, 'parts'>>,
  partId: string | null = null
): NextStep | null {
  const part = partId === null ? undefined : item.parts?.find((p) => p.documentId === partId)
  if (part) {
    const facts = { ...partFacts(item, part), extracted: part.extracted, manual: part.manual }
    return nextStepOf(facts)
  }
  switch (outcomeOf(item)) {
    case 'needs_shipment':
      return trackableNumbersOf(item).length > 0 ? 'track' : null
    case 'needs_data':
      return 'enter_data'
    case 'possible_duplicate':
      return 'compare'
    case 'failed':
    case 'cancelled':
      return RETRYABLE_STATES.includes(item.state) ? 'retry' : null
    default:
      return null
  }
}
