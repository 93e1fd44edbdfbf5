/**
 * Two documents are possible duplicates when they are of the same type and carry the same key
 * fields (as corrected) but their bytes differ: an invoice scanned again is the same invoice
 * under another MD5, which the service takes as a new document. Bytes that are the same are
 * caught before (state `duplicate`, outcome `same_file`). The later one, by when it was taken
 * in, is the possible duplicate "of" the earlier; the earlier stays as it is.
 */
import type { IntakeItem } from './intake'
import { KEY_FIELDS, KEY_MAX_CHARS } from './outcome'
import type { FieldKey } from './serviceCodes'

/** The fields that say which document it is, for the types that need more than one number. */
const MATCH_FIELDS: Readonly<Record<string, readonly FieldKey[]>> = {
  commercial_invoice: ['invoice_number', 'supplier_name'],
  bill_of_lading: ['bill_of_lading_number'],
  booking_confirmation: ['booking_number']
}

/** Fields compared as names (case, spaces and punctuation aside) rather than as numbers. */
const NAME_FIELDS: readonly string[] = ['supplier_name']

/** What a judgement of possible duplicates reads of one document. */
export type DuplicateFacts = Pick<
  IntakeItem,
  'id' | 'seq' | 'createdAt' | 'md5' | 'state' | 'documentType' | 'extracted' | 'manual'
>

/** A name as compared: "Shenzhen Brightway Electronics Co., Ltd." = "shenzhen brightway electronics co ltd". */
export function normalisedName(name: string): string {
  return unicode(name)
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '')
}

/** Full-width and compatibility forms as their plain letters (ASCII is left as it is: cheap). */
const unicode = (text: string): string =>
  // eslint-disable-next-line no-control-regex
  /^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKC')

/** A number as compared: case and spaces aside ("inv 0415" = "INV0415"), punctuation kept. */
function normalisedNumber(value: string): string {
  return unicode(value).toUpperCase().replace(/\s+/g, '')
}

function textOf(raw: unknown): string {
  const first = Array.isArray(raw) ? (raw as unknown[])[0] : raw
  return typeof first === 'string' || typeof first === 'number' ? String(first).trim() : ''
}

/** The fields this document is compared by: its type's, or the first key field it has. */
function fieldsOf(type: string, value: (field: string) => unknown): readonly string[] | null {
  const known = MATCH_FIELDS[type]
  if (known) return known
  // Containers are shared by many documents of one type: they do not say which one it is.
  const field = KEY_FIELDS.find((f) => f !== 'container_numbers' && textOf(value(f)) !== '')
  return field ? [field] : null
}

/**
 * The key two documents share when they are the same document: their type and the values of
 * its key fields, normalised; null for a document not read, or missing one of those values.
 */
export function duplicateKeyOf(
  item: Pick<IntakeItem, 'state' | 'documentType' | 'extracted' | 'manual'>
): string | null {
  if (item.state !== 'extracted' || !item.documentType) return null
  // What the clerk sees (effectiveValues), read field by field: this runs over every entry.
  const { extracted, manual } = item
  const value = (f: string): unknown => (manual && f in manual ? manual[f] : extracted?.[f])
  const fields = fieldsOf(item.documentType, value)
  if (!fields) return null
  const parts: string[] = [item.documentType]
  for (const field of fields) {
    const text = textOf(value(field))
    if (!text || text.length > KEY_MAX_CHARS) return null
    const same = NAME_FIELDS.includes(field) ? normalisedName(text) : normalisedNumber(text)
    if (!same) return null
    parts.push(`${field}=${same}`)
  }
  return parts.join('\u0000')
}

/** True when `a` was taken in before `b` (by its time, then by its creation number). */
export function takenInBefore(
  a: Pick<IntakeItem, 'createdAt' | 'seq'>,
  b: Pick<IntakeItem, 'createdAt' | 'seq'>
): boolean {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt
  return a.seq < b.seq
}

/**
 * Of two documents with the same key, true when `later` is the possible duplicate of `earlier`:
 * taken in after it, with other bytes (a document mailed in has no MD5 of ours: not the same).
 */
export function laterWithOtherBytes(later: DuplicateFacts, earlier: DuplicateFacts): boolean {
  if (later.id === earlier.id || !takenInBefore(earlier, later)) return false
  return later.md5 === null || later.md5 !== earlier.md5
}

/** True when `later` is a possible duplicate of `earlier` (see the module's comment). */
export function isPossibleDuplicateOf(later: DuplicateFacts, earlier: DuplicateFacts): boolean {
  if (!laterWithOtherBytes(later, earlier)) return false
  const key = duplicateKeyOf(later)
  return key !== null && key === duplicateKeyOf(earlier)
}
