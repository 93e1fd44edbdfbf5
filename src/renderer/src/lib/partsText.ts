import type { ItemPart } from '@shared/intake'
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
