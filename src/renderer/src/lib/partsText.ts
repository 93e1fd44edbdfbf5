import type { ItemPart } from '@shared/intake'
import type { Key } from '@shared/i18n/messages'
import { outcomeOf, partFacts } from '@shared/outcome'
import { OUTCOME_TONE } from './states'
import type { Words } from './words'

/**
 * A part of a file the service split (docs/packets.md) in the clerk's words: "Pages 2–3",
 * "Page 1", or its place in the file ("Document 2") when the service gave no pages.
 */
export function pagesText(part: Pick<ItemPart, 'pages'>, index: number, { t }: Words): string {
  const p = part.pages
  if (!p) return t('parts.pages.unknown', { place: index + 1 })
  return p.first === p.last
    ? t('parts.pages.one', { first: p.first })
    : t('parts.pages.range', { first: p.first, last: p.last })
}

/**
 * What one part of a file came to, in the words its row's chip uses: its outcome once it was
 * read (linked, needs a shipment…), else its state (reading, could not be read…).
 */
export function partOutcomeText(
  item: Parameters<typeof partFacts>[0],
  part: ItemPart,
  { t }: Words
): string {
  const facts = partFacts(item, part)
  const outcome = outcomeOf(facts)
  return outcome in OUTCOME_TONE
    ? t(`outcome.label.${outcome}` as Key)
    : t(`states.label.${facts.state}` as Key)
}
