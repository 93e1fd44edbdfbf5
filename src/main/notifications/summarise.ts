import { ATTENTION_STATES, EMPTY_FILE_REASON, GOOD_FINAL_STATES } from '@shared/intake'
import type { FileState, IntakeItem } from '@shared/intake'
import type { NotificationLevel } from '@shared/ipc'

/** A file that reached an outcome worth telling the clerk about. */
export interface Outcome {
  itemId: string
  name: string
  state: FileState
  documentType: string | null
  shipmentNumbers: string[]
  error: string | null
}

export interface NotificationSpec {
  title: string
  body: string
  /** The item a click opens (the first problem when there are several). */
  itemId: string | null
}

const PROBLEMS = ATTENTION_STATES
const SUCCESSES = GOOD_FINAL_STATES

/** True for the states a notification may mention. */
export function isNotifiable(state: FileState): boolean {
  return PROBLEMS.includes(state) || SUCCESSES.includes(state)
}

/** The outcome an item's update represents. */
export function outcomeOf(item: IntakeItem): Outcome {
  return {
    itemId: item.id,
    name: item.name,
    state: item.state,
    documentType: item.documentType,
    shipmentNumbers: item.shipmentNumbers,
    error: item.lastError?.message ?? null
  }
}

/**
 * One notification for everything that happened in a burst, filtered by the clerk's level:
 * a single file is named, several are counted. Null when there is nothing to say.
 */
export function summarise(
  outcomes: readonly Outcome[],
  level: NotificationLevel
): NotificationSpec | null {
  if (level === 'none') return null
  const problems = outcomes.filter((o) => PROBLEMS.includes(o.state))
  const shown = level === 'errors' ? problems : outcomes.filter((o) => isNotifiable(o.state))
  if (shown.length === 0) return null
  if (shown.length === 1) return single(shown[0])
  const ok = shown.length - problems.length
  const parts: string[] = []
  if (ok) parts.push(`${ok} ${ok === 1 ? 'document is' : 'documents are'} ready`)
  if (problems.length)
    parts.push(`${problems.length} need${problems.length === 1 ? 's' : ''} your attention`)
  return {
    title: problems.length ? 'Some documents need attention' : 'Documents processed',
    body: `${parts.join(', ')}.`,
    itemId: problems[0]?.itemId ?? null
  }
}

function single(o: Outcome): NotificationSpec {
  const type = o.documentType ? o.documentType.replace(/_/g, ' ') : 'document'
  switch (o.state) {
    case 'extracted': {
      const linked = o.shipmentNumbers.length ? `, linked to ${o.shipmentNumbers.join(', ')}` : ''
      return { title: `${o.name} is ready`, body: `Read as ${type}${linked}.`, itemId: o.itemId }
    }
    case 'duplicate':
      return {
        title: `${o.name} was already sent`,
        body: 'The service already has this file.',
        itemId: o.itemId
      }
    case 'extraction_failed':
      return {
        title: `${o.name}: data not read`,
        body: `Classified as ${type}, but its data could not be extracted.`,
        itemId: o.itemId
      }
    case 'empty':
      return {
        title: `${o.name} was not sent`,
        body: `Not sent: ${EMPTY_FILE_REASON}.`,
        itemId: o.itemId
      }
    case 'stalled':
      return {
        title: `${o.name} is taking too long`,
        body: 'The service has not finished it. Open it to retry.',
        itemId: o.itemId
      }
    default:
      return {
        title: `${o.name} could not be sent`,
        body: o.error ?? 'Open it to see why.',
        itemId: o.itemId
      }
  }
}
