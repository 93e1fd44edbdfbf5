import type { IntakeItem } from '@shared/intake'
import { keptParts } from '@shared/outcome'
import {
  CUT_MAX_PAGES,
  SPLIT_FROM_STATES,
  SPLIT_MIN_PARTS,
  isPdfName,
  type PageRange
} from '@shared/split'

/**
 * "Split into documents…" (components/detail/SplitDialog.vue): where the clerk's cuts fall and
 * what they make. A cut is the page it follows (a cut after page 2 ends a part on page 2); a PDF
 * of `pages` pages takes cuts after pages 1 to `pages - 1`.
 */

const SPLIT_FROM: readonly string[] = SPLIT_FROM_STATES

/**
 * Whether the open file is one the clerk may split, by main's own rules (src/shared/split.ts):
 * a PDF on this computer, sent as one document, read (or given up on) by the service.
 */
export function splittable(
  item: Pick<IntakeItem, 'name' | 'path' | 'documentId' | 'state' | 'parts'>
): boolean {
  return (
    isPdfName(item.name) &&
    // Main cuts the very bytes intake hashed, from the file on this computer.
    !!item.path &&
    !!item.documentId &&
    keptParts(item.parts).length === 0 &&
    SPLIT_FROM.includes(item.state)
  )
}

/** Why a PDF of `pages` pages cannot be split here; null when it can. */
export function pagesProblem(pages: number): 'one_page' | 'too_many' | null {
  if (pages < SPLIT_MIN_PARTS) return 'one_page'
  return pages > CUT_MAX_PAGES ? 'too_many' : null
}

/** The cuts with the one after `page` added or taken away; a page with none after it is ignored. */
export function toggleCut(cuts: ReadonlySet<number>, page: number, pages: number): Set<number> {
  const next = new Set(cuts)
  if (!Number.isInteger(page) || page < 1 || page >= pages) return next
  if (next.has(page)) next.delete(page)
  else next.add(page)
  return next
}

/** The parts the cuts make, in page order, together covering pages 1 to `pages` once each. */
export function rangesOf(cuts: ReadonlySet<number>, pages: number): PageRange[] {
  const ends = [...cuts]
    .filter((c) => Number.isInteger(c) && c >= 1 && c < pages)
    .sort((a, b) => a - b)
  const ranges: PageRange[] = []
  let first = 1
  for (const last of [...ends, pages]) {
    ranges.push({ first, last })
    first = last + 1
  }
  return pages >= 1 ? ranges : []
}

/** Whether the parts are enough to split into (at least SPLIT_MIN_PARTS). */
export const enoughParts = (ranges: readonly PageRange[]): boolean =>
  ranges.length >= SPLIT_MIN_PARTS

/**
 * Where a key moves the focus in the page strip, from page index `at` of `count`, the strip
 * wrapping `columns` pages a row; null for a key the strip does not take.
 */
export function stripMove(key: string, at: number, count: number, columns: number): number | null {
  const across = Math.max(1, columns)
  const clamp = (i: number) => Math.min(count - 1, Math.max(0, i))
  switch (key) {
    case 'ArrowRight':
      return clamp(at + 1)
    case 'ArrowLeft':
      return clamp(at - 1)
    case 'ArrowDown':
      return at + across < count ? at + across : at
    case 'ArrowUp':
      return at - across >= 0 ? at - across : at
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
