import type { ErrorKind, IntakeError, IntakeItem } from '@shared/intake'
import { refusalValues, type Refusal } from '@shared/refusal'
import type { Key } from '@shared/i18n/messages'
import en from '@shared/i18n/messages/en'
import { hasValues } from '@shared/corrections'
import { outcomeOf } from '@shared/outcome'
import { trackableNumbersOf } from '@shared/trackNumber'
import { formatNumber, formatTime } from './format'
import { keyText, serviceNoteText } from './outcomeText'
import type { Words } from './words'

/**
 * An error as the window shows it: main's (worded here by its kind), or one the window made
 * itself, which names its own catalog sentence in `said`.
 */
export type ShownError = Pick<IntakeError, 'kind' | 'message' | 'reason'> & {
  said?: { key: Key; params?: Record<string, unknown> }
}

/** Where an error happened, when that place words some kinds more exactly than `errors.kind`. */
export type ErrorScope = keyof typeof en.errors.in

/**
 * What went wrong, in the clerk's language, by the error's reason when it has one, else by its
 * kind (and where it happened). Main's own sentence (`error.message`) is English and stays as it
 * is: it goes to "Copy error" and to the tooltip, never into the window's text.
 */
export function errorText(
  error: Pick<ShownError, 'kind' | 'said' | 'reason'>,
  { t }: Words,
  scope?: ErrorScope
): string {
  if (error.said) return t(error.said.key, error.said.params ?? {})
  if (error.reason && Object.hasOwn(en.errors.reason, error.reason))
    return t(`errors.reason.${error.reason}`)
  if (scope && hasScoped(scope, error.kind)) return t(`errors.in.${scope}.${error.kind}` as Key)
  return t(`errors.kind.${error.kind}`)
}

/** Why a dropped or chosen file was not taken, naming it, in the clerk's language. */
export function refusalText(refused: Pick<Refusal, 'path' | 'kind'>, { t, locale }: Words): string {
  const { name, limit } = refusalValues(refused, locale.value)
  return t('inbox.notice.rejected', {
    name,
    reason: t(`errors.refusal.${refused.kind}`, { limit })
  })
}

function hasScoped(scope: ErrorScope, kind: ErrorKind): boolean {
  return Object.hasOwn(en.errors.in[scope], kind)
}

/** The sentence without its full stop, to sit inside another one. */
function clause(text: string): string {
  return text.replace(/[.。]$/, '')
}

/**
 * Why an item is where it is and what the clerk can do about it, for the states that need a
 * word beyond the chip. Null when the chip says enough.
 */
/** A document with data and no link: what to do about it (null when it is linked). */
function unlinkedText(item: IntakeItem, words: Words): string | null {
  const { t } = words
  if (outcomeOf(item) !== 'needs_shipment') return null
  // A number the detail offers to track is named first, with the button beside it.
  const [trackable] = trackableNumbersOf(item)
  if (trackable) {
    const key = t(`outcome.key.${trackable.field}`, { number: trackable.number })
    return t('outcome.explain.needs_shipmentTrack', { key })
  }
  const key = keyText(item, words)
  return key ? t('outcome.explain.needs_shipmentKey', { key }) : t('outcome.explain.needs_shipment')
}

export function explainItem(item: IntakeItem, words: Words): string | null {
  const { t, locale } = words
  const reason = item.lastError ? errorText(item.lastError, words) : null
  switch (item.state) {
    case 'duplicate':
      return item.duplicateOf?.name
        ? t('errors.explain.duplicateOf', { name: item.duplicateOf.name })
        : t('errors.explain.duplicate')
    case 'failed':
      return reason ? t('errors.explain.failedBecause', { reason }) : t('errors.explain.failed')
    case 'empty':
      return t('errors.explain.empty')
    case 'stalled':
      return t('errors.explain.stalled')
    case 'extraction_failed': {
      // Its data keyed by hand (KEYED_DATA): said as for a document read, linked or not.
      if (hasValues(item.manual)) return unlinkedText(item, words)
      // The service's words (its classification notes), in the clerk's when Dropdock knows them.
      const note = item.lastError?.note
      const text = t('errors.explain.extraction_failed')
      return note ? `${text} ${serviceNoteText(note, words)}` : text
    }
    case 'extracted':
      return unlinkedText(item, words)
    case 'retrying': {
      const attempt = formatNumber(item.attempts + 1, locale.value)
      const time = item.nextAttemptAt ? formatTime(item.nextAttemptAt, locale.value) : null
      if (time && reason)
        return t('errors.explain.retryingBecause', { reason: clause(reason), time, attempt })
      if (time) return t('errors.explain.retrying', { time, attempt })
      if (reason)
        return t('errors.explain.retryingSoonBecause', { reason: clause(reason), attempt })
      return t('errors.explain.retryingSoon', { attempt })
    }
    case 'paused':
      return t('errors.explain.paused')
    default:
      return null
  }
}

/** Text for "Copy error": what IT needs, never shown in the window itself. Stays English. */
export function errorReport(item: IntakeItem): string {
  const lines = [
    `File: ${item.name}`,
    `State: ${item.state}`,
    `Attempts: ${item.attempts}`,
    `Updated: ${item.updatedAt}`
  ]
  if (item.documentId) lines.push(`Document: ${item.documentId}`)
  if (item.lastError) {
    lines.push(`Error kind: ${item.lastError.kind}`, `Message: ${item.lastError.message}`)
    if (item.lastError.detail) lines.push(`Detail: ${item.lastError.detail}`)
  }
  return lines.join('\n')
}
