import type { IntakeItem } from '../../shared/intake'
import { correctedShare, readingQuality, type ReadingQuality } from '../../shared/readingQuality'
import { EXIT, type ExitCode } from '../exitCodes'
import type { Output } from '../output'

const percent = (share: number): string => `${Math.round(share * 100)} %`

/** One row as a line: type and version, then what was read, corrected and keyed. */
function qualityLine(row: ReadingQuality): string {
  const version = row.schemaVersion ? ` (schema ${row.schemaVersion})` : ''
  const docs = `${row.documents} document${row.documents === 1 ? '' : 's'}`
  return (
    `${row.documentType}${version}: ${docs}, ${row.read} fields read, ` +
    `${row.corrected} corrected (${percent(correctedShare(row))}), ${row.keyed} keyed by hand`
  )
}

/**
 * `status --quality`: per document type and schema version, how well the service read the
 * documents the state folder knows (src/shared/readingQuality.ts); exit 0, whatever it says.
 */
export function writeQuality(out: Output, items: readonly IntakeItem[]): ExitCode {
  const rows = readingQuality(items)
  if (rows.length === 0) {
    const message = 'Nothing read yet: no document here has data the service read or a clerk keyed.'
    out.result('note', { message }, message)
    return EXIT.ok
  }
  for (const row of rows) {
    out.result(
      'quality',
      {
        document_type: row.documentType,
        schema_version: row.schemaVersion,
        documents: row.documents,
        fields_read: row.read,
        corrected: row.corrected,
        corrected_share: correctedShare(row),
        keyed_by_hand: row.keyed
      },
      qualityLine(row)
    )
  }
  return EXIT.ok
}
