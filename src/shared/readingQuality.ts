/**
 * How well the service reads a desk's documents: per document type and schema version, over the
 * items the inbox still knows, how many fields the service read, how many of those the clerks
 * corrected, and how many they keyed by hand where it read nothing. The window's Settings →
 * Service and `dropdock status --quality` show the same rows.
 */
import type { ExtractedValues } from './corrections'
import type { IntakeItem } from './intake'

export interface ReadingQuality {
  documentType: string
  schemaVersion: string | null
  /** Documents of that type and version with data read or keyed. */
  documents: number
  /** Fields the service read a value for. */
  read: number
  /** Of those, fields a clerk changed. */
  corrected: number
  /** Fields a clerk keyed where the service read nothing. */
  keyed: number
}

type QualityFacts = Pick<IntakeItem, 'documentType' | 'schemaVersion' | 'extracted' | 'manual'>

const hasValue = (v: unknown): boolean =>
  v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

/** One document's counts: fields read, corrected of those, keyed where nothing was read. */
function countsOf(extracted: ExtractedValues, manual: ExtractedValues) {
  const read = Object.keys(extracted).filter((k) => hasValue(extracted[k]))
  const wasRead = new Set(read)
  let corrected = 0
  let keyed = 0
  for (const [k, v] of Object.entries(manual)) {
    if (wasRead.has(k)) corrected += same(v, extracted[k]) ? 0 : 1
    else if (hasValue(v)) keyed += 1
  }
  return { read: read.length, corrected, keyed }
}

/** The rows, most documents first (then by type and version, for a stable order). */
export function readingQuality(items: readonly QualityFacts[]): ReadingQuality[] {
  const rows = new Map<string, ReadingQuality>()
  for (const item of items) {
    if (!item.documentType) continue
    const extracted = item.extracted ?? {}
    const manual = item.manual ?? {}
    const counts = countsOf(extracted, manual)
    if (counts.read === 0 && counts.keyed === 0) continue
    const version = item.schemaVersion ?? null
    const key = `${item.documentType}\u0000${version ?? ''}`
    const row = rows.get(key) ?? {
      documentType: item.documentType,
      schemaVersion: version,
      documents: 0,
      read: 0,
      corrected: 0,
      keyed: 0
    }
    row.documents += 1
    row.read += counts.read
    row.corrected += counts.corrected
    row.keyed += counts.keyed
    rows.set(key, row)
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.documents - a.documents ||
      a.documentType.localeCompare(b.documentType) ||
      (a.schemaVersion ?? '').localeCompare(b.schemaVersion ?? '')
  )
}

/** The share of read fields the clerks corrected (0 when nothing was read). */
export function correctedShare(row: ReadingQuality): number {
  return row.read === 0 ? 0 : row.corrected / row.read
}
