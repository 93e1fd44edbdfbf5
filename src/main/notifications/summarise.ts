import {
  ATTENTION_STATES,
  GOOD_FINAL_STATES,
  type ErrorKind,
  type FileState,
  type IntakeItem
} from '@shared/intake'
import type { NotificationLevel } from '@shared/settingsSchema'
import { shownName } from '@shared/fileNames'
import type { Translator } from '../i18n/translate'

/** A file that reached an outcome worth telling the clerk about. */
export interface Outcome {
  itemId: string
  name: string
  state: FileState
  documentType: string | null
  shipmentNumbers: string[]
  /** Why it failed, by kind: the notification says it in the clerk's language. */
  errorKind: ErrorKind | null
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
    errorKind: item.lastError?.kind ?? null
  }
}

/**
 * One notification for everything that happened in a burst, filtered by the clerk's level and
 * in their language: a single file is named, several are counted. Null when there is nothing to say.
 */
export function summarise(
  outcomes: readonly Outcome[],
  level: NotificationLevel,
  tr: Translator
): NotificationSpec | null {
  if (level === 'none') return null
  const { t } = tr
  const problems = outcomes.filter((o) => PROBLEMS.includes(o.state))
  const shown = level === 'errors' ? problems : outcomes.filter((o) => isNotifiable(o.state))
  if (shown.length === 0) return null
  if (shown.length === 1) return single(shown[0], tr)
  const ok = shown.length - problems.length
  const parts: string[] = []
  if (ok) parts.push(t('notifications.batch.ready', ok))
  if (problems.length) parts.push(t('notifications.batch.attention', problems.length))
  return {
    title: problems.length
      ? t('notifications.batch.titleAttention')
      : t('notifications.batch.titleDone'),
    body: t('notifications.batch.body', { parts: parts.join(t('notifications.batch.separator')) }),
    itemId: problems[0]?.itemId ?? null
  }
}

function single(o: Outcome, { t }: Translator): NotificationSpec {
  // The service's type code ("commercial_invoice") as words; the service names the types.
  const type = o.documentType ? o.documentType.replace(/_/g, ' ') : t('notifications.document')
  const name = shownName(o.name)
  const spec = (title: string, body: string) => ({ title, body, itemId: o.itemId })
  switch (o.state) {
    case 'extracted':
      return spec(
        t('notifications.extracted.title', { name }),
        o.shipmentNumbers.length
          ? t('notifications.extracted.bodyLinked', {
              type,
              numbers: o.shipmentNumbers.join(', ')
            })
          : t('notifications.extracted.body', { type })
      )
    case 'duplicate':
      return spec(t('notifications.duplicate.title', { name }), t('notifications.duplicate.body'))
    case 'extraction_failed':
      return spec(
        t('notifications.extractionFailed.title', { name }),
        t('notifications.extractionFailed.body', { type })
      )
    case 'empty':
      return spec(t('notifications.empty.title', { name }), t('notifications.empty.body'))
    case 'stalled':
      return spec(t('notifications.stalled.title', { name }), t('notifications.stalled.body'))
    default:
      return spec(
        t('notifications.failed.title', { name }),
        o.errorKind
          ? t('notifications.failed.body', {
              reason: t(`notifications.failed.reason.${o.errorKind}`)
            })
          : t('notifications.failed.bodyUnknown')
      )
  }
}
