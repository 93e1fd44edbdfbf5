import { EMPTY_FILE_REASON, type IntakeError } from '../../shared/intake'
import type { EntryPatch } from '../ledger/types'

/** The error an empty file carries, whichever way it came in (path, watched folder, bytes). */
const EMPTY_FILE_ERROR: IntakeError = { kind: 'file', message: EMPTY_FILE_REASON }

/**
 * The one rule for empty files: 0 bytes are never sent. The item ends in its own final state
 * `empty` with the reason, instead of becoming a document nobody can read (or, for the second
 * empty file, a "duplicate" of an unrelated first one: all empty files share one MD5).
 * Returns the patch that ends the item, or null when the file has content.
 */
export function emptyFilePatch(size: number): (EntryPatch & { lastError: IntakeError }) | null {
  if (size > 0) return null
  return { state: 'empty', size: 0, md5: null, nextAttemptAt: null, lastError: EMPTY_FILE_ERROR }
}
