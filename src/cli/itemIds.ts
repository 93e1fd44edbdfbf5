import { Failure } from '../engine/failures/failure'
import type { IntakeItem } from '../shared/intake'

/** Fewest characters of an id `status` shows (more where two documents would share them). */
export const SHORT_ID_MIN = 8

/** Fewest characters of an id a command takes as a prefix. */
export const PREFIX_MIN = 6

/** Candidates named when a prefix fits several items. */
const CANDIDATES_SHOWN = 10

/** What stands in the id column for an item without a document (nothing to correct yet). */
const NO_ID = '-'

const lengthInCommon = (a: string, b: string): number => {
  let n = 0
  while (n < a.length && n < b.length && a[n] === b[n]) n++
  return n
}

/**
 * The id column of `status`: each item's document id cut to one length for all, the shortest
 * from SHORT_ID_MIN on at which no two documents look alike (as `git log --oneline` does).
 * Items without a document get a dash.
 */
export function shortIds(items: readonly IntakeItem[]): (item: IntakeItem) => string {
  const shortId = shortIdsOf(items.flatMap((i) => (i.documentId ? [i.documentId] : [])))
  return (item) => shortId(item.documentId)
}

/** shortIds, from the documents' ids alone (status streams its items). */
export function shortIdsOf(documentIds: readonly string[]): (documentId: string | null) => string {
  const ids = [...new Set(documentIds)].sort()
  let length = SHORT_ID_MIN
  for (let k = 1; k < ids.length; k++)
    length = Math.max(length, lengthInCommon(ids[k - 1], ids[k]) + 1)
  return (id) => (id ? id.slice(0, length) : NO_ID).padEnd(length)
}

const refuse = (kind: 'not_found' | 'validation', message: string): Failure =>
  new Failure({ kind, message, transient: false })

/**
 * The item an ID names, as a command line gives it: its own id, its document's id, or the start
 * of either (PREFIX_MIN characters at least) that only one item has. A start several items have
 * is refused, naming them.
 */
export function itemNamed(items: readonly IntakeItem[], typed: string): IntakeItem {
  const exact = items.find((i) => i.id === typed) ?? items.find((i) => i.documentId === typed)
  if (exact) return exact
  const wanted = typed.toLowerCase()
  const fits = items.filter(
    (i) => i.id.toLowerCase().startsWith(wanted) || i.documentId?.toLowerCase().startsWith(wanted)
  )
  if (fits.length === 1 && typed.length >= PREFIX_MIN) return fits[0]
  if (fits.length === 0)
    throw refuse(
      'not_found',
      `No file or document ${typed} in this state folder (status lists them).`
    )
  if (typed.length < PREFIX_MIN)
    throw refuse(
      'validation',
      `"${typed}" is too short to name a document: give at least ${PREFIX_MIN} characters of an id status shows.`
    )
  const shown = fits
    .slice(0, CANDIDATES_SHOWN)
    .map((i) => `${i.documentId ?? i.id} (${i.name})`)
    .join(', ')
  const more = fits.length > CANDIDATES_SHOWN ? `, and ${fits.length - CANDIDATES_SHOWN} more` : ''
  throw refuse(
    'validation',
    `"${typed}" is the start of ${fits.length} ids: ${shown}${more}. Give more characters.`
  )
}
