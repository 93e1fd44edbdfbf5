import type { IntakeItem } from '@shared/intake'
import type { Key } from '@shared/i18n/messages'
import { readNotADocument } from '@shared/fileTypes'
import { keyNumberOf, outcomeOf } from '@shared/outcome'
import { readServiceWords } from '@shared/serviceWords'
import { documentTypeText, fieldLabel } from './codes'
import type { Words } from './words'

/**
 * A document's outcome, its key number and the service's known sentences in the clerk's words
 * (src/shared/outcome.ts and serviceWords.ts judge and read them; this only words them).
 */

/** "Invoice INV-2026-0415", "B/L COSU6123456780": the number the clerk works the document by. */
export function keyText(
  item: Pick<IntakeItem, 'extracted' | 'manual'> & Partial<Pick<IntakeItem, 'documentType'>>,
  { t }: Words
): string | null {
  const key = keyNumberOf(item)
  return key ? t(`outcome.key.${key.field}` as Key, { number: key.number }) : null
}

/**
 * What a read document came to, for its row: linked to which shipments (those its key number is
 * not), or on none, or possibly the same as which earlier one; null for an item whose state says it (on its way, failed, not read…).
 */
export function outcomeSentence(item: IntakeItem, { t }: Words): string | null {
  const outcome = outcomeOf(item)
  if (outcome === 'needs_shipment') return t('outcome.sentence.needs_shipment')
  if (outcome === 'possible_duplicate' && item.possibleDuplicateOf)
    return t('outcome.duplicate.of', { name: item.possibleDuplicateOf.name })
  if (outcome !== 'linked') return null
  const key = keyNumberOf(item)?.number
  const refs = (item.shipmentNumbers.length > 0 ? item.shipmentNumbers : item.containerNumbers)
    // "B/L MEDU… · Linked to MEDU…" says the number twice.
    .filter((r) => r !== key)
  if (refs.length === 0) return t('outcome.sentence.linkedSelf')
  return t('outcome.sentence.linked', { refs: refs.join(', ') })
}

/**
 * The service's sentence on why it could not read a document, in the clerk's words with the
 * schema's field labels (a field the catalogs do not know keeps its key); a sentence in another
 * form is given as the service's own, quoted.
 */
export function serviceNoteText(note: string, words: Words): string {
  const { t, locale } = words
  const read = readServiceWords(note)
  switch (read.kind) {
    case 'required_fields_missing': {
      const list = new Intl.ListFormat(locale.value, { type: 'conjunction' })
      const fields = list.format(read.fields.map((f) => fieldLabel(f, words) ?? f))
      return t('outcome.said.required_fields_missing', { fields })
    }
    case 'no_text':
      return t('outcome.said.no_text')
    case 'no_schema':
      return t('outcome.said.no_schema', { type: documentTypeText(read.type, words) })
    case 'unknown':
      return t('errors.explain.serviceNote', { note: read.text })
  }
}

/**
 * Why a file was refused before it was sent (a ZIP archive named .pdf…), in the clerk's words;
 * null for a sentence Dropdock does not know (its own words stay the tooltip then).
 */
export function refusedText(message: string, { t }: Words): string | null {
  const read = readNotADocument(message)
  if (!read) return null
  if (!read.kind) return t('outcome.refused.unknown', { name: read.name })
  return t('outcome.refused.known', {
    name: read.name,
    what: t(`outcome.refused.what.${read.kind}` as Key)
  })
}
